// The end-to-end specs split into groups that run at the same time, each against its own server and data
// (scripts/test-all.sh). A spec file stays whole in one group, in the order Playwright would run it: specs in one
// file share state on purpose (a signed-in page, a testing date moved and restored). Groups are balanced by each
// file's running time as last measured (SPEC_MINUTES); a file not listed counts as one minute.
import { readdirSync } from 'node:fs';

/**
 * Minutes per spec file, measured on a local run of both groups at once (about CI's pace; the route sweeps are one
 * file per persona so that they spread over the groups); xss and conference-day as estimated after their speed-ups
 * (payloads packed into fewer blocks, live cards read in one pass). A file not listed counts as one minute.
 */
export const SPEC_MINUTES: Readonly<Record<string, number>> = {
  'xss.spec.ts': 8.0,
  'conference-day.spec.ts': 6.0,
  'pseudo-locale-siteeditor.spec.ts': 5.0,
  'schedule.spec.ts': 3.6,
  'pseudo-locale-attendee.spec.ts': 3.6,
  'studio-video.spec.ts': 3.5,
  'a11y-routes-siteeditor.spec.ts': 3.3,
  'a11y-routes-attendee.spec.ts': 3.2,
  'offline-writes.spec.ts': 3.1,
  'settings-no-lost-work.spec.ts': 2.7,
  'qa.spec.ts': 2.4,
  'a11y-routes-anonymous.spec.ts': 2.3,
  'design-screens.spec.ts': 2.3,
  'editor-merge.spec.ts': 2.2,
  'pseudo-locale-anonymous.spec.ts': 2.2,
  'directories.spec.ts': 2.0,
  'editor-views.spec.ts': 1.9,
  'chat.spec.ts': 1.9,
  'attendees.spec.ts': 1.9,
  'session-detail.spec.ts': 1.8,
  'editor-no-lost-work.spec.ts': 1.8,
  'editor-devices.spec.ts': 1.7,
  'ssr.spec.ts': 1.7,
  'site-tools.spec.ts': 1.7,
  'oidc-sign-in.spec.ts': 1.6,
  'editor-panel.spec.ts': 1.6,
  'meetings.spec.ts': 1.6,
  'site-settings.spec.ts': 1.6,
  'catalog.spec.ts': 1.5,
  'editor-widgets.spec.ts': 1.5,
  'storybook.spec.ts': 1.5,
  'editor.spec.ts': 1.4,
  'editor-preview.spec.ts': 1.4,
  'ticker.spec.ts': 1.4,
  'editor-walkthrough.spec.ts': 1.4,
  'data-blocks.spec.ts': 1.4,
  'interactive-map.spec.ts': 1.3,
  'editor-bar.spec.ts': 1.1,
  'live-help.spec.ts': 1.1,
  'favorites.spec.ts': 1.1,
  'install.spec.ts': 1.1,
  'shell-chrome.spec.ts': 1.1,
  'evaluations.spec.ts': 1.0,
  'editor-speed.spec.ts': 1.0,
  'live-translations.spec.ts': 0.9,
  'phase-switcher.spec.ts': 0.9,
  'editor-device.spec.ts': 0.8,
  'editor-versions.spec.ts': 0.8,
  'notification-rules.spec.ts': 0.8,
  'notifications.spec.ts': 0.7,
  'editor-insert.spec.ts': 0.7,
  'editor-push.spec.ts': 0.7,
  'home.spec.ts': 0.7,
  'event-clock.spec.ts': 0.6,
  'editor-width.spec.ts': 0.6,
  'push-subscribe.spec.ts': 0.6,
  'phone-header.spec.ts': 0.5,
  'offline.spec.ts': 0.5,
  'editor-keys.spec.ts': 0.5,
  'evaluations-survey.spec.ts': 0.4,
  'sanitizer.spec.ts': 0.3,
};

/** The spec files of group `index` (1-based) of `count`: longest first, each to the group with the least so far. */
export function specsOfGroup(files: readonly string[], index: number, count: number): string[] {
  const load = Array.from({ length: count }, () => 0);
  const groups: string[][] = Array.from({ length: count }, () => []);
  const byWeight = [...files].sort((a, b) => (SPEC_MINUTES[b] ?? 1) - (SPEC_MINUTES[a] ?? 1) || a.localeCompare(b));
  for (const file of byWeight) {
    const target = load.indexOf(Math.min(...load));
    load[target] = (load[target] ?? 0) + (SPEC_MINUTES[file] ?? 1);
    groups[target]?.push(file);
  }
  return [...(groups[index - 1] ?? [])].sort();
}

/** `E2E_GROUP=2/3` as [2, 3]; unset: every spec in one group. A value that names no group is an error, not a
 *  silent run of everything or nothing. */
export function parseGroup(value: string | undefined): [number, number] {
  if (value === undefined || value === '') return [1, 1];
  const match = /^(\d+)\/(\d+)$/.exec(value);
  const [index, count] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
  if (index < 1 || index > count) throw new Error(`E2E_GROUP=${value}: expected k/n with 1 <= k <= n`);
  return [index, count];
}

/** The spec files in a folder. */
export function specFiles(dir: string): string[] {
  return readdirSync(dir).filter((name) => name.endsWith('.spec.ts'));
}
