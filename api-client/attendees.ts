// The attendee directory's surface of api-client (server/attendees; docs/contracts.md "Attendees and profile"):
// typed reads and their query options for the attendee blocks, which load in chunks of their own. Apart from
// index.ts, as catalog.ts is, so these fetchers never reach the entry chunk every page loads.
import { queryOptions } from '@tanstack/react-query';
import type { DirectorySort } from '../schemas';
import type { AttendeeDetail, AttendeeFacets, AttendeeList, AttendeeRecommendationList, AttendeeSuggest } from '../schemas/api-types';
import { catalogQueryString } from './catalog/lists';
import { apiRequest } from './http';

/** The directory's URL state as the API takes it (docs/behaviour/attendees-and-profile.md). `filter` entries are facet>value. */
export interface AttendeeDirectoryParams {
  search?: string;
  filter?: readonly string[];
  sortBy?: DirectorySort;
  pageSize?: number;
  currentPage?: number;
}

// attendee/ is a public path (docs/behaviour/calls.md, Public paths); the token still goes along, since the answer depends on the viewer.
const get = <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal, identified: true });

export function getAttendees(params: AttendeeDirectoryParams = {}, signal?: AbortSignal): Promise<AttendeeList> {
  return get(`/attendee${catalogQueryString(params)}`, signal);
}

export function getAttendeeFacets(params: Pick<AttendeeDirectoryParams, 'search' | 'filter'> = {}, signal?: AbortSignal): Promise<AttendeeFacets> {
  return get(`/attendee/facets${catalogQueryString({ search: params.search, filter: params.filter })}`, signal);
}

export function getAttendeeSuggestions(q: string, signal?: AbortSignal): Promise<AttendeeSuggest> {
  return get(`/attendee/suggest${catalogQueryString({ q })}`, signal);
}

export function getAttendee(id: string, signal?: AbortSignal): Promise<AttendeeDetail> {
  return get(`/attendee/${encodeURIComponent(id)}`, signal);
}

export function getAttendeeRecommendations(signal?: AbortSignal): Promise<AttendeeRecommendationList> {
  return get('/recommendation/attendee-recommendations', signal);
}

/** Every attendee read starts with 'attendees' and the viewer: a profile change invalidates them all at once. */
export const attendeeKeys = {
  all: ['attendees'] as const,
  list: (viewer: string, query: string) => ['attendees', viewer, 'list', query] as const,
  facets: (viewer: string, query: string) => ['attendees', viewer, 'facets', query] as const,
  suggest: (viewer: string, q: string) => ['attendees', viewer, 'suggest', q] as const,
  detail: (viewer: string, id: string) => ['attendees', viewer, 'detail', id] as const,
  recommendations: (viewer: string) => ['attendees', viewer, 'recommendations'] as const,
};

export function attendeesQueryOptions(viewer: string, params: AttendeeDirectoryParams = {}) {
  return queryOptions({ queryKey: attendeeKeys.list(viewer, catalogQueryString(params)), queryFn: ({ signal }) => getAttendees(params, signal) });
}

export function attendeeFacetsQueryOptions(viewer: string, params: Pick<AttendeeDirectoryParams, 'search' | 'filter'> = {}) {
  const key = catalogQueryString({ search: params.search, filter: params.filter });
  return queryOptions({ queryKey: attendeeKeys.facets(viewer, key), queryFn: ({ signal }) => getAttendeeFacets(params, signal) });
}

export function attendeeSuggestionsQueryOptions(viewer: string, q: string) {
  return queryOptions({ queryKey: attendeeKeys.suggest(viewer, q), queryFn: ({ signal }) => getAttendeeSuggestions(q, signal), staleTime: 30_000 });
}

export function attendeeQueryOptions(viewer: string, id: string) {
  return queryOptions({ queryKey: attendeeKeys.detail(viewer, id), queryFn: ({ signal }) => getAttendee(id, signal) });
}

export function attendeeRecommendationsQueryOptions(viewer: string) {
  return queryOptions({ queryKey: attendeeKeys.recommendations(viewer), queryFn: ({ signal }) => getAttendeeRecommendations(signal) });
}
