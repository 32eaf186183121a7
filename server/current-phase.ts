export interface EventPhase {
  id: string;
  label?: string;
  start: string;
}

/**
 * The current phase (spec 000 section 4): the latest phase whose start is at or before the
 * reference time (the testing date when one is set, else now); when none has started, the
 * first phase; with no phases, undefined.
 */
export function resolveCurrentPhase(
  phases: readonly EventPhase[],
  now: Date,
  testingDate?: string | null,
): EventPhase | undefined {
  const testing = testingDate ? Date.parse(testingDate) : NaN;
  const at = Number.isNaN(testing) ? now.getTime() : testing;
  const valid = phases.filter((p) => !Number.isNaN(Date.parse(p.start)));
  const sorted = valid.slice().sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  let current: EventPhase | undefined;
  for (const phase of sorted) if (Date.parse(phase.start) <= at) current = phase;
  return current ?? sorted[0];
}
