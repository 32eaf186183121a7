// What a catalog request asks for, checked (docs/behaviour/catalog.md). Every bad value is a 400
// naming the parameter and what it takes; nothing is guessed.
import { CATALOG_SORTS, DEFAULT_PAGE_SIZE, DEFAULT_SORT, FULL_LIST_PAGE_SIZE, DAY_MINUTES, LAST_MINUTE, MAX_FILTER_LEVELS, PAGE_SIZES, isPageSize, type CatalogSort } from '../../schemas/index.js';
import { ApiError } from '../errors.js';

/** A sort option (default asc). */
export type SortBy = CatalogSort;

export interface Paging {
  pageSize: number;
  currentPage: number;
}

export interface FilterSelection {
  facet: string;
  /** facet>value[>child...] */
  path: string;
}

export interface SessionQuery extends Paging {
  search: string;
  sortBy: SortBy;
  filters: FilterSelection[];
  /** The visitor cleared all filters ('null'): the override defaults are not applied again (docs/behaviour/catalog.md). */
  defaultsCleared: boolean;
  day: string | null;
  start: number | null;
  end: number | null;
  spaceAvailable: boolean | null;
  onDemand: boolean | null;
  liveAndUpcoming: boolean | null;
  recorded: boolean | null;
  /** Only the viewer's favorite sessions. */
  favorites: boolean;
  /** Only sessions recommended for the viewer (alike their favorites), most alike first. */
  recommendations: boolean;
  /** Only these sessions (ids or codes); null: all. */
  ids: string[] | null;
}

const bad = (field: string, message: string, value: unknown): ApiError => new ApiError('badRequest', { field, value }, message);

export function parsePaging(q: { pageSize?: string; currentPage?: string }): Paging {
  let pageSize: number = DEFAULT_PAGE_SIZE;
  if (q.pageSize !== undefined) {
    const n = Number(q.pageSize);
    if ((!isPageSize(n) && n !== FULL_LIST_PAGE_SIZE) || !/^\d+$/.test(q.pageSize)) {
      throw bad('pageSize', `pageSize must be one of ${PAGE_SIZES.join(', ')} or ${FULL_LIST_PAGE_SIZE}.`, q.pageSize);
    }
    pageSize = n;
  }
  let currentPage = 1;
  if (q.currentPage !== undefined) {
    if (!/^\d{1,6}$/.test(q.currentPage) || Number(q.currentPage) < 1) throw bad('currentPage', 'currentPage must be a whole number from 1.', q.currentPage);
    currentPage = Number(q.currentPage);
  }
  return { pageSize, currentPage };
}

/** docs/behaviour/catalog.md, Sorting: an unknown sort type throws 'Unhandled sort type'. */
export function parseSort(value: string | undefined, allowed: readonly SortBy[] = CATALOG_SORTS): SortBy {
  if (value === undefined || value === '') return DEFAULT_SORT;
  if (!(allowed as readonly string[]).includes(value)) throw bad('sortBy', 'Unhandled sort type', value);
  return value as SortBy;
}

/** `facet>value[>child...]`, each part non-empty, at most MAX_FILTER_LEVELS values below the facet. */
export function parseFilters(raw: readonly string[] | undefined): { filters: FilterSelection[]; defaultsCleared: boolean } {
  const list = raw ?? [];
  if (list.length === 1 && list[0] === 'null') return { filters: [], defaultsCleared: true };
  const filters: FilterSelection[] = [];
  for (const item of list) {
    const parts = item.split('>').map((p) => p.trim());
    if (parts.length < 2 || parts.some((p) => p === '')) {
      // docs/behaviour/catalog.md: refiner filters with an empty name or value are dropped; a malformed one is refused.
      if (parts.length === 2 && (parts[0] === '' || parts[1] === '')) continue;
      throw bad('filter', `filter must be facet>filter (e.g. sessionType>breakout), not ${JSON.stringify(item)}.`, item);
    }
    if (parts.length - 1 > MAX_FILTER_LEVELS) {
      throw bad('filter', `filter nests at most ${MAX_FILTER_LEVELS} levels below its facet: ${JSON.stringify(item)}.`, item);
    }
    const path = parts.join('>');
    if (!filters.some((f) => f.path === path)) filters.push({ facet: parts[0] as string, path });
  }
  return { filters, defaultsCleared: false };
}

/** Minutes from midnight, integers 0–1440; 1440 is read as 1439. */
export function parseMinute(field: 'start' | 'end', value: string | undefined): number | null {
  if (value === undefined || value === '') return null;
  if (!/^\d{1,4}$/.test(value) || Number(value) > DAY_MINUTES) throw bad(field, `${field} must be a whole number of minutes from 0 to ${DAY_MINUTES}.`, value);
  return Math.min(Number(value), LAST_MINUTE);
}

export function parseDay(value: string | undefined): string | null {
  if (value === undefined || value === '' || value === 'all') return null;
  const at = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : null;
  // A date that does not exist (2027-02-30, 2027-13-01) is refused, not rolled over.
  const valid = at !== null && !Number.isNaN(at.getTime()) && at.toISOString().startsWith(value);
  if (!valid) throw bad('day', 'day must be a date as YYYY-MM-DD (the event day) or all.', value);
  return value;
}

const toggle = (value: string | undefined): boolean | null => (value === undefined ? null : value === 'true');

export interface RawSessionQuery {
  search?: string;
  filter?: string[];
  pageSize?: string;
  currentPage?: string;
  sortBy?: string;
  day?: string;
  start?: string;
  end?: string;
  spaceAvailable?: 'true' | 'false';
  onDemand?: 'true' | 'false';
  liveAndUpcoming?: 'true' | 'false';
  recorded?: 'true' | 'false';
  favorites?: 'true' | 'false';
  recommendations?: 'true' | 'false';
  ids?: string[];
}

export function parseSessionQuery(q: RawSessionQuery): SessionQuery {
  const start = parseMinute('start', q.start);
  const end = parseMinute('end', q.end);
  if (start !== null && end !== null && start > end) throw bad('end', 'end must not be before start.', { start: q.start, end: q.end });
  return {
    search: q.search ?? '',
    sortBy: parseSort(q.sortBy),
    ...parseFilters(q.filter),
    ...parsePaging(q),
    day: parseDay(q.day),
    start,
    end,
    spaceAvailable: toggle(q.spaceAvailable),
    onDemand: toggle(q.onDemand),
    liveAndUpcoming: toggle(q.liveAndUpcoming),
    recorded: toggle(q.recorded),
    favorites: q.favorites === 'true',
    recommendations: q.recommendations === 'true',
    ids: q.ids && q.ids.length > 0 ? [...new Set(q.ids)] : null,
  };
}
