// The viewer's notifications as hooks. Read marks and choices are optimistic: the list and count change at once, go
// back as they were when the write fails (the caller's onFailure shows the toast), and choices are read again after
// every write, so what the panel shows is what the server keeps.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { NotificationInbox, NotificationPreference, NotificationUnreadCount } from '../../schemas/api-types';
import { useSignedInViewerKey } from '../auth/use-session';
import {
  inboxQueryOptions, markAllNotificationsRead, markNotificationRead, notificationKeys, preferenceQueryOptions, removePushDevice,
  setNotificationPreference, unreadQueryOptions, type PreferenceChoice,
} from './notifications-api';

/** The viewer part of every notification key: the signed-in user's id, null when anonymous. */
export const useNotificationViewer = useSignedInViewerKey;

export function useNotificationInbox(viewer: string | null) {
  return useQuery({ ...inboxQueryOptions(viewer ?? 'anonymous'), enabled: viewer !== null });
}

export function useUnreadNotificationCount(viewer: string | null): number {
  return useQuery({ ...unreadQueryOptions(viewer ?? 'anonymous'), enabled: viewer !== null }).data?.unreadCount ?? 0;
}

export function useNotificationPreference(viewer: string | null) {
  return useQuery({ ...preferenceQueryOptions(viewer ?? 'anonymous'), enabled: viewer !== null });
}

interface Snapshot {
  inbox: NotificationInbox | undefined;
  unread: NotificationUnreadCount | undefined;
}

/** Marks read in the cached inbox and count (ids null: all of them); answers what was there to put back. */
async function markInCache(client: QueryClient, viewer: string, ids: ReadonlySet<string> | null, at: string): Promise<Snapshot> {
  const inboxKey = notificationKeys.inbox(viewer);
  const unreadKey = notificationKeys.unread(viewer);
  await Promise.all([client.cancelQueries({ queryKey: inboxKey }), client.cancelQueries({ queryKey: unreadKey })]);
  const before: Snapshot = { inbox: client.getQueryData(inboxKey), unread: client.getQueryData(unreadKey) };
  const hits = (id: string) => ids === null || ids.has(id);
  const newlyRead = before.inbox?.notifications.filter((n) => n.readTime === null && hits(n.notificationId)).length ?? 0;
  const unreadNow = ids === null ? 0 : Math.max(0, (before.unread?.unreadCount ?? before.inbox?.unreadCount ?? 0) - newlyRead);
  if (before.inbox) {
    client.setQueryData<NotificationInbox>(inboxKey, {
      notifications: before.inbox.notifications.map((n) => (n.readTime === null && hits(n.notificationId) ? { ...n, readTime: at } : n)),
      unreadCount: unreadNow,
    });
  }
  client.setQueryData<NotificationUnreadCount>(unreadKey, { unreadCount: unreadNow });
  return before;
}

function putBack(client: QueryClient, viewer: string, before: Snapshot | undefined): void {
  if (!before) return;
  client.setQueryData(notificationKeys.inbox(viewer), before.inbox);
  client.setQueryData(notificationKeys.unread(viewer), before.unread);
}

/** Marks one notification read (null id: all of them), optimistically. */
export function useMarkNotificationsRead(viewer: string, onFailure: (error: Error) => void, clock: () => Date) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) => (id === null ? markAllNotificationsRead() : markNotificationRead(id)),
    onMutate: (id: string | null) => markInCache(client, viewer, id === null ? null : new Set([id]), clock().toISOString()),
    onError: (error, _id, before) => {
      putBack(client, viewer, before);
      onFailure(error);
    },
    onSuccess: (answer) => {
      if (answer.unreadCount !== undefined) client.setQueryData<NotificationUnreadCount>(notificationKeys.unread(viewer), { unreadCount: answer.unreadCount });
    },
  });
}

/** Turns one channel or category on or off, optimistically; the choices are read again afterwards either way. */
export function useSetNotificationPreference(viewer: string, handlers: { onSuccess: () => void; onFailure: (error: Error) => void }) {
  const client = useQueryClient();
  const key = notificationKeys.preference(viewer);
  return useMutation({
    mutationFn: setNotificationPreference,
    onMutate: async (choice: PreferenceChoice) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<NotificationPreference>(key);
      if (before) client.setQueryData<NotificationPreference>(key, withChoice(before, choice));
      return before;
    },
    onError: (error, _choice, before) => {
      if (before) client.setQueryData(key, before);
      handlers.onFailure(error);
    },
    onSuccess: () => handlers.onSuccess(),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}

export function withChoice(preference: NotificationPreference, choice: PreferenceChoice): NotificationPreference {
  return choice.kind === 'type'
    ? { ...preference, notificationTypes: preference.notificationTypes.map((t) => (t.notificationType === choice.name ? { ...t, isSelected: choice.selected } : t)) }
    : { ...preference, categories: preference.categories.map((c) => (c.categoryName === choice.name ? { ...c, isSelected: choice.selected } : c)) };
}

/** Forgets one of the viewer's push devices; the device list is read again. */
export function useRemovePushDevice(viewer: string, onFailure: (error: Error) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removePushDevice,
    onError: (error) => onFailure(error),
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.preference(viewer) }),
  });
}
