import { useEffect, useState } from 'react';
import type { PhaseStart } from '../../schemas';

/** docs/behaviour/phases.md: "New-phase banner delay is 2 minutes." */
export const NEW_PHASE_BANNER_DELAY_MS = 2 * 60_000;

// setTimeout fires at once for delays past 2^31 - 1 ms (~24.8 days); a phase months away is waited for in legs.
const MAX_TIMER_MS = 2_147_483_647;

/** When the new-phase banner is due: 2 minutes after the next phase starting after `now`; null when none does. */
export function newPhaseBannerAt(phases: readonly PhaseStart[], now: Date): number | null {
  const next = phases
    .map((p) => Date.parse(p.start))
    .filter((at) => !Number.isNaN(at) && at > now.getTime())
    .sort((a, b) => a - b)[0];
  return next === undefined ? null : next + NEW_PHASE_BANNER_DELAY_MS;
}

/**
 * True once the next phase has started 2 minutes ago (docs/behaviour/phases.md, Service worker and banners), so the page
 * can offer a reload into the new phase's layout. Never while date testing: a tested date is not the real next phase.
 */
export function useNewPhaseDue(phases: readonly PhaseStart[] | undefined, dateTesting: boolean, clock: () => Date): boolean {
  const [dueAt, setDueAt] = useState<number | null>(null);
  useEffect(() => {
    setDueAt(null);
    if (dateTesting) return;
    const at = newPhaseBannerAt(phases ?? [], clock());
    if (at === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      const wait = at - clock().getTime();
      if (wait <= 0) setDueAt(at);
      else timer = setTimeout(arm, Math.min(wait, MAX_TIMER_MS));
    };
    arm();
    return () => clearTimeout(timer);
  }, [phases, dateTesting, clock]);
  return dueAt !== null && !dateTesting;
}
