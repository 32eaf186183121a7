import { startTransition, useEffect, useState } from 'react';
import { useServerRender } from '../server-render';

// Set by the page's start (app/main.tsx) while the browser hydrates the server's HTML, until the root's first commit.
let hydratingServerHtml = false;

/** The browser is hydrating the server's HTML (true before hydrateRoot, false once the root has committed). */
export function setHydratingServerHtml(hydrating: boolean): void {
  hydratingServerHtml = hydrating;
}

/** Whether the browser is hydrating the server's HTML now (a component rendering now renders what the server did). */
export function isHydratingServerHtml(): boolean {
  return hydratingServerHtml;
}

/**
 * False while the server renders and while the browser hydrates its HTML, true afterwards (and from the start
 * when the page was not server-rendered, or for a component mounted after hydration). What only the browser shows
 * (the lazy editor, the attendee's panel) waits for it, so the hydrating render matches the server's HTML.
 *
 * The flip after hydration is a transition: React renders it in slices, yielding to the browser, and keeps what is
 * on screen meanwhile. (A store read with a server snapshot flipped too, but React renders a store change
 * synchronously: the caller's whole subtree, the My Event panel mounting included, in one long task right after
 * hydration on every signed-in page.)
 *
 * `wanted` false answers false throughout, and renders nothing again: a component that would show nothing new (the
 * editor for a visitor who is no editor) does not take the flip.
 */
export function useHydrated(wanted = true): boolean {
  const server = useServerRender() !== null;
  const [hydrated, setHydrated] = useState(() => !server && !hydratingServerHtml);
  useEffect(() => {
    if (wanted && !hydrated) startTransition(() => setHydrated(true));
  }, [wanted, hydrated]);
  return wanted && hydrated;
}
