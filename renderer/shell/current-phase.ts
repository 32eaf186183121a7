export interface PhaseStart {
  id: string;
  /** ISO date-time the phase starts. */
  start: string;
}

/**
 * The current phase (spec 000 section 4): the latest phase whose start is at or before `now`; when none has
 * started, the first (earliest) phase; with no phases, null. Phases with an unreadable start are ignored.
 * Pass the settings' testingDate as `now` when date testing is on.
 */
export function resolveCurrentPhase(phases: readonly PhaseStart[], now: Date): string | null {
  const dated = phases
    .map((p) => ({ id: p.id, at: Date.parse(p.start) }))
    .filter((p) => !Number.isNaN(p.at))
    .sort((a, b) => a.at - b.at);
  const first = dated[0];
  if (!first) return null;
  let current = first;
  for (const p of dated) if (p.at <= now.getTime()) current = p;
  return current.id;
}

/** `testingDate` when it is a valid date, else the real clock. */
export function effectiveNow(testingDate: string | null | undefined, clock: Date): Date {
  if (testingDate) {
    const at = Date.parse(testingDate);
    if (!Number.isNaN(at)) return new Date(at);
  }
  return clock;
}
