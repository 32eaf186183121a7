// Meeting messages, the inbox and the counts (docs/behaviour/meetings.md). A message needs a
// meeting the sender belongs to (organizer or invitee) and non-empty text. What a member has read is one number
// per meeting (the last message id read), so unread counts are a single indexed comparison.
import type { InboxAnswer, InboxQuery, InboxThread, MeCounts, MeetingMessage, MeetingMessageList } from '../../schemas/api-types.js';
import { ApiError } from '../errors.js';
import type { Queryable } from '../store/db.js';
import { assertFeature, type MeetingContext } from './context.js';
import { iso, isMember, meetingRow } from './meeting-read.js';
import { peopleByUserId, personOrUnknown } from './people.js';
import { actorName } from './live.js';
import { memberMeetingIds } from './member-sql.js';
import { assertCanWrite } from './rules.js';
import { attendeeHasUnreadHelp } from '../live-help/index.js';
import { unreadNotificationCount } from '../notifications/index.js';

/** docs/behaviour/meetings.md: Messages need sign-in, the meetings scope and showMessaging. */
function assertMessaging(c: MeetingContext): void {
  assertCanWrite(c.viewer);
  assertFeature(c, 'showMessaging');
}

interface MessageRow {
  id: string | number;
  meeting_id: string;
  sender_id: string;
  body: string;
  sent_at: Date | string;
  last_read_id?: string | number | null;
}

async function toMessages(db: Queryable, viewerId: string, rows: readonly MessageRow[], lastRead: (m: MessageRow) => number): Promise<MeetingMessage[]> {
  const people = await peopleByUserId(db, rows.map((r) => r.sender_id));
  return rows.map((r) => {
    const sender = personOrUnknown(people, r.sender_id);
    const own = r.sender_id === viewerId;
    return {
      id: String(r.id),
      meetingId: r.meeting_id,
      senderRegistrantKey: r.sender_id,
      senderAttendeeId: sender.attendeeId,
      senderDisplayName: sender.displayName,
      messageBody: r.body,
      sentTime: iso(r.sent_at),
      isOwn: own,
      isNew: !own && Number(r.id) > lastRead(r),
    };
  });
}

/** A meeting the viewer belongs to (404 otherwise: no hint that it exists). */
async function memberMeeting(c: MeetingContext, db: Queryable, meetingId: string, lock = false) {
  const row = await meetingRow(db, meetingId, lock);
  if (!row || !(await isMember(db, row, c.viewer.userId))) throw new ApiError('notFound', { meetingId }, `No meeting ${meetingId}.`);
  return row;
}

async function markRead(db: Queryable, meetingId: string, userId: string): Promise<void> {
  await db.query(
    `INSERT INTO meeting_message_reads (meeting_id, user_id, last_read_id)
     SELECT $1, $2, coalesce(max(id), 0) FROM meeting_messages WHERE meeting_id = $1
     ON CONFLICT (meeting_id, user_id) DO UPDATE SET last_read_id = greatest(meeting_message_reads.last_read_id, EXCLUDED.last_read_id)`,
    [meetingId, userId],
  );
}

/**
 * GET /meetings/{id}/messages: the thread, oldest first, each flagged isNew as the viewer had it; reading it marks
 * it read (in the same transaction, so a message arriving meanwhile stays unread).
 */
export async function readThread(c: MeetingContext, meetingId: string): Promise<MeetingMessageList> {
  assertMessaging(c);
  return c.db.transaction(async (tx) => {
    await memberMeeting(c, tx, meetingId);
    const { rows } = await tx.query<MessageRow>(
      `SELECT m.id, m.meeting_id, m.sender_id, m.body, m.sent_at, r.last_read_id
       FROM meeting_messages m LEFT JOIN meeting_message_reads r ON r.meeting_id = m.meeting_id AND r.user_id = $2
       WHERE m.meeting_id = $1 ORDER BY m.id`,
      [meetingId, c.viewer.userId],
    );
    const items = await toMessages(tx, c.viewer.userId, rows, (r) => Number(r.last_read_id ?? 0));
    await markRead(tx, meetingId, c.viewer.userId);
    return { items };
  });
}

/** POST /meetings/{id}/messages: docs/behaviour/meetings.md "send message needs meeting and non-empty text". */
export async function sendMessage(c: MeetingContext, meetingId: string, text: string): Promise<MeetingMessageList> {
  assertMessaging(c);
  const body = text.trim();
  if (body === '') throw new ApiError('badRequest', { field: 'messageBody' }, 'messageBody must not be blank.');
  const result = await c.db.transaction(async (tx) => {
    const row = await memberMeeting(c, tx, meetingId, true);
    // Checked under the meeting's row lock, so a message cannot slip in after a concurrent cancellation.
    if (row.status === 'cancelled') throw new ApiError('meetingCancelled', { meetingId, status: row.status }, 'This meeting was cancelled: it takes no more messages.');
    await tx.query('INSERT INTO meeting_messages (meeting_id, sender_id, body, sent_at) VALUES ($1, $2, $3, $4)', [meetingId, c.viewer.userId, body, c.now.toISOString()]);
    // The sender has read their own thread up to their message.
    await markRead(tx, meetingId, c.viewer.userId);
    const { rows: members } = await tx.query<{ user_id: string }>('SELECT user_id FROM meeting_participants WHERE meeting_id = $1', [meetingId]);
    const { rows } = await tx.query<MessageRow>('SELECT id, meeting_id, sender_id, body, sent_at FROM meeting_messages WHERE meeting_id = $1 ORDER BY id', [meetingId]);
    const items = await toMessages(tx, c.viewer.userId, rows, () => Number.MAX_SAFE_INTEGER);
    return { items, subject: row.subject, recipients: [row.owner_id, ...members.map((m) => m.user_id)].filter((u) => u !== c.viewer.userId) };
  });
  await c.notify(result.recipients, { type: 'onMeetingMessage', meetingId, subject: result.subject, by: await actorName(c) });
  return { items: result.items };
}

interface ThreadRow {
  meeting_id: string;
  subject: string;
  starts_at: Date | string;
  status: 'active' | 'cancelled';
  owner_id: string;
  unread: string | number;
  last_id: string | number | null;
  last_sender: string | null;
  last_body: string | null;
  last_sent: Date | string | null;
  last_read_id: string | number | null;
}

/** The viewer's meetings with their thread summaries (appointments have no thread). */
async function threadRows(db: Queryable, userId: string): Promise<ThreadRow[]> {
  const { rows } = await db.query<ThreadRow>(
    `SELECT mt.id AS meeting_id, mt.subject, mt.starts_at, mt.status, mt.owner_id, coalesce(r.last_read_id, 0) AS last_read_id,
       (SELECT count(*) FROM meeting_messages x WHERE x.meeting_id = mt.id AND x.sender_id <> $1 AND x.id > coalesce(r.last_read_id, 0)) AS unread,
       l.id AS last_id, l.sender_id AS last_sender, l.body AS last_body, l.sent_at AS last_sent
     FROM meetings mt
     LEFT JOIN meeting_message_reads r ON r.meeting_id = mt.id AND r.user_id = $1
     LEFT JOIN LATERAL (SELECT id, sender_id, body, sent_at FROM meeting_messages WHERE meeting_id = mt.id ORDER BY id DESC LIMIT 1) l ON true
     WHERE mt.meeting_type <> 'block' AND mt.id IN ${memberMeetingIds('$1')}
     ORDER BY l.id DESC NULLS LAST, mt.starts_at DESC`,
    [userId],
  );
  return rows;
}

/**
 * GET /inbox (docs/behaviour/meetings.md, /user/inbox: toRegKey, isNew, source): one thread per meeting with a message or,
 * with toRegKey, every meeting shared with that attendee (so a conversation can start).
 */
export async function inbox(c: MeetingContext, q: InboxQuery): Promise<InboxAnswer> {
  assertMessaging(c);
  const rows = await threadRows(c.db, c.viewer.userId);
  const ids = rows.map((r) => r.meeting_id);
  const { rows: parts } = ids.length
    ? await c.db.query<{ meeting_id: string; user_id: string }>('SELECT meeting_id, user_id FROM meeting_participants WHERE meeting_id = ANY($1::text[]) ORDER BY invited_at', [ids])
    : { rows: [] };
  const people = await peopleByUserId(c.db, [...rows.map((r) => r.owner_id), ...parts.map((p) => p.user_id), ...rows.flatMap((r) => (r.last_sender ? [r.last_sender] : []))]);
  const toRegKey = q.toRegKey?.trim() || null;
  let threads: InboxThread[] = rows.map((r) => {
    const others = [r.owner_id, ...parts.filter((p) => p.meeting_id === r.meeting_id).map((p) => p.user_id)]
      .filter((u) => u !== c.viewer.userId)
      .map((u) => {
        const p = personOrUnknown(people, u);
        return { userId: p.userId, attendeeId: p.attendeeId, displayName: p.displayName, photo: p.photo };
      });
    const sender = r.last_sender ? personOrUnknown(people, r.last_sender) : null;
    const lastMessage: MeetingMessage | null = r.last_id !== null && sender
      ? {
          id: String(r.last_id), meetingId: r.meeting_id, senderRegistrantKey: sender.userId, senderAttendeeId: sender.attendeeId,
          senderDisplayName: sender.displayName, messageBody: r.last_body ?? '', sentTime: iso(r.last_sent ?? r.starts_at),
          isOwn: sender.userId === c.viewer.userId, isNew: sender.userId !== c.viewer.userId && Number(r.last_id) > Number(r.last_read_id ?? 0),
        }
      : null;
    return { meetingId: r.meeting_id, subject: r.subject, time: iso(r.starts_at), status: r.status, others, lastMessage, unreadCount: Number(r.unread) };
  });
  const unreadMessages = threads.reduce((n, t) => n + t.unreadCount, 0);
  if (toRegKey) threads = threads.filter((t) => t.others.some((o) => o.attendeeId === toRegKey || o.userId === toRegKey));
  else threads = threads.filter((t) => t.lastMessage !== null);
  if (q.isNew === 'true') threads = threads.filter((t) => t.unreadCount > 0);
  return { threads, toRegKey, source: q.source?.trim() || null, unreadMessages };
}

/** POST /inbox/read: marks these threads read, all or nothing (404 when one is not the viewer's). */
export async function markInboxRead(c: MeetingContext, meetingIds: readonly string[]): Promise<MeCounts> {
  assertMessaging(c);
  await c.db.transaction(async (tx) => {
    const mine = new Set((await threadRows(tx, c.viewer.userId)).map((r) => r.meeting_id));
    const missing = meetingIds.find((id) => !mine.has(id));
    if (missing !== undefined) throw new ApiError('notFound', { meetingId: missing }, `No meeting ${missing}.`);
    for (const id of new Set(meetingIds)) await markRead(tx, id, c.viewer.userId);
  });
  await c.notify([c.viewer.userId], { type: 'onUserCounts', reason: 'read', meetingId: null });
  return counts(c);
}

/**
 * GET /me/counts: new invitations (pending, not yet opened, of meetings still ahead and not cancelled), unread
 * messages of the viewer's meetings, unread notifications, and whether the live-help desk answered unread: every
 * count a signed-in page polls, in one answer. Any signed-in user may ask; without meeting scopes the first two are 0.
 */
export async function counts(c: MeetingContext): Promise<MeCounts> {
  const { rows } = await c.db.query<{ invites: string | number; unread: string | number }>(
    `SELECT
       (SELECT count(*) FROM meeting_participants p JOIN meetings m ON m.id = p.meeting_id
        WHERE p.user_id = $1 AND p.response = 'pending' AND p.seen_at IS NULL AND m.status = 'active' AND m.ends_at > $2) AS invites,
       (SELECT count(*) FROM ${memberMeetingIds('$1')} AS mine(id)
        JOIN meeting_messages x ON x.meeting_id = mine.id
        LEFT JOIN meeting_message_reads r ON r.meeting_id = mine.id AND r.user_id = $1
        WHERE x.sender_id <> $1 AND x.id > coalesce(r.last_read_id, 0)) AS unread`,
    [c.viewer.userId, c.now.toISOString()],
  );
  const liveHelpUnread = await attendeeHasUnreadHelp(c.db, c.viewer.userId);
  const unreadNotifications = await unreadNotificationCount(c.db, c.viewer.userId);
  return { newInvites: Number(rows[0]?.invites ?? 0), unreadMessages: Number(rows[0]?.unread ?? 0), unreadNotifications, liveHelpUnread };
}
