import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while the server renders and while the browser hydrates its HTML, true afterwards (and from the start
 * when the page was not server-rendered). What only the browser shows (the lazy editor) waits for it, so the
 * hydrating render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
