// Zoned arithmetic through @internationalized/date (DESIGN.md 7a): a day and minutes from midnight on a zone's
// clocks to an instant, across daylight-saving changes. Only the functions used are imported. Not imported by
// attendee home code (it costs ~5 kB gzip there); the session catalog's day/start/end filters (spec 000 section 2,
// minutes from midnight 0..1440) use it.
import { parseDate, toZoned } from '@internationalized/date';

/**
 * The instant at `minutes` after midnight of `day` (yyyy-MM-dd) in `timeZone`. Minutes count wall-clock time: on a
 * day the clocks spring forward, 02:30 does not exist and resolves to 03:30 ('compatible', as Temporal does).
 */
export function instantAtMinutes(day: string, minutes: number, timeZone: string): Date {
  const date = parseDate(day);
  const whole = Math.max(0, Math.min(1440, Math.round(minutes)));
  const start = toZoned(date.add({ days: Math.floor(whole / 1440) }), timeZone, 'compatible');
  const wall = start.set({ hour: Math.floor((whole % 1440) / 60), minute: whole % 60 }, 'compatible');
  return wall.toDate();
}

/** The day after `day` (yyyy-MM-dd) in the calendar. */
export function nextDay(day: string): string {
  return parseDate(day).add({ days: 1 }).toString();
}
