// docs/behaviour/meetings.md, meeting time status: not-available by default; early before start minus lead minutes;
// available-now until end plus trail minutes; late afterwards; re-evaluated at both boundaries.
import { useEffect, useState } from 'react';
import { useFixedEventTime, useNow } from '../../../renderer';
import { MEETING_JOIN_LEAD_MINUTES, MEETING_JOIN_TRAIL_MINUTES } from '../../../schemas';
import type { MeetingsKey } from './strings';

export type TimeStatus = 'not-available' | 'early' | 'available-now' | 'late';

export interface TimeWindow {
  start: string;
  end: string;
  /** A cancelled or declined meeting cannot be joined at any time. */
  available: boolean;
  leadMinutes?: number;
  trailMinutes?: number;
}

function bounds(w: TimeWindow): [number, number] | null {
  const start = Date.parse(w.start);
  const end = Date.parse(w.end);
  if (!w.available || Number.isNaN(start) || Number.isNaN(end)) return null;
  return [start - (w.leadMinutes ?? MEETING_JOIN_LEAD_MINUTES) * 60_000, end + (w.trailMinutes ?? MEETING_JOIN_TRAIL_MINUTES) * 60_000];
}

export function timeStatus(w: TimeWindow, now: number): TimeStatus {
  const b = bounds(w);
  if (!b) return 'not-available';
  if (now < b[0]) return 'early';
  if (now < b[1]) return 'available-now';
  return 'late';
}

/** The next instant the status changes after `now` (a boundary), or null when it never will again. */
export function nextBoundary(w: TimeWindow, now: number): number | null {
  const b = bounds(w);
  if (!b) return null;
  return b.find((t) => t > now) ?? null;
}

/** The keys of the statuses' names (shared-meetings). */
export const TIME_STATUS_KEYS: Record<TimeStatus, MeetingsKey> = {
  'not-available': 'translate.shared-meetings.status.not-available',
  early: 'translate.shared-meetings.status.early',
  'available-now': 'translate.shared-meetings.status.available-now',
  late: 'translate.shared-meetings.status.late',
};

/**
 * The status now, the same on the server and at hydration (the render instant, useNow), then re-evaluated exactly
 * at the next boundary by a timer (and every minute besides, so a sleeping laptop catches up).
 */
export function useTimeStatus(w: TimeWindow): TimeStatus {
  const ticked = useNow(60_000);
  // A tested date stands still: no boundary is ever passed by the real time.
  const fixed = useFixedEventTime();
  const [woken, setWoken] = useState(0);
  const now = fixed ?? Math.max(ticked, woken);
  const next = fixed === null ? nextBoundary(w, now) : null;
  useEffect(() => {
    if (next === null) return undefined;
    const timer = setTimeout(() => setWoken(Date.now()), Math.max(0, next - Date.now()) + 5);
    return () => clearTimeout(timer);
  }, [next]);
  return timeStatus(w, now);
}
