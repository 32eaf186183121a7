import type { AnnouncementBarSettings } from './shell-settings';

/**
 * The announcement bar of the current phase: the first of settings.announcementBar.phaseBars that names the phase,
 * else the site-wide bar. Every page's shell shows it, so a page without a bar of its own says what home says in
 * that phase (in the live phase the doors, not the early-bird price).
 */
export function announcementBarFor(bar: AnnouncementBarSettings | undefined, phaseId: string | null): AnnouncementBarSettings | undefined {
  const phased = phaseId === null ? undefined : bar?.phaseBars?.find((b) => b.phases.includes(phaseId));
  if (!phased) return bar;
  const { phases: _phases, ...shown } = phased;
  return shown;
}
