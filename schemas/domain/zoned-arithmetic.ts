// Zoned arithmetic for the server and the client: a wall clock to an instant across daylight-saving changes, a
// zone's offset, the next day, through @internationalized/date (and the way there, instantToWallClock, on Intl). Kept apart from zoned-time.ts (Intl only): the
// library costs about 5 kB gzip, and only the pages whose code calls these functions load this module.
import { fromDate, parseDate, parseDateTime, toTimeZone, toZoned } from '@internationalized/date';
import { zonedParts } from './zoned-time';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * 'YYYY-MM-DDTHH:mm' (a datetime-local input's value): `instant` as a clock in `timeZone` shows it. Here beside its
 * inverse, wallClockToInstant: only the date inputs need it, and attendee pages do not load this module.
 */
export function instantToWallClock(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}


/**
 * The instant a wall clock 'YYYY-MM-DDTHH:mm' (seconds optional) means in `timeZone`; null when it is not a date
 * and time (month 13 and 30 February too). A wall time the clocks skip when they spring forward resolves to the
 * instant after the jump, one repeated when they fall back to the earlier one ('compatible', as Temporal does).
 */
export function wallClockToInstant(value: string, timeZone: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  try {
    return toZoned(parseDateTime(value), timeZone, 'compatible').toDate();
  } catch {
    return null;
  }
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in ms (e.g. +13 h for Auckland in summer). */
export function zoneOffsetMs(instant: Date, timeZone: string): number {
  return toTimeZone(fromDate(instant, 'UTC'), timeZone).offset;
}

/**
 * The instant at `minutes` after midnight of `day` (yyyy-MM-dd) in `timeZone` (minutes 0..1440, as the catalog's
 * day filters and the schedule's day bounds count them). Minutes count wall-clock time: on a day the clocks spring
 * forward, 02:30 does not exist and resolves to 03:30.
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
