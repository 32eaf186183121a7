// The viewer's notifications (server/notifications; docs/contracts.md, /api/pushnotification): inbox, unread count,
// read marks, choices and push devices. Every answer is the signed-in viewer's own, so every key names the viewer
// after 'notifications'; the live event onNotification updates the count and refreshes the inbox.
import { queryOptions } from '@tanstack/react-query';
import { NOTIFICATION_UNREAD_POLL_SECONDS, type NotificationCategory, type NotificationTypeName } from '../../schemas';
import type { NotificationInbox, NotificationPreference, NotificationSuccess, NotificationUnreadCount } from '../../schemas/api-types';
import { apiRequest } from '../http';
import { getCounts } from '../meetings/meetings-api';

export const notificationKeys = {
  all: () => ['notifications'] as const,
  viewer: (viewer: string) => ['notifications', viewer] as const,
  inbox: (viewer: string) => ['notifications', viewer, 'inbox'] as const,
  unread: (viewer: string) => ['notifications', viewer, 'unread'] as const,
  preference: (viewer: string) => ['notifications', viewer, 'preference'] as const,
};

export const getNotificationInbox = (signal?: AbortSignal) => apiRequest<NotificationInbox>('/pushnotification/inbox', { signal });
/**
 * The unread count from GET /me/counts, which answers every count a signed-in page polls (invitations, messages,
 * notifications, the live-help desk): a page asks one route, and a poll that coincides with another shares its answer.
 */
export const getUnreadNotificationCount = (): Promise<NotificationUnreadCount> =>
  getCounts().then((counts) => ({ unreadCount: counts.unreadNotifications }));
export const getNotificationPreference = (signal?: AbortSignal) => apiRequest<NotificationPreference>('/pushnotification/preference', { signal });

export const markNotificationRead = (id: string) =>
  apiRequest<NotificationSuccess>(`/pushnotification/${encodeURIComponent(id)}/read`, { method: 'POST' });
export const markAllNotificationsRead = () => apiRequest<NotificationSuccess>('/pushnotification/readAll', { method: 'POST' });

export type PreferenceChoice =
  | { kind: 'type'; name: NotificationTypeName; selected: boolean }
  | { kind: 'category'; name: NotificationCategory; selected: boolean };

/** One choice; an answer whose success is false is a failure ('Failed to update preference'). */
export async function setNotificationPreference(choice: PreferenceChoice): Promise<NotificationSuccess> {
  const answer = choice.kind === 'type'
    ? await apiRequest<NotificationSuccess>('/pushnotification/preference/notification-type', { method: 'POST', body: { NotificationType: choice.name, IsSelected: choice.selected } })
    : await apiRequest<NotificationSuccess>('/pushnotification/preference/category', { method: 'POST', body: { CategoryName: choice.name, IsSelected: choice.selected } });
  if (!answer.success) throw new Error('Failed to update preference');
  return answer;
}

export const removePushDevice = (endpoint: string) =>
  apiRequest<NotificationSuccess>('/PushSubscription/remove', { method: 'POST', body: { endpoint } });

export const inboxQueryOptions = (viewer: string) =>
  queryOptions({ queryKey: notificationKeys.inbox(viewer), queryFn: ({ signal }) => getNotificationInbox(signal) });

/** Polled every 15 s while a page shows it; the live channel also sets it the moment a notification arrives. */
export const unreadQueryOptions = (viewer: string) =>
  queryOptions({
    queryKey: notificationKeys.unread(viewer),
    queryFn: () => getUnreadNotificationCount(),
    refetchInterval: NOTIFICATION_UNREAD_POLL_SECONDS * 1000,
  });

export const preferenceQueryOptions = (viewer: string) =>
  queryOptions({ queryKey: notificationKeys.preference(viewer), queryFn: ({ signal }) => getNotificationPreference(signal) });
