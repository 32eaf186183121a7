import { useSyncExternalStore } from 'react';

const never = () => () => undefined;
const yes = () => true;
const no = () => false;

/**
 * False while the server renders and while the browser hydrates its HTML, true afterwards (and from the start
 * when the page was not server-rendered). What only the browser shows (the lazy editor) waits for it, so the
 * hydrating render matches the server's HTML.
 *
 * `wanted` false answers false throughout: the flip after hydration re-renders the caller's whole subtree at once
 * (React renders a store change synchronously), so a component that would show nothing new (the editor for a
 * visitor who is no editor) must not take it.
 */
export function useHydrated(wanted = true): boolean {
  return useSyncExternalStore(never, wanted ? yes : no, no);
}
