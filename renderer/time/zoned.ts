// Where an instant falls on a zone's clocks, through Intl (the browser's own time-zone data): no hand-written
// offsets. This is what attendee pages need to format; zoned arithmetic (adding days, a wall time to an instant)
// lives in zoned-arithmetic.ts on @internationalized/date, which costs ~5 kB gzip and so stays out of /en/home.

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
  return `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}
