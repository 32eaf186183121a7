// The notifications' surface of api-client: the viewer's inbox, unread count, read marks, choices and push devices.
export { notificationKeys, setNotificationPreference } from './notifications/notifications-api';
export type { PreferenceChoice } from './notifications/notifications-api';
export {
  useMarkNotificationsRead, useNotificationInbox, useNotificationPreference, useNotificationViewer, useRemovePushDevice,
  useSetNotificationPreference, useUnreadNotificationCount, withChoice,
} from './notifications/notification-hooks';
