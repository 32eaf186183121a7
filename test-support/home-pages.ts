// The server tests' fixture (server/test-support.ts fixture()) and the component tests that seed the real API with
// pages of their own share its phases and its one page, home: one layout per environment and phase.
import { ENVIRONMENTS, type Environment } from '../schemas';

export const FIXTURE_PHASES = [
  { id: 'pre-event', label: 'Pre-event', start: '2026-09-01T00:00:00Z' },
  { id: 'live', label: 'Live', start: '2027-05-18T08:00:00Z' },
  { id: 'post-event', label: 'Post-event', start: '2027-05-21T00:00:00Z' },
];

/** Home's layout in each environment and fixture phase, holding the blocks `components` gives for the phase. */
export function homePages<C>(components: (phase: string) => C[], environments: readonly Environment[] = ENVIRONMENTS) {
  return environments.flatMap((environment) =>
    FIXTURE_PHASES.map((p) => ({ page: 'home', phase: p.id, environment, components: components(p.id) })),
  );
}
