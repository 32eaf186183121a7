// The built-in chat (docs/behaviour/live-and-video.md, Chat): a room's latest messages, a post under the per-author
// rate limit, an editor's hide. Plain functions over the store; the routes (chat-routes.ts) apply who may call them.
import { CHAT_LATEST_COUNT } from '../../schemas/index.js';
import type { ChatMessage, ChatMessageList } from '../../schemas/api-types.js';
import { ApiError } from '../errors.js';
import type { Db, Queryable } from '../store/db.js';

interface MessageRow {
  id: string;
  room_id: string;
  author_id: string;
  author_name: string | null;
  body: string;
  sent_at: Date | string;
}

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

const messageOf = (row: MessageRow, ownIds: ReadonlySet<string>): ChatMessage => ({
  id: String(row.id),
  roomId: row.room_id,
  authorName: row.author_name,
  text: row.body,
  sentAt: iso(row.sent_at),
  isOwn: ownIds.has(row.author_id),
});

/** The room's latest visible messages, oldest first. `ownIds`: the author ids that are the viewer's. */
export async function listMessages(db: Queryable, roomId: string, ownIds: readonly string[]): Promise<ChatMessageList> {
  const { rows } = await db.query<MessageRow>(
    `SELECT id::text AS id, room_id, author_id, author_name, body, sent_at FROM (
       SELECT * FROM chat_messages WHERE room_id = $1 AND hidden_at IS NULL ORDER BY id DESC LIMIT $2
     ) latest ORDER BY id`,
    [roomId, CHAT_LATEST_COUNT],
  );
  const own = new Set(ownIds);
  return { roomId, items: rows.map((row) => messageOf(row, own)) };
}

export interface NewMessage {
  roomId: string;
  authorId: string;
  /** null: an anonymous author. */
  authorName: string | null;
  text: string;
  /** The event clock: the time the message shows. */
  sentAt: Date;
  /** The server's clock: what the rate limit compares. */
  postedAt: Date;
  rateLimitMs: number;
}

/**
 * Stores a message unless its author posted less than `rateLimitMs` ago (chat.rate-limited, nothing stored). The
 * limit is one conditional upsert of the author's row in the same transaction as the insert, so two posts racing
 * from two tabs or two processes cannot both pass. `alongside` runs in that transaction with the new message's id
 * (live help keeps its conversation row in step with it); answers the id.
 */
export async function postMessage(db: Db, message: NewMessage, alongside?: (tx: Queryable, id: string) => Promise<void>): Promise<string> {
  const { roomId, authorId, authorName, text, sentAt, postedAt, rateLimitMs } = message;
  return db.transaction(async (tx) => {
    const passed = await tx.query(
      `INSERT INTO chat_authors (author_id, last_posted_at) VALUES ($1, $2)
       ON CONFLICT (author_id) DO UPDATE SET last_posted_at = EXCLUDED.last_posted_at
        WHERE chat_authors.last_posted_at <= $3
       RETURNING author_id`,
      [authorId, postedAt.toISOString(), new Date(postedAt.getTime() - rateLimitMs).toISOString()],
    );
    if (passed.rows.length === 0) throw new ApiError('chatRateLimited', { rateLimitMs });
    const { rows } = await tx.query<{ id: string }>(
      'INSERT INTO chat_messages (room_id, author_id, author_name, body, sent_at, posted_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::text AS id',
      [roomId, authorId, authorName, text.trim(), sentAt.toISOString(), postedAt.toISOString()],
    );
    const id = String(rows[0]?.id);
    if (alongside) await alongside(tx, id);
    return id;
  });
}

/** Hides a message from every reader (again: no change). Answers its room, or null when there is no such message. */
export async function hideMessage(db: Queryable, id: string, by: string, at: Date): Promise<{ id: string; roomId: string } | null> {
  const { rows } = await db.query<{ room_id: string }>(
    `UPDATE chat_messages SET hidden_at = COALESCE(hidden_at, $2), hidden_by = COALESCE(hidden_by, $3) WHERE id = $1 RETURNING room_id`,
    [id, at.toISOString(), by],
  );
  return rows[0] ? { id, roomId: rows[0].room_id } : null;
}
