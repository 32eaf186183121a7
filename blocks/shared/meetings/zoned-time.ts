// Form times are typed in the event's time zone (or the visitor's choice) and travel as UTC instants: the forms'
// ISO-string view of the time module's wall-clock conversions.
import { instantToWallClock, wallClockToInstant } from '../../../renderer';

/** 'YYYY-MM-DDTHH:mm' (a datetime-local value) in `zone` -> ISO UTC string, or null when not a date and time. */
export function localToIso(value: string, zone: string): string | null {
  return wallClockToInstant(value, zone)?.toISOString() ?? null;
}

/** ISO instant -> 'YYYY-MM-DDTHH:mm' as a clock in `zone` shows it ('' when not an instant). */
export function isoToLocal(iso: string, zone: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? '' : instantToWallClock(at, zone);
}

/** Tomorrow at 10:00 in `zone`, as an ISO instant: a form's first suggestion. */
export function tomorrowAtTen(now: number, zone: string): string {
  const tomorrow = new Date(now + 86_400_000);
  return localToIso(`${instantToWallClock(tomorrow, zone).slice(0, 10)}T10:00`, zone) ?? tomorrow.toISOString();
}
