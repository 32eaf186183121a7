// The catalog's state in the page URL: the list kit's useListUrl over the catalog's params.
import type { SessionCatalogParams } from '../../api-client/catalog';
import { useListUrl } from '../shared/list/use-list-url';
import { readCatalogParams, writeCatalogParams } from './catalog-state';

export interface CatalogUrl {
  params: SessionCatalogParams;
  /** The URL (path and query) of a state, for links. */
  hrefOf: (next: SessionCatalogParams) => string;
  /** Moves to a state: a new history entry, or in place (`replace`) while a search is refined. */
  go: (next: SessionCatalogParams, replace?: boolean) => void;
}

export function useCatalogUrl(): CatalogUrl {
  const { state: params, hrefOf, go } = useListUrl<SessionCatalogParams>(readCatalogParams, writeCatalogParams);
  return { params, hrefOf, go };
}
