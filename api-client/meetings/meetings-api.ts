// Meetings, appointments, messages and counts (server/meetings; docs/contracts.md "Meetings and messages"): typed
// fetchers and their query options. Every answer is the signed-in viewer's own, so every key names the viewer
// (the user's id) after 'meetings'; the live event onUserCounts refreshes everything under ['meetings'].
import { queryOptions } from '@tanstack/react-query';
import type {
  AppointmentAnswer, AppointmentBody, AppointmentList, InboxAnswer, MeCounts, MeetingAnswer, MeetingAttendeeList,
  MeetingBody, MeetingConflictsAnswer, MeetingList, MeetingMessageList,
} from '../../schemas/api-types';
import { apiRequest } from '../http';
import { getValidToken } from '../auth/session-store';
import { queryKeys } from '../query-keys';

const enc = encodeURIComponent;

export const meetingKeys = {
  all: () => queryKeys.meetings(),
  viewer: (viewer: string) => [...queryKeys.meetings(), viewer] as const,
  list: (viewer: string) => [...queryKeys.meetings(), viewer, 'list'] as const,
  detail: (viewer: string, id: string) => [...queryKeys.meetings(), viewer, 'detail', id] as const,
  messages: (viewer: string, id: string) => [...queryKeys.meetings(), viewer, 'messages', id] as const,
  inbox: (viewer: string, query: string) => [...queryKeys.meetings(), viewer, 'inbox', query] as const,
  /** One key per count, so each is polled at its own rate (docs/behaviour/errors-and-limits.md, Timing). */
  counts: (viewer: string, which: 'invites' | 'messages') => [...queryKeys.meetings(), viewer, 'counts', which] as const,
  appointments: (viewer: string) => [...queryKeys.meetings(), viewer, 'appointments'] as const,
  appointment: (viewer: string, id: string) => [...queryKeys.meetings(), viewer, 'appointment', id] as const,
  conflicts: (viewer: string, query: string) => [...queryKeys.meetings(), viewer, 'conflicts', query] as const,
  attendees: (viewer: string, query: string) => [...queryKeys.meetings(), viewer, 'attendees', query] as const,
};

export const getMeetings = (signal?: AbortSignal) => apiRequest<MeetingList>('/meetings', { signal });
export const getMeeting = (id: string, signal?: AbortSignal) => apiRequest<MeetingAnswer>(`/meetings/${enc(id)}`, { signal });
export const createMeeting = (body: MeetingBody) => apiRequest<MeetingAnswer>('/meetings', { method: 'POST', body });
export const updateMeeting = ({ id, body }: { id: string; body: MeetingBody }) => apiRequest<MeetingAnswer>(`/meetings/${enc(id)}`, { method: 'PUT', body });
export const cancelMeeting = (id: string) => apiRequest<MeetingAnswer>(`/meetings/${enc(id)}`, { method: 'DELETE' });
export const answerMeeting = ({ id, answer }: { id: string; answer: 'accept' | 'decline' }) =>
  apiRequest<MeetingAnswer>(`/meetings/${enc(id)}/${answer}`, { method: 'POST' });

export interface ConflictsParams {
  start: string;
  end: string;
  attendeeIds: readonly string[];
  meetingId?: string;
}
export const getConflicts = (p: ConflictsParams, signal?: AbortSignal) =>
  apiRequest<MeetingConflictsAnswer>('/meetings/conflicts', { signal, query: { start: p.start, end: p.end, attendeeIds: p.attendeeIds.join(','), meetingId: p.meetingId } });
export const searchMeetingAttendees = (q: { q?: string; ids?: readonly string[] }, signal?: AbortSignal) =>
  apiRequest<MeetingAttendeeList>('/meetings/attendees', { signal, query: { q: q.q, ids: q.ids?.join(',') } });

export const getMessages = (id: string, signal?: AbortSignal) => apiRequest<MeetingMessageList>(`/meetings/${enc(id)}/messages`, { signal });
export const sendMessage = ({ id, messageBody }: { id: string; messageBody: string }, idempotencyKey?: string) =>
  apiRequest<MeetingMessageList>(`/meetings/${enc(id)}/messages`, { method: 'POST', body: { messageBody }, idempotencyKey });

export interface InboxParams {
  toRegKey?: string;
  isNew?: boolean;
  source?: string;
}
export const getInbox = (p: InboxParams, signal?: AbortSignal) =>
  apiRequest<InboxAnswer>('/inbox', { signal, query: { toRegKey: p.toRegKey || undefined, isNew: p.isNew ? 'true' : undefined, source: p.source || undefined } });
export const markRead = (meetingIds: readonly string[]) => apiRequest<MeCounts>('/inbox/read', { method: 'POST', body: { meetingIds } });
let countsInFlight: { token: string | null; answer: Promise<MeCounts> } | null = null;
/**
 * GET /me/counts. The invitations and the messages queries ask for the same answer (it carries both figures), both
 * at a page's start: calls while one is on its way, for the same session, share it. Not aborted by one caller.
 */
export const getCounts = (): Promise<MeCounts> => {
  const token = getValidToken();
  if (countsInFlight?.token !== token) {
    const answer = apiRequest<MeCounts>('/me/counts').finally(() => {
      if (countsInFlight?.answer === answer) countsInFlight = null;
    });
    countsInFlight = { token, answer };
  }
  return countsInFlight.answer;
};

export const getAppointments = (signal?: AbortSignal) => apiRequest<AppointmentList>('/appointments', { signal });
export const getAppointment = (id: string, signal?: AbortSignal) => apiRequest<AppointmentAnswer>(`/appointments/${enc(id)}`, { signal });
export const createAppointment = (body: AppointmentBody) => apiRequest<AppointmentAnswer>('/appointments', { method: 'POST', body });
export const updateAppointment = ({ id, body }: { id: string; body: AppointmentBody }) => apiRequest<AppointmentAnswer>(`/appointments/${enc(id)}`, { method: 'PUT', body });
export const deleteAppointment = (id: string) => apiRequest<AppointmentList>(`/appointments/${enc(id)}`, { method: 'DELETE' });

export const meetingsQueryOptions = (viewer: string) => queryOptions({ queryKey: meetingKeys.list(viewer), queryFn: ({ signal }) => getMeetings(signal) });
export const meetingQueryOptions = (viewer: string, id: string) =>
  queryOptions({ queryKey: meetingKeys.detail(viewer, id), queryFn: ({ signal }) => getMeeting(id, signal) });
export const messagesQueryOptions = (viewer: string, id: string) =>
  queryOptions({ queryKey: meetingKeys.messages(viewer, id), queryFn: ({ signal }) => getMessages(id, signal) });
export const inboxQueryOptions = (viewer: string, p: InboxParams) =>
  queryOptions({ queryKey: meetingKeys.inbox(viewer, `${p.toRegKey ?? ''}|${p.isNew ? 1 : 0}|${p.source ?? ''}`), queryFn: ({ signal }) => getInbox(p, signal) });
export const countsQueryOptions = (viewer: string, which: 'invites' | 'messages') =>
  queryOptions({ queryKey: meetingKeys.counts(viewer, which), queryFn: () => getCounts() });
export const appointmentsQueryOptions = (viewer: string) =>
  queryOptions({ queryKey: meetingKeys.appointments(viewer), queryFn: ({ signal }) => getAppointments(signal) });
export const appointmentQueryOptions = (viewer: string, id: string) =>
  queryOptions({ queryKey: meetingKeys.appointment(viewer, id), queryFn: ({ signal }) => getAppointment(id, signal) });
export const conflictsQueryOptions = (viewer: string, p: ConflictsParams) =>
  queryOptions({ queryKey: meetingKeys.conflicts(viewer, `${p.start}|${p.end}|${p.attendeeIds.join(',')}|${p.meetingId ?? ''}`), queryFn: ({ signal }) => getConflicts(p, signal) });
export const meetingAttendeesQueryOptions = (viewer: string, q: { q?: string; ids?: readonly string[] }) =>
  queryOptions({ queryKey: meetingKeys.attendees(viewer, `${q.q ?? ''}|${q.ids?.join(',') ?? ''}`), queryFn: ({ signal }) => searchMeetingAttendees(q, signal) });
