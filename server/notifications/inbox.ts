// A user's inbox: the inbox deliveries of the sends that reached them, newest first, with read state. Every query
// names the user, so nobody reads or marks another user's notifications.
import type { InboxNotification, NotificationInbox } from '../../schemas/api-types.js';
import { ApiError } from '../errors.js';
import type { Db, Queryable } from '../store/db.js';

/** The inbox shows the latest this many; older ones stay counted while unread. */
export const INBOX_LIMIT = 100;

interface InboxRow {
  id: string;
  payload: Record<string, string | null>;
  sent_at: Date;
  read_at: Date | null;
}

const itemOf = (row: InboxRow): InboxNotification => ({
  notificationId: String(row.id),
  title: row.payload.title ?? '',
  name: row.payload.name ?? '',
  description: row.payload.body ?? '',
  category: row.payload.category ?? '',
  sentTime: new Date(row.sent_at).toISOString(),
  readTime: row.read_at ? new Date(row.read_at).toISOString() : null,
  action1Name: row.payload.action1Name ?? null,
  action1Link: row.payload.action1Link ?? null,
  action2Name: row.payload.action2Name ?? null,
  action2Link: row.payload.action2Link ?? null,
});

export async function unreadCount(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM notification_deliveries WHERE user_id = $1 AND channel = 2 AND read_at IS NULL',
    [userId],
    { prepare: 'notification_unread_count' },
  );
  return rows[0]?.n ?? 0;
}

export async function readInbox(db: Db, userId: string): Promise<NotificationInbox> {
  const { rows } = await db.query<InboxRow>(
    `SELECT d.id, i.payload, d.sent_at, d.read_at
       FROM notification_deliveries d JOIN notification_instances i ON i.id = d.instance_id
      WHERE d.user_id = $1 AND d.channel = 2
      ORDER BY d.sent_at DESC, d.id DESC
      LIMIT $2`,
    [userId, INBOX_LIMIT],
  );
  return { notifications: rows.map(itemOf), unreadCount: await unreadCount(db, userId) };
}

/** Marks one of the user's notifications read (again: the first read time stays); answers the unread count after. */
export async function markRead(db: Db, userId: string, id: string, at: Date): Promise<number> {
  if (!/^\d{1,18}$/.test(id)) throw new ApiError('notFound', { notificationId: id }, `No notification ${id}.`);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `UPDATE notification_deliveries SET read_at = coalesce(read_at, $3)
        WHERE id = $2 AND user_id = $1 AND channel = 2 RETURNING id`,
      [userId, id, at],
    );
    if (rows.length === 0) throw new ApiError('notFound', { notificationId: id }, `No notification ${id}.`);
    return unreadCount(tx, userId);
  });
}

/** Marks every unread notification of the user read (the count is then 0); answers how many it marked. */
export async function markAllRead(db: Db, userId: string, at: Date): Promise<number> {
  const { rows } = await db.query(
    'UPDATE notification_deliveries SET read_at = $2 WHERE user_id = $1 AND channel = 2 AND read_at IS NULL RETURNING id',
    [userId, at],
  );
  return rows.length;
}
