import { DEFAULT_EVENT_TIME_ZONE } from '../../schemas';
/**
 * Every date in the demo derives from these constants, never from the clock, so the data is the same
 * whenever it is generated. Tests that need "now" pass it explicitly.
 */
export const EVENT_NAME = 'Nimbus Developer Conference 2027';
export const EVENT_SHORT_NAME = 'Nimbus 2027';
export const EVENT_TIMEZONE = DEFAULT_EVENT_TIME_ZONE;
/** The three conference days (local dates in EVENT_TIMEZONE). */
export const EVENT_DAYS = ['2027-05-18', '2027-05-19', '2027-05-20'] as const;
/** Seattle in May is UTC-7: a local time of 09:00 is 16:00Z. */
export const EVENT_UTC_OFFSET_HOURS = -7;
/** Default demo "now": early in pre-event, so RSVP and countdown states are the usual ones. */
export const DEFAULT_NOW = '2026-11-20T12:00:00Z';
/** Keynote of day one, the countdown target. */
export const KEYNOTE_START = '2027-05-18T16:00:00Z';
/** When session RSVP opens for everyone. */
export const RSVP_OPENS_AT = '2027-04-20T16:00:00Z';
/** Edited stamp put on seeded blocks and settings. */
export const SEED_EDITED_AT = '2026-11-02T09:30:00Z';

export const PHASES = [
  { id: 'pre-event', label: 'Pre-event', start: '2026-09-01T00:00:00Z' },
  { id: 'live', label: 'Live', start: '2027-05-18T08:00:00Z' },
  { id: 'post-event', label: 'Post-event', start: '2027-05-21T00:00:00Z' },
] as const;

export type PhaseId = (typeof PHASES)[number]['id'];
export const PHASE_IDS: readonly PhaseId[] = PHASES.map((p) => p.id);

/** ISO timestamp (UTC, whole seconds) of a local time on a conference day. */
export function eventTime(dayIndex: number, localMinutes: number): string {
  const day = EVENT_DAYS[dayIndex];
  if (day === undefined) throw new Error(`no conference day ${dayIndex}`);
  const ms = Date.parse(`${day}T00:00:00Z`) + (localMinutes - EVENT_UTC_OFFSET_HOURS * 60) * 60_000;
  return new Date(ms).toISOString().replace('.000Z', 'Z');
}

export function addMinutes(iso: string, minutes: number): string {
  return new Date(Date.parse(iso) + minutes * 60_000).toISOString().replace('.000Z', 'Z');
}

/**
 * The current phase as docs/behaviour/content-and-environments.md defines it: the latest phase whose start is at or before
 * `now`; when none has started, the first; with no phases, undefined.
 */
export function resolvePhase<T extends { id: string; start: string }>(phases: readonly T[], now: string): T | undefined {
  const at = Date.parse(now);
  const sorted = phases.slice().sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  let current: T | undefined;
  for (const phase of sorted) if (Date.parse(phase.start) <= at) current = phase;
  return current ?? sorted[0];
}
