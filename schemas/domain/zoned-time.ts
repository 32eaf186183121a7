// Where an instant falls on a zone's clocks and back, for the server and the client alike. Reading an instant's wall
// clock goes through Intl (the runtime's own time-zone data, no library: attendee pages format with it); turning a
// wall clock into an instant, across daylight-saving changes, is @internationalized/date's zoned arithmetic (about
// 5 kB gzip, so it reaches only the pages whose code calls those functions). No hand-written offsets.
import { fromDate, parseDate, parseDateTime, toTimeZone, toZoned } from '@internationalized/date';

/** The wall clock of an instant on a zone's clocks. */
export interface ZonedParts {
  year: number;
  month: number; // 1..12
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number; // 0 = Sunday
}

const readers = new Map<string, Intl.DateTimeFormat>();
function reader(timeZone: string): Intl.DateTimeFormat {
  let f = readers.get(timeZone);
  if (!f) {
    // h23: midnight is 00, never 24 (some engines answer 24 with hour12: false).
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      weekday: 'short',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    readers.set(timeZone, f);
  }
  return f;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The wall clock of `instant` in `timeZone` (an IANA name). */
export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const parts = reader(timeZone).formatToParts(instant);
  const value = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const n = (type: Intl.DateTimeFormatPartTypes) => Number(value(type));
  return {
    year: n('year'),
    month: n('month'),
    day: n('day'),
    hour: n('hour') % 24,
    minute: n('minute'),
    second: n('second'),
    weekday: WEEKDAYS.indexOf(value('weekday')),
  };
}

/** The day (yyyy-MM-dd) an instant falls on in a zone. */
export function zonedDayKey(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** 'YYYY-MM-DDTHH:mm' (a datetime-local input's value): `instant` as a clock in `timeZone` shows it. */
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
