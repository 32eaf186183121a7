// The preview view's choice: which audiences (schemas AUDIENCES), environment, phase and date, and each
// frame's width.
import { resolveCurrentPhase, type EventPhase } from '../../schemas';

/** The widths a frame can take: the breakpoints of docs/behaviour/editor.md an editor checks most. */
export const FRAME_WIDTHS: readonly number[] = [390, 539, 768, 1083, 1440, 1920];
export const DEFAULT_FRAME_WIDTH = 390;
/** Frames are as tall as a laptop's window (scaled with their width). */
export const FRAME_HEIGHT = 900;

/** `2027-05-18T10:00` (UTC) of an instant: the value of a datetime-local field that is read as UTC. */
export function utcFieldValue(date: Date): string {
  return date.toISOString().slice(0, 16);
}

/** The instant of a UTC datetime-local value, or null when it is not one. */
export function parseUtcField(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const at = new Date(`${value}:00Z`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** The date a phase is previewed at: its start (what the QA captures use), else now. */
export function dateOfPhase(phases: readonly EventPhase[], phaseId: string, fallback: Date): Date {
  const phase = phases.find((p) => p.id === phaseId);
  const start = phase ? Date.parse(phase.start) : Number.NaN;
  return Number.isNaN(start) ? fallback : new Date(start);
}

/** The phase the event is in at a date (the server decides the same way). */
export function phaseAtDate(phases: readonly EventPhase[], date: Date): string | null {
  return resolveCurrentPhase(phases, date)?.id ?? null;
}

/** Below this scale, frames side by side are too small to read: they go one under the other instead. */
export const MIN_SIDE_BY_SIDE_SCALE = 0.4;

/**
 * How the frames fit `available` px: side by side, shrunk by one scale so all fit (never enlarged); or, when that
 * scale would be under MIN_SIDE_BY_SIDE_SCALE (a phone, a narrow window), one under the other, each shrunk to fit
 * the width on its own.
 */
export function frameLayout(widths: readonly number[], available: number, gap: number): { scale: number; stacked: boolean } {
  const total = widths.reduce((sum, w) => sum + w, 0) + gap * Math.max(0, widths.length - 1);
  if (total <= 0 || available <= 0) return { scale: 1, stacked: false };
  const side = Math.min(1, available / total);
  if (side >= MIN_SIDE_BY_SIDE_SCALE || widths.length < 2) return { scale: side, stacked: false };
  return { scale: Math.min(1, available / Math.max(...widths)), stacked: true };
}
