// The meetings' surface of api-client (meetings, appointments, messages, the inbox and the counts), apart from
// index.ts for the reason catalog.ts is: what index.ts reaches lands in every attendee page's entry chunk.
export {
  answerMeeting, appointmentQueryOptions, appointmentsQueryOptions, cancelMeeting, conflictsQueryOptions, countsQueryOptions,
  createAppointment, createMeeting, deleteAppointment, getAppointment, getAppointments, getConflicts, getCounts, getInbox, getMeeting,
  getMeetings, getMessages, inboxQueryOptions, markRead, meetingAttendeesQueryOptions, meetingKeys, meetingQueryOptions,
  meetingsQueryOptions, messagesQueryOptions, searchMeetingAttendees, sendMessage, updateAppointment, updateMeeting,
} from './meetings/meetings-api';
export type { ConflictsParams, InboxParams } from './meetings/meetings-api';
export {
  MEETING_COUNT_REFRESH_SECONDS, MESSAGE_COUNT_REFRESH_SECONDS, useAnswerMeeting, useCancelMeeting, useCreateAppointment, useCreateMeeting,
  useCountQueries, useDeleteAppointment, useInbox, useMarkRead, useMeetingCounts, useMeetingViewer, useMessages, useMyCounts, useSendMessage, useUpdateAppointment, useUpdateMeeting,
} from './meetings/meeting-hooks';
export type { CountsWanted } from './meetings/meeting-hooks';
