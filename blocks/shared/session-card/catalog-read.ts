// The data blocks' catalog reads (GET /session, GET /sponsor): api-client's one list fetcher, typed, under the same
// query keys as api-client/catalog, so these blocks and the catalog share cache entries. Through api-client's
// index.ts, so a page showing only these blocks (/en/home) does not load the catalog's fetchers.
import { catalogListQueryOptions } from '../../../api-client';
import type { SessionCatalogParams } from '../../../api-client/catalog';
import type { CatalogCompanyList, CatalogSessionList } from '../../../schemas';

export const sessionsRead = (viewer: string, params: SessionCatalogParams) => catalogListQueryOptions<CatalogSessionList>('session', viewer, params);
export const sponsorsRead = (viewer: string, params: { pageSize?: number }) => catalogListQueryOptions<CatalogCompanyList>('sponsor', viewer, params);
