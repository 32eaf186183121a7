// The schedule's routes (docs/contracts.md "Schedule"): my schedule, add and remove a session, RSVP and
// waitlist, roundtable nominations, another attendee's shared schedule, the personal calendar feed, one session as
// iCalendar and the trip report. Answers depend on the viewer and change with every write, so nothing is cached.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type {
  NominationAnswer, NominationBody, RsvpAnswer, ScheduleAddAnswer, ScheduleAnswer, ScheduleAttendeeParams,
  ScheduleFeedAnswer, ScheduleFeedParams, ScheduleRangeQuery, ScheduleRemoveAnswer, ScheduleSessionIcsParams,
  ScheduleSessionParams,
} from '../../schemas/api-types.js';
import { ApiError } from '../errors.js';
import type { Queryable } from '../store/db.js';
import { ref } from '../http/api-schemas.js';
import { isSignedIn, signedInViewer, type SignedInViewer } from '../http/viewer.js';
import { answerOf, defineRoute, errorAnswers, noQuery, routeWith, type RouteDefinition } from '../routes/types.js';
import { calendarOf, ensureFeedSecret, feedLinks, feedOwner, feedSecretOf, regenerateFeedSecret, revokeFeed } from './calendar.js';
import { sessionEvent } from '../shared/schedule-events/session-events.js';
import { announceNomination, announceRsvp } from './rsvp-live.js';
import { cancelNomination, cancelRsvp, nominate, nominationState, rsvp, rsvpState } from './rsvp.js';
import { addSession, getSchedule, removeSession, scheduleEventsOf, sharedSchedule } from './schedule-service.js';
import { scheduleSettings } from './schedule-settings.js';
import { TRIP_REPORT_FILENAME, tripReportCsv } from './trip-report.js';

const params = (name: string) => ref('schedule-params', name);
/**
 * Writes without fields refuse a body that has any (strict writes: 400, nothing changed). Checked here rather than by a
 * body schema, because fastify validates a missing body against an object schema too, and these calls usually have none.
 */
function noFields(req: FastifyRequest): void {
  const body = req.body;
  const empty = body === undefined || (typeof body === 'object' && body !== null && !Array.isArray(body) && Object.keys(body).length === 0);
  if (!empty) throw new ApiError('badRequest', { field: 'body', value: body }, 'This call takes no fields: send no body or {}.');
}

const optionalViewer = (req: FastifyRequest): SignedInViewer | null => (isSignedIn(req.viewer) ? req.viewer : null);

/** A signed-in attendee's write that takes no fields: its handler runs with the viewer once the body is known empty. */
const emptyWrite = routeWith('authenticated', async (_ctx, req) => {
  noFields(req);
  return signedInViewer(req);
});

const origin = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

/** Personal answers: never stored by a shared cache, never reused by the browser without asking. */
function personal(reply: FastifyReply): void {
  reply.header('cache-control', 'private, no-store');
}

/**
 * The read of a session's seats as the viewer sees them (RSVP or nomination): public, so anonymous visitors see the
 * state and are asked to sign in, and personal, as it names the viewer's own place.
 */
function seatStateRead<Reply>(
  path: string,
  answer: string,
  read: (db: Queryable, sessionId: string, viewer: SignedInViewer | null, now: Date) => Promise<Reply>,
): RouteDefinition {
  return defineRoute<{ Params: ScheduleSessionParams; Reply: Reply }>({
    method: 'GET', path, scope: 'public', write: false,
    schema: { params: params('session'), querystring: noQuery, response: answerOf(answer) },
    handler: async (ctx, req, reply) => {
      personal(reply);
      return read(ctx.db, req.params.sessionId, optionalViewer(req), (await scheduleSettings(ctx, req)).now);
    },
  });
}

function sendCalendar(reply: FastifyReply, body: string, filename: string): FastifyReply {
  return reply
    .header('content-type', 'text/calendar; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    // A feed follows the schedule: calendar apps must fetch it afresh, never a stale copy.
    .header('cache-control', 'private, no-cache, no-store')
    .send(body);
}

async function feedAnswer(req: FastifyRequest, secret: string | null): Promise<ScheduleFeedAnswer> {
  return secret === null ? { https: null, webcal: null } : feedLinks(origin(req), secret);
}

export const scheduleRoutes: readonly RouteDefinition[] = [
  defineRoute<{ Querystring: ScheduleRangeQuery; Reply: ScheduleAnswer }>({
    method: 'GET', path: '/schedule', scope: 'authenticated', write: false,
    schema: { params: noQuery, querystring: params('range'), response: answerOf('schedule-answer') },
    handler: async (ctx, req, reply) => {
      personal(reply);
      return getSchedule(ctx.db, signedInViewer(req), req.query, await scheduleSettings(ctx, req));
    },
  }),
  emptyWrite<{ Params: ScheduleSessionParams; Reply: ScheduleAddAnswer }>(
    'POST', '/schedule/sessions/:sessionId', 'schedule-add-answer', { params: params('session') },
    async (viewer, req, ctx) => addSession(ctx.db, viewer, req.params.sessionId, await scheduleSettings(ctx, req)),
  ),
  emptyWrite<{ Params: ScheduleSessionParams; Reply: ScheduleRemoveAnswer }>(
    'DELETE', '/schedule/sessions/:sessionId', 'schedule-remove-answer', { params: params('session') },
    async (viewer, req, ctx) => removeSession(ctx.db, viewer, req.params.sessionId, await scheduleSettings(ctx, req)),
  ),
  defineRoute<{ Params: ScheduleAttendeeParams; Querystring: ScheduleRangeQuery; Reply: ScheduleAnswer }>({
    method: 'GET', path: '/schedule/attendee/:attendeeId', scope: 'authenticated', write: false,
    schema: { params: params('attendee'), querystring: params('range'), response: answerOf('schedule-answer') },
    handler: async (ctx, req, reply) => {
      personal(reply);
      return sharedSchedule(ctx.db, signedInViewer(req), req.params.attendeeId, req.query, await scheduleSettings(ctx, req));
    },
  }),
  // RSVP: public read (anonymous visitors see the state and are asked to sign in), signed-in writes.
  seatStateRead<RsvpAnswer>('/rsvp/:sessionId', 'rsvp-answer', rsvpState),
  emptyWrite<{ Params: ScheduleSessionParams; Reply: RsvpAnswer }>(
    'PUT', '/rsvp/:sessionId', 'rsvp-answer', { params: params('session') },
    async (viewer, req, ctx) => {
      const settings = await scheduleSettings(ctx, req);
      if (!settings.enableMySchedule) throw new ApiError('scheduleDisabled', { feature: 'enableMySchedule' });
      const answer = await rsvp(ctx.db, req.params.sessionId, viewer, settings.now);
      await announceRsvp(ctx, answer);
      return answer;
    },
  ),
  emptyWrite<{ Params: ScheduleSessionParams; Reply: RsvpAnswer }>(
    'DELETE', '/rsvp/:sessionId', 'rsvp-answer', { params: params('session') },
    async (viewer, req, ctx) => {
      const { promoted, ...answer } = await cancelRsvp(ctx.db, req.params.sessionId, viewer, (await scheduleSettings(ctx, req)).now);
      // After the commit: the promoted attendee's open pages show the seat at once, with a toast.
      await announceRsvp(ctx, answer, promoted);
      return answer;
    },
  ),
  seatStateRead<NominationAnswer>('/roundtable/:sessionId/nomination', 'nomination-answer', nominationState),
  defineRoute<{ Params: ScheduleSessionParams; Body: NominationBody; Reply: NominationAnswer }>({
    method: 'PUT', path: '/roundtable/:sessionId/nomination', scope: 'authenticated', write: true,
    schema: { params: params('session'), querystring: noQuery, body: ref('nomination-body'), response: answerOf('nomination-answer') },
    handler: async (ctx, req) => {
      const settings = await scheduleSettings(ctx, req);
      if (!settings.enableMySchedule) throw new ApiError('scheduleDisabled', { feature: 'enableMySchedule' });
      const answer = await nominate(ctx.db, req.params.sessionId, signedInViewer(req), req.body?.answers, settings.now);
      await announceNomination(ctx, answer);
      return answer;
    },
  }),
  emptyWrite<{ Params: ScheduleSessionParams; Reply: NominationAnswer }>(
    'DELETE', '/roundtable/:sessionId/nomination', 'nomination-answer', { params: params('session') },
    async (viewer, req, ctx) => {
      const answer = await cancelNomination(ctx.db, req.params.sessionId, viewer, (await scheduleSettings(ctx, req)).now);
      await announceNomination(ctx, answer);
      return answer;
    },
  ),
  // The personal calendar feed (enableWebCal): GET reads the links, POST makes a new secret, DELETE revokes it.
  defineRoute<{ Reply: ScheduleFeedAnswer }>({
    method: 'GET', path: '/schedule/feed', scope: 'authenticated', write: false,
    schema: { params: noQuery, querystring: noQuery, response: answerOf('schedule-feed-answer') },
    handler: async (ctx, req, reply) => {
      personal(reply);
      if (!(await scheduleSettings(ctx, req)).enableWebCal) throw new ApiError('notFound', { feature: 'enableWebCal' }, 'Calendar feeds are not enabled.');
      return feedAnswer(req, await feedSecretOf(ctx.db, signedInViewer(req).userId));
    },
  }),
  emptyWrite<{ Reply: ScheduleFeedAnswer }>('POST', '/schedule/feed', 'schedule-feed-answer', {}, async ({ userId }, req, ctx) => {
    const settings = await scheduleSettings(ctx, req);
    if (!settings.enableWebCal) throw new ApiError('notFound', { feature: 'enableWebCal' }, 'Calendar feeds are not enabled.');
    // The first POST makes the feed; later ones replace its secret, so a leaked link can be retired.
    const existing = await feedSecretOf(ctx.db, userId);
    return feedAnswer(req, existing === null ? await ensureFeedSecret(ctx.db, userId, ctx.now()) : await regenerateFeedSecret(ctx.db, userId, ctx.now()));
  }),
  emptyWrite<{ Reply: ScheduleFeedAnswer }>('DELETE', '/schedule/feed', 'schedule-feed-answer', {}, async ({ userId }, _req, ctx) => {
    if (!(await revokeFeed(ctx.db, userId))) throw new ApiError('notFound', null, 'You have no calendar feed to revoke.');
    return { https: null, webcal: null };
  }),
  // Public: calendar apps fetch the feed without a session; the secret in the URL is the only key.
  defineRoute<{ Params: ScheduleFeedParams }>({
    method: 'GET', path: '/calendar/:file', scope: 'public', write: false,
    schema: { params: params('feed'), querystring: noQuery, response: errorAnswers },
    handler: async (ctx, req, reply) => {
      const settings = await scheduleSettings(ctx, req);
      const userId = settings.enableWebCal ? await feedOwner(ctx.db, req.params.file.replace(/\.ics$/, '')) : null;
      if (userId === null) throw new ApiError('notFound', null, 'No such calendar feed.');
      // Built from the store on every request: the feed is as current as the schedule.
      const events = await scheduleEventsOf(ctx.db, userId, {}, settings);
      return sendCalendar(reply, calendarOf(events, { name: 'My schedule', timeZone: settings.eventTimezone, origin: origin(req), now: ctx.now() }), 'schedule.ics');
    },
  }),
  defineRoute<{ Params: ScheduleSessionIcsParams }>({
    method: 'GET', path: '/session/:id/ics', scope: 'public', write: false,
    schema: { params: params('sessionIcs'), querystring: noQuery, response: errorAnswers },
    handler: async (ctx, req, reply) => {
      const settings = await scheduleSettings(ctx, req);
      const scopes = req.viewer.scopes;
      const { rows } = await ctx.db.query<{ doc: Record<string, unknown>; inperson_unrecorded: boolean }>(
        'SELECT doc, inperson_unrecorded FROM sessions WHERE (id = $1 OR code = $1) AND code IS NOT NULL',
        [req.params.id],
      );
      const row = rows[0];
      if (!row || (row.inperson_unrecorded && !scopes.includes('inperson'))) throw new ApiError('notFound', { sessionId: req.params.id }, `No session ${req.params.id}.`);
      const event = sessionEvent(row.doc, 'schedule', { now: settings.now });
      if (event.start === null) throw new ApiError('notFound', { sessionId: req.params.id }, 'This session has no time to add to a calendar.');
      const body = calendarOf([event], { name: event.title, timeZone: settings.eventTimezone, origin: origin(req), now: ctx.now() });
      return sendCalendar(reply, body, `${event.sessionCode ?? event.sessionId}.ics`);
    },
  }),
  defineRoute<{ Querystring: ScheduleRangeQuery }>({
    method: 'GET', path: '/schedule/trip-report', scope: 'authenticated', write: false,
    schema: { params: noQuery, querystring: params('range'), response: errorAnswers },
    handler: async (ctx, req, reply) => {
      const settings = await scheduleSettings(ctx, req);
      if (!settings.showTripReportAction) throw new ApiError('notFound', { feature: 'showTripReportAction' }, 'The trip report is not enabled.');
      const events = await scheduleEventsOf(ctx.db, signedInViewer(req).userId, req.query, settings);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${TRIP_REPORT_FILENAME}"`)
        .header('cache-control', 'private, no-store')
        .send(tripReportCsv(events, settings.eventTimezone));
    },
  }),
];
