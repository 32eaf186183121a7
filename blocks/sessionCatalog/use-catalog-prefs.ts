// What the catalog remembers per visitor through the renderer's storage module: the list/tile switch and the page
// size (spec 000 section 2: "remembered per user"). Storage is read after hydration (useStoredState's server
// snapshot is empty), so the server and the first browser render agree.
import { storage, useStoredState } from '../../renderer';
import { PAGE_SIZES } from './catalog-state';
import type { CatalogView } from './SessionTile';

export const VIEW_STORAGE_KEY = 'conference.catalog.view';
export const pageSizeStorageKey = (viewer: string) => `conference.catalog.pageSize.${viewer}`;

export interface CatalogPrefs {
  view: CatalogView;
  setView: (view: CatalogView) => void;
  /** The page size this visitor last chose, or null. */
  pageSize: number | null;
  setPageSize: (size: number) => void;
}

export function useCatalogPrefs(
  viewer: string,
  defaultView: CatalogView,
  allowed: readonly CatalogView[],
): CatalogPrefs {
  const [storedView, setView] = useStoredState<CatalogView | null>(VIEW_STORAGE_KEY, null);
  const [storedSize, setPageSize] = useStoredState<number | null>(pageSizeStorageKey(viewer), null);
  const fallback = allowed.includes(defaultView) ? defaultView : (allowed[0] ?? 'list');
  const view = storedView && allowed.includes(storedView) ? storedView : fallback;
  const pageSize =
    typeof storedSize === 'number' && (PAGE_SIZES as readonly number[]).includes(storedSize)
      ? storedSize
      : null;
  return { view, setView, pageSize, setPageSize };
}

/** The page size a visitor chose last time, read from storage (in effects only: the server has none). */
export function storedPageSize(viewer: string): number | null {
  const size = storage.get<unknown>(pageSizeStorageKey(viewer), null);
  return typeof size === 'number' && (PAGE_SIZES as readonly number[]).includes(size) ? size : null;
}
