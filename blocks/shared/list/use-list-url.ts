// A list page's state read from and written to the page URL (react-router's location), so every state is a
// shareable link and Back steps through them. Attendee code navigates through useNavigate, never Link. The
// navigations carry IN_PAGE_STATE: the shell then leaves focus and scroll alone (typing goes on in the search box).
import { useCallback, useEffect, useMemo, useRef, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { IN_PAGE_STATE } from '../../../renderer';

export interface ListUrl<S> {
  state: S;
  /** The URL (path and query) of a state, for links. */
  hrefOf: (next: S) => string;
  /** Moves to a state: a new history entry, or in place (`replace`) while a search is refined. */
  go: (next: S, replace?: boolean) => void;
}

/**
 * `read` turns the query string into the list's state; `write` answers the page's query string with the list's part
 * replaced (other params kept). Both are module-level functions (stable), as the hooks' dependencies assume.
 */
export function useListUrl<S>(read: (search: string) => S, write: (current: string, next: S) => string): ListUrl<S> {
  const location = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => read(location.search), [read, location.search]);
  const hrefOf = useCallback((next: S) => `${location.pathname}${write(location.search, next)}`, [write, location.pathname, location.search]);
  // The router renders a navigation a moment after it is made (later still on a busy phone). A change made before
  // that render (the sort, then at once the page size) is built on the state this render shows: only what it changes
  // is laid over the newest navigation still pending, or that one would be undone. `pending` holds the navigations
  // made here that the router has not rendered yet, oldest first (stillPending).
  const pending = useRef<string[]>([]);
  useEffect(() => {
    pending.current = stillPending(pending.current, location.search);
  }, [location.search]);
  const go = useCallback(
    (next: S, replace = false) => {
      const base = pending.current.at(-1) ?? location.search;
      const target = base === location.search ? next : overlayChanges(read(base), state, next);
      const search = write(base, target);
      if (search === (base === '?' ? '' : base)) return;
      pending.current.push(search);
      void navigate({ pathname: location.pathname, search }, { replace, preventScrollReset: true, state: IN_PAGE_STATE });
    },
    [read, write, state, location.pathname, location.search, navigate],
  );
  return { state, hrefOf, go };
}

/**
 * The navigations still to be rendered once the router has rendered `rendered`: those made after it, when it is one
 * of `pending`; none when it is not (the visitor went Back, or followed a link).
 */
export function stillPending(pending: readonly string[], rendered: string): string[] {
  const at = pending.indexOf(rendered);
  return at < 0 ? [] : pending.slice(at + 1);
}

/** `latest` with the fields that `next` changes against `shown` (the state it was built from). */
export function overlayChanges<S>(latest: S, shown: S, next: S): S {
  const merged = { ...latest } as Record<string, unknown>;
  const before = shown as Record<string, unknown>;
  for (const [key, value] of Object.entries(next as Record<string, unknown>)) if (value !== before[key]) merged[key] = value;
  for (const key of Object.keys(before)) if (!(key in (next as Record<string, unknown>))) delete merged[key];
  return merged as S;
}

/**
 * An in-site link followed without a page load (plain left clicks only; new-tab clicks keep the browser's way).
 * `onLeave` runs when the link leaves this page (a pending search is then cancelled).
 */
export function useSpaClick(onLeave?: () => void): (event: MouseEvent<HTMLAnchorElement>) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const href = event.currentTarget.getAttribute('href');
      if (!href?.startsWith('/') || href.startsWith('//')) return;
      event.preventDefault();
      if (onLeave && href.split('?')[0] !== pathname) onLeave();
      void navigate(href);
    },
    [navigate, onLeave, pathname],
  );
}
