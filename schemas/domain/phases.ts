import type { EventPhase } from '../generated/types';

export type { EventPhase };

/** What the current-phase rule reads of a phase. */
export type PhaseStart = Pick<EventPhase, 'id' | 'start'>;

/**
 * The current phase (docs/behaviour/phases.md): the latest phase whose start is at or before `now`; when none has
 * started, the first (earliest) phase; with no phases, undefined. Phases with an unreadable start are ignored.
 * Pass `effectiveNow(settings.testingDate, clock)` as `now` so that a testing date counts.
 */
export function resolveCurrentPhase<P extends PhaseStart>(phases: readonly P[], now: Date): P | undefined {
  const dated = phases
    .map((phase) => ({ phase, at: Date.parse(phase.start) }))
    .filter((p) => !Number.isNaN(p.at))
    .sort((a, b) => a.at - b.at);
  let current = dated[0];
  for (const p of dated) if (p.at <= now.getTime()) current = p;
  return current?.phase;
}

/** `testingDate` when it is a valid date, else the real clock. */
export function effectiveNow(testingDate: string | null | undefined, clock: Date): Date {
  if (testingDate) {
    const at = Date.parse(testingDate);
    if (!Number.isNaN(at)) return new Date(at);
  }
  return clock;
}

/**
 * The request header a tab previewing the site at another date (the phase switcher's Apply (Local)) sends with its
 * API calls, so the API judges time as that tab's pages do. Honoured for content editors only (server/http/event-clock.ts).
 */
export const PREVIEW_DATE_HEADER = 'x-preview-date';
