// The attendee directory's state in the page URL: the shared directory state (search, sort, page size, page) plus
// the facet selections (filter=facet>value, repeated) and the view (card or list). The block and its server loader
// read it here, so the server prefetches exactly the query the first render asks for.
import type { AttendeeDirectoryParams } from '../../api-client/attendees';
import { readDirectoryState, writeDirectoryState, type DirectoryState } from '../shared/directory/directory-state';

export const ATTENDEE_FACETS = ['company', 'region', 'participationType'] as const;
export type AttendeeView = 'card' | 'list';

export interface AttendeeDirectoryState {
  base: DirectoryState;
  filters: string[];
  view: AttendeeView | undefined;
}

const FILTER = /^(company|region|participationType)>.{1,200}$/;

export function readAttendeeState(search: string): AttendeeDirectoryState {
  const q = new URLSearchParams(search);
  const { company: _company, type: _type, ...base } = readDirectoryState(q);
  const filters = [...new Set(q.getAll('filter').filter((f) => FILTER.test(f)))].slice(0, 30);
  const view = q.get('view');
  return { base, filters, view: view === 'card' || view === 'list' ? view : undefined };
}

/** The page's query string with the facets and view replaced (the rest, like search and sort, kept). */
export function writeAttendeeExtras(current: string, filters: readonly string[], view: AttendeeView | undefined): string {
  const q = new URLSearchParams(current);
  q.delete('filter');
  q.delete('view');
  q.delete('currentPage');
  for (const f of filters) q.append('filter', f);
  if (view) q.set('view', view);
  const text = q.toString();
  return text === '' ? '' : `?${text}`;
}

/** Shared directory state changes keep the facets and view (writeDirectoryState keeps unknown params). */
export const writeBase = writeDirectoryState;

export function attendeeParams(state: AttendeeDirectoryState): AttendeeDirectoryParams {
  return { ...state.base, filter: state.filters.length > 0 ? [...state.filters].sort() : undefined };
}

export function facetParams(state: AttendeeDirectoryState): Pick<AttendeeDirectoryParams, 'search' | 'filter'> {
  return { search: state.base.search, filter: state.filters.length > 0 ? [...state.filters].sort() : undefined };
}

/**
 * Whether the directory shows "People to meet": recommendations turned on, and the unfiltered first page (the
 * block and its server loader both ask here).
 */
export function showsSuggested(features: Readonly<Record<string, boolean>>, state: AttendeeDirectoryState): boolean {
  return features.enableSessionRecommendations === true && !state.base.search && state.filters.length === 0 && (state.base.currentPage ?? 1) === 1;
}
