// The end-to-end specs split into groups that run at the same time, each against its own server and data
// (scripts/test-all.sh). A spec file stays whole in one group, in the order Playwright would run it: specs in one
// file share state on purpose (a signed-in page, a testing date moved and restored). Groups are balanced by each
// file's running time as last measured (SPEC_MINUTES); a file not listed counts as one minute.
import { readdirSync } from 'node:fs';

/**
 * Minutes per spec file, measured on a local run of both groups at once (about CI's pace; the route sweeps are one
 * file per persona so that they spread over the groups). A file not listed counts as one minute.
 */
export const SPEC_MINUTES: Readonly<Record<string, number>> = {
  'xss.spec.ts': 12.1,
  'chat.spec.ts': 1.0,
  'ticker.spec.ts': 1.0,
  'studio-video.spec.ts': 1.0,
  'live-help.spec.ts': 1.0,
  'offline.spec.ts': 2.0,
  'pseudo-locale-siteeditor.spec.ts': 3.2,
  'conference-day.spec.ts': 6.5,
  'a11y-routes-siteeditor.spec.ts': 2.3,
  'a11y-routes-attendee.spec.ts': 2.0,
  'directories.spec.ts': 4.2,
  'editor-panel.spec.ts': 3.9,
  'schedule.spec.ts': 3.8,
  'offline-writes.spec.ts': 1.3,
  'pseudo-locale-attendee.spec.ts': 1.7,
  'a11y-routes-anonymous.spec.ts': 1.6,
  'pseudo-locale-anonymous.spec.ts': 1.1,
  'design-screens.spec.ts': 3.4,
  'editor-views.spec.ts': 2.8,
  'editor-merge.spec.ts': 2.4,
  'editor-devices.spec.ts': 2.1,
  'editor-widgets.spec.ts': 2.1,
  'editor-bar.spec.ts': 1.7,
  'editor-speed.spec.ts': 1.7,
  'oidc-sign-in.spec.ts': 1.7,
  'qa.spec.ts': 1.6,
  'meetings.spec.ts': 1.6,
  'session-detail.spec.ts': 1.6,
  'settings-no-lost-work.spec.ts': 1.5,
  'editor.spec.ts': 1.5,
  'editor-no-lost-work.spec.ts': 1.4,
  'editor-preview.spec.ts': 1.4,
  'editor-walkthrough.spec.ts': 1.4,
  'ssr.spec.ts': 1.4,
  'catalog.spec.ts': 1.3,
  'favorites.spec.ts': 1.1,
  'attendees.spec.ts': 1.1,
  'data-blocks.spec.ts': 1.1,
  'site-tools.spec.ts': 1.0,
  'evaluations.spec.ts': 1.0,
  'editor-push.spec.ts': 1.0,
  'live-translations.spec.ts': 1.0,
  'editor-versions.spec.ts': 0.9,
  'editor-device.spec.ts': 0.9,
  'editor-insert.spec.ts': 0.8,
  'phone-header.spec.ts': 0.7,
  'phase-switcher.spec.ts': 0.7,
  'site-settings.spec.ts': 0.7,
  'editor-keys.spec.ts': 0.7,
  'shell-chrome.spec.ts': 0.7,
  'home.spec.ts': 0.6,
  'event-clock.spec.ts': 0.4,
  'editor-width.spec.ts': 0.4,
  'push-subscribe.spec.ts': 0.8,
  'install.spec.ts': 0.6,
  'interactive-map.spec.ts': 0.5,
  'evaluations-survey.spec.ts': 0.2,
  'sanitizer.spec.ts': 0.2,
  'storybook.spec.ts': 0.5,
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
