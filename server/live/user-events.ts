// User-targeted live events (issue 16): a new message or meeting invitation reaches only the recipient's open
// pages, so their unread counts refresh at once instead of at the next poll. They travel on a NOTIFY channel of
// their own (every API process delivers them to its own streams of that user) and never clear the read cache,
// which holds nothing personal. The stream learns who is listening from the page session cookie (live-route.ts).
import type { UserLiveEvent } from '../../schemas/index.js';
import type { Db } from '../store/db.js';
import type { LiveHub } from './live-hub.js';

export type { UserLiveEvent };

export const USER_CHANNEL = 'conference_user_events';

interface Envelope {
  userId: string;
  event: UserLiveEvent;
}

const REASONS: ReadonlySet<string> = new Set(['message', 'invite', 'response', 'update', 'cancel', 'read']);

/** Reads a NOTIFY payload back; anything else on the channel is dropped (a count refresh is never vital). */
export function parseUserEnvelope(payload: string): Envelope | null {
  try {
    const value = JSON.parse(payload) as { userId?: unknown; event?: { type?: unknown; reason?: unknown; meetingId?: unknown } };
    const { userId, event } = value;
    if (typeof userId !== 'string' || userId === '' || !event || event.type !== 'onUserCounts') return null;
    if (typeof event.reason !== 'string' || !REASONS.has(event.reason)) return null;
    const meetingId = typeof event.meetingId === 'string' ? event.meetingId : null;
    return { userId, event: { type: 'onUserCounts', reason: event.reason as UserLiveEvent['reason'], meetingId } };
  } catch {
    return null;
  }
}

export interface UserEventRelay {
  /** After a committed write: tells every API process to send `event` to the streams of each of `userIds`. */
  notify(userIds: readonly string[], event: UserLiveEvent): Promise<void>;
  close(): Promise<void>;
}

export async function createUserEventRelay(deps: { db: Db; hub: LiveHub }): Promise<UserEventRelay> {
  const { db, hub } = deps;
  const deliver = (envelope: Envelope | null) => {
    if (envelope) hub.sendToUser(envelope.userId, envelope.event);
  };
  // Without LISTEN (a store that refuses it) this process still serves its own streams.
  const unlisten = await db.listen(USER_CHANNEL, (payload) => deliver(parseUserEnvelope(payload))).catch(() => undefined);
  return {
    async notify(userIds, event) {
      for (const userId of new Set(userIds)) {
        const envelope = { userId, event };
        const sent = unlisten
          ? await db.query('SELECT pg_notify($1, $2)', [USER_CHANNEL, JSON.stringify(envelope)]).then(() => true, () => false)
          : false;
        if (!sent) deliver(envelope);
      }
    },
    async close() {
      if (unlisten) await unlisten();
    },
  };
}
