// Meetings and appointments as schedule events (docs/behaviour/meetings.md), for the schedule (server/schedule puts them
// beside the sessions) and for this folder's conflict check. Built with the schedule's buildScheduleEvent, so the
// construction rule of docs/behaviour/meetings.md holds for every kind of event alike.
import { APPOINTMENT_TYPE, SCHEDULE_EVENT_TYPES, TYPES_WITHOUT_DETAILS } from '../../schemas/index.js';
import type { ScheduleEvent } from '../../schemas/api-types.js';
import { buildScheduleEvent, type EventRange } from '../shared/schedule-events/session-events.js';
import type { Queryable } from '../store/db.js';
import { iso, MEETING_COLUMNS, participantsOf, type MeetingRow } from './meeting-read.js';
import { memberMeetingIds } from './member-sql.js';
import { participantOf, peopleByUserId, personOrUnknown } from './people.js';
import { eventState } from './rules.js';

export type { EventRange };

const RANGE_SQL = `($2::timestamptz IS NULL OR m.ends_at > $2::timestamptz) AND ($3::timestamptz IS NULL OR m.starts_at < $3::timestamptz)`;

/** What a meeting and an appointment show alike on the schedule: subject, description, times and place. */
const eventFieldsOf = (r: MeetingRow) => ({
  title: r.subject,
  description: r.description,
  start: iso(r.starts_at),
  end: iso(r.ends_at),
  location: r.meeting_location,
});

/**
 * The meetings on `userId`'s schedule in `range`: those they organise and those they were invited to and have not
 * declined (a declined meeting is not on their schedule, and docs/behaviour/meetings.md leaves it out of conflicts);
 * cancelled meetings never. state is the user's own answer (the organizer's is accepted).
 */
export async function meetingEventsFor(db: Queryable, userId: string, range: EventRange = {}): Promise<ScheduleEvent[]> {
  const { rows } = await db.query<MeetingRow & { my_response: string | null }>(
    `SELECT ${MEETING_COLUMNS}, p.response AS my_response FROM meetings m
     LEFT JOIN meeting_participants p ON p.meeting_id = m.id AND p.user_id = $1
     WHERE m.status = 'active' AND m.meeting_type <> '${APPOINTMENT_TYPE}'
       AND m.id IN ${memberMeetingIds('$1', { notDeclined: true })} AND ${RANGE_SQL}
     ORDER BY m.starts_at, m.id`,
    [userId, range.from ?? null, range.to ?? null],
  );
  const participants = await participantsOf(db, rows.map((r) => r.id));
  const people = await peopleByUserId(db, [...rows.map((r) => r.owner_id), ...participants.map((p) => p.user_id)]);
  return rows.map((r) =>
    buildScheduleEvent({
      id: `meeting:${r.id}`,
      ...eventFieldsOf(r),
      eventTypeValue: SCHEDULE_EVENT_TYPES.Meeting,
      state: r.owner_id === userId ? 'accepted' : eventState(r.my_response),
      organizer: personOrUnknown(people, r.owner_id).displayName,
      participants: participants.filter((p) => p.meeting_id === r.id).map((p) => participantOf(personOrUnknown(people, p.user_id), eventState(p.response))),
      // docs/behaviour/meetings.md: personal, peernetworking and block have no meeting details to open.
      detailNavigation: TYPES_WITHOUT_DETAILS.has(r.meeting_type) ? '' : `/meetings/${r.id}`,
      directLink: r.meeting_url ?? '',
      meetingType: r.meeting_type,
      source: 'meeting',
    }),
  );
}

/**
 * The user's appointments in `range` (blocks of their own time). The schedule shows them only while the
 * appointments flag (settings feature showAppointments, docs/behaviour/meetings.md) is on: the caller decides by it.
 */
export async function appointmentEventsFor(db: Queryable, userId: string, range: EventRange = {}): Promise<ScheduleEvent[]> {
  const { rows } = await db.query<MeetingRow>(
    `SELECT ${MEETING_COLUMNS} FROM meetings m
     WHERE m.owner_id = $1 AND m.status = 'active' AND m.meeting_type = '${APPOINTMENT_TYPE}' AND ${RANGE_SQL}
     ORDER BY m.starts_at, m.id`,
    [userId, range.from ?? null, range.to ?? null],
  );
  const owner = personOrUnknown(await peopleByUserId(db, [userId]), userId);
  return rows.map((r) =>
    buildScheduleEvent({
      id: `appointment:${r.id}`,
      ...eventFieldsOf(r),
      eventTypeValue: SCHEDULE_EVENT_TYPES.Appointment,
      state: 'accepted',
      organizer: owner.displayName,
      detailNavigation: `/appointments/${r.id}`,
      meetingType: APPOINTMENT_TYPE,
      source: 'appointment',
    }),
  );
}
