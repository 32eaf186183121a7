// Seat counts reach open pages at most once per interval. An RSVP surge (thousands of RSVPs to a few sessions within
// seconds, bench/conference-day) would otherwise send every open stream one event per RSVP, and make every open page
// of those sessions refetch as often. Each event carries a session's counts as they now are, so the latest one stands
// for those before it: the first change after a quiet spell goes out at once; the changes within the interval after
// it are kept, the latest per session, and all go out together at its end, in one write per stream.
import type { SessionSeatsEvent } from '../../schemas/index.js';

/** How often seat counts may go out during a surge. */
export const SEAT_EVENT_INTERVAL_MS = 1000;

export interface SeatThrottle {
  offer(event: SessionSeatsEvent): void;
  close(): void;
}

/** `send` hears whether the events were folded (kept over an interval) or went out at once. */
export function createSeatThrottle(send: (events: SessionSeatsEvent[], folded: boolean) => void, intervalMs = SEAT_EVENT_INTERVAL_MS): SeatThrottle {
  /** The latest change per session since the interval began; the interval runs while `timer` is set. */
  const waiting = new Map<string, SessionSeatsEvent>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const start = () => {
    timer = setTimeout(() => {
      timer = undefined;
      if (waiting.size === 0) return;
      const events = [...waiting.values()];
      waiting.clear();
      send(events, true);
      start();
    }, intervalMs);
    // A pending fold never keeps the process alive at shutdown.
    timer.unref?.();
  };
  return {
    offer(event) {
      if (timer) {
        waiting.set(event.sessionId, event);
        return;
      }
      send([event], false);
      start();
    },
    close() {
      if (timer) clearTimeout(timer);
      timer = undefined;
      waiting.clear();
    },
  };
}
