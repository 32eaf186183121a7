// Live help (docs/behaviour/live-help.md): one private conversation per signed-in attendee with the help desk
// (content editors and site editors). Its messages are chat messages of the room `help:<user id>` (server/chat: the
// same store, rate limit and editors' hide); live_help_conversations keeps the desk's list and both sides' unread marks
// in step, in the transaction that stores each message. Plain functions over the store; the routes say who may call.
import { CHAT_LATEST_COUNT } from '../../schemas/index.js';
import type { LiveHelpConversationList, LiveHelpMessage, LiveHelpThread } from '../../schemas/api-types.js';
import { postMessage, type NewMessage } from '../chat/index.js';
import type { Db, Queryable } from '../store/db.js';

const HELP_ROOM_PREFIX = 'help:';
/** The chat room of an attendee's conversation: derived from their user id, so nobody names another's. */
export const helpRoomOf = (userId: string): string => `${HELP_ROOM_PREFIX}${userId}`;

/** The desk's list holds at most this many conversations, the latest first. */
export const DESK_LIST_MAX = 200;

export type HelpSide = 'attendee' | 'desk';

interface MessageRow {
  id: string;
  author_id: string;
  author_name: string | null;
  body: string;
  sent_at: Date | string;
}

interface ConversationRow {
  user_id: string;
  attendee_name: string | null;
  last_text: string;
  last_at: Date | string;
  unread: boolean;
}

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

/** Whether the other side wrote since `side` last read: ids, not times (a fixed testing date repeats times). */
const unreadSql = (side: HelpSide) =>
  side === 'attendee' ? 'last_desk_message_id > attendee_read_id' : 'last_attendee_message_id > desk_read_id';

/**
 * Whether the desk answered since the attendee last read their conversation: the live-help button's dot, answered
 * with the viewer's other counts (GET /me/counts) so a signed-in page polls one route; one primary-key read.
 */
export async function attendeeHasUnreadHelp(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query<{ unread: boolean }>(`SELECT ${unreadSql('attendee')} AS unread FROM live_help_conversations WHERE user_id = $1`, [userId]);
  return rows[0]?.unread === true;
}

/** One attendee's conversation as `side` sees it; null when they have never written. */
export async function readThread(db: Queryable, userId: string, side: HelpSide): Promise<LiveHelpThread | null> {
  const head = await db.query<{ attendee_name: string | null; unread: boolean }>(
    `SELECT attendee_name, ${unreadSql(side)} AS unread FROM live_help_conversations WHERE user_id = $1`,
    [userId],
  );
  const row = head.rows[0];
  if (!row) return null;
  const { rows } = await db.query<MessageRow>(
    `SELECT id::text AS id, author_id, author_name, body, sent_at FROM (
       SELECT * FROM chat_messages WHERE room_id = $1 AND hidden_at IS NULL ORDER BY id DESC LIMIT $2
     ) latest ORDER BY id`,
    [helpRoomOf(userId), CHAT_LATEST_COUNT],
  );
  const items: LiveHelpMessage[] = rows.map((m) => ({
    id: String(m.id), text: m.body, sentAt: iso(m.sent_at), fromDesk: m.author_id !== userId, authorName: m.author_name,
  }));
  return { conversationId: userId, attendeeName: row.attendee_name, unread: Boolean(row.unread), items };
}

/** What an attendee sees before their first message: an empty conversation. */
export const emptyThread = (userId: string, attendeeName: string | null): LiveHelpThread =>
  ({ conversationId: userId, attendeeName, unread: false, items: [] });

/** A message of a conversation: the chat's new message, in the attendee's room, from one side. */
export type HelpPost = Omit<NewMessage, 'roomId'> & {
  /** The attendee whose conversation it is. */
  conversationId: string;
  side: HelpSide;
};

/**
 * Stores a message of either side under the chat's rate limit. The attendee's first message opens the conversation;
 * the desk answers only an open one (false: there is none, nothing stored). Writing counts as reading for the writer.
 */
export async function postToConversation(db: Db, post: HelpPost): Promise<boolean> {
  const { conversationId, side } = post;
  if (side === 'desk') {
    const open = await db.query('SELECT 1 FROM live_help_conversations WHERE user_id = $1', [conversationId]);
    if (open.rows.length === 0) return false;
  }
  const message = { roomId: helpRoomOf(conversationId), ...post };
  await postMessage(db, message, async (tx, id) => {
    const text = post.text.trim();
    if (side === 'attendee') {
      await tx.query(
        `INSERT INTO live_help_conversations AS c
           (user_id, attendee_name, last_message_id, last_text, last_at, last_attendee_message_id, attendee_read_id)
         VALUES ($1, $2, $3, $4, $5, $3, $3)
         ON CONFLICT (user_id) DO UPDATE SET attendee_name = COALESCE(EXCLUDED.attendee_name, c.attendee_name),
           last_message_id = EXCLUDED.last_message_id, last_text = EXCLUDED.last_text, last_at = EXCLUDED.last_at,
           last_attendee_message_id = EXCLUDED.last_message_id, attendee_read_id = EXCLUDED.last_message_id`,
        [conversationId, post.authorName, id, text, post.sentAt.toISOString()],
      );
    } else {
      await tx.query(
        `UPDATE live_help_conversations SET last_message_id = $2, last_text = $3, last_at = $4,
           last_desk_message_id = $2, desk_read_id = $2
         WHERE user_id = $1`,
        [conversationId, id, text, post.sentAt.toISOString()],
      );
    }
  });
  return true;
}

/** `side` has read the conversation up to its latest message (no conversation: nothing to mark). */
export async function markRead(db: Queryable, conversationId: string, side: HelpSide): Promise<void> {
  const column = side === 'attendee' ? 'attendee_read_id' : 'desk_read_id';
  await db.query(`UPDATE live_help_conversations SET ${column} = last_message_id WHERE user_id = $1 AND ${column} < last_message_id`, [
    conversationId,
  ]);
}

/**
 * The desk's list: the latest conversations first, each with its last message still shown and whether the attendee
 * is waiting. The last message is read from the room (one step of the visible-messages index per conversation) rather
 * than the conversation row, so a message an editor hid never shows in the list; none left shows an empty line.
 */
export async function listConversations(db: Queryable): Promise<LiveHelpConversationList> {
  const { rows } = await db.query<ConversationRow>(
    `SELECT c.user_id, c.attendee_name, coalesce(v.body, '') AS last_text, coalesce(v.sent_at, c.last_at) AS last_at,
       ${unreadSql('desk')} AS unread
     FROM live_help_conversations c
     LEFT JOIN LATERAL (
       SELECT body, sent_at FROM chat_messages WHERE room_id = $2 || c.user_id AND hidden_at IS NULL ORDER BY id DESC LIMIT 1
     ) v ON true
     ORDER BY c.last_message_id DESC LIMIT $1`,
    [DESK_LIST_MAX, HELP_ROOM_PREFIX],
  );
  return {
    items: rows.map((r) => ({
      conversationId: r.user_id, attendeeName: r.attendee_name, lastText: r.last_text, lastAt: iso(r.last_at), unread: Boolean(r.unread),
    })),
  };
}
