// What the catalog remembers per visitor: the list/tile switch and the page size (docs/behaviour/catalog.md, Query parameters: "remembered
// per user"). A signed-in user's choices live on the server (api-client/catalog/preferences.ts), so every browser of theirs
// shows them; an anonymous visitor's in the browser through the renderer's storage module. Storage is read after
// hydration (useStoredState's server snapshot is empty), so the server and the first browser render agree; the
// server's choices are prefetched by the loader (load.ts), so both render with them.
import { useQuery } from '@tanstack/react-query';
import { preferencesQueryOptions, usePutPreferences } from '../../api-client/catalog';
import { storage, useStoredState } from '../../renderer';
import { isPageSize, type PageSize } from '../../schemas';
import type { CatalogView } from './SessionTile';

export const VIEW_STORAGE_KEY = 'conference.catalog.view';
export const pageSizeStorageKey = (viewer: string) => `conference.catalog.pageSize.${viewer}`;

export interface CatalogPrefs {
  view: CatalogView;
  setView: (view: CatalogView) => void;
  /** The page size this visitor last chose, or null (an anonymous visitor's: null until after hydration). */
  pageSize: number | null;
  /**
   * The page size chosen last time, read now: an anonymous visitor's straight from storage, since the hook's value
   * is the server's (empty) snapshot during the hydration pass in which the catalog's effect first runs.
   */
  readPageSize: () => number | null;
  setPageSize: (size: number) => void;
  /** The choices are known (a signed-in user's have arrived from the server). */
  ready: boolean;
}

const pageSizeOf = (size: unknown): PageSize | null => (typeof size === 'number' && isPageSize(size) ? size : null);

export function useCatalogPrefs(
  viewer: string,
  defaultView: CatalogView,
  allowed: readonly CatalogView[],
  signedIn = false,
): CatalogPrefs {
  const [storedView, setStoredView] = useStoredState<CatalogView | null>(VIEW_STORAGE_KEY, null);
  const [storedSize, setStoredSize] = useStoredState<number | null>(pageSizeStorageKey(viewer), null);
  const server = useQuery({ ...preferencesQueryOptions(viewer), enabled: signedIn });
  const put = usePutPreferences(viewer);
  const fallback = allowed.includes(defaultView) ? defaultView : (allowed[0] ?? 'list');
  if (!signedIn) {
    const view = storedView && allowed.includes(storedView) ? storedView : fallback;
    const readPageSize = () => pageSizeOf(storage.get<unknown>(pageSizeStorageKey(viewer), null));
    return { view, setView: setStoredView, pageSize: pageSizeOf(storedSize), readPageSize, setPageSize: setStoredSize, ready: true };
  }
  const chosen = server.data?.catalogView;
  return {
    view: chosen && allowed.includes(chosen) ? chosen : fallback,
    setView: (view) => put.mutate({ catalogView: view }),
    pageSize: pageSizeOf(server.data?.catalogPageSize),
    readPageSize: () => pageSizeOf(server.data?.catalogPageSize),
    setPageSize: (size) => {
      const known = pageSizeOf(size);
      if (known !== null) put.mutate({ catalogPageSize: known });
    },
    // A failed read leaves the default: the choice is not worth holding the page for.
    ready: !server.isPending || server.isError,
  };
}
