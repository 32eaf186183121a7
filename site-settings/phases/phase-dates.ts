// Pure date arithmetic of the phase switcher: the slider's 30-minute steps across the event's phases, the
// date input in a chosen time zone, and which phase a date falls in.
import { DEFAULT_TEST_TIME_ZONE, resolveCurrentPhase, TEST_TIME_ZONES, type PhaseStart, type TestTimeZone } from '../../schemas';

/** The picker's zones (one list with the settings' testingTimezone values), UTC first: it is the default. */
export const TEST_TIMEZONES = TEST_TIME_ZONES;
export type TestTimezone = TestTimeZone;
export const DEFAULT_TEST_TIMEZONE: TestTimezone = DEFAULT_TEST_TIME_ZONE;

/** Spec 001 section 9: "Phase slider step is 30 min, debounce 50 ms." */
export const SLIDER_STEP_MS = 30 * 60_000;
export const SLIDER_DEBOUNCE_MS = 50;

/** What the switcher reads of a phase (the site settings' `EventPhase`, label optional). */
export type SwitcherPhase = PhaseStart & { label?: string };

/**
 * What the slider can span. `none`: no phases ('No Phases Configured'); `invalid`: fewer than two readable,
 * distinct starts, so there is no range to slide across ('No Phases Available To Edit').
 */
export type SliderRange =
  | { kind: 'none' }
  | { kind: 'invalid' }
  | { kind: 'range'; start: number; end: number; steps: number };

export function isTestTimezone(value: unknown): value is TestTimezone {
  return typeof value === 'string' && (TEST_TIMEZONES as readonly string[]).includes(value);
}

/** Readable phase starts, earliest first. */
export function phaseStarts(phases: readonly SwitcherPhase[]): number[] {
  return phases
    .map((p) => Date.parse(p.start))
    .filter((at) => !Number.isNaN(at))
    .sort((a, b) => a - b);
}

/** The slider spans the first phase start to the last, in 30-minute steps (the last step may be shorter). */
export function sliderRange(phases: readonly SwitcherPhase[]): SliderRange {
  if (phases.length === 0) return { kind: 'none' };
  const starts = phaseStarts(phases);
  const start = starts[0];
  const end = starts[starts.length - 1];
  if (start === undefined || end === undefined || end <= start) return { kind: 'invalid' };
  return { kind: 'range', start, end, steps: Math.ceil((end - start) / SLIDER_STEP_MS) };
}

/** The date of a slider step; the last step lands exactly on the last phase start. */
export function dateAtStep(range: { start: number; end: number }, step: number): Date {
  return new Date(Math.min(range.start + Math.max(0, step) * SLIDER_STEP_MS, range.end));
}

/** The slider step nearest a date, clamped to the range. */
export function stepAtDate(range: { start: number; steps: number }, date: Date): number {
  const step = Math.round((date.getTime() - range.start) / SLIDER_STEP_MS);
  return Math.min(range.steps, Math.max(0, step));
}

/** The phase a date falls in: the current-phase rule of spec 000 section 4 applied at that date. */
export function phaseAtDate(phases: readonly SwitcherPhase[], date: Date): string | null {
  return resolveCurrentPhase(phases, date)?.id ?? null;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    // h23: midnight is 00, never 24 (some engines answer 24 with hour12: false).
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

function wallClock(date: Date, timeZone: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  const parts = Object.fromEntries(
    wallClockFormat(timeZone)
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  const n = (k: string) => Number(parts[k]);
  return { year: n('year'), month: n('month'), day: n('day'), hour: n('hour'), minute: n('minute'), second: n('second') };
}

/** How far `timeZone`'s wall clock is ahead of UTC at `date`, in ms (e.g. +13 h for Auckland in summer). */
export function timezoneOffsetMs(date: Date, timeZone: string): number {
  const w = wallClock(date, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(date.getTime() / 1000) * 1000;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The value of a datetime-local input showing `date` on `timeZone`'s wall clock: `YYYY-MM-DDTHH:mm`. */
export function toZonedInput(date: Date, timeZone: string): string {
  const w = wallClock(date, timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/**
 * The instant a datetime-local value means on `timeZone`'s wall clock; null when it is not a date. A wall time
 * skipped by a daylight-saving jump resolves to the instant after the jump.
 */
export function fromZonedInput(value: string, timeZone: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!m) return null;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, secs = 0] = m.slice(1).map((v) => Number(v ?? 0));
  const wall = Date.UTC(year, month - 1, day, hour, minute, secs);
  // Out-of-range fields (month 13, minute 61) roll over in Date.UTC: refuse them instead.
  if (Number.isNaN(wall) || new Date(wall).toISOString().slice(0, 16) !== value.slice(0, 16)) return null;
  // The offset at the wall time read as UTC can differ from the offset at the answer near a daylight-saving
  // change: re-check once, and keep the candidate whose wall clock reads back as the value.
  const first = wall - timezoneOffsetMs(new Date(wall), timeZone);
  const second = wall - timezoneOffsetMs(new Date(first), timeZone);
  const shown = value.slice(0, 16);
  if (toZonedInput(new Date(second), timeZone) === shown) return new Date(second);
  return new Date(first);
}
