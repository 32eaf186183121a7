import { useCallback, useEffect, useRef, useState } from 'react';
import { SEARCH_SORT } from '../../../schemas';

/** How long typing pauses before the search runs (results update as you type). */
export const SEARCH_DEBOUNCE_MS = 250;

/** The part of a list page's state the search box changes. */
export interface SearchableState<Sort extends string> {
  search?: string;
  sortBy?: Sort;
  currentPage?: number;
}

export interface SearchDraft {
  draft: string;
  setDraft: (text: string) => void;
  /** Runs the search now (Enter) instead of after the pause. */
  commitNow: () => void;
  /** The visitor is leaving the page: a search still waiting for its pause is not sent. */
  cancel: () => void;
}

/**
 * The search box's text, committed to the URL after a pause in typing. The first search of a run is a new history
 * entry; refining it replaces that entry, so Back leaves the search rather than stepping through every keystroke. A
 * search switches the sort to relevance; clearing it restores the sort before.
 */
export function useSearchDraft<Sort extends string, S extends SearchableState<Sort>>(state: S, go: (next: S, replace?: boolean) => void): SearchDraft {
  const committed = state.search ?? '';
  const [draft, setDraft] = useState(committed);
  const [seen, setSeen] = useState(committed);
  // What this box itself last put in the URL: its arrival is not a move under the box. (Typing on while the
  // debounced "la" reaches the URL must keep "lak": on a busy phone the k was lost.)
  const [pushed, setPushed] = useState<string | null>(null);
  const priorSort = useRef<Sort | undefined>(undefined);
  // The URL moved under the box (Back, a shared link): show its search, unless the box already says it (the
  // trailing space of a word being typed stays).
  if (seen !== committed) {
    setSeen(committed);
    if (committed !== pushed && draft.trim() !== committed) setDraft(committed);
  }
  // Set when the visitor follows a link off the page: a search still waiting for its pause is not sent (it would
  // bring the list back while the next page loads).
  const left = useRef(false);
  // The search this box last sent, until the URL says something else: a refinement sent before the URL has caught up
  // with the first search of the run (a busy phone) still replaces it, rather than adding a second history entry.
  const lastSent = useRef<string | null>(null);
  useEffect(() => {
    if (committed !== lastSent.current) lastSent.current = null;
  }, [committed]);
  const cancel = useCallback(() => {
    left.current = true;
  }, []);
  const commit = useCallback(
    (text: string) => {
      const next = text.trim();
      if (left.current || next === committed) return;
      const refining = Boolean(next) && Boolean(committed || lastSent.current);
      lastSent.current = next;
      setPushed(next);
      let sortBy = state.sortBy;
      if (next && !committed) {
        priorSort.current = state.sortBy;
        sortBy = SEARCH_SORT as Sort;
      } else if (!next && committed && state.sortBy === SEARCH_SORT) {
        sortBy = priorSort.current;
      }
      go({ ...state, search: next || undefined, sortBy, currentPage: undefined }, refining);
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
