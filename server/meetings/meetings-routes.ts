// The meeting, appointment, message, inbox and count routes (docs/contracts.md "Meetings and messages").
// Every route but the counts needs a meeting-related scope (route scope 'meetings', checked by the auth hook); the
// finer rules of docs/behaviour/meetings.md are the services' (rules.ts, context.ts), since they differ per action
// (create: meetings; cancel: meetings or expertconnect; answer: any meeting scope; feature flags).
import type {
  AppointmentAnswer, AppointmentBody, AppointmentList, InboxAnswer, InboxQuery, InboxReadBody, MeCounts, MeetingAnswer,
  MeetingAttendeeList, MeetingAttendeeQuery, MeetingBody, MeetingConflictsAnswer, MeetingConflictsQuery,
  MeetingIdParams, MeetingList, MeetingMessageBody, MeetingMessageList,
} from '../../schemas/api-types.js';
import { maxInvitees } from '../../schemas/index.js';
import { ref } from '../http/api-schemas.js';
import { answerOf, defineRoute, noQuery, routeWith, type RouteDefinition } from '../routes/types.js';
import { createAppointment, deleteAppointment, listAppointments, readAppointment, updateAppointment } from './appointments.js';
import { meetingConflicts } from './conflicts-query.js';
import { assertFeature, meetingContext } from './context.js';
import { listMeetings } from './meeting-read.js';
import { cancelMeeting, createMeeting, openMeeting, respond, updateMeeting } from './meeting-service.js';
import { counts, inbox, markInboxRead, readThread, sendMessage } from './messages.js';
import { attendeesById, pickerEntry, searchInvitable } from './people.js';
import { assertAnyMeetingScope } from './rules.js';

const params = (name: string) => ref('meetings-params', name);
const idParams = params('id');

/** A route of the meeting scope: its handler runs with the viewer's meeting context. */
const meetingRoute = routeWith('meetings', meetingContext);

const meetingRoutes: RouteDefinition[] = [
  meetingRoute<{ Reply: MeetingList }>('GET', '/meetings', 'meetings-list', {}, async (c) => {
    assertAnyMeetingScope(c.viewer);
    assertFeature(c, 'showMeetings');
    return { items: await listMeetings(c.db, c.viewer.userId) };
  }),
  meetingRoute<{ Body: MeetingBody; Reply: MeetingAnswer }>('POST', '/meetings', 'meetings-answer', { body: ref('meetings-body') }, (c, req) => createMeeting(c, req.body)),
  meetingRoute<{ Querystring: MeetingConflictsQuery; Reply: MeetingConflictsAnswer }>(
    'GET', '/meetings/conflicts', 'meetings-conflicts', { querystring: params('conflicts') }, (c, req) => meetingConflicts(c, req.query),
  ),
  meetingRoute<{ Querystring: MeetingAttendeeQuery; Reply: MeetingAttendeeList }>(
    'GET', '/meetings/attendees', 'meetings-attendees', { querystring: params('attendeeSearch') }, async (c, req) => {
      assertAnyMeetingScope(c.viewer);
      const capacity = maxInvitees(c.settings);
      if (req.query.ids) {
        // A prefilled invitee (/meetings/schedule?attendeeId=): only people who can be invited, never the viewer.
        const found = await attendeesById(c.db, req.query.ids.split(',').map((s) => s.trim()).filter(Boolean).slice(0, 20));
        const items = [...found.values()].filter((p) => p.canAttend && p.userId !== c.viewer.userId).map(pickerEntry);
        return { items, capacity };
      }
      return { items: await searchInvitable(c.db, c.viewer.userId, req.query.q ?? ''), capacity };
    },
  ),
  meetingRoute<{ Params: MeetingIdParams; Reply: MeetingAnswer }>('GET', '/meetings/:id', 'meetings-answer', { params: idParams }, (c, req) => openMeeting(c, req.params.id)),
  meetingRoute<{ Params: MeetingIdParams; Body: MeetingBody; Reply: MeetingAnswer }>(
    'PUT', '/meetings/:id', 'meetings-answer', { params: idParams, body: ref('meetings-body') }, (c, req) => updateMeeting(c, req.params.id, req.body),
  ),
  meetingRoute<{ Params: MeetingIdParams; Reply: MeetingAnswer }>('DELETE', '/meetings/:id', 'meetings-answer', { params: idParams }, (c, req) => cancelMeeting(c, req.params.id)),
  meetingRoute<{ Params: MeetingIdParams; Reply: MeetingAnswer }>('POST', '/meetings/:id/accept', 'meetings-answer', { params: idParams }, (c, req) => respond(c, req.params.id, 'accepted')),
  meetingRoute<{ Params: MeetingIdParams; Reply: MeetingAnswer }>('POST', '/meetings/:id/decline', 'meetings-answer', { params: idParams }, (c, req) => respond(c, req.params.id, 'declined')),
];

const appointmentBody = { body: ref('meetings-appointment-body') };

const appointmentRoutes: RouteDefinition[] = [
  meetingRoute<{ Reply: AppointmentList }>('GET', '/appointments', 'meetings-appointment-list', {}, async (c) => {
    assertAnyMeetingScope(c.viewer);
    return listAppointments(c);
  }),
  meetingRoute<{ Body: AppointmentBody; Reply: AppointmentAnswer }>('POST', '/appointments', 'meetings-appointment-answer', appointmentBody, (c, req) => createAppointment(c, req.body)),
  meetingRoute<{ Params: MeetingIdParams; Reply: AppointmentAnswer }>(
    'GET', '/appointments/:id', 'meetings-appointment-answer', { params: idParams }, (c, req) => readAppointment(c, req.params.id),
  ),
  meetingRoute<{ Params: MeetingIdParams; Body: AppointmentBody; Reply: AppointmentAnswer }>(
    'PUT', '/appointments/:id', 'meetings-appointment-answer', { params: idParams, ...appointmentBody }, (c, req) => updateAppointment(c, req.params.id, req.body),
  ),
  meetingRoute<{ Params: MeetingIdParams; Reply: AppointmentList }>(
    'DELETE', '/appointments/:id', 'meetings-appointment-list', { params: idParams }, (c, req) => deleteAppointment(c, req.params.id),
  ),
];

const messageRoutes: RouteDefinition[] = [
  meetingRoute<{ Params: MeetingIdParams; Reply: MeetingMessageList }>(
    'GET', '/meetings/:id/messages', 'meetings-message-list', { params: idParams }, (c, req) => readThread(c, req.params.id),
  ),
  meetingRoute<{ Params: MeetingIdParams; Body: MeetingMessageBody; Reply: MeetingMessageList }>(
    'POST', '/meetings/:id/messages', 'meetings-message-list', { params: idParams, body: ref('meetings-message-body') },
    (c, req) => sendMessage(c, req.params.id, req.body.messageBody),
  ),
  meetingRoute<{ Querystring: InboxQuery; Reply: InboxAnswer }>('GET', '/inbox', 'meetings-inbox', { querystring: params('inbox') }, (c, req) => inbox(c, req.query)),
  meetingRoute<{ Body: InboxReadBody; Reply: MeCounts }>(
    'POST', '/inbox/read', 'meetings-counts', { body: ref('meetings-inbox-read-body') }, (c, req) => markInboxRead(c, req.body.meetingIds),
  ),
  defineRoute<{ Reply: MeCounts }>({
    // Any signed-in user (the tool belt asks for everyone with event tools): 0 and 0 without meetings.
    method: 'GET', path: '/me/counts', scope: 'authenticated', write: false,
    schema: { params: noQuery, querystring: noQuery, response: answerOf('meetings-counts') },
    handler: async (ctx, req) => counts(await meetingContext(ctx, req)),
  }),
];

export const meetingsRoutes: readonly RouteDefinition[] = [...meetingRoutes, ...appointmentRoutes, ...messageRoutes];
