// The data blocks' catalog reads (GET /session, GET /sponsor): the same paths, query strings and query keys as
// api-client/catalog, so these blocks and the catalog share cache entries, written out in a few lines here so that a
// page showing only these blocks (/en/home) does not load the catalog's fetchers.
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, queryKeys } from '../../../api-client';
import type { SessionCatalogParams } from '../../../api-client/catalog';
import type { CatalogCompanyList, CatalogSessionList } from '../../../schemas';

function read<T>(resource: string, viewer: string, params: object) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params).sort(([a], [b]) => (a < b ? -1 : 1))) {
    for (const v of [value].flat()) if (v !== undefined && v !== null && v !== '') query.append(name, String(v));
  }
  const text = query.size > 0 ? `?${query}` : '';
  return queryOptions({
    queryKey: queryKeys.catalogList(resource, viewer, text),
    queryFn: ({ signal }) => apiRequest<T>(`/${resource}${text}`, { signal, identified: true }),
  });
}

export const sessionsRead = (viewer: string, params: SessionCatalogParams) => read<CatalogSessionList>('session', viewer, params);
export const sponsorsRead = (viewer: string, params: { pageSize?: number }) => read<CatalogCompanyList>('sponsor', viewer, params);
