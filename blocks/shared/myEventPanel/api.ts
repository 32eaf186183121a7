// The calls the My Event panel makes, from their owners' clients: the schedule (api-client/schedule.ts) and the
// meetings helper's counts and inbox (api-client/meetings.ts: polled at the settings' rates, refreshed by the live
// channel). One place names them.
export { useSchedule } from '../../../api-client/schedule';
export { useMyCounts as useMyEventCounts, useInbox } from '../../../api-client/meetings';
export {
  useMarkNotificationsRead, useNotificationInbox, useNotificationPreference, useNotificationViewer, useRemovePushDevice,
  useSetNotificationPreference, useUnreadNotificationCount, usePushOptIn,
} from '../../../api-client/notifications';
export type { PushOptIn } from '../../../api-client/notifications';
