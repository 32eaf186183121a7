// My schedule, RSVP, nominations, the calendar feed and the trip report (server/schedule; docs/contracts.md
// "Schedule"): typed fetchers and their query options. Every answer is the viewer's own, so every key names the
// viewer (the user's id, 'anonymous' for the public RSVP and nomination states) after 'schedule'; a write refreshes
// everything under ['schedule', viewer].
import { queryOptions } from '@tanstack/react-query';
import type {
  NominationAnswer, NominationBody, RsvpAnswer, ScheduleAddAnswer, ScheduleAnswer, ScheduleFeedAnswer,
  ScheduleRemoveAnswer,
} from '../../schemas/api-types';
import { ApiError, CLIENT_ERROR_CODES } from '../api-error';
import { getValidToken } from '../auth/session-store';
import { getApiClientConfig } from '../config';
import { apiRequest } from '../http';

const enc = encodeURIComponent;

/** A window of the schedule (ISO 8601 date-times); absent ends are open. */
export interface ScheduleRange {
  from?: string;
  to?: string;
}

const rangeKey = (r: ScheduleRange) => `${r.from ?? ''}|${r.to ?? ''}`;

export const scheduleKeys = {
  all: () => ['schedule'] as const,
  viewer: (viewer: string) => ['schedule', viewer] as const,
  schedule: (viewer: string, range: ScheduleRange) => ['schedule', viewer, 'events', rangeKey(range)] as const,
  shared: (viewer: string, attendeeId: string, range: ScheduleRange) => ['schedule', viewer, 'attendee', attendeeId, rangeKey(range)] as const,
  rsvp: (viewer: string, sessionId: string) => ['schedule', viewer, 'rsvp', sessionId] as const,
  nomination: (viewer: string, sessionId: string) => ['schedule', viewer, 'nomination', sessionId] as const,
  feed: (viewer: string) => ['schedule', viewer, 'feed'] as const,
};

export const getSchedule = (range: ScheduleRange = {}, signal?: AbortSignal) =>
  apiRequest<ScheduleAnswer>('/schedule', { signal, query: { from: range.from, to: range.to } });
export const getSharedSchedule = ({ attendeeId, ...range }: ScheduleRange & { attendeeId: string }, signal?: AbortSignal) =>
  apiRequest<ScheduleAnswer>(`/schedule/attendee/${enc(attendeeId)}`, { signal, query: { from: range.from, to: range.to } });
// The writes an offline queue replays (api-client/offline/) take the Idempotency-Key made when the visitor acted.
export const addToSchedule = (sessionId: string, idempotencyKey?: string) =>
  apiRequest<ScheduleAddAnswer>(`/schedule/sessions/${enc(sessionId)}`, { method: 'POST', idempotencyKey });
export const removeFromSchedule = (sessionId: string, idempotencyKey?: string) =>
  apiRequest<ScheduleRemoveAnswer>(`/schedule/sessions/${enc(sessionId)}`, { method: 'DELETE', idempotencyKey });

export const getRsvp = (sessionId: string, signal?: AbortSignal) => apiRequest<RsvpAnswer>(`/rsvp/${enc(sessionId)}`, { signal });
export const putRsvp = (sessionId: string, idempotencyKey?: string) => apiRequest<RsvpAnswer>(`/rsvp/${enc(sessionId)}`, { method: 'PUT', idempotencyKey });
export const cancelRsvp = (sessionId: string, idempotencyKey?: string) => apiRequest<RsvpAnswer>(`/rsvp/${enc(sessionId)}`, { method: 'DELETE', idempotencyKey });

export const getNomination = (sessionId: string, signal?: AbortSignal) => apiRequest<NominationAnswer>(`/roundtable/${enc(sessionId)}/nomination`, { signal });
export const nominate = ({ sessionId, answers }: { sessionId: string; answers?: NominationBody['answers'] }) =>
  apiRequest<NominationAnswer>(`/roundtable/${enc(sessionId)}/nomination`, { method: 'PUT', body: answers === undefined ? {} : { answers } });
export const cancelNomination = (sessionId: string) => apiRequest<NominationAnswer>(`/roundtable/${enc(sessionId)}/nomination`, { method: 'DELETE' });

export const getScheduleFeed = (signal?: AbortSignal) => apiRequest<ScheduleFeedAnswer>('/schedule/feed', { signal });
/** Makes the feed, or replaces its secret (the old link answers 404 from then on). */
export const regenerateScheduleFeed = () => apiRequest<ScheduleFeedAnswer>('/schedule/feed', { method: 'POST' });
export const revokeScheduleFeed = () => apiRequest<ScheduleFeedAnswer>('/schedule/feed', { method: 'DELETE' });

/** One session as iCalendar (add to calendar): a public link the browser downloads as it is. */
export const sessionIcsUrl = (sessionId: string) => `${getApiClientConfig().baseUrl}/session/${enc(sessionId)}/ics`;

/**
 * The trip report (GET /schedule/trip-report): a CSV file and its name from Content-Disposition. Fetched with the
 * token (a plain link cannot carry it), so the caller saves the Blob (e.g. through an object URL).
 */
export async function downloadTripReport(range: ScheduleRange = {}, signal?: AbortSignal): Promise<{ blob: Blob; name: string }> {
  const query = new URLSearchParams(Object.entries(range).filter((e): e is [string, string] => typeof e[1] === 'string')).toString();
  const token = getValidToken();
  const config = getApiClientConfig();
  const response = await (config.fetch ?? fetch)(`${config.baseUrl}/schedule/trip-report${query ? `?${query}` : ''}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    signal,
  });
  if (!response.ok) {
    // The server's coded error (401 signed out, 404 with showTripReportAction off) as every other call rejects.
    const body = (await response.json().catch(() => null)) as { code?: string; message?: string; details?: unknown } | null;
    throw new ApiError({
      status: response.status,
      code: body?.code ?? CLIENT_ERROR_CODES.http,
      message: body?.message ?? `HTTP ${response.status}`,
      details: body?.details,
      path: '/schedule/trip-report',
      method: 'GET',
    });
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'trip-report.csv';
  return { blob: await response.blob(), name };
}

/** The viewer is the signed-in user's id (useScheduleViewer(); a server loader: the user's cmsId), so keys match. */
export const scheduleQueryOptions = (range: ScheduleRange = {}, viewer: string) =>
  queryOptions({ queryKey: scheduleKeys.schedule(viewer, range), queryFn: ({ signal }) => getSchedule(range, signal) });
export const sharedScheduleQueryOptions = (viewer: string, attendeeId: string, range: ScheduleRange = {}) =>
  queryOptions({ queryKey: scheduleKeys.shared(viewer, attendeeId, range), queryFn: ({ signal }) => getSharedSchedule({ attendeeId, ...range }, signal) });
export const rsvpQueryOptions = (viewer: string, sessionId: string) =>
  queryOptions({ queryKey: scheduleKeys.rsvp(viewer, sessionId), queryFn: ({ signal }) => getRsvp(sessionId, signal) });
export const nominationQueryOptions = (viewer: string, sessionId: string) =>
  queryOptions({ queryKey: scheduleKeys.nomination(viewer, sessionId), queryFn: ({ signal }) => getNomination(sessionId, signal) });
export const scheduleFeedQueryOptions = (viewer: string) =>
  queryOptions({ queryKey: scheduleKeys.feed(viewer), queryFn: ({ signal }) => getScheduleFeed(signal) });
