// The catalog's state as the page URL holds it (spec 000 section 2: pageSize, sortBy, currentPage, search, filter as
// facet>filter, day, start, end). The component and its server loader both read it from the query string here, so
// the server prefetches exactly the queries the first render asks for (same params, same query keys).
import type { SessionCatalogParams } from '../../api-client/catalog';

export const PAGE_SIZES = [12, 24, 48, 96] as const;
export const DEFAULT_PAGE_SIZE = 12;
/** Spec 000 section 4: default asc; typing a search switches to relevance. */
export const DEFAULT_SORT = 'asc';
export type CatalogSort = NonNullable<SessionCatalogParams['sortBy']>;
const SORTS: readonly CatalogSort[] = ['relevance', 'asc', 'desc', 'chronological'];

const intIn = (text: string | null, min: number, max: number): number | undefined => {
  if (text === null || !/^\d+$/.test(text)) return undefined;
  const n = Number(text);
  return n >= min && n <= max ? n : undefined;
};

/** The URL's catalog params, normalised: values the API would refuse are dropped (the defaults apply). */
export function readCatalogParams(search: string | URLSearchParams): SessionCatalogParams {
  const q = typeof search === 'string' ? new URLSearchParams(search) : search;
  const params: SessionCatalogParams = {};
  const text = q.get('search')?.trim();
  if (text) params.search = text;
  const filter = q.getAll('filter').filter((f) => f === 'null' || /^[^>]+>.+/.test(f));
  if (filter.length > 0) params.filter = [...new Set(filter)];
  const pageSize = intIn(q.get('pageSize'), 1, 96);
  if (pageSize !== undefined && (PAGE_SIZES as readonly number[]).includes(pageSize)) params.pageSize = pageSize;
  const page = intIn(q.get('currentPage'), 2, 100_000);
  if (page !== undefined) params.currentPage = page;
  const sort = q.get('sortBy') as CatalogSort | null;
  if (sort && SORTS.includes(sort)) params.sortBy = sort;
  const day = q.get('day');
  if (day && /^\d{4}-\d{2}-\d{2}$/.test(day)) params.day = day;
  const start = intIn(q.get('start'), 0, 1440);
  if (start !== undefined) params.start = start;
  const end = intIn(q.get('end'), 0, 1440);
  if (end !== undefined) params.end = end;
  return params;
}

const CATALOG_KEYS = ['search', 'filter', 'pageSize', 'currentPage', 'sortBy', 'day', 'start', 'end'] as const;

/**
 * The page's query string with the catalog part replaced by `next` (other params such as `source` are kept).
 * Defaults are left out so the plain catalog stays `/sessions`.
 */
export function writeCatalogParams(current: string, next: SessionCatalogParams): string {
  const q = new URLSearchParams(current);
  for (const key of CATALOG_KEYS) q.delete(key);
  if (next.search) q.set('search', next.search);
  for (const f of next.filter ?? []) q.append('filter', f);
  if (next.pageSize !== undefined && next.pageSize !== DEFAULT_PAGE_SIZE) q.set('pageSize', String(next.pageSize));
  if (next.currentPage !== undefined && next.currentPage > 1) q.set('currentPage', String(next.currentPage));
  if (next.sortBy) q.set('sortBy', next.sortBy);
  if (next.day) q.set('day', next.day);
  if (next.start !== undefined) q.set('start', String(next.start));
  if (next.end !== undefined) q.set('end', String(next.end));
  const text = q.toString();
  return text === '' ? '' : `?${text}`;
}

/** The params the facet counts depend on (paging and sort do not change them). */
export function facetParams(params: SessionCatalogParams): SessionCatalogParams {
  const { pageSize: _size, currentPage: _page, sortBy: _sort, ...rest } = params;
  return rest;
}

/** The 5 page links around the current page (spec 000 section 2). */
export function pageWindow(current: number, last: number, size = 5): number[] {
  const count = Math.min(size, last);
  const first = Math.max(1, Math.min(current - Math.floor(size / 2), last - count + 1));
  return Array.from({ length: count }, (_, i) => first + i);
}

/** The query-cache viewer for the catalog keys: 'anonymous' or the signed-in user's id. */
export function catalogViewer(user: { eventProfileId?: string; cmsId?: string } | null): string {
  if (!user) return 'anonymous';
  return user.eventProfileId ?? user.cmsId ?? 'signed-in';
}
