// A session's seat counts reach open pages at most once per interval. An RSVP surge (thousands of RSVPs to a few
// sessions within seconds, bench/conference-day) would otherwise send every open stream one event per RSVP, and make
// every open page of those sessions refetch as often. Each event carries the counts as they now are, so the latest
// one stands for those before it: the first change after a quiet spell goes out at once, the changes within the
// interval after it are folded into one sent at its end.
import type { UserLiveEvent } from '../../schemas/index.js';

type SeatEvent = Extract<UserLiveEvent, { type: 'onSessionSeats' }>;

/** How often one session's seat counts may go out during a surge. */
export const SEAT_EVENT_INTERVAL_MS = 1000;

export interface SeatThrottle {
  offer(event: SeatEvent): void;
  close(): void;
}

export function createSeatThrottle(send: (event: SeatEvent) => void, intervalMs = SEAT_EVENT_INTERVAL_MS): SeatThrottle {
  /** Sessions whose interval is running, with the change that waits for its end (null: nothing new since). */
  const open = new Map<string, { timer: ReturnType<typeof setTimeout>; waiting: SeatEvent | null }>();
  const start = (sessionId: string) => {
    const timer = setTimeout(() => {
      const slot = open.get(sessionId);
      open.delete(sessionId);
      if (slot?.waiting) {
        send(slot.waiting);
        start(sessionId);
      }
    }, intervalMs);
    // A pending fold never keeps the process alive at shutdown.
    timer.unref?.();
    open.set(sessionId, { timer, waiting: null });
  };
  return {
    offer(event) {
      const slot = open.get(event.sessionId);
      if (slot) {
        slot.waiting = event;
        return;
      }
      send(event);
      start(event.sessionId);
    },
    close() {
      for (const slot of open.values()) clearTimeout(slot.timer);
      open.clear();
    },
  };
}
