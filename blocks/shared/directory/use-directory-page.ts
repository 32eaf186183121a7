// What every directory block sets up the same way: the viewer of its query keys, its state in the page URL, the
// search box's draft, in-site link clicks, the remembered page size, and the move back to the last page when the
// URL's page is past the end.
import { useEffect } from 'react';
import { viewerKeyOrAnonymous, useSession } from '../../../api-client';
import { useSearchDraft, type SearchDraft } from '../list/use-search-draft';
import { useSpaClick } from '../list/use-list-url';
import type { DirectoryState } from './directory-state';
import { useDirectoryUrl, useRememberedPageSize, type DirectoryUrl } from './use-directory-url';

export interface DirectoryPage extends DirectoryUrl {
  viewer: string;
  search: SearchDraft;
  spaClick: ReturnType<typeof useSpaClick>;
  rememberPageSize: ReturnType<typeof useRememberedPageSize>;
}

/** The directory's page: `showPageSize` false leaves the visitor's remembered size unused. */
export function useDirectoryPage(showPageSize: boolean): DirectoryPage {
  const viewer = viewerKeyOrAnonymous(useSession().user);
  const url = useDirectoryUrl();
  const search = useSearchDraft(url.state, url.go);
  const spaClick = useSpaClick(search.cancel);
  const rememberPageSize = useRememberedPageSize(viewer, url.state, url.go, showPageSize);
  return { ...url, viewer, search, spaClick, rememberPageSize };
}

/**
 * A page past the end (the list shrank, or a stale link): move to the last page, once the list for the URL's state
 * (not the previous one kept on screen) has come.
 */
export function useClampPage(
  list: { pageCount: number } | undefined,
  placeholder: boolean,
  state: DirectoryState,
  go: (next: DirectoryState, replace?: boolean) => void,
): void {
  const current = state.currentPage ?? 1;
  useEffect(() => {
    if (list && !placeholder && list.pageCount > 0 && current > list.pageCount) go({ ...state, currentPage: list.pageCount }, true);
  }, [list, placeholder, current, state, go]);
}
