// User-channel live events: a new message, a meeting invitation or answer, a waitlist promotion
// reaches only the open pages of the user it concerns, and a seat count change reaches every open page (the pages of
// that session refetch its state). They travel on a NOTIFY channel of their own (every API process delivers them to its
// own streams) and never clear the read cache, which holds nothing personal. The stream learns who is listening from
// the page session cookie (live-route.ts).
import { MEETING_CHANGES, type SessionSeatsEvent, type UserLiveEvent } from '../../schemas/index.js';
import type { Db } from '../store/db.js';
import type { LiveHub } from './live-hub.js';
import { createSeatThrottle } from './seat-throttle.js';

export type { UserLiveEvent };

export const USER_CHANNEL = 'conference_user_events';

/**
 * `userId` null: every open stream (only onSessionSeats and onChatRoom, which say nothing personal); `staff`: the
 * streams of content editors instead (only onLiveHelp: the help desk).
 */
export interface Envelope {
  userId: string | null;
  staff?: true;
  event: UserLiveEvent;
}

const REASONS: ReadonlySet<string> = new Set(['message', 'invite', 'response', 'update', 'cancel', 'read']);
const CHANGES: ReadonlySet<string> = new Set(MEETING_CHANGES);

type Fields = Record<string, unknown>;
/** A non-empty id or text of bounded length (a NOTIFY payload holds at most 8000 bytes anyway). */
const text = (v: unknown, max = 500): v is string => typeof v === 'string' && v !== '' && v.length <= max;
const count = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const nameOrNull = (v: unknown): string | null | undefined => (v === null ? null : text(v, 300) ? v : undefined);

/**
 * Reads one event strictly: every field of its type present and well-formed, nothing else kept. Anything else is
 * dropped (a refresh it would have caused is repaired by the next poll or visit; a half-read event could toast nonsense).
 */
function parseEvent(e: Fields): UserLiveEvent | null {
  switch (e.type) {
    case 'onUserCounts': {
      if (typeof e.reason !== 'string' || !REASONS.has(e.reason)) return null;
      if (e.meetingId !== null && !text(e.meetingId, 100)) return null;
      return { type: e.type, reason: e.reason as 'read', meetingId: e.meetingId };
    }
    case 'onWaitlistPromoted':
      return text(e.sessionId, 100) && text(e.title) ? { type: e.type, sessionId: e.sessionId, title: e.title } : null;
    case 'onMeetingChanged': {
      const by = nameOrNull(e.by);
      if (typeof e.change !== 'string' || !CHANGES.has(e.change) || !text(e.meetingId, 100) || !text(e.subject) || by === undefined) return null;
      return { type: e.type, change: e.change as 'edited', meetingId: e.meetingId, subject: e.subject, by };
    }
    case 'onMeetingMessage': {
      const by = nameOrNull(e.by);
      if (!text(e.meetingId, 100) || !text(e.subject) || by === undefined) return null;
      return { type: e.type, meetingId: e.meetingId, subject: e.subject, by };
    }
    case 'onSessionSeats':
      return text(e.sessionId, 100) && count(e.seatsLeft) && count(e.waitlistLeft)
        ? { type: e.type, sessionId: e.sessionId, seatsLeft: e.seatsLeft, waitlistLeft: e.waitlistLeft }
        : null;
    case 'onChatRoom':
      return text(e.roomId, 100) ? { type: e.type, roomId: e.roomId } : null;
    case 'onLiveHelp':
      return text(e.conversationId, 200) ? { type: e.type, conversationId: e.conversationId } : null;
    default:
      return null;
  }
}

/** Reads a NOTIFY payload back; anything else on the channel is dropped. */
export function parseUserEnvelope(payload: string): Envelope | null {
  try {
    const value = JSON.parse(payload) as { userId?: unknown; staff?: unknown; event?: unknown };
    if (!value || typeof value !== 'object' || !value.event || typeof value.event !== 'object') return null;
    const event = parseEvent(value.event as Fields);
    if (!event) return null;
    // Only the seat counts and chat rooms go to everyone; a personal event without its user is refused, never broadcast.
    if (event.type === 'onSessionSeats' || event.type === 'onChatRoom') return value.userId === null && value.staff === undefined ? { userId: null, event } : null;
    // A help conversation's event goes to its attendee, or to staff: never to every stream.
    if (event.type === 'onLiveHelp' && value.userId === null) return value.staff === true ? { userId: null, staff: true, event } : null;
    if (value.staff !== undefined) return null;
    return text(value.userId, 200) ? { userId: value.userId, event } : null;
  } catch {
    return null;
  }
}

export interface UserEventRelay {
  /** After a committed write: tells every API process to send `event` to the streams of each of `userIds`. */
  notify(userIds: readonly string[], event: UserLiveEvent): Promise<void>;
  /** After a committed write: a session's seats changed; every open stream of every process hears it (folded in a surge). */
  seatsChanged(event: SessionSeatsEvent): Promise<void>;
  /** After a committed write: a chat room's messages changed; every open stream of every process hears it. */
  chatRoomChanged(roomId: string): Promise<void>;
  /** After a committed write: a help conversation changed; its attendee's streams and staff streams hear it. */
  liveHelpChanged(conversationId: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * How often one process announces a session's seat counts during a surge. Every RSVP used to send its own NOTIFY,
 * which each process then parsed: in a surge of 10,000 RSVPs (bench/conference-day) that was a tenth of the
 * servers' CPU for events every stream's throttle folded away anyway.
 */
export const SEAT_ANNOUNCE_INTERVAL_MS = 250;

/** A notification instance was sent (server/notifications): each process asks what it means for its own open pages. */
export function parseNotificationSent(payload: string): string | null {
  try {
    const value = JSON.parse(payload) as { userId?: unknown; event?: { type?: unknown; instanceId?: unknown } };
    const event = value?.event;
    return value.userId === null && event?.type === 'onNotificationSent' && typeof event.instanceId === 'string' && /^\d{1,18}$/.test(event.instanceId)
      ? event.instanceId
      : null;
  } catch {
    return null;
  }
}

export interface UserEventRelayDeps {
  db: Db;
  hub: LiveHub;
  /** The events a sent notification instance makes for these connected users (server/notifications). */
  notificationEvents?: (instanceId: string, userIds: readonly string[]) => Promise<{ userId: string; event: UserLiveEvent }[]>;
  /** The sessions' seat counts as committed now (server/schedule/rsvp-live.ts), read when folded counts go out. */
  readSeats?: (sessionIds: readonly string[]) => Promise<SessionSeatsEvent[]>;
}

export async function createUserEventRelay(deps: UserEventRelayDeps): Promise<UserEventRelay> {
  const { db, hub, readSeats, notificationEvents } = deps;
  // Seat counts are the one event every stream hears: during a surge, one write per stream and second at most.
  const seats = createSeatThrottle((events) => hub.sendToAll(...events));
  const deliver = (envelope: Envelope | null) => {
    if (!envelope) return;
    if (envelope.staff) hub.sendToStaff(envelope.event);
    else if (envelope.userId === null && envelope.event.type === 'onSessionSeats') seats.offer(envelope.event);
    else if (envelope.userId === null) hub.sendToAll(envelope.event);
    else hub.sendToUser(envelope.userId, envelope.event);
  };
  // Without LISTEN (a store that refuses it) this process still serves its own streams.
  const onNotificationSent = (instanceId: string) => {
    const userIds = hub.connectedUserIds();
    if (!notificationEvents || userIds.length === 0) return;
    void notificationEvents(instanceId, userIds).then(
      (events) => events.forEach(({ userId, event }) => hub.sendToUser(userId, event)),
      // A page that missed the toast still sees the inbox and count at its next poll.
      () => undefined,
    );
  };
  const onPayload = (payload: string) => {
    const sent = parseNotificationSent(payload);
    if (sent) onNotificationSent(sent);
    else deliver(parseUserEnvelope(payload));
  };
  const unlisten = await db.listen(USER_CHANNEL, onPayload).catch(() => undefined);
  const send = async (...envelopes: Envelope[]) => {
    const payloads = envelopes.map((e) => JSON.stringify(e));
    const sent = unlisten
      ? await db.query('SELECT pg_notify($1, p) FROM unnest($2::text[]) AS p', [USER_CHANNEL, payloads]).then(() => true, () => false)
      : false;
    // The writer hears its own NOTIFY; only when that cannot happen does it deliver directly.
    if (!sent) for (const envelope of envelopes) deliver(envelope);
  };
  // The first change after a quiet spell goes out at once with the counts its write returned. Changes within the
  // interval after it are folded per session and read again when they go out, so the last announcement of a burst
  // carries the counts as committed by then, whichever process sends it and in whatever order the writes answered.
  const announce = createSeatThrottle((events, folded) => {
    void (async () => {
      const fresh = folded && readSeats ? await readSeats(events.map((e) => e.sessionId)).catch(() => events) : events;
      await send(...fresh.map((event) => ({ userId: null, event })));
    })();
  }, SEAT_ANNOUNCE_INTERVAL_MS);
  return {
    async notify(userIds, event) {
      for (const userId of new Set(userIds)) await send({ userId, event });
    },
    async seatsChanged(event) {
      announce.offer(event);
    },
    async chatRoomChanged(roomId) {
      await send({ userId: null, event: { type: 'onChatRoom', roomId } });
    },
    async liveHelpChanged(conversationId) {
      const event = { type: 'onLiveHelp', conversationId } as const;
      await send({ userId: conversationId, event }, { userId: null, staff: true, event });
    },
    async close() {
      announce.close();
      seats.close();
      if (unlisten) await unlisten();
    },
  };
}
