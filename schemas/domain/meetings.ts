// The meeting facts both sides use: the meeting types and what each allows, the scopes that open meetings, and the
// default capacity and location.
import type { Meeting, MeetingBody } from '../generated/types';

/** Every meeting type. */
export const MEETING_TYPES = ['customer-meeting', 'personal', 'block', 'peernetworking', 'attendee-to-attendee', 'developer-roundtable', 'expert-connect'] as const;
export type MeetingType = (typeof MEETING_TYPES)[number];

// The JSON Schemas name the meeting types in an enum (meeting.schema.json, meetings-body.schema.json): this fails to
// compile if either differs.
type Same<A, B> = [A, B] extends [B, A] ? true : never;
const _sameAsSchemas: [Same<MeetingType, Meeting['meetingTypeName']>, Same<MeetingType, MeetingBody['meetingTypeName']>] = [true, true];

/** A "block" meeting is an appointment: the viewer's own blocked time, with its own form. */
export const APPOINTMENT_TYPE = 'block' satisfies MeetingType;

/** The types an organizer picks from on the meeting form, in the form's order (appointments have their own form). */
export const CREATABLE_MEETING_TYPES = ['attendee-to-attendee', 'customer-meeting', 'peernetworking', 'developer-roundtable', 'personal', 'expert-connect'] as const satisfies readonly Exclude<MeetingType, typeof APPOINTMENT_TYPE>[];

/** These types have no meeting details (no participants, thread or edit link). */
export const TYPES_WITHOUT_DETAILS: ReadonlySet<string> = new Set<MeetingType>(['personal', 'peernetworking', 'block']);

/** The organizer may edit any meeting but an expert-connect one. */
const NOT_EDITABLE_TYPES: ReadonlySet<string> = new Set<MeetingType>(['expert-connect']);
export const isEditableMeetingType = (type: string): boolean => !NOT_EDITABLE_TYPES.has(type);

/** Any meeting-related scope means meetings, side-meetings or expertconnect. */
export const MEETING_SCOPES = ['meetings', 'side-meetings', 'expertconnect'] as const;
export const holdsMeetingScope = (scopes: readonly string[]): boolean => scopes.some((s) => (MEETING_SCOPES as readonly string[]).includes(s));

/** A meeting's capacity when the settings name none; the organizer takes one of its seats. */
export const DEFAULT_MEETING_CAPACITY = 10;

/** How many people an organizer may invite: the settings' meetingCapacity (at least 2) or the default, minus the organizer. */
export function maxInvitees(settings: Readonly<Record<string, unknown>>): number {
  const capacity = settings.meetingCapacity;
  return (typeof capacity === 'number' && Number.isInteger(capacity) && capacity >= 2 ? capacity : DEFAULT_MEETING_CAPACITY) - 1;
}

/** How long before its start a meeting can be joined, and how long after its end (minutes), unless it says otherwise. */
export const MEETING_JOIN_LEAD_MINUTES = 10;
export const MEETING_JOIN_TRAIL_MINUTES = 10;

/** Where a meeting takes place when the settings name no default location. */
export const DEFAULT_MEETING_LOCATION = 'Teams';
