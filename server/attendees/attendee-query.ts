// The directory's query string: search, facet filters (company, region, participationType), sort and paging.
import type { AttendeeListQuery } from '../../schemas/api-types.js';
import { ApiError } from '../errors.js';
import { parsePaging, type Paging } from '../catalog/index.js';

/** The directory's facets and the column each reads (migration 009). */
export const ATTENDEE_FACETS = {
  company: { column: 'a.company', label: 'Company' },
  region: { column: 'a.region', label: 'Region' },
  participationType: { column: 'a.participation', label: 'Participation type' },
} as const;
export type AttendeeFacet = keyof typeof ATTENDEE_FACETS;

export const ATTENDEE_SORTS = ['asc', 'desc', 'relevance'] as const;
export type AttendeeSort = (typeof ATTENDEE_SORTS)[number];

export interface AttendeeFilter {
  facet: AttendeeFacet;
  value: string;
  path: string;
}

export interface AttendeeQuery extends Paging {
  search: string;
  filters: AttendeeFilter[];
  sortBy: AttendeeSort;
}

const bad = (field: string, message: string, value: unknown) => new ApiError('badRequest', { field, value }, message);

export function parseFilters(raw: readonly string[] | undefined): AttendeeFilter[] {
  return (raw ?? []).map((item) => {
    const at = item.indexOf('>');
    const facet = item.slice(0, at).trim();
    const value = item.slice(at + 1).trim();
    if (at < 1 || value === '' || !(facet in ATTENDEE_FACETS)) {
      throw bad('filter', `filter must be facet>value with facet one of ${Object.keys(ATTENDEE_FACETS).join(', ')}.`, item);
    }
    return { facet: facet as AttendeeFacet, value, path: `${facet}>${value}` };
  });
}

export function parseAttendeeQuery(q: AttendeeListQuery): AttendeeQuery {
  const search = (q.search ?? '').trim();
  const sortBy = q.sortBy === undefined || q.sortBy === '' ? (search ? 'relevance' : 'asc') : q.sortBy;
  if (!(ATTENDEE_SORTS as readonly string[]).includes(sortBy)) throw bad('sortBy', 'Unhandled sort type', q.sortBy);
  return { search, filters: parseFilters(q.filter), sortBy: sortBy as AttendeeSort, ...parsePaging(q) };
}
