// Appointments (docs/behaviour/meetings.md): a block of the owner's own time, stored as a meeting row of type
// 'block' without invitees ("block is treated as an appointment"), so meeting conflicts see appointments too.
// Creating needs enableAppointmentCreation; they are listed (and in the schedule) only with the appointments flag.
import { APPOINTMENT_TYPE } from '../../schemas/index.js';
import type { Appointment, AppointmentAnswer, AppointmentBody, AppointmentList } from '../../schemas/api-types.js';
import { ApiError } from '../errors.js';
import type { Queryable } from '../store/db.js';
import { conflictsFor } from './conflicts.js';
import { assertFeature, featureOn, type MeetingContext } from './context.js';
import { iso, MEETING_COLUMNS, type MeetingRow } from './meeting-read.js';
import { newId } from './meeting-service.js';
import { peopleByUserId, personOrUnknown } from './people.js';
import { assertCanRemove, assertCanWrite, timeRange } from './rules.js';

/** The settings flag that shows appointments (docs/behaviour/meetings.md: "the appointments flag"). */
export const APPOINTMENTS_FLAG = 'showAppointments';

export function toAppointment(r: MeetingRow): Appointment {
  return {
    id: r.id,
    name: r.subject,
    description: r.description,
    start: iso(r.starts_at),
    finish: iso(r.ends_at),
    location: r.meeting_location,
    appointmentType: 'block',
  };
}

function checkBody(body: AppointmentBody): { start: Date; end: Date; name: string } {
  const name = body.name.trim();
  if (name === '') throw new ApiError('badRequest', { field: 'name' }, 'name must not be blank.');
  return { ...timeRange('start', body.start, 'finish', body.finish), name };
}

async function ownRow(db: Queryable, userId: string, id: string, lock = false): Promise<MeetingRow> {
  const { rows } = await db.query<MeetingRow>(
    `SELECT ${MEETING_COLUMNS} FROM meetings m WHERE m.id = $1 AND m.owner_id = $2 AND m.meeting_type = $3 AND m.status = 'active'${lock ? ' FOR UPDATE' : ''}`,
    [id, userId, APPOINTMENT_TYPE],
  );
  const row = rows[0];
  if (!row) throw new ApiError('notFound', { appointmentId: id }, `No appointment ${id}.`);
  return row;
}

async function withConflicts(c: MeetingContext, db: Queryable, row: MeetingRow): Promise<AppointmentAnswer> {
  const me = personOrUnknown(await peopleByUserId(db, [c.viewer.userId]), c.viewer.userId);
  const conflicts = await conflictsFor(db, c.viewer.userId, [me], { start: new Date(row.starts_at), end: new Date(row.ends_at) }, row.id);
  return { appointment: toAppointment(row), conflicts };
}

export async function listAppointments(c: MeetingContext): Promise<AppointmentList> {
  if (!featureOn(c, APPOINTMENTS_FLAG)) return { items: [] };
  const { rows } = await c.db.query<MeetingRow>(
    `SELECT ${MEETING_COLUMNS} FROM meetings m WHERE m.owner_id = $1 AND m.meeting_type = $2 AND m.status = 'active' ORDER BY m.starts_at, m.id`,
    [c.viewer.userId, APPOINTMENT_TYPE],
  );
  return { items: rows.map(toAppointment) };
}

export async function readAppointment(c: MeetingContext, id: string): Promise<AppointmentAnswer> {
  assertFeature(c, APPOINTMENTS_FLAG);
  return withConflicts(c, c.db, await ownRow(c.db, c.viewer.userId, id));
}

export async function createAppointment(c: MeetingContext, body: AppointmentBody): Promise<AppointmentAnswer> {
  assertCanWrite(c.viewer);
  assertFeature(c, 'enableAppointmentCreation');
  const { start, end, name } = checkBody(body);
  const id = newId('apt');
  return c.db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO meetings (id, owner_id, subject, description, starts_at, ends_at, meeting_type, meeting_location, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
      [id, c.viewer.userId, name, body.description?.trim() ?? '', start.toISOString(), end.toISOString(), APPOINTMENT_TYPE, body.location?.trim() || null, c.now.toISOString()],
    );
    return withConflicts(c, tx, await ownRow(tx, c.viewer.userId, id));
  });
}

/** Appointment edit: sign-in, meetings scope, showMeetings (docs/behaviour/meetings.md). */
export async function updateAppointment(c: MeetingContext, id: string, body: AppointmentBody): Promise<AppointmentAnswer> {
  assertCanWrite(c.viewer);
  assertFeature(c, 'showMeetings');
  const { start, end, name } = checkBody(body);
  return c.db.transaction(async (tx) => {
    await ownRow(tx, c.viewer.userId, id, true);
    await tx.query(
      'UPDATE meetings SET subject = $2, description = $3, starts_at = $4, ends_at = $5, meeting_location = $6, updated_at = $7 WHERE id = $1',
      [id, name, body.description?.trim() ?? '', start.toISOString(), end.toISOString(), body.location?.trim() || null, c.now.toISOString()],
    );
    return withConflicts(c, tx, await ownRow(tx, c.viewer.userId, id));
  });
}

/** Removing an appointment deletes it: nobody else had an answer to keep. */
export async function deleteAppointment(c: MeetingContext, id: string): Promise<AppointmentList> {
  assertCanRemove(c.viewer);
  await c.db.transaction(async (tx) => {
    await ownRow(tx, c.viewer.userId, id, true);
    await tx.query('DELETE FROM meetings WHERE id = $1', [id]);
  });
  return listAppointments(c);
}
