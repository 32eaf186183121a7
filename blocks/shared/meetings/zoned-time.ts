// Form times are typed in the event's time zone (or the visitor's choice) and travel as UTC instants: the
// conversion across daylight-saving changes is @internationalized/date's, not hand-written offsets.
import { parseAbsolute, parseDateTime, toCalendarDateTime, toZoned } from '@internationalized/date';

/** 'YYYY-MM-DDTHH:mm' (a datetime-local value) in `zone` -> ISO UTC string, or null when not a date and time. */
export function localToIso(value: string, zone: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  try {
    return toZoned(parseDateTime(value), zone).toDate().toISOString();
  } catch {
    return null;
  }
}

/** ISO instant -> 'YYYY-MM-DDTHH:mm' as a clock in `zone` shows it. */
export function isoToLocal(iso: string, zone: string): string {
  try {
    return toCalendarDateTime(parseAbsolute(new Date(iso).toISOString(), zone)).toString().slice(0, 16);
  } catch {
    return '';
  }
}

/** Tomorrow at 10:00 in `zone`, as an ISO instant: a form's first suggestion. */
export function tomorrowAtTen(now: number, zone: string): string {
  const day = isoToLocal(new Date(now + 86_400_000).toISOString(), zone).slice(0, 10);
  return localToIso(`${day}T10:00`, zone) ?? new Date(now + 86_400_000).toISOString();
}
