// The schedule calls this block uses, all from their owners' clients (api-client/schedule.ts, the schedule server's;
// api-client/profile.ts, the attendees helper's): one place that names them, so the views import nothing from
// api-client directly.
export {
  scheduleQueryOptions,
  sharedScheduleQueryOptions,
  useSchedule,
  useSharedSchedule,
  useScheduleViewer,
  useRemoveFromSchedule,
  useScheduleFeed,
  useRegenerateFeed,
  useRevokeFeed,
  downloadTripReport,
} from '../../api-client/schedule';
export { profileQueryOptions } from '../../api-client/profile';
