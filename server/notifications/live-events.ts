// What one sent instance means for the open pages of this process: for each connected user it reached, a toast
// (when their choices let it toast) and their unread count (when it reached their inbox). One query for all of them.
import type { UserLiveEvent } from '../../schemas/index.js';
import type { Db } from '../store/db.js';
import type { SentPayload } from './sender.js';

export interface UserEvent {
  userId: string;
  event: UserLiveEvent;
}

export async function notificationEventsFor(db: Db, instanceId: string, userIds: readonly string[]): Promise<UserEvent[]> {
  if (userIds.length === 0 || !/^\d{1,18}$/.test(instanceId)) return [];
  const { rows } = await db.query<{ user_id: string; toast: boolean; inbox_id: string | null; payload: SentPayload; unread: number }>(
    `SELECT d.user_id, bool_or(d.channel = 1) AS toast, max(d.id) FILTER (WHERE d.channel = 2) AS inbox_id, i.payload,
            (SELECT count(*)::int FROM notification_deliveries u WHERE u.user_id = d.user_id AND u.channel = 2 AND u.read_at IS NULL) AS unread
       FROM notification_deliveries d JOIN notification_instances i ON i.id = d.instance_id
      WHERE d.instance_id = $1 AND d.user_id = ANY ($2::text[])
      GROUP BY d.user_id, i.payload`,
    [instanceId, userIds],
  );
  return rows.map((r) => ({
    userId: r.user_id,
    event: {
      type: 'onNotification',
      notificationId: r.inbox_id === null ? null : String(r.inbox_id),
      title: r.payload.title,
      body: r.payload.body,
      category: r.payload.category,
      toast: r.toast,
      unreadCount: r.inbox_id === null ? null : r.unread,
      action1Name: r.payload.action1Name,
      action1Link: r.payload.action1Link,
    },
  }));
}
