// Seat counts during a surge: the first change goes out at once; the rest of the interval folds into the latest
// change per session, all sent together at its end.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSeatThrottle } from './seat-throttle.js';

const seats = (sessionId: string, seatsLeft: number) => ({ type: 'onSessionSeats' as const, sessionId, seatsLeft, waitlistLeft: 5 });

describe('seat count events', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the first change at once and the latest of a burst at the end of the interval', () => {
    const sent: ReturnType<typeof seats>[][] = [];
    const throttle = createSeatThrottle((events) => sent.push(events), 1000);
    throttle.offer(seats('s1', 10));
    expect(sent).toEqual([[seats('s1', 10)]]);
    for (let left = 9; left >= 3; left--) throttle.offer(seats('s1', left));
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual([[seats('s1', 10)], [seats('s1', 3)]]);
    // Still within a burst: the next change waits for the next interval's end.
    throttle.offer(seats('s1', 2));
    expect(sent).toHaveLength(2);
    vi.advanceTimersByTime(1000);
    expect(sent.at(-1)).toEqual([seats('s1', 2)]);
    // A quiet interval ends the burst: the next change goes out at once again.
    vi.advanceTimersByTime(1000);
    throttle.offer(seats('s1', 1));
    expect(sent.at(-1)).toEqual([seats('s1', 1)]);
    throttle.close();
  });

  it('sends the latest change of every session of a burst together, and nothing after close', () => {
    const sent: ReturnType<typeof seats>[][] = [];
    const throttle = createSeatThrottle((events) => sent.push(events), 1000);
    throttle.offer(seats('s1', 10));
    throttle.offer(seats('s2', 20));
    throttle.offer(seats('s1', 9));
    throttle.offer(seats('s2', 19));
    expect(sent).toEqual([[seats('s1', 10)]]);
    vi.advanceTimersByTime(1000);
    expect(sent.at(-1)).toHaveLength(2);
    expect(sent.at(-1)).toEqual(expect.arrayContaining([seats('s1', 9), seats('s2', 19)]));
    throttle.offer(seats('s3', 30));
    throttle.close();
    vi.advanceTimersByTime(5000);
    expect(sent).toHaveLength(2);
  });
});
