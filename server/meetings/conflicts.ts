// docs/behaviour/meetings.md, meeting conflicts: for each person, another meeting (not the current one), not cancelled,
// overlapping, that they have not declined; their appointments count too (a block of their time), and so do the
// sessions on their schedule (server/shared/schedule-events' sessionEventsForEach, all the people in one read, and
// the overlap rule of its clashesWith: agenda items ignored). Items of others that the viewer is not part of are
// shown only as busy ("other attendees see a private item only as busy").
import { APPOINTMENT_TYPE, SCHEDULE_EVENT_TYPES } from '../../schemas/index.js';
import type { MeetingConflict } from '../../schemas/api-types.js';
import { buildScheduleEvent, clashesWith, sessionEventsForEach } from '../shared/schedule-events/session-events.js';
import type { Queryable } from '../store/db.js';
import { iso } from './meeting-read.js';
import { memberMeetingIds } from './member-sql.js';
import type { Person } from './people.js';

export interface Range {
  start: Date;
  end: Date;
}

interface ClashRow {
  user_id: string;
  id: string;
  subject: string;
  starts_at: Date | string;
  ends_at: Date | string;
  meeting_type: string;
  visible: boolean;
}


/**
 * What each of `people` already has during `range`, excluding `currentId` (the meeting being edited); people with
 * nothing are left out. `viewerId` decides what is shown as busy.
 */
export async function conflictsFor(
  db: Queryable,
  viewerId: string,
  people: readonly Pick<Person, 'userId' | 'attendeeId' | 'displayName'>[],
  range: Range,
  currentId: string | null,
): Promise<MeetingConflict[]> {
  if (people.length === 0) return [];
  const { rows } = await db.query<ClashRow>(
    `SELECT u.user_id, m.id, m.subject, m.starts_at, m.ends_at, m.meeting_type,
       (m.owner_id = $5 OR EXISTS (SELECT 1 FROM meeting_participants v WHERE v.meeting_id = m.id AND v.user_id = $5)) AS visible
     FROM unnest($1::text[]) AS u(user_id)
     CROSS JOIN LATERAL ${memberMeetingIds('u.user_id', { notDeclined: true })} AS theirs(id)
     JOIN meetings m ON m.id = theirs.id AND m.status = 'active' AND m.starts_at < $3 AND m.ends_at > $2 AND m.id <> $4
     ORDER BY m.starts_at, m.id`,
    [people.map((p) => p.userId), range.start.toISOString(), range.end.toISOString(), currentId ?? '', viewerId],
  );
  const out: MeetingConflict[] = [];
  // The candidate as a schedule event, so sessions clash by the schedule's own rule.
  const candidate = buildScheduleEvent({
    id: 'meeting:candidate', title: '', eventTypeValue: SCHEDULE_EVENT_TYPES.Meeting, state: 'accepted', source: 'meeting',
    start: range.start.toISOString(), end: range.end.toISOString(),
  });
  // Everyone's sessions in the range in one read, not one per person.
  const sessionsOf = await sessionEventsForEach(db, people.map((p) => p.userId), { from: range.start.toISOString(), to: range.end.toISOString() }, range.start);
  for (const person of people) {
    const sessions = clashesWith(candidate, sessionsOf.get(person.userId) ?? [])
      .filter((e) => e.start !== null && e.end !== null)
      .map((e) => {
        // One's own sessions by name; another attendee's only as busy.
        const visible = person.userId === viewerId;
        return { id: e.id, title: visible ? e.title : 'Busy', start: e.start as string, end: e.end as string, kind: 'session' as const, private: !visible };
      });
    const meetings = rows
      .filter((r) => r.user_id === person.userId)
      .map((r) => {
        const kind = r.meeting_type === APPOINTMENT_TYPE ? ('appointment' as const) : ('meeting' as const);
        return { id: r.id, title: r.visible ? r.subject : 'Busy', start: iso(r.starts_at), end: iso(r.ends_at), kind, private: !r.visible };
      });
    const events = [...meetings, ...sessions].sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || (a.id < b.id ? -1 : 1));
    if (events.length > 0) out.push({ userId: person.userId, attendeeId: person.attendeeId, displayName: person.displayName, events });
  }
  return out;
}
