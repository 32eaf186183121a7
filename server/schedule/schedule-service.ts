// My schedule (docs/behaviour/schedule-and-rsvp.md): the whole schedule of a viewer (sessions, RSVPs, nominations, mandatory
// sessions, agenda items, meetings, appointments) with every clash and the empty slots, adding and removing a session
// with the rules of section 5, and another attendee's shared schedule (section 6).
import type { ScheduleEvent } from '../../schemas/api-types.js';
import { ApiError } from '../errors.js';
import { appointmentEventsFor, meetingEventsFor } from '../meetings/index.js';
import { canShareSchedule, profileSummary } from '../profile/index.js';
import type { Db, Queryable } from '../store/db.js';
import { clashesWith, emptySlots, findClashes, type Clash, type EmptySlot } from '../shared/schedule-events/clashes.js';
import { asBusy } from '../shared/schedule-events/event-build.js';
import { agendaEventsFor, byStart, sessionEvent, sessionEventsFor, type EventRange } from '../shared/schedule-events/session-events.js';
import type { ScheduleSettings } from './schedule-settings.js';
import type { SignedInViewer } from '../http/viewer.js';

/** The tools scope of docs/behaviour/schedule-and-rsvp.md (event-tools), needed to change a schedule. */
export const TOOLS_SCOPE = 'event-tools';

export interface ScheduleAnswer {
  events: ScheduleEvent[];
  clashes: Clash[];
  emptySlots: EmptySlot[];
  eventTimezone: string;
}

/** Everything on `userId`'s schedule in `range`; appointments only with the appointments flag (docs/behaviour/schedule-and-rsvp.md). */
export async function scheduleEventsOf(db: Queryable, userId: string, range: EventRange, settings: ScheduleSettings): Promise<ScheduleEvent[]> {
  const [sessions, agenda, meetings, appointments] = await Promise.all([
    sessionEventsFor(db, userId, range, settings.now),
    agendaEventsFor(db, range),
    meetingEventsFor(db, userId, range),
    settings.showAppointments ? appointmentEventsFor(db, userId, range) : Promise.resolve([]),
  ]);
  return [...sessions, ...agenda, ...meetings, ...appointments].sort(byStart);
}

function requireSchedule(settings: ScheduleSettings): void {
  if (!settings.enableMySchedule) throw new ApiError('scheduleDisabled', { feature: 'enableMySchedule' });
}

/** GET /api/schedule: the events, every clash between them (ignore list: agenda items) and the free slots. */
export async function getSchedule(db: Queryable, viewer: SignedInViewer, range: EventRange, settings: ScheduleSettings): Promise<ScheduleAnswer> {
  requireSchedule(settings);
  const events = await scheduleEventsOf(db, viewer.userId, range, settings);
  return {
    events,
    clashes: findClashes(events),
    emptySlots: emptySlots(events, { timeZone: settings.eventTimezone }),
    eventTimezone: settings.eventTimezone,
  };
}

interface SessionDocRow {
  id: string;
  doc: Record<string, unknown>;
  capacity: boolean;
}

async function sessionOf(db: Queryable, sessionId: string, viewer: SignedInViewer): Promise<SessionDocRow> {
  const { rows } = await db.query<SessionDocRow & { inperson_unrecorded: boolean }>(
    `SELECT s.id, s.doc, s.inperson_unrecorded, EXISTS (SELECT 1 FROM rsvp_seats r WHERE r.session_id = s.id) AS capacity
     FROM sessions s WHERE (s.id = $1 OR s.code = $1) AND s.code IS NOT NULL`,
    [sessionId],
  );
  const row = rows[0];
  // docs/behaviour/schedule-and-rsvp.md: in-person-only unrecorded sessions do not exist for a viewer without the inperson scope.
  if (!row || (row.inperson_unrecorded && !viewer.scopes.includes('inperson'))) throw new ApiError('notFound', { sessionId }, `No session ${sessionId}.`);
  return row;
}

const labelsOf = (v: unknown) => (Array.isArray(v) ? v.map((x) => (typeof x === 'string' ? x : (x as { logicalValue?: string }).logicalValue)) : []);

/**
 * POST /api/schedule/sessions/{id}. docs/behaviour/schedule-and-rsvp.md, in the order a visitor can act on: schedule enabled, tools
 * scope, RSVP and roundtable sessions only through their own button, can be scheduled, in-person-only sessions need
 * the inperson scope, not already present (mandatory sessions are present for everyone). Answers the event and every
 * event it clashes with; a refusal is a coded 4xx and writes nothing.
 */
export async function addSession(db: Db, viewer: SignedInViewer, sessionId: string, settings: ScheduleSettings): Promise<{ event: ScheduleEvent; clashes: ScheduleEvent[] }> {
  requireSchedule(settings);
  if (!viewer.scopes.includes(TOOLS_SCOPE)) throw new ApiError('forbidden', { scope: TOOLS_SCOPE }, `Changing a schedule needs the ${TOOLS_SCOPE} scope.`);
  const event = await db.transaction(async (tx) => {
    const s = await sessionOf(tx, sessionId, viewer);
    const type = (s.doc.sessionType as { logicalValue?: string } | undefined)?.logicalValue;
    if (s.capacity || type === 'roundtable' || s.doc.isCapacityControlled === true) {
      throw new ApiError('needsOwnButton', { sessionId: s.id, route: type === 'roundtable' ? 'nomination' : 'rsvp' });
    }
    if (s.doc.canBeScheduled !== true) throw new ApiError('cannotBeScheduled', { sessionId: s.id });
    if (labelsOf(s.doc.deliveryTypes).join() === 'inperson' && !viewer.scopes.includes('inperson')) throw new ApiError('inPersonOnly', { sessionId: s.id, scope: 'inperson' });
    if (s.doc.isMandatory === true) throw new ApiError('alreadyOnSchedule', { sessionId: s.id, mandatory: true }, 'This session is mandatory: it is on your schedule already.');
    const { rows } = await tx.query(
      'INSERT INTO schedule_items (user_id, session_id, added_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING session_id',
      [viewer.userId, s.id, settings.now.toISOString()],
    );
    if (rows.length === 0) throw new ApiError('alreadyOnSchedule', { sessionId: s.id });
    return sessionEvent(s.doc, 'schedule', { now: settings.now });
  });
  const all = await scheduleEventsOf(db, viewer.userId, {}, settings);
  return { event, clashes: clashesWith(event, all) };
}

/** DELETE /api/schedule/sessions/{id}: refused when the session is not on the schedule or is mandatory. */
export async function removeSession(db: Db, viewer: SignedInViewer, sessionId: string, settings: ScheduleSettings): Promise<{ sessionId: string }> {
  requireSchedule(settings);
  if (!viewer.scopes.includes(TOOLS_SCOPE)) throw new ApiError('forbidden', { scope: TOOLS_SCOPE }, `Changing a schedule needs the ${TOOLS_SCOPE} scope.`);
  return db.transaction(async (tx) => {
    const s = await sessionOf(tx, sessionId, viewer);
    if (s.doc.isMandatory === true) throw new ApiError('mandatorySession', { sessionId: s.id });
    const { rows } = await tx.query('DELETE FROM schedule_items WHERE user_id = $1 AND session_id = $2 RETURNING session_id', [viewer.userId, s.id]);
    if (rows.length === 0) {
      const enrolled = await tx.query('SELECT 1 FROM session_enrollments WHERE user_id = $1 AND session_id = $2', [viewer.userId, s.id]);
      if (enrolled.rows.length > 0) throw new ApiError('needsOwnButton', { sessionId: s.id }, 'Cancel the RSVP or the nomination with its own button.');
      throw new ApiError('notOnSchedule', { sessionId: s.id });
    }
    return { sessionId: s.id };
  });
}

/**
 * GET /api/schedule/attendee/{attendeeId}: another attendee's schedule, only when they share it (docs/behaviour/schedule-and-rsvp.md:
 * enableShareScheduleFeature, a directory profile, a public profile with sessions displayed). Their sessions and agenda
 * items show as they are; meetings and appointments are private and show as busy.
 */
export async function sharedSchedule(db: Queryable, viewer: SignedInViewer, attendeeId: string, range: EventRange, settings: ScheduleSettings): Promise<ScheduleAnswer & { attendeeId: string }> {
  requireSchedule(settings);
  const { rows } = await db.query<{ user_id: string | null }>("SELECT doc->>'userId' AS user_id FROM attendees WHERE id = $1", [attendeeId]);
  const ownerId = rows[0]?.user_id;
  if (!ownerId) throw new ApiError('notFound', { attendeeId }, `No attendee ${attendeeId}.`);
  const own = ownerId === viewer.userId;
  if (!own) {
    if (!settings.enableShareScheduleFeature) throw new ApiError('scheduleNotShared', { attendeeId, feature: 'enableShareScheduleFeature' });
    if (!canShareSchedule(await profileSummary(db, ownerId))) throw new ApiError('scheduleNotShared', { attendeeId });
  }
  const events = (await scheduleEventsOf(db, ownerId, range, settings)).map((e) =>
    own || e.source === 'agenda' || e.sessionId !== null ? e : asBusy(e),
  );
  return { attendeeId, events, clashes: findClashes(events), emptySlots: emptySlots(events, { timeZone: settings.eventTimezone }), eventTimezone: settings.eventTimezone };
}
