// Creating, changing, cancelling and answering meetings (docs/behaviour/meetings.md). Every change is one transaction
// that first locks the meeting's row (SELECT ... FOR UPDATE), so concurrent answers and a cancellation are applied
// one after the other: an answer either lands before the cancellation (and is kept) or is refused after it.
import { randomBytes } from 'node:crypto';
import { APPOINTMENT_TYPE, isEditableMeetingType, maxInvitees } from '../../schemas/index.js';
import type { Meeting, MeetingAnswer, MeetingBody } from '../../schemas/api-types.js';
import { ApiError } from '../errors.js';
import type { Queryable } from '../store/db.js';
import { conflictsFor } from './conflicts.js';
import { assertFeature, type MeetingContext } from './context.js';
import { tellMeetingChange } from './live.js';
import { readMeeting, toMeetings, type MeetingRow } from './meeting-read.js';
import { attendeesById, peopleByUserId, personOrUnknown, userCanAttend } from './people.js';
import {
  assertAnyMeetingScope, assertCanRemove, assertCanWrite, eventState, resolveLocation, timeRange,
} from './rules.js';

export const newId = (prefix: string) => `${prefix}-${randomBytes(8).toString('hex')}`;

/**
 * The invitees of a body as user ids: duplicates and the organizer ignored (docs/behaviour/meetings.md), each an attendee
 * who can attend meetings (docs/behaviour/roles-and-flags.md, Meeting permissions), at most capacity minus one. 400 naming the first one refused.
 */
async function inviteesOf(c: MeetingContext, attendeeIds: readonly string[]): Promise<string[]> {
  const found = await attendeesById(c.db, attendeeIds);
  const userIds: string[] = [];
  for (const id of attendeeIds) {
    const person = found.get(id);
    if (!person) throw new ApiError('badRequest', { field: 'attendeeIds', value: id }, `No attendee ${id}.`);
    if (person.userId === c.viewer.userId || userIds.includes(person.userId)) continue;
    if (!person.canAttend) throw new ApiError('badRequest', { field: 'attendeeIds', value: id }, `${person.displayName} is not available for meetings.`);
    userIds.push(person.userId);
  }
  const max = maxInvitees(c.settings);
  if (userIds.length > max) throw new ApiError('badRequest', { field: 'attendeeIds', max }, `A meeting may have at most ${max} attendees besides the organizer.`);
  return userIds;
}

function checkBody(body: MeetingBody): { start: Date; end: Date; subject: string } {
  const subject = body.subject.trim();
  if (subject === '') throw new ApiError('badRequest', { field: 'subject' }, 'subject must not be blank.');
  if (body.meetingTypeName === APPOINTMENT_TYPE) {
    throw new ApiError('badRequest', { field: 'meetingTypeName', value: body.meetingTypeName }, 'A block of time is an appointment: use /appointments.');
  }
  return { ...timeRange('time', body.time, 'endTime', body.endTime), subject };
}

async function answerWithConflicts(c: MeetingContext, tx: Queryable, meeting: Meeting, start: Date, end: Date): Promise<MeetingAnswer> {
  const people = await peopleByUserId(tx, [meeting.ownerId, ...meeting.requests.map((r) => r.userId)]);
  const everyone = [meeting.ownerId, ...meeting.requests.filter((r) => r.invitationResponse !== 'declined').map((r) => r.userId)];
  const conflicts = await conflictsFor(tx, c.viewer.userId, everyone.map((u) => personOrUnknown(people, u)), { start, end }, meeting.id);
  return { meeting, conflicts };
}

/** POST /meetings: the viewer organises; every invitee starts pending. Conflicts are answered, never refused. */
export async function createMeeting(c: MeetingContext, body: MeetingBody): Promise<MeetingAnswer> {
  assertCanWrite(c.viewer);
  assertFeature(c, 'showMeetings');
  const { start, end, subject } = checkBody(body);
  const invitees = await inviteesOf(c, body.attendeeIds);
  if (invitees.length === 0) throw new ApiError('badRequest', { field: 'attendeeIds' }, 'Invite at least one attendee besides yourself.');
  if (!(await userCanAttend(c.db, c.viewer.userId))) {
    throw new ApiError('forbidden', { userId: c.viewer.userId }, 'Organising meetings needs a directory profile that is available for meetings.');
  }
  const location = resolveLocation(body, c.settings);
  const id = newId('mtg');
  const answer = await c.db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO meetings (id, owner_id, subject, description, starts_at, ends_at, meeting_type, meeting_url, meeting_location, area, table_size, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)`,
      [id, c.viewer.userId, subject, body.description?.trim() ?? '', start.toISOString(), end.toISOString(), body.meetingTypeName,
        body.meetingUrl ?? null, location.meetingLocation, location.area, location.tableSize, c.now.toISOString()],
    );
    await tx.query(
      `INSERT INTO meeting_participants (meeting_id, user_id, response, invited_at)
       SELECT $1, u, 'pending', $3::timestamptz + (n || ' microseconds')::interval FROM unnest($2::text[]) WITH ORDINALITY AS t(u, n)`,
      [id, invitees, c.now.toISOString()],
    );
    const { meeting } = await readMeeting(tx, c.viewer.userId, id);
    return answerWithConflicts(c, tx, meeting, start, end);
  });
  await tellMeetingChange(c, invitees, 'invited', answer.meeting);
  return answer;
}

/**
 * PUT /meetings/{id}: the organizer only, never an expert-connect meeting (docs/behaviour/meetings.md). Invitees kept keep
 * their answer unless the time moved (then they are asked again); new ones start pending; dropped ones leave.
 */
export async function updateMeeting(c: MeetingContext, id: string, body: MeetingBody): Promise<MeetingAnswer> {
  assertCanWrite(c.viewer);
  assertFeature(c, 'showMeetings');
  const { start, end, subject } = checkBody(body);
  const invitees = await inviteesOf(c, body.attendeeIds);
  if (invitees.length === 0) throw new ApiError('badRequest', { field: 'attendeeIds' }, 'Invite at least one attendee besides yourself.');
  const location = resolveLocation(body, c.settings);
  const result = await c.db.transaction(async (tx) => {
    const { row } = await readMeeting(tx, c.viewer.userId, id, true);
    assertOwner(c, row);
    if (!isEditableMeetingType(row.meeting_type) || !isEditableMeetingType(body.meetingTypeName)) {
      throw new ApiError('forbidden', { meetingTypeName: row.meeting_type }, 'An expert-connect meeting cannot be edited.');
    }
    refuseCancelled(row);
    const moved = new Date(row.starts_at).getTime() !== start.getTime() || new Date(row.ends_at).getTime() !== end.getTime();
    await tx.query(
      `UPDATE meetings SET subject = $2, description = $3, starts_at = $4, ends_at = $5, meeting_type = $6, meeting_url = $7,
         meeting_location = $8, area = $9, table_size = $10, updated_at = $11 WHERE id = $1`,
      [id, subject, body.description?.trim() ?? '', start.toISOString(), end.toISOString(), body.meetingTypeName, body.meetingUrl ?? null,
        location.meetingLocation, location.area, location.tableSize, c.now.toISOString()],
    );
    const { rows: before } = await tx.query<{ user_id: string }>('SELECT user_id FROM meeting_participants WHERE meeting_id = $1', [id]);
    const had = new Set(before.map((r) => r.user_id));
    await tx.query('DELETE FROM meeting_participants WHERE meeting_id = $1 AND NOT (user_id = ANY($2::text[]))', [id, invitees]);
    if (moved) await tx.query(`UPDATE meeting_participants SET response = 'pending', responded_at = NULL, seen_at = NULL WHERE meeting_id = $1`, [id]);
    const added = invitees.filter((u) => !had.has(u));
    await tx.query(
      `INSERT INTO meeting_participants (meeting_id, user_id, response, invited_at)
       SELECT $1, u, 'pending', $3::timestamptz + (n || ' microseconds')::interval FROM unnest($2::text[]) WITH ORDINALITY AS t(u, n)`,
      [id, added, c.now.toISOString()],
    );
    const { meeting } = await readMeeting(tx, c.viewer.userId, id);
    return { answer: await answerWithConflicts(c, tx, meeting, start, end), added, kept: invitees.filter((u) => had.has(u)) };
  });
  await tellMeetingChange(c, result.added, 'invited', result.answer.meeting);
  await tellMeetingChange(c, result.kept, 'edited', result.answer.meeting);
  return result.answer;
}

/** A cancelled meeting takes no more answers or changes: 409 with its own code, whatever the call. */
export function refuseCancelled(row: Pick<MeetingRow, 'id' | 'status'>, message = 'This meeting was cancelled: it takes no more answers or changes.'): void {
  if (row.status === 'cancelled') throw new ApiError('meetingCancelled', { meetingId: row.id, status: row.status }, message);
}

function assertOwner(c: MeetingContext, row: MeetingRow): void {
  // docs/behaviour/meetings.md: "Only the organizer (organizer id equals cmsId) can cancel."
  if (row.owner_id !== c.viewer.userId) throw new ApiError('forbidden', { meetingId: row.id }, 'Only the organizer can change or cancel this meeting.');
}

/** DELETE /meetings/{id}: cancels (the row stays, with every answer given so far). */
export async function cancelMeeting(c: MeetingContext, id: string): Promise<MeetingAnswer> {
  assertCanRemove(c.viewer);
  const result = await c.db.transaction(async (tx) => {
    const { row } = await readMeeting(tx, c.viewer.userId, id, true);
    assertOwner(c, row);
    refuseCancelled(row, 'This meeting was already cancelled.');
    await tx.query(`UPDATE meetings SET status = 'cancelled', updated_at = $2 WHERE id = $1`, [id, c.now.toISOString()]);
    const { meeting } = await readMeeting(tx, c.viewer.userId, id);
    return meeting;
  });
  await tellMeetingChange(c, result.requests.map((r) => r.userId), 'cancelled', result);
  return { meeting: result, conflicts: [] };
}

/**
 * POST /meetings/{id}/accept | decline: an invitee answers (any meeting scope, docs/behaviour/roles-and-flags.md, Meeting permissions). The stored
 * answer becomes the participant's response and the event's state (docs/behaviour/meetings.md); answering a cancelled
 * meeting is refused (409), so no answer is reported as kept that the store does not hold.
 */
export async function respond(c: MeetingContext, id: string, answer: 'accepted' | 'declined'): Promise<MeetingAnswer> {
  assertAnyMeetingScope(c.viewer);
  const result = await c.db.transaction(async (tx) => {
    const { row } = await readMeeting(tx, c.viewer.userId, id, true);
    if (row.owner_id === c.viewer.userId) throw new ApiError('badRequest', { meetingId: id }, 'The organizer does not answer their own meeting.');
    refuseCancelled(row);
    if (answer === 'accepted' && !(await userCanAttend(tx, c.viewer.userId))) {
      throw new ApiError('forbidden', { userId: c.viewer.userId }, 'Attending meetings needs a directory profile that is available for meetings.');
    }
    const { rows } = await tx.query<{ response: string }>(
      `UPDATE meeting_participants SET response = $3, responded_at = $4, seen_at = coalesce(seen_at, $4)
       WHERE meeting_id = $1 AND user_id = $2 RETURNING response`,
      [id, c.viewer.userId, answer, c.now.toISOString()],
    );
    const [meeting] = await toMeetings(tx, c.viewer.userId, [row]);
    // The state is the one the store returned (docs/behaviour/meetings.md: "the server's returned response").
    return { meeting: { ...(meeting as Meeting), userResponse: eventState(rows[0]?.response) }, owner: row.owner_id };
  });
  await tellMeetingChange(c, [result.owner], answer, result.meeting);
  // The answerer's other tabs refresh their own counts.
  await c.notify([c.viewer.userId], { type: 'onUserCounts', reason: 'response', meetingId: id });
  return { meeting: result.meeting, conflicts: await currentConflicts(c, result.meeting) };
}

/** What the people still coming (organizer and invitees who have not declined) have at the meeting's time. */
async function currentConflicts(c: MeetingContext, meeting: Meeting) {
  if (meeting.status === 'cancelled') return [];
  const people = [meeting.ownerId, ...meeting.requests.filter((r) => r.invitationResponse !== 'declined').map((r) => r.userId)];
  const byId = await peopleByUserId(c.db, people);
  return conflictsFor(c.db, c.viewer.userId, people.map((u) => personOrUnknown(byId, u)), { start: new Date(meeting.time), end: new Date(meeting.endTime) }, meeting.id);
}

/** GET /meetings/{id}: an invitee opening it has seen the invitation (it leaves the new-invite count). */
export async function openMeeting(c: MeetingContext, id: string): Promise<MeetingAnswer> {
  assertAnyMeetingScope(c.viewer);
  const { meeting } = await readMeeting(c.db, c.viewer.userId, id);
  if (!meeting.isOwner) {
    await c.db.query('UPDATE meeting_participants SET seen_at = $3 WHERE meeting_id = $1 AND user_id = $2 AND seen_at IS NULL', [id, c.viewer.userId, c.now.toISOString()]);
  }
  return { meeting, conflicts: await currentConflicts(c, meeting) };
}
