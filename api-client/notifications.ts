// The notifications' surface of api-client: the viewer's inbox, unread count, read marks, choices and push devices.
export { notificationKeys, setNotificationPreference } from './notifications/notifications-api';
export type { PreferenceChoice } from './notifications/notifications-api';
export {
  useMarkNotificationsRead, useNotificationInbox, useNotificationPreference, useNotificationViewer, useRemovePushDevice,
  useSetNotificationPreference, useUnreadNotificationCount, withChoice,
} from './notifications/notification-hooks';
export { browserCanPush, deviceNames, PushSubscriptionError } from './notifications/push-subscription';
export type { PushFailure } from './notifications/push-subscription';
export { pushEndpointKey, usePushDevice, useTogglePush } from './notifications/push-hooks';
export type { PushDeviceState } from './notifications/push-hooks';
export { usePushOptIn } from './notifications/push-opt-in';
export type { PushOptIn } from './notifications/push-opt-in';
