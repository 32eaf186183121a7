// The meeting rules of docs/behaviour/meetings.md that are plain facts: scopes, types, answers, capacity, locations.
import { DEFAULT_MEETING_LOCATION, holdsMeetingScope, MEETING_SCOPES } from '../../schemas/index.js';
import { ApiError } from '../errors.js';
import type { Viewer } from '../http/viewer.js';


const hasAny = (viewer: Viewer, scopes: readonly string[]) => scopes.some((s) => viewer.scopes.includes(s));
const refuse = (what: string, scopes: readonly string[]) =>
  new ApiError('forbidden', { scopes }, `${what} needs the ${scopes.join(' or ')} scope.`);

/** docs/behaviour/roles-and-flags.md, Meeting permissions: only the meetings scope creates or updates meetings. */
export function assertCanWrite(viewer: Viewer): void {
  if (!hasAny(viewer, ['meetings'])) throw refuse('Creating or changing a meeting', ['meetings']);
}
/** docs/behaviour/roles-and-flags.md, Meeting permissions: removal needs meetings or expertconnect. */
export function assertCanRemove(viewer: Viewer): void {
  if (!hasAny(viewer, ['meetings', 'expertconnect'])) throw refuse('Cancelling a meeting', ['meetings', 'expertconnect']);
}
/** docs/behaviour/roles-and-flags.md, Meeting permissions: accept, decline (and reading one's meetings) need any meeting-related scope. */
export function assertAnyMeetingScope(viewer: Viewer): void {
  if (!holdsMeetingScope(viewer.scopes)) throw refuse('Meetings', [...MEETING_SCOPES]);
}

export type StoredResponse = 'accepted' | 'pending' | 'declined';

/**
 * docs/behaviour/meetings.md: responses are case-insensitive; pending and invited both count as pending; an event's state
 * is accepted, declined or pending, anything else or missing becoming pending.
 */
export function eventState(response: string | null | undefined): StoredResponse {
  const r = (response ?? '').trim().toLowerCase();
  return r === 'accepted' || r === 'declined' ? r : 'pending';
}

export interface LocationInput {
  meetingLocation?: string | null;
  area?: string | null;
  tableSize?: number | null;
}
export interface Location {
  meetingLocation: string;
  area: string | null;
  tableSize: number | null;
}

/**
 * docs/behaviour/meetings.md: the location is used as typed only when showMeetingLocation is on, else the default (Teams);
 * an alternative location (anything but the default) blanks area and table size, which describe a seat at the
 * default meeting area.
 */
export function resolveLocation(input: LocationInput, settings: Record<string, unknown>): Location {
  const fallback = typeof settings.defaultMeetingLocation === 'string' && settings.defaultMeetingLocation.trim() !== '' ? settings.defaultMeetingLocation.trim() : DEFAULT_MEETING_LOCATION;
  const typed = input.meetingLocation?.trim() ?? '';
  const location = settings.showMeetingLocation === true && typed !== '' ? typed : fallback;
  if (location !== fallback) return { meetingLocation: location, area: null, tableSize: null };
  return { meetingLocation: location, area: input.area?.trim() || null, tableSize: input.tableSize ?? null };
}

/** Parses an ISO 8601 instant of a body or query; 400 naming the field otherwise. */
export function instant(field: string, value: string | undefined): Date {
  const d = value ? new Date(value) : new Date(Number.NaN);
  if (!value || Number.isNaN(d.getTime()) || !/^\d{4}-\d{2}-\d{2}T/.test(value)) {
    throw new ApiError('badRequest', { field, value: value ?? null }, `${field} must be an ISO 8601 date and time.`);
  }
  return d;
}

/** start < end, and not longer than a day (a meeting, not a holiday). */
export function timeRange(startField: string, start: string | undefined, endField: string, end: string | undefined): { start: Date; end: Date } {
  const s = instant(startField, start);
  const e = instant(endField, end);
  if (e.getTime() <= s.getTime()) throw new ApiError('badRequest', { field: endField, value: end }, `${endField} must be after ${startField}.`);
  if (e.getTime() - s.getTime() > 24 * 3600_000) throw new ApiError('badRequest', { field: endField, value: end }, `A meeting lasts at most 24 hours.`);
  return { start: s, end: e };
}
