// The catalog's state as the page URL holds it (docs/behaviour/catalog.md, Query parameters: pageSize, sortBy, currentPage, search, filter as
// facet>filter, day, start, end; plus the toggles), and the catalog transitions of docs/behaviour/catalog.md as pure
// functions. The component and its server loader both read the query string here, so the server prefetches exactly
// the queries the first render asks for (same params, same query keys).
import type { SessionCatalogParams } from '../../api-client/catalog';
import { CATALOG_FLAGS, CATALOG_SORTS, CATALOG_TOGGLES, DAY_MINUTES, DEFAULT_PAGE_SIZE, isPageSize, PAGE_SIZES } from '../../schemas';
import type { CatalogSort, CatalogToggle } from '../../schemas';

export { DAY_MINUTES, DEFAULT_PAGE_SIZE, PAGE_SIZES };
export { DEFAULT_SORT } from '../../schemas';
export type { CatalogSort, CatalogToggle };
/** docs/behaviour/catalog.md: the time chip shows when the selected range is under 23.5 hours. */
export const TIME_CHIP_UNDER_MINUTES = 23.5 * 60;

/** The catalog's on/off filters (docs/behaviour/catalog.md, Query parameters), in the refiners' order. */
export const TOGGLES: readonly CatalogToggle[] = CATALOG_TOGGLES;

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
  const pageSize = intIn(q.get('pageSize'), 1, Math.max(...PAGE_SIZES));
  if (pageSize !== undefined && isPageSize(pageSize)) params.pageSize = pageSize;
  const page = intIn(q.get('currentPage'), 2, 100_000);
  if (page !== undefined) params.currentPage = page;
  const sort = q.get('sortBy') as CatalogSort | null;
  if (sort && CATALOG_SORTS.includes(sort)) params.sortBy = sort;
  const day = q.get('day');
  if (day && /^\d{4}-\d{2}-\d{2}$/.test(day)) params.day = day;
  let start = intIn(q.get('start'), 0, DAY_MINUTES);
  let end = intIn(q.get('end'), 0, DAY_MINUTES);
  // The API refuses an end before the start: such a pair is dropped rather than failing the page.
  if (start !== undefined && end !== undefined && start > end) start = end = undefined;
  if (start !== undefined) params.start = start;
  if (end !== undefined) params.end = end;
  for (const name of CATALOG_FLAGS)
    if (q.get(name) === 'true') params[name] = true;
  const recorded = q.get('recorded');
  if (recorded === 'true' || recorded === 'false') params.recorded = recorded === 'true';
  return params;
}

const CATALOG_KEYS = [
  'search',
  'filter',
  'pageSize',
  'currentPage',
  'sortBy',
  'day',
  'start',
  'end',
  'spaceAvailable',
  'onDemand',
  'liveAndUpcoming',
  'recorded',
  'favorites',
  'recommendations',
] as const;

/**
 * The page's query string with the catalog part replaced by `next` (other params such as `source` are kept).
 * Defaults are left out so the plain catalog stays `/sessions`.
 */
export function writeCatalogParams(current: string, next: SessionCatalogParams): string {
  const q = new URLSearchParams(current);
  for (const key of CATALOG_KEYS) q.delete(key);
  if (next.search) q.set('search', next.search);
  for (const f of next.filter ?? []) q.append('filter', f);
  if (next.pageSize !== undefined && next.pageSize !== DEFAULT_PAGE_SIZE)
    q.set('pageSize', String(next.pageSize));
  if (next.currentPage !== undefined && next.currentPage > 1) q.set('currentPage', String(next.currentPage));
  if (next.sortBy) q.set('sortBy', next.sortBy);
  if (next.day) q.set('day', next.day);
  if (next.start !== undefined) q.set('start', String(next.start));
  if (next.end !== undefined) q.set('end', String(next.end));
  for (const name of CATALOG_FLAGS)
    if (next[name]) q.set(name, 'true');
  if (next.recorded !== undefined) q.set('recorded', String(next.recorded));
  const text = q.toString();
  return text === '' ? '' : `?${text}`;
}

/** The params the facet counts depend on (paging and sort do not change them). */
export function facetParams(params: SessionCatalogParams): SessionCatalogParams {
  const { pageSize: _size, currentPage: _page, sortBy: _sort, ...rest } = params;
  return rest;
}

// ---- Transitions (docs/behaviour/catalog.md) ------------------------------------------------------------------------

const firstPage = (params: SessionCatalogParams): SessionCatalogParams => ({
  ...params,
  currentPage: undefined,
});

/** select-day and select-all-days (day undefined): back to page 1. */
export function selectDay(params: SessionCatalogParams, day: string | undefined): SessionCatalogParams {
  return firstPage({ ...params, day });
}

/** time-update: start and end minutes (0 and 1440 are the day's ends, left out of the URL); back to page 1. */
export function updateTime(
  params: SessionCatalogParams,
  start: number | undefined,
  end: number | undefined,
): SessionCatalogParams {
  let from = start === 0 ? undefined : start;
  let to = end === DAY_MINUTES ? undefined : end;
  // The other end moves along when a control passes it.
  if (from !== undefined && to !== undefined && from > to) {
    if (start !== params.start) to = undefined;
    else from = undefined;
  }
  return firstPage({ ...params, start: from, end: to });
}

/** clear: the day and time refiners off; back to page 1. */
export function clearTime(params: SessionCatalogParams): SessionCatalogParams {
  return firstPage({ ...params, day: undefined, start: undefined, end: undefined });
}

/** The time chip (docs/behaviour/catalog.md): shown while the chosen range is under 23.5 hours. */
export function showsTimeChip(params: Pick<SessionCatalogParams, 'start' | 'end'>): boolean {
  const range = Math.min(params.end ?? DAY_MINUTES, DAY_MINUTES) - (params.start ?? 0);
  return range < TIME_CHIP_UNDER_MINUTES;
}

/** Whether a toggle is on in these params. */
export function toggleOn(params: SessionCatalogParams, toggle: CatalogToggle): boolean {
  if (toggle === 'recorded') return params.recorded === true;
  if (toggle === 'notRecorded') return params.recorded === false;
  return params[toggle] === true;
}

/**
 * A toggle on or off; back to page 1. Turning live and upcoming on turns favorites off (docs/behaviour/catalog.md);
 * 'will be recorded' and 'will not be recorded' exclude each other (one API parameter).
 */
export function setToggle(
  params: SessionCatalogParams,
  toggle: CatalogToggle,
  on: boolean,
): SessionCatalogParams {
  const next = firstPage(params);
  if (toggle === 'recorded' || toggle === 'notRecorded') {
    next.recorded = on ? toggle === 'recorded' : undefined;
    return next;
  }
  next[toggle] = on ? true : undefined;
  if (toggle === 'liveAndUpcoming' && on) next.favorites = undefined;
  // Recommendations on: the recommended order (most alike first); off: the sort is cleared too.
  if (toggle === 'recommendations') next.sortBy = undefined;
  // Recommendations leave the favorites out, so the two exclude each other.
  if (toggle === 'recommendations' && on) next.favorites = undefined;
  if (toggle === 'favorites' && on) next.recommendations = undefined;
  return next;
}

/** Removes a value and its nested children (solutionArea>area>topic) from the chosen filters. */
export function withoutFilter(filters: readonly string[], path: string): string[] {
  return filters.filter((f) => f !== path && !f.startsWith(`${path}>`));
}

/**
 * Facet toggle, add and remove: back to page 1. Clearing the last filter while the catalog has default filters
 * stores 'null', so the defaults are not applied again (docs/behaviour/catalog.md).
 */
export function toggleFilter(
  params: SessionCatalogParams,
  path: string,
  on: boolean,
  hasDefaults: boolean,
): SessionCatalogParams {
  const chosen = (params.filter ?? []).filter((f) => f !== 'null');
  const next = on ? [...withoutFilter(chosen, path), path] : withoutFilter(chosen, path);
  return firstPage({ ...params, filter: next.length > 0 ? next : hasDefaults ? ['null'] : undefined });
}

/** Facet clear (every filter, toggle, day and time off): back to page 1; 'null' when defaults exist. */
export function clearAll(params: SessionCatalogParams, hasDefaults: boolean): SessionCatalogParams {
  return {
    search: params.search,
    sortBy: params.sortBy,
    pageSize: params.pageSize,
    filter: hasDefaults ? ['null'] : undefined,
  };
}

/** How many refinements are on (the Refine button's count): filters, toggles, day, time. */
export function refinementCount(params: SessionCatalogParams): number {
  const filters = (params.filter ?? []).filter((f) => f !== 'null').length;
  const toggles = TOGGLES.filter((t) => toggleOn(params, t)).length;
  return (
    filters +
    toggles +
    (params.day ? 1 : 0) +
    (params.start !== undefined || params.end !== undefined ? 1 : 0)
  );
}

/** The params a viewer may ask the API for: favorites and recommendations are a signed-in visitor's (401 otherwise). */
export function viewerParams(params: SessionCatalogParams, signedIn: boolean): SessionCatalogParams {
  if (signedIn || (!params.favorites && !params.recommendations)) return params;
  const { favorites: _favorites, recommendations: _recommendations, ...rest } = params;
  return rest;
}

/**
 * What the API is asked for a state: the viewer's params with nested choices narrowed. A facet's values are ORed,
 * so a chosen parent (solutionArea>AI) next to its chosen child (solutionArea>AI>Agents) would not narrow: the
 * query keeps the child and drops the parent. The URL keeps both (the parent stays ticked and open).
 */
export function queryParams(params: SessionCatalogParams, signedIn: boolean): SessionCatalogParams {
  const own = viewerParams(params, signedIn);
  const filter = own.filter;
  if (!filter || filter.length < 2) return own;
  const narrowed = filter.filter((f) => !filter.some((g) => g.startsWith(`${f}>`)));
  return narrowed.length === filter.length ? own : { ...own, filter: narrowed };
}

/**
 * The URL's state with the page size the visitor chose last time when the link names none (docs/behaviour/catalog.md, Query parameters:
 * "remembered per user"). A signed-in user's choice is the server's, known to the server's render too, so the HTML
 * already holds that many sessions; an anonymous visitor's lives in the browser and is applied after hydration.
 */
export function withRememberedSize(params: SessionCatalogParams, remembered: number | null, showPageSize: boolean): SessionCatalogParams {
  if (!showPageSize || params.pageSize !== undefined || remembered === null || remembered === DEFAULT_PAGE_SIZE) return params;
  if (!isPageSize(remembered)) return params;
  return { ...params, pageSize: remembered, currentPage: undefined };
}
