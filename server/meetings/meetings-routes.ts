// The meeting, appointment, message, inbox and count routes (issue 16; docs/contracts.md "Meetings and messages").
// Every route but the counts needs a meeting-related scope (route scope 'meetings', checked by the auth hook); the
// finer rules of spec 000 sections 2 and 6 are the services' (rules.ts, context.ts), since they differ per action
// (create: meetings; cancel: meetings or expertconnect; answer: any meeting scope; feature flags).
import type {
  AppointmentAnswer, AppointmentBody, AppointmentList, InboxAnswer, InboxQuery, InboxReadBody, MeCounts, MeetingAnswer,
  MeetingAttendeeList, MeetingAttendeeQuery, MeetingBody, MeetingConflictsAnswer, MeetingConflictsQuery, MeetingIdParams,
  MeetingList, MeetingMessageBody, MeetingMessageList,
} from '../../schemas/index.js';
import { maxInvitees } from '../../schemas/index.js';
import { ref } from '../http/api-schemas.js';
import { answerOf, defineRoute, noQuery, type RouteDefinition } from '../routes/types.js';
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

const meetingRoutes: RouteDefinition[] = [
  defineRoute<{ Reply: MeetingList }>({
    method: 'GET', path: '/meetings', scope: 'meetings', write: false,
    schema: { params: noQuery, querystring: noQuery, response: answerOf('meetings-list') },
    handler: async (ctx, req) => {
      const c = await meetingContext(ctx, req);
      assertAnyMeetingScope(c.viewer);
      assertFeature(c, 'showMeetings');
      return { items: await listMeetings(c.db, c.viewer.userId) };
    },
  }),
  defineRoute<{ Body: MeetingBody; Reply: MeetingAnswer }>({
    method: 'POST', path: '/meetings', scope: 'meetings', write: true,
    schema: { params: noQuery, querystring: noQuery, body: ref('meetings-body'), response: answerOf('meetings-answer') },
    handler: async (ctx, req) => createMeeting(await meetingContext(ctx, req), req.body),
  }),
  defineRoute<{ Querystring: MeetingConflictsQuery; Reply: MeetingConflictsAnswer }>({
    method: 'GET', path: '/meetings/conflicts', scope: 'meetings', write: false,
    schema: { params: noQuery, querystring: params('conflicts'), response: answerOf('meetings-conflicts') },
    handler: async (ctx, req) => meetingConflicts(await meetingContext(ctx, req), req.query),
  }),
  defineRoute<{ Querystring: MeetingAttendeeQuery; Reply: MeetingAttendeeList }>({
    method: 'GET', path: '/meetings/attendees', scope: 'meetings', write: false,
    schema: { params: noQuery, querystring: params('attendeeSearch'), response: answerOf('meetings-attendees') },
    handler: async (ctx, req) => {
      const c = await meetingContext(ctx, req);
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
  }),
  defineRoute<{ Params: MeetingIdParams; Reply: MeetingAnswer }>({
    method: 'GET', path: '/meetings/:id', scope: 'meetings', write: false,
    schema: { params: idParams, querystring: noQuery, response: answerOf('meetings-answer') },
    handler: async (ctx, req) => openMeeting(await meetingContext(ctx, req), req.params.id),
  }),
  defineRoute<{ Params: MeetingIdParams; Body: MeetingBody; Reply: MeetingAnswer }>({
    method: 'PUT', path: '/meetings/:id', scope: 'meetings', write: true,
    schema: { params: idParams, querystring: noQuery, body: ref('meetings-body'), response: answerOf('meetings-answer') },
    handler: async (ctx, req) => updateMeeting(await meetingContext(ctx, req), req.params.id, req.body),
  }),
  defineRoute<{ Params: MeetingIdParams; Reply: MeetingAnswer }>({
    method: 'DELETE', path: '/meetings/:id', scope: 'meetings', write: true,
    schema: { params: idParams, querystring: noQuery, response: answerOf('meetings-answer') },
    handler: async (ctx, req) => cancelMeeting(await meetingContext(ctx, req), req.params.id),
  }),
  defineRoute<{ Params: MeetingIdParams; Reply: MeetingAnswer }>({
    method: 'POST', path: '/meetings/:id/accept', scope: 'meetings', write: true,
    schema: { params: idParams, querystring: noQuery, response: answerOf('meetings-answer') },
    handler: async (ctx, req) => respond(await meetingContext(ctx, req), req.params.id, 'accepted'),
  }),
  defineRoute<{ Params: MeetingIdParams; Reply: MeetingAnswer }>({
    method: 'POST', path: '/meetings/:id/decline', scope: 'meetings', write: true,
    schema: { params: idParams, querystring: noQuery, response: answerOf('meetings-answer') },
    handler: async (ctx, req) => respond(await meetingContext(ctx, req), req.params.id, 'declined'),
  }),
];

const appointmentRoutes: RouteDefinition[] = [
  defineRoute<{ Reply: AppointmentList }>({
    method: 'GET', path: '/appointments', scope: 'meetings', write: false,
    schema: { params: noQuery, querystring: noQuery, response: answerOf('meetings-appointment-list') },
    handler: async (ctx, req) => {
      const c = await meetingContext(ctx, req);
      assertAnyMeetingScope(c.viewer);
      return listAppointments(c);
    },
  }),
  defineRoute<{ Body: AppointmentBody; Reply: AppointmentAnswer }>({
    method: 'POST', path: '/appointments', scope: 'meetings', write: true,
    schema: { params: noQuery, querystring: noQuery, body: ref('meetings-appointment-body'), response: answerOf('meetings-appointment-answer') },
    handler: async (ctx, req) => createAppointment(await meetingContext(ctx, req), req.body),
  }),
  defineRoute<{ Params: MeetingIdParams; Reply: AppointmentAnswer }>({
    method: 'GET', path: '/appointments/:id', scope: 'meetings', write: false,
    schema: { params: idParams, querystring: noQuery, response: answerOf('meetings-appointment-answer') },
    handler: async (ctx, req) => readAppointment(await meetingContext(ctx, req), req.params.id),
  }),
  defineRoute<{ Params: MeetingIdParams; Body: AppointmentBody; Reply: AppointmentAnswer }>({
    method: 'PUT', path: '/appointments/:id', scope: 'meetings', write: true,
    schema: { params: idParams, querystring: noQuery, body: ref('meetings-appointment-body'), response: answerOf('meetings-appointment-answer') },
    handler: async (ctx, req) => updateAppointment(await meetingContext(ctx, req), req.params.id, req.body),
  }),
  defineRoute<{ Params: MeetingIdParams; Reply: AppointmentList }>({
    method: 'DELETE', path: '/appointments/:id', scope: 'meetings', write: true,
    schema: { params: idParams, querystring: noQuery, response: answerOf('meetings-appointment-list') },
    handler: async (ctx, req) => deleteAppointment(await meetingContext(ctx, req), req.params.id),
  }),
];

const messageRoutes: RouteDefinition[] = [
  defineRoute<{ Params: MeetingIdParams; Reply: MeetingMessageList }>({
    method: 'GET', path: '/meetings/:id/messages', scope: 'meetings', write: false,
    schema: { params: idParams, querystring: noQuery, response: answerOf('meetings-message-list') },
    handler: async (ctx, req) => readThread(await meetingContext(ctx, req), req.params.id),
  }),
  defineRoute<{ Params: MeetingIdParams; Body: MeetingMessageBody; Reply: MeetingMessageList }>({
    method: 'POST', path: '/meetings/:id/messages', scope: 'meetings', write: true,
    schema: { params: idParams, querystring: noQuery, body: ref('meetings-message-body'), response: answerOf('meetings-message-list') },
    handler: async (ctx, req) => sendMessage(await meetingContext(ctx, req), req.params.id, req.body.messageBody),
  }),
  defineRoute<{ Querystring: InboxQuery; Reply: InboxAnswer }>({
    method: 'GET', path: '/inbox', scope: 'meetings', write: false,
    schema: { params: noQuery, querystring: params('inbox'), response: answerOf('meetings-inbox') },
    handler: async (ctx, req) => inbox(await meetingContext(ctx, req), req.query),
  }),
  defineRoute<{ Body: InboxReadBody; Reply: MeCounts }>({
    method: 'POST', path: '/inbox/read', scope: 'meetings', write: true,
    schema: { params: noQuery, querystring: noQuery, body: ref('meetings-inbox-read-body'), response: answerOf('meetings-counts') },
    handler: async (ctx, req) => markInboxRead(await meetingContext(ctx, req), req.body.meetingIds),
  }),
  defineRoute<{ Reply: MeCounts }>({
    // Any signed-in user (the tool belt asks for everyone with event tools): 0 and 0 without meetings.
    method: 'GET', path: '/me/counts', scope: 'authenticated', write: false,
    schema: { params: noQuery, querystring: noQuery, response: answerOf('meetings-counts') },
    handler: async (ctx, req) => counts(await meetingContext(ctx, req)),
  }),
];

export const meetingsRoutes: readonly RouteDefinition[] = [...meetingRoutes, ...appointmentRoutes, ...messageRoutes];
