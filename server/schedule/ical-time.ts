// An instant on the event zone's clocks for ical-generator, through @internationalized/date: the generator formats a
// Temporal ZonedDateTime as its wall clock under the event's TZID (a native Date it would format in the server
// process's own zone), so the zoned date-time is handed over in the shape of Temporal's.
import { parseAbsolute, toCalendarDateTime, toTimeZone, toZoned, type ZonedDateTime } from '@internationalized/date';
import type { ICalTemporalInstantStub, ICalTemporalPlainDateTimeStub, ICalTemporalZonedDateTimeStub } from 'ical-generator';

function temporalZoned(z: ZonedDateTime): ICalTemporalZonedDateTimeStub {
  const instant = (): ICalTemporalInstantStub => {
    const ms = z.toDate().getTime();
    const iso = new Date(ms).toISOString();
    return { epochMilliseconds: ms, toJSON: () => iso, toString: () => iso, toZonedDateTimeISO: (zone) => temporalZoned(toTimeZone(z, zone)) };
  };
  const plain = (): ICalTemporalPlainDateTimeStub => {
    const wall = toCalendarDateTime(z);
    const text = wall.toString();
    const date = { year: wall.year, month: wall.month, day: wall.day, toJSON: () => text.slice(0, 10), toString: () => text.slice(0, 10) };
    return {
      ...date,
      hour: wall.hour,
      minute: wall.minute,
      second: wall.second,
      toJSON: () => text,
      toString: () => text,
      toPlainDate: () => date,
      toZonedDateTime: (zone) => temporalZoned(toZoned(wall, zone)),
    };
  };
  return {
    year: z.year,
    month: z.month,
    day: z.day,
    hour: z.hour,
    minute: z.minute,
    second: z.second,
    timeZoneId: z.timeZone,
    toInstant: instant,
    toJSON: () => z.toAbsoluteString(),
    toString: () => z.toString(),
    toPlainDateTime: plain,
    withTimeZone: (zone) => temporalZoned(toTimeZone(z, zone)),
  };
}

/** An ISO instant as a date-time in `timeZone`, for ical-generator. */
export function icalTime(iso: string, timeZone: string): ICalTemporalZonedDateTimeStub {
  return temporalZoned(parseAbsolute(new Date(iso).toISOString(), timeZone));
}
