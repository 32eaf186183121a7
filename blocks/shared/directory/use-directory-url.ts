// The directories' state in the page URL (the list kit's useListUrl over the directory's state), and the page size
// a visitor chose last time.
import { useCallback, useEffect, useRef } from 'react';
import { storage } from '../../../renderer';
import { isPageSize } from '../../../schemas';
import { useListUrl, type ListUrl } from '../list/use-list-url';
import { DEFAULT_PAGE_SIZE, readDirectoryState, writeDirectoryState, type DirectoryState } from './directory-state';

export type DirectoryUrl = ListUrl<DirectoryState>;

export function useDirectoryUrl(): DirectoryUrl {
  return useListUrl<DirectoryState>(readDirectoryState, writeDirectoryState);
}

/** Where a visitor's page size for the directories is kept (docs/behaviour/catalog.md: page sizes remembered per user). */
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
    if (state.pageSize === undefined && typeof stored === 'number' && stored !== DEFAULT_PAGE_SIZE && isPageSize(stored)) {
      go({ ...state, pageSize: stored, currentPage: undefined }, true);
    }
  }, [enabled, state, viewer, go]);
  return useCallback((size: number) => void storage.set(directoryPageSizeKey(viewer), size), [viewer]);
}
