// Reading meetings as one viewer sees them: the organizer's and invitees' names from their attendee records, the
// viewer's own answer, and whether the type has details. One query for the meetings, one for all their people.
import { TYPES_WITHOUT_DETAILS, type MeetingType } from '../../schemas/index.js';
import type { Meeting } from '../../schemas/api-types.js';
import { ApiError } from '../errors.js';
import type { Queryable } from '../store/db.js';
import { memberMeetingIds } from './member-sql.js';
import { participantOf, peopleByUserId, personOrUnknown } from './people.js';
import { eventState } from './rules.js';

export interface MeetingRow {
  id: string;
  owner_id: string;
  subject: string;
  description: string;
  starts_at: Date | string;
  ends_at: Date | string;
  meeting_type: string;
  status: 'active' | 'cancelled';
  meeting_url: string | null;
  meeting_location: string | null;
  area: string | null;
  table_size: number | null;
}

export interface ParticipantRow {
  meeting_id: string;
  user_id: string;
  response: string;
}

export const iso = (v: Date | string) => new Date(v).toISOString();

export const MEETING_COLUMNS = 'm.id, m.owner_id, m.subject, m.description, m.starts_at, m.ends_at, m.meeting_type, m.status, m.meeting_url, m.meeting_location, m.area, m.table_size';

/** The meetings' invitees, in invitation order. */
export async function participantsOf(db: Queryable, meetingIds: readonly string[]): Promise<ParticipantRow[]> {
  if (meetingIds.length === 0) return [];
  const { rows } = await db.query<ParticipantRow>(
    'SELECT meeting_id, user_id, response FROM meeting_participants WHERE meeting_id = ANY($1::text[]) ORDER BY invited_at, user_id',
    [meetingIds],
  );
  return rows;
}

/** Meeting rows as the viewer's answers (the viewer must be the organizer or an invitee of each). */
export async function toMeetings(db: Queryable, viewerId: string, rows: readonly MeetingRow[]): Promise<Meeting[]> {
  const participants = await participantsOf(db, rows.map((r) => r.id));
  const people = await peopleByUserId(db, [...rows.map((r) => r.owner_id), ...participants.map((p) => p.user_id)]);
  return rows.map((r) => {
    const own = participants.filter((p) => p.meeting_id === r.id);
    const owner = personOrUnknown(people, r.owner_id);
    const isOwner = r.owner_id === viewerId;
    const mine = own.find((p) => p.user_id === viewerId);
    return {
      id: r.id,
      time: iso(r.starts_at),
      endTime: iso(r.ends_at),
      subject: r.subject,
      status: r.status,
      meetingUrl: r.meeting_url,
      description: r.description,
      requests: own.map((p) => participantOf(personOrUnknown(people, p.user_id), eventState(p.response))),
      ownerId: r.owner_id,
      ownerAttendeeId: owner.attendeeId,
      ownerDisplayName: owner.displayName,
      ownerPhoto: owner.photo,
      ownerCompany: owner.company,
      ownerJobTitle: owner.jobTitle,
      meetingLocation: r.meeting_location,
      area: r.area,
      tableSize: r.table_size,
      meetingTypeName: r.meeting_type as MeetingType,
      userResponse: r.status === 'cancelled' ? 'cancelled' : isOwner ? 'accepted' : eventState(mine?.response),
      isOwner,
      hasDetails: !TYPES_WITHOUT_DETAILS.has(r.meeting_type),
      categories: [],
      accounts: [],
    };
  });
}

/** The viewer's meetings (organized or invited to), appointments left out, by start. */
export async function listMeetings(db: Queryable, viewerId: string): Promise<Meeting[]> {
  const { rows } = await db.query<MeetingRow>(
    `SELECT ${MEETING_COLUMNS} FROM meetings m
     WHERE m.meeting_type <> 'block' AND m.id IN ${memberMeetingIds('$1')}
     ORDER BY m.starts_at, m.id`,
    [viewerId],
  );
  return toMeetings(db, viewerId, rows);
}

/** One meeting row, locked for the rest of the transaction when `lock` (every write reads it this way first). */
export async function meetingRow(db: Queryable, id: string, lock = false): Promise<MeetingRow | undefined> {
  const { rows } = await db.query<MeetingRow>(`SELECT ${MEETING_COLUMNS} FROM meetings m WHERE m.id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0];
}

export async function isMember(db: Queryable, row: MeetingRow, userId: string): Promise<boolean> {
  if (row.owner_id === userId) return true;
  const { rows } = await db.query('SELECT 1 FROM meeting_participants WHERE meeting_id = $1 AND user_id = $2', [row.id, userId]);
  return rows.length > 0;
}

/** The meeting as the viewer sees it; 404 when it does not exist or the viewer is not in it (no existence leak). */
export async function readMeeting(db: Queryable, viewerId: string, id: string, lock = false): Promise<{ row: MeetingRow; meeting: Meeting }> {
  const row = await meetingRow(db, id, lock);
  if (!row || row.meeting_type === 'block' || !(await isMember(db, row, viewerId))) {
    throw new ApiError('notFound', { meetingId: id }, `No meeting ${id}.`);
  }
  const [meeting] = await toMeetings(db, viewerId, [row]);
  return { row, meeting: meeting as Meeting };
}

