// The session side of a schedule (docs/behaviour/content-and-environments.md): the sessions an attendee added, their RSVPs (confirmed or
// waitlisted), roundtable nominations and the mandatory sessions everyone has, plus the event-wide agenda items, as
// schedule events. server/meetings builds meetings and appointments with buildScheduleEvent and checks conflicts
// with findClashes; the schedule route puts both together.
import { SCHEDULE_EVENT_TYPES } from '../../../schemas/index.js';
import type { ScheduleEvent } from '../../../schemas/api-types.js';
import type { Queryable } from '../../store/db.js';
import { buildScheduleEvent } from './event-build.js';

export { asBusy, buildScheduleEvent, eventState, EventConstructionError } from './event-build.js';
export type { EventState, EventTypeValue, ScheduleEventInput } from './event-build.js';
export { clashesWith, DEFAULT_CLASH_IGNORE, emptySlots, findClashes } from './clashes.js';
export type { Clash, EmptySlot, EmptySlotOptions } from './clashes.js';
export type { ScheduleEvent };

/** A time window (ISO strings); open ends when absent. Unscheduled items (no start) are always included. */
export interface EventRange {
  from?: string | null;
  to?: string | null;
}

type Source = 'schedule' | 'mandatory' | 'rsvp' | 'waitlist' | 'nomination';

interface SessionRow {
  id: string;
  doc: Record<string, unknown>;
  source: Source;
  status: string | null;
  lead: string | null;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const logical = (v: unknown): string | null => str((v as { logicalValue?: unknown } | null | undefined)?.logicalValue);
const labels = (v: unknown): string[] => (Array.isArray(v) ? v.map((x) => (typeof x === 'string' ? x : logical(x))).filter((x): x is string => x !== null) : []);

/** The enrollment status of docs/behaviour/content-and-environments.md for each way a session is on a schedule. */
const ENROLLMENT: Record<Source, ScheduleEvent['enrollmentStatus']> = {
  schedule: 'scheduled',
  mandatory: 'scheduled',
  rsvp: 'confirmed',
  waitlist: 'waitlisted',
  nomination: 'nominated',
};

/** One session document as a schedule event. */
export function sessionEvent(doc: Record<string, unknown>, source: Source, opts: { status?: string | null; lead?: string | null; now?: Date } = {}): ScheduleEvent {
  const id = String(doc.sessionId ?? '');
  const type = logical(doc.sessionType) ?? str(doc.sessionTypeLogical);
  const start = str(doc.startDateTime);
  const end = str(doc.endDateTime);
  const now = (opts.now ?? new Date()).getTime();
  const mandatory = doc.isMandatory === true;
  const enrollment = source === 'nomination' && opts.status === 'confirmed' ? 'confirmed' : ENROLLMENT[source];
  const code = str(doc.sessionCode);
  return buildScheduleEvent({
    id: `session:${id}`,
    title: String(doc.title ?? ''),
    description: String(doc.description ?? doc.abstract ?? ''),
    start,
    end,
    roomId: str(doc.roomId),
    location: str(doc.location),
    eventTypeValue: type === 'roundtable' ? SCHEDULE_EVENT_TYPES.ProductRoundtable : SCHEDULE_EVENT_TYPES.Topic,
    // docs/behaviour/content-and-environments.md: a waitlisted session shows pending, every other session accepted.
    state: source === 'waitlist' ? 'pending' : 'accepted',
    organizer: opts.lead ?? '',
    speakerIds: Array.isArray(doc.speakerIds) ? doc.speakerIds.map(String) : [],
    level: logical(doc.sessionLevel),
    sessionType: type,
    sessionCode: code,
    detailNavigation: str(doc.detailNavigation) ?? (code ? `/sessions/${code}` : ''),
    isHandsOnLab: type === 'hands-on-lab',
    isCertificationExam: type === 'certification-exam' || doc.isCertificationExam === true,
    isUnscheduled: start === null,
    directLink: str(doc.directLink) ?? '',
    isStreaming: doc.isStreaming === true,
    canBeScheduled: doc.canBeScheduled === true,
    isCurrentlyActive: start !== null && end !== null && Date.parse(start) <= now && now < Date.parse(end),
    // Mandatory sessions stay; RSVPs and nominations leave through their own buttons (cancel RSVP, cancel nomination).
    canBeRemovedFromSchedule: source === 'schedule' && !mandatory && doc.canBeRemovedFromSchedule !== false,
    enrollmentStatus: enrollment,
    deliveryTypes: labels(doc.deliveryTypes),
    sessionId: id,
    source,
  });
}

/** Sessions of the window: those without a start (unscheduled) always; the others when they overlap it. */
const RANGE = `($2::timestamptz IS NULL OR s.ends_at IS NULL OR s.ends_at > $2::timestamptz)
  AND ($3::timestamptz IS NULL OR s.starts_at IS NULL OR s.starts_at < $3::timestamptz)`;

/**
 * The sessions on `userId`'s schedule in `range`, one event per session: an enrollment (RSVP, waitlist,
 * nomination) wins over an added session, which wins over a mandatory one. Ordered by start, unscheduled last.
 */
export async function sessionEventsFor(db: Queryable, userId: string, range: EventRange = {}, now: Date = new Date()): Promise<ScheduleEvent[]> {
  return (await sessionEventsForEach(db, [userId], range, now)).get(userId) ?? [];
}

/**
 * sessionEventsFor of several users in one statement (the conflict check of a meeting with many invitees), by user
 * id; a user with nothing in `range` is left out of the map.
 */
export async function sessionEventsForEach(
  db: Queryable,
  userIds: readonly string[],
  range: EventRange = {},
  now: Date = new Date(),
): Promise<Map<string, ScheduleEvent[]>> {
  const users = [...new Set(userIds)];
  const events = new Map<string, ScheduleEvent[]>();
  if (users.length === 0) return events;
  const { rows } = await db.query<SessionRow & { user_id: string }>(
    `WITH mine AS (
       SELECT e.user_id, e.session_id, CASE WHEN r.kind = 'roundtable' THEN 'nomination' WHEN e.status = 'waitlisted' THEN 'waitlist' ELSE 'rsvp' END AS source,
         e.status, 1 AS priority
       FROM session_enrollments e JOIN rsvp_seats r ON r.session_id = e.session_id WHERE e.user_id = ANY($1::text[])
       UNION ALL SELECT user_id, session_id, 'schedule', NULL, 2 FROM schedule_items WHERE user_id = ANY($1::text[])
       UNION ALL SELECT u.user_id, s.id, 'mandatory', NULL, 3
         FROM sessions s CROSS JOIN unnest($1::text[]) AS u(user_id) WHERE (s.doc->>'isMandatory')::boolean IS TRUE
     )
     SELECT DISTINCT ON (m.user_id, s.id) m.user_id, s.id, s.doc, m.source, m.status, sp.doc->>'displayName' AS lead, s.starts_at
     FROM mine m JOIN sessions s ON s.id = m.session_id
     LEFT JOIN speakers sp ON sp.id = s.doc->'speakerIds'->>0
     WHERE ${RANGE}
     ORDER BY m.user_id, s.id, m.priority`,
    [users, range.from ?? null, range.to ?? null],
  );
  for (const r of rows) {
    const list = events.get(r.user_id) ?? [];
    list.push(sessionEvent(r.doc, r.source, { status: r.status, lead: r.lead, now }));
    events.set(r.user_id, list);
  }
  for (const list of events.values()) list.sort(byStart);
  return events;
}

/** Event-wide agenda items (migration 007) in `range`, on everyone's schedule. */
export async function agendaEventsFor(db: Queryable, range: EventRange = {}): Promise<ScheduleEvent[]> {
  const { rows } = await db.query<{ id: string; title: string; description: string; starts_at: Date | string; ends_at: Date | string; location: string | null }>(
    `SELECT id, title, description, starts_at, ends_at, location FROM agenda_items s
     WHERE ($1::timestamptz IS NULL OR s.ends_at > $1::timestamptz) AND ($2::timestamptz IS NULL OR s.starts_at < $2::timestamptz)
     ORDER BY starts_at, id`,
    [range.from ?? null, range.to ?? null],
  );
  return rows.map((r) =>
    buildScheduleEvent({
      id: `agenda:${r.id}`,
      title: r.title,
      description: r.description,
      start: new Date(r.starts_at).toISOString(),
      end: new Date(r.ends_at).toISOString(),
      location: r.location,
      eventTypeValue: SCHEDULE_EVENT_TYPES.AgendaItem,
      state: 'accepted',
      source: 'agenda',
    }),
  );
}

/** Chronological, unscheduled (no start) last, then by id: one order for every list of events. */
export function byStart(a: ScheduleEvent, b: ScheduleEvent): number {
  if (a.start === null || b.start === null) return a.start === b.start ? (a.id < b.id ? -1 : 1) : a.start === null ? 1 : -1;
  return Date.parse(a.start) - Date.parse(b.start) || (a.id < b.id ? -1 : 1);
}
