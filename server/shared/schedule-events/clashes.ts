// Clashes and gaps on one schedule (docs/behaviour/content-and-environments.md): pure functions over schedule events, so the schedule, the
// add-to-schedule answer and the meetings' conflict check share one rule.
import { instantAtMinutes, SCHEDULE_EVENT_TYPES, zonedDayKey } from '../../../schemas/index.js';
import type { ScheduleEvent } from '../../../schemas/api-types.js';

export interface Clash {
  a: string;
  b: string;
}

/** docs/behaviour/content-and-environments.md: the ignore list of the clash check defaults to Agenda (agenda items). */
export const DEFAULT_CLASH_IGNORE: readonly number[] = [SCHEDULE_EVENT_TYPES.AgendaItem];

interface Timed {
  event: ScheduleEvent;
  start: number;
  end: number;
}

/** Events with a time that count for clashes: not empty slots, not declined, not of an ignored type. */
function timed(events: readonly ScheduleEvent[], ignoreTypes: readonly number[]): Timed[] {
  return events
    .filter((e) => e.start !== null && e.end !== null && e.eventTypeValue !== SCHEDULE_EVENT_TYPES.EmptySlot && e.state !== 'declined')
    .filter((e) => !ignoreTypes.includes(e.eventTypeValue))
    .map((event) => ({ event, start: Date.parse(event.start as string), end: Date.parse(event.end as string) }))
    .sort((x, y) => x.start - y.start || x.end - y.end || (x.event.id < y.event.id ? -1 : 1));
}

/**
 * Every pair that overlaps (one starts before the other ends and ends after the other starts), not only the first:
 * a is the one that starts first. Sessions, RSVPs, nominations, meetings and appointments are checked at once.
 */
export function findClashes(events: readonly ScheduleEvent[], ignoreTypes: readonly number[] = DEFAULT_CLASH_IGNORE): Clash[] {
  const list = timed(events, ignoreTypes);
  const clashes: Clash[] = [];
  for (let i = 0; i < list.length; i++) {
    const x = list[i] as Timed;
    for (let j = i + 1; j < list.length; j++) {
      const y = list[j] as Timed;
      // Sorted by start: nothing further on can start before x ends.
      if (y.start >= x.end) break;
      if (x.start < y.end && x.end > y.start) clashes.push({ a: x.event.id, b: y.event.id });
    }
  }
  return clashes;
}

/** The events of `events` that clash with `candidate` (the answer of "add to schedule": every clash). */
export function clashesWith(candidate: ScheduleEvent, events: readonly ScheduleEvent[], ignoreTypes: readonly number[] = DEFAULT_CLASH_IGNORE): ScheduleEvent[] {
  const others = events.filter((e) => e.id !== candidate.id);
  return findClashes([candidate, ...others], ignoreTypes)
    .filter((c) => c.a === candidate.id || c.b === candidate.id)
    .map((c) => (c.a === candidate.id ? c.b : c.a))
    .map((id) => others.find((e) => e.id === id) as ScheduleEvent);
}

export interface EmptySlot {
  start: string;
  end: string;
}

export interface EmptySlotOptions {
  /** The event's time zone: days and day bounds are local to it. */
  timeZone: string;
  /** Local day bounds as minutes from midnight (default 08:00 to 18:00). */
  dayStartMinutes?: number;
  dayEndMinutes?: number;
  /** docs/behaviour/content-and-environments.md: an empty slot lasts at least 30 minutes. */
  minMinutes?: number;
  /** Local days (YYYY-MM-DD) to look at; default: every day an event falls on. */
  days?: readonly string[];
}

/**
 * Free time of at least `minMinutes` between the events of each day, within the day's local bounds: the gaps an
 * attendee could still fill. Every timed event counts as busy (agenda items too), except empty slots and declined
 * items.
 */
export function emptySlots(events: readonly ScheduleEvent[], options: EmptySlotOptions): EmptySlot[] {
  const { timeZone, dayStartMinutes = 8 * 60, dayEndMinutes = 18 * 60, minMinutes = 30 } = options;
  const busy = timed(events, []);
  const days = options.days ?? [...new Set(busy.map((b) => zonedDayKey(new Date(b.event.start as string), timeZone)))].sort();
  const slots: EmptySlot[] = [];
  for (const day of days) {
    // Through the zone's rules, so a day of a daylight-saving change keeps its local bounds.
    const dayStart = instantAtMinutes(day, dayStartMinutes, timeZone).getTime();
    const dayEnd = instantAtMinutes(day, dayEndMinutes, timeZone).getTime();
    let cursor = dayStart;
    const push = (until: number) => {
      if (until - cursor >= minMinutes * 60_000) slots.push({ start: new Date(cursor).toISOString(), end: new Date(until).toISOString() });
    };
    for (const b of busy) {
      if (b.end <= cursor || b.start >= dayEnd) continue;
      if (b.start > cursor) push(Math.min(b.start, dayEnd));
      cursor = Math.max(cursor, b.end);
      if (cursor >= dayEnd) break;
    }
    if (cursor < dayEnd) push(dayEnd);
  }
  return slots;
}
