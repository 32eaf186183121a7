// The catalog's state read from and written to the page URL (react-router's location), so every state is a
// shareable link and Back steps through them. Attendee code navigates through useNavigate, never Link. The
// navigations carry IN_PAGE_STATE: the shell then leaves focus and scroll alone (typing goes on in the search box).
import { useCallback, useMemo, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SessionCatalogParams } from '../../api-client/catalog';
import { IN_PAGE_STATE } from '../../renderer';
import { readCatalogParams, writeCatalogParams } from './catalog-state';

export interface CatalogUrl {
  params: SessionCatalogParams;
  /** The URL (path and query) of a state, for links. */
  hrefOf: (next: SessionCatalogParams) => string;
  /** Moves to a state: a new history entry, or in place (`replace`) while a search is refined. */
  go: (next: SessionCatalogParams, replace?: boolean) => void;
}

export function useCatalogUrl(): CatalogUrl {
  const location = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => readCatalogParams(location.search), [location.search]);
  const hrefOf = useCallback(
    (next: SessionCatalogParams) => `${location.pathname}${writeCatalogParams(location.search, next)}`,
    [location.pathname, location.search],
  );
  const go = useCallback(
    (next: SessionCatalogParams, replace = false) => {
      const search = writeCatalogParams(location.search, next);
      if (search === (location.search === '?' ? '' : location.search)) return;
      void navigate(
        { pathname: location.pathname, search },
        { replace, preventScrollReset: true, state: IN_PAGE_STATE },
      );
    },
    [location.pathname, location.search, navigate],
  );
  return { params, hrefOf, go };
}

/** An in-site link followed without a page load (plain left clicks only; new-tab clicks keep the browser's way). */
export function useSpaClick(): (event: MouseEvent<HTMLAnchorElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const href = event.currentTarget.getAttribute('href');
      if (!href?.startsWith('/')) return;
      event.preventDefault();
      void navigate(href);
    },
    [navigate],
  );
}
