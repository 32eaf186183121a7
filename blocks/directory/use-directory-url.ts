// The directory's state read from and written to the page URL (react-router's location): every state is a
// shareable link and Back steps through them. The navigations carry IN_PAGE_STATE, so the shell leaves focus and
// scroll alone (typing goes on in the search box).
import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { IN_PAGE_STATE, storage } from '../../renderer';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, readDirectoryState, writeDirectoryState, type DirectorySort, type DirectoryState } from './directory-state';

/** How long typing pauses before the search runs (results update as you type). */
export const SEARCH_DEBOUNCE_MS = 250;

export interface DirectoryUrl {
  state: DirectoryState;
  /** The URL (path and query) of a state, for links. */
  hrefOf: (next: DirectoryState) => string;
  /** Moves to a state: a new history entry, or in place (`replace`) while a search is refined. */
  go: (next: DirectoryState, replace?: boolean) => void;
}

export function useDirectoryUrl(): DirectoryUrl {
  const location = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => readDirectoryState(location.search), [location.search]);
  const hrefOf = useCallback(
    (next: DirectoryState) => `${location.pathname}${writeDirectoryState(location.search, next)}`,
    [location.pathname, location.search],
  );
  const go = useCallback(
    (next: DirectoryState, replace = false) => {
      const search = writeDirectoryState(location.search, next);
      if (search === (location.search === '?' ? '' : location.search)) return;
      void navigate({ pathname: location.pathname, search }, { replace, preventScrollReset: true, state: IN_PAGE_STATE });
    },
    [location.pathname, location.search, navigate],
  );
  return { state, hrefOf, go };
}

/** An in-site link followed without a page load (plain left clicks only; new-tab clicks keep the browser's way). */
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

/**
 * The search box's text, committed to the URL after a pause in typing. The first search of a run is a new history
 * entry; refining it replaces that entry, so Back leaves the search rather than stepping through every keystroke.
 * As in the catalog (spec 000 section 4), a search switches the sort to relevance and clearing it restores the
 * sort before.
 */
export function useSearchDraft(state: DirectoryState, go: (next: DirectoryState, replace?: boolean) => void) {
  const committed = state.search ?? '';
  const [draft, setDraft] = useState(committed);
  const [seen, setSeen] = useState(committed);
  const priorSort = useRef<DirectorySort | undefined>(undefined);
  // The URL moved under the box (Back, a shared link): show its search, unless the box already says it.
  if (seen !== committed) {
    setSeen(committed);
    if (draft.trim() !== committed) setDraft(committed);
  }
  // Set when the visitor follows a link off the page: a search still waiting for its pause is not sent (it would
  // bring the directory back while the next page loads).
  const left = useRef(false);
  const cancel = useCallback(() => {
    left.current = true;
  }, []);
  const commit = useCallback(
    (text: string) => {
      const next = text.trim();
      if (left.current) return;
      if (next === committed) return;
      let sortBy = state.sortBy;
      if (next && !committed) {
        priorSort.current = state.sortBy;
        sortBy = 'relevance';
      } else if (!next && committed && state.sortBy === 'relevance') {
        sortBy = priorSort.current;
      }
      go({ ...state, search: next || undefined, sortBy, currentPage: undefined }, Boolean(next && committed));
    },
    [committed, state, go],
  );
  useEffect(() => {
    if (draft.trim() === committed) return;
    const timer = setTimeout(() => commit(draft), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, committed, commit]);
  return { draft, setDraft, commitNow: () => commit(draft), cancel };
}

/** Where a visitor's page size for the directories is kept (spec 000 section 2: page sizes remembered per user). */
export const directoryPageSizeKey = (viewer: string) => `conference.directory.pageSize.${viewer}`;

/**
 * The page size this visitor chose last time applies when the link does not name one: read once after hydration (the
 * server knows no storage), in place of the entry (Back does not return to the other size). `remember` stores a choice.
 */
export function useRememberedPageSize(viewer: string, state: DirectoryState, go: (next: DirectoryState, replace?: boolean) => void, enabled: boolean) {
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current || !enabled) return;
    checked.current = true;
    const stored = storage.get<unknown>(directoryPageSizeKey(viewer), null);
    if (state.pageSize === undefined && typeof stored === 'number' && stored !== DEFAULT_PAGE_SIZE && (PAGE_SIZES as readonly number[]).includes(stored)) {
      go({ ...state, pageSize: stored, currentPage: undefined }, true);
    }
  }, [enabled, state, viewer, go]);
  return useCallback((size: number) => void storage.set(directoryPageSizeKey(viewer), size), [viewer]);
}
