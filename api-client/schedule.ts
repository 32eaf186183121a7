// The schedule's surface of api-client (my schedule, RSVP and waitlist, nominations, calendar feed, trip report), apart
// from index.ts for the reason catalog.ts is: only the lazy schedule blocks import it, so none of it lands in the
// entry chunk of every attendee page.
export {
  addToSchedule, cancelNomination, cancelRsvp, getNomination, getRsvp, downloadTripReport, getSchedule, getScheduleFeed, getSharedSchedule,
  nominate, nominationQueryOptions, putRsvp, regenerateScheduleFeed, removeFromSchedule, revokeScheduleFeed, rsvpQueryOptions,
  scheduleFeedQueryOptions, scheduleKeys, scheduleQueryOptions, sessionIcsUrl, sharedScheduleQueryOptions,
} from './schedule/schedule-api';
export type { ScheduleRange } from './schedule/schedule-api';
export {
  useAddToSchedule, useCancelNomination, useCancelRsvp, useDeleteRsvp, useNominate, usePutRsvp, useNomination, useRegenerateFeed, useRemoveFromSchedule, useRevokeFeed,
  useRsvp, useRsvpMutation, useSchedule, useScheduleFeed, useScheduleViewer, useSharedSchedule,
} from './schedule/schedule-hooks';
