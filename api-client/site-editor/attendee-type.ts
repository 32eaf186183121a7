import { ATTENDEE_TYPES, type AttendeeType } from '../../schemas';
import type { AttendeeTypeAnswer } from '../../schemas/api-types';
import { saveSession } from '../auth/session-store';
import { apiRequest } from '../http';
import type { MutationHookOptions } from '../react-query-config';
import { useWriteMutation } from '../use-write-mutation';

/** The answer of the change and reset calls: a new token for the same person, and the types. */
export type AttendeeTypeResult = AttendeeTypeAnswer;

/** The attendee types the server lets a site editor view the site as (a domain fact of schemas/). */
export const VIEWABLE_ATTENDEE_TYPES = ATTENDEE_TYPES;
export type ViewableAttendeeType = AttendeeType;

// The new token replaces the stored one: every later call, and /auth/me, then speaks for the new type.
function store(answer: AttendeeTypeResult): AttendeeTypeResult {
  saveSession(answer.token, answer.user, answer.user.expiry);
  return answer;
}

/** POST /siteeditor/change-attendee-type/{type}: stores the token it answers. */
export async function changeAttendeeType(type: string, signal?: AbortSignal): Promise<AttendeeTypeResult> {
  return store(await apiRequest<AttendeeTypeResult>(`/siteeditor/change-attendee-type/${encodeURIComponent(type)}`, { method: 'POST', body: {}, signal }));
}

/** POST /siteeditor/reset-attendee-type: back to the signed-in type; stores the token it answers. */
export async function resetAttendeeType(signal?: AbortSignal): Promise<AttendeeTypeResult> {
  return store(await apiRequest<AttendeeTypeResult>('/siteeditor/reset-attendee-type', { method: 'POST', body: {}, signal }));
}

/** Change (a type) or reset (null). */
export function setAttendeeType(type: string | null, signal?: AbortSignal): Promise<AttendeeTypeResult> {
  return type === null ? resetAttendeeType(signal) : changeAttendeeType(type, signal);
}

/**
 * setAttendeeType as a mutation. On success every cached answer was fetched for the old scopes, so the whole
 * query cache is cleared (docs/behaviour/attendees-and-profile.md: "the cache is cleared and the page reloads"; the reload is the caller's).
 */
export function useChangeAttendeeType({ mutationConfig }: MutationHookOptions<typeof setAttendeeType> = {}) {
  return useWriteMutation(setAttendeeType, (client) => client.clear(), mutationConfig);
}
