// The people of meetings: attendee records (the attendees table, user_id = doc.userId = the token subject, derived by
// migration 009's trigger and indexed) as participants
// show them, and docs/behaviour/roles-and-flags.md, Meeting permissions's rule "attending meetings needs directory visibility and canAttendMeetings".
// The attendee document carries both (server/profile/summary.ts reads the same fields): isAvailableForMeetings
// (canAttendMeetings) and attendeeDirectory (opted into the directory; missing means not listed).
import type { MeetingAttendee, MeetingParticipant } from '../../schemas/api-types.js';
import type { Queryable } from '../store/db.js';
import { NAME_WORDS_SQL, prefixTsquery } from '../shared/attendee-search.js';

/** SQL condition on an attendees row `a`: the person may be invited to (and attend) meetings. */
// `a.listed` is the directory opt-in as migration 009 derives it from `attendeeDirectory`; the picker's indexes hold only listed attendees.
export const CAN_ATTEND_SQL = `coalesce((a.doc->>'isAvailableForMeetings')::boolean, false) AND a.listed`;

/** Someone as meetings show them: a participant without their answer to the invitation. */
export type Person = Omit<MeetingParticipant, 'invitationResponse'>;

interface AttendeeRow {
  id: string;
  user_id: string;
  doc: Record<string, unknown>;
  can_attend?: boolean;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

function personOf(row: AttendeeRow): Person {
  const d = row.doc;
  const first = text(d.firstName);
  const last = text(d.lastName);
  return {
    userId: row.user_id,
    attendeeId: row.id,
    displayName: text(d.displayName) || `${first} ${last}`.trim() || row.user_id,
    firstName: first,
    lastName: last,
    photo: text(d.photo),
    company: text(d.company),
    jobTitle: text(d.jobTitle),
  };
}

/** Someone without an attendee record (an editor who organised something, a removed attendee): their id only. */
export function unknownPerson(userId: string): Person {
  return { userId, attendeeId: null, displayName: userId, firstName: '', lastName: '', photo: '', company: '', jobTitle: '' };
}

/** The attendee records of these user ids (one per user: attendees_user is unique), by user id. */
export async function peopleByUserId(db: Queryable, userIds: readonly string[]): Promise<Map<string, Person>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<AttendeeRow>(
    `SELECT a.id, a.user_id, a.doc FROM attendees a WHERE a.user_id = ANY($1::text[])`,
    [ids],
  );
  return new Map(rows.map((r) => [r.user_id, personOf(r)]));
}

export const personOrUnknown = (people: Map<string, Person>, userId: string) => people.get(userId) ?? unknownPerson(userId);

/** Attendee records by attendee id, each with whether they can attend meetings. */
export async function attendeesById(db: Queryable, attendeeIds: readonly string[]): Promise<Map<string, Person & { canAttend: boolean }>> {
  const ids = [...new Set(attendeeIds)];
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<AttendeeRow>(
    `SELECT a.id, a.user_id, a.doc, (${CAN_ATTEND_SQL}) AS can_attend
     FROM attendees a WHERE a.id = ANY($1::text[]) AND a.user_id IS NOT NULL`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, { ...personOf(r), canAttend: r.can_attend === true }]));
}

/** Whether this user may attend meetings (the organizer must, too: docs/behaviour/roles-and-flags.md, Meeting permissions). */
export async function userCanAttend(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM attendees a WHERE a.user_id = $1 AND ${CAN_ATTEND_SQL} LIMIT 1`, [userId]);
  return rows.length > 0;
}

export function participantOf(person: Person, response: MeetingParticipant['invitationResponse']): MeetingParticipant {
  return { ...person, invitationResponse: response };
}

export function pickerEntry(p: Person): MeetingAttendee {
  return { attendeeId: p.attendeeId ?? '', userId: p.userId, displayName: p.displayName, company: p.company, jobTitle: p.jobTitle, photo: p.photo };
}

/**
 * The attendee picker's search (docs/behaviour/meetings.md, autofill: trailing dots and whitespace stripped, the viewer
 * excluded): invitable attendees whose name, company or id starts a word with the text, at most `limit`.
 */
export async function searchInvitable(db: Queryable, viewerId: string, raw: string, limit = 10): Promise<MeetingAttendee[]> {
  const q = autofillText(raw);
  if (q.length < 2) return [];
  const like = `${q.replace(/[\\%_]/g, (c) => `\\${c}`).toLowerCase()}%`;
  const params: unknown[] = [viewerId, like, q, limit];
  // The candidates come from indexes: the display name, company and job title words (attendees_search, weights A and
  // B), the name words (attendees_name_words) and the id; the LIKEs then keep the picker's exact rule.
  const words = prefixTsquery(q);
  const found = words
    ? `AND (a.search @@ to_tsquery('simple', $5) OR ${NAME_WORDS_SQL} @@ to_tsquery('simple', $6) OR lower(a.id) = lower($3))`
    : '';
  if (words) params.push(words.replace(/:\*/g, ':*AB'), words);
  const { rows } = await db.query<AttendeeRow>(
    `SELECT a.id, a.user_id, a.doc FROM attendees a
     WHERE a.user_id IS NOT NULL AND a.user_id <> $1 AND ${CAN_ATTEND_SQL} ${found}
       AND (lower(coalesce(a.doc->>'displayName', '')) LIKE $2 OR lower(coalesce(a.doc->>'displayName', '')) LIKE '% ' || $2
            OR lower(coalesce(a.doc->>'lastName', '')) LIKE $2 OR lower(coalesce(a.doc->>'company', '')) LIKE $2 OR lower(a.id) = lower($3))
     ORDER BY lower(a.doc->>'displayName'), a.id LIMIT $4`,
    params,
  );
  return rows.map((r) => pickerEntry(personOf(r)));
}

/** docs/behaviour/meetings.md: "Autofill strips trailing dots and whitespace". */
export function autofillText(raw: string): string {
  return raw.replace(/[.\s]+$/u, '').trimStart();
}
