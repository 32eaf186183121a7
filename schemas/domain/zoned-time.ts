// Where an instant falls on a zone's clocks, for the server and the client alike, through Intl (the runtime's own
// time-zone data, no library: attendee pages format with it). The way back, a wall clock to an instant, is zoned
// arithmetic (zoned-arithmetic.ts, on @internationalized/date). No hand-written offsets.
import { rememberedText } from '../util/remembered-text';

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

// h23: midnight is 00, never 24 (some engines answer 24 with hour12: false).
const READER: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  weekday: 'short',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
};

const readers = new Map<string, Intl.DateTimeFormat>();
function reader(timeZone: string): Intl.DateTimeFormat {
  let f = readers.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { ...READER, timeZone });
    readers.set(timeZone, f);
  }
  return f;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function readParts(instant: Date, timeZone: string): string {
  const parts = reader(timeZone).formatToParts(instant);
  const value = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const n = (type: Intl.DateTimeFormatPartTypes) => Number(value(type));
  return [n('year'), n('month'), n('day'), n('hour') % 24, n('minute'), n('second'), WEEKDAYS.indexOf(value('weekday'))].join(',');
}

/**
 * The wall clock of `instant` in `timeZone` (an IANA name). A page's browser reads the server's answers first
 * (schemas/util/remembered-text.ts): hydrating builds no Intl format.
 */
export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const [year, month, day, hour, minute, second, weekday] = rememberedText(`zoned|${timeZone}|${instant.getTime()}`, () => readParts(instant, timeZone))
    .split(',')
    .map(Number) as [number, number, number, number, number, number, number];
  return { year, month, day, hour, minute, second, weekday };
}

/** The day (yyyy-MM-dd) an instant falls on in a zone. */
export function zonedDayKey(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** 'America/Los_Angeles' -> 'Los Angeles': the zone's city, the same on the server and in every browser. */
export function zoneCity(zone: string): string {
  return (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
}
