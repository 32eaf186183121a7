// The catalog's reads (server/catalog, docs/contracts.md API): typed fetchers and their query options. The paths are
// public (no token needed) but the answers depend on the viewer, so the token goes along when there is one
// (`identified`) and every key names the viewer.
import { queryOptions } from '@tanstack/react-query';
import type { CatalogSort, DirectorySort } from '../../schemas';
import type {
  CatalogCompanyDetail, CatalogCompanyList, CatalogFacets, CatalogSessionDetail, CatalogSessionList,
  CatalogSpeakerDetail, CatalogSpeakerList, FavoriteList,
} from '../../schemas/api-types';
import { apiRequest } from '../http';
import { queryKeys } from '../query-keys';
import { catalogListQueryOptions, catalogQueryString, getCatalogList } from './lists';
import { withCatalogCopy } from './static-catalog';

/** The catalog's URL state (docs/behaviour/catalog.md); `filter` entries are facet>filter, ['null'] after clearing defaults. */
export interface SessionCatalogParams {
  search?: string;
  filter?: readonly string[];
  pageSize?: number;
  currentPage?: number;
  sortBy?: CatalogSort;
  day?: string;
  start?: number;
  end?: number;
  spaceAvailable?: boolean;
  onDemand?: boolean;
  liveAndUpcoming?: boolean;
  recorded?: boolean;
  /** Only the signed-in visitor's favorite sessions. */
  favorites?: boolean;
  /** Only sessions recommended for the signed-in visitor (alike their favorites), most alike first. */
  recommendations?: boolean;
  /** Only these sessions, by id or code (up to 100: a promoted-sessions list). */
  ids?: readonly string[];
}

export interface DirectoryParams {
  search?: string;
  pageSize?: number;
  currentPage?: number;
  sortBy?: DirectorySort;
}

export interface SpeakerDirectoryParams extends DirectoryParams {
  /** Company id. */
  company?: string;
}

export type CompanyKind = 'company' | 'sponsor' | 'exhibitor' | 'partner';

export { catalogQueryString };

const get = <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal, identified: true });
const idPath = (id: string) => encodeURIComponent(id);

/** GET /session: one page of the catalog. */
export function getSessions(params: SessionCatalogParams = {}, signal?: AbortSignal): Promise<CatalogSessionList> {
  // The default query falls back to the build's static copy while the API does not answer (static-catalog.ts).
  return withCatalogCopy('session', params, () => getCatalogList('session', params, signal), signal);
}

/** GET /facets: counts per facet for the same query (each facet ignores its own selection). */
export function getFacets(params: SessionCatalogParams = {}, signal?: AbortSignal): Promise<CatalogFacets> {
  const { pageSize: _pageSize, currentPage: _currentPage, sortBy: _sortBy, ...rest } = params;
  return withCatalogCopy('facets', rest, () => getCatalogList('facets', rest, signal), signal);
}

/** GET /session/{id}: by session id or code. */
export function getCatalogSession(id: string, signal?: AbortSignal): Promise<CatalogSessionDetail> {
  return get(`/session/${idPath(id)}`, signal);
}

export function getSpeakers(params: SpeakerDirectoryParams = {}, signal?: AbortSignal): Promise<CatalogSpeakerList> {
  return getCatalogList('speaker', params, signal);
}

export function getSpeaker(id: string, signal?: AbortSignal): Promise<CatalogSpeakerDetail> {
  return get(`/speaker/${idPath(id)}`, signal);
}

export function getCompanies(kind: CompanyKind, params: DirectoryParams = {}, signal?: AbortSignal): Promise<CatalogCompanyList> {
  return getCatalogList(kind, params, signal);
}

export function getCompany(kind: CompanyKind, id: string, signal?: AbortSignal): Promise<CatalogCompanyDetail> {
  return get(`/${kind}/${idPath(id)}`, signal);
}

/** GET /favorites (signed in). */
export function getFavorites(signal?: AbortSignal): Promise<FavoriteList> {
  return apiRequest<FavoriteList>('/favorites', { signal });
}

/** PUT /favorites/{kind}/{id} (signed in): adds a favorite; a session (kind 4) names its session type. Answers the whole list. */
export function putFavorite(kind: number, id: string, itemType?: string | null, idempotencyKey?: string): Promise<FavoriteList> {
  return apiRequest<FavoriteList>(`/favorites/${kind}/${idPath(id)}`, { method: 'PUT', body: itemType ? { itemType } : {}, idempotencyKey });
}

/** DELETE /favorites/{kind}/{id} (signed in): removes a favorite (404 when there was none). Answers the whole list. */
export function deleteFavorite(kind: number, id: string, idempotencyKey?: string): Promise<FavoriteList> {
  return apiRequest<FavoriteList>(`/favorites/${kind}/${idPath(id)}`, { method: 'DELETE', idempotencyKey });
}

// Query options. `viewer` is 'anonymous' or the signed-in user's id: the answers differ per viewer.

export function sessionsQueryOptions(viewer: string, params: SessionCatalogParams = {}) {
  return catalogListQueryOptions('session', viewer, params, (signal) => getSessions(params, signal));
}

export function facetsQueryOptions(viewer: string, params: SessionCatalogParams = {}) {
  const { pageSize: _pageSize, currentPage: _currentPage, sortBy: _sortBy, ...rest } = params;
  return catalogListQueryOptions('facets', viewer, rest, (signal) => getFacets(rest, signal));
}

export function catalogSessionQueryOptions(viewer: string, id: string) {
  return queryOptions({ queryKey: queryKeys.catalogItem('session', viewer, id), queryFn: ({ signal }) => getCatalogSession(id, signal) });
}

export function speakersQueryOptions(viewer: string, params: SpeakerDirectoryParams = {}) {
  return catalogListQueryOptions<CatalogSpeakerList>('speaker', viewer, params);
}

export function speakerQueryOptions(viewer: string, id: string) {
  return queryOptions({ queryKey: queryKeys.catalogItem('speaker', viewer, id), queryFn: ({ signal }) => getSpeaker(id, signal) });
}

export function companiesQueryOptions(viewer: string, kind: CompanyKind, params: DirectoryParams = {}) {
  return catalogListQueryOptions<CatalogCompanyList>(kind, viewer, params);
}

export function companyQueryOptions(viewer: string, kind: CompanyKind, id: string) {
  return queryOptions({ queryKey: queryKeys.catalogItem(kind, viewer, id), queryFn: ({ signal }) => getCompany(kind, id, signal) });
}

export function favoritesQueryOptions(viewer: string) {
  return queryOptions({ queryKey: queryKeys.favorites(viewer), queryFn: ({ signal }) => getFavorites(signal) });
}
