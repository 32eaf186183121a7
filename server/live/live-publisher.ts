// Writes become events here. Every API process LISTENs on one channel; a write NOTIFYs it, so each
// process (the writer too) clears its read cache and fans the event out to its own SSE clients.
import type { Db } from '../store/db.js';
import { LIVE_CHANNEL, parseLiveEvent, type LiveEvent } from './events.js';
import type { LiveHub } from './live-hub.js';

export interface LivePublisher {
  /** After a committed write: clears this process's cache at once and tells every process. */
  publish(...events: LiveEvent[]): Promise<void>;
  /** Stops listening (app close). */
  close(): Promise<void>;
}

export async function createLivePublisher(deps: { db: Db; hub: LiveHub; clearCache: () => void }): Promise<LivePublisher> {
  const { db, hub, clearCache } = deps;
  const deliver = (event: LiveEvent) => {
    clearCache();
    hub.broadcast(event);
  };
  // Without LISTEN (a store that refuses it) this process still serves its own clients.
  const unlisten = await db.listen(LIVE_CHANNEL, (payload) => deliver(parseLiveEvent(payload))).catch(() => undefined);
  return {
    async publish(...events) {
      clearCache();
      for (const event of events) {
        const sent = unlisten
          ? await db.query('SELECT pg_notify($1, $2)', [LIVE_CHANNEL, JSON.stringify(event)]).then(() => true, () => false)
          : false;
        // The writer hears its own NOTIFY; only when that cannot happen does it deliver directly.
        if (!sent) deliver(event);
      }
    },
    async close() {
      if (unlisten) await unlisten();
    },
  };
}
