// Pure date arithmetic of the phase switcher: the slider's 30-minute steps across the event's phases, the
// date input's time zones, and which phase a date falls in (the date input's wall clock <-> instant conversion is
// the time module's: instantToWallClock and wallClockToInstant).
import { resolveCurrentPhase, type PhaseStart, type TestTimeZone } from '../../schemas';
import { TEST_TIME_ZONES } from '../../schemas/validators';


/** docs/behaviour/phases.md, Phase slider: "Phase slider step is 30 min, debounce 50 ms." */
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

export function isTestTimezone(value: unknown): value is TestTimeZone {
  return typeof value === 'string' && (TEST_TIME_ZONES as readonly string[]).includes(value);
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

/** The phase a date falls in: the current-phase rule of docs/behaviour/phases.md applied at that date. */
export function phaseAtDate(phases: readonly SwitcherPhase[], date: Date): string | null {
  return resolveCurrentPhase(phases, date)?.id ?? null;
}
