// The end-to-end specs split into groups that run at the same time, each against its own server and data
// (scripts/test-all.sh). A spec file stays whole in one group, in the order Playwright would run it: specs in one
// file share state on purpose (a signed-in page, a testing date moved and restored). Groups are balanced by each
// file's running time as last measured (SPEC_MINUTES); a file not listed counts as one minute.
import { readdirSync } from 'node:fs';

/**
 * Minutes per spec file, as measured in a full local run of both groups at once (about CI's pace; the route sweeps
 * are one file per persona so that they spread over the groups), a test that passed on its retry counted once; xss
 * as measured after its payloads went to the page four at a time. A file not listed counts as one minute.
 */
export const SPEC_MINUTES: Readonly<Record<string, number>> = {
  'conference-day.spec.ts': 4.7,
  'first-paint.spec.ts': 1.2,
  'xss.spec.ts': 2.4,
  'pseudo-locale-siteeditor.spec.ts': 3.0,
  'pseudo-locale-attendee.spec.ts': 2.5,
  'a11y-routes-siteeditor.spec.ts': 2.2,
  'schedule.spec.ts': 1.8,
  'a11y-routes-attendee.spec.ts': 1.8,
  'offline.spec.ts': 1.5,
  'directories.spec.ts': 1.5,
  'a11y-routes-anonymous.spec.ts': 1.4,
  'editor-panel.spec.ts': 1.4,
  'editor-merge.spec.ts': 1.3,
  'design-screens.spec.ts': 1.3,
  'pseudo-locale-anonymous.spec.ts': 1.2,
  'editor-no-lost-work.spec.ts': 1.1,
  'oidc-sign-in.spec.ts': 1.1,
  'qa.spec.ts': 1.0,
  'attendees.spec.ts': 1.0,
  'offline-writes.spec.ts': 1.0,
  'meetings.spec.ts': 1.0,
  'data-blocks.spec.ts': 0.9,
  'editor-devices.spec.ts': 0.8,
  'site-tools.spec.ts': 0.8,
  'settings-no-lost-work.spec.ts': 0.8,
  'editor-walkthrough.spec.ts': 0.8,
  'catalog.spec.ts': 0.7,
  'install.spec.ts': 0.7,
  'ssr.spec.ts': 0.7,
  'editor.spec.ts': 0.7,
  'editor-views.spec.ts': 0.6,
  'live-translations.spec.ts': 0.6,
  'editor-speed.spec.ts': 0.6,
  'favorites.spec.ts': 0.6,
  'live-help.spec.ts': 0.5,
  'studio-video.spec.ts': 0.5,
  'editor-widgets.spec.ts': 0.5,
  'editor-bar.spec.ts': 0.5,
  'home.spec.ts': 0.5,
  'evaluations.spec.ts': 0.5,
  'editor-device.spec.ts': 0.5,
  'storybook.spec.ts': 0.4,
  'session-detail.spec.ts': 0.4,
  'editor-push.spec.ts': 0.4,
  'shell-chrome.spec.ts': 0.4,
  'event-clock.spec.ts': 0.4,
  'chat.spec.ts': 0.4,
  'site-settings.spec.ts': 0.4,
  'phone-header.spec.ts': 0.4,
  'notification-rules.spec.ts': 0.3,
  'ticker.spec.ts': 0.3,
  'editor-preview.spec.ts': 0.3,
  'editor-width.spec.ts': 0.3,
  'editor-insert.spec.ts': 0.3,
  'phase-switcher.spec.ts': 0.3,
  'notifications.spec.ts': 0.2,
  'editor-versions.spec.ts': 0.2,
  'interactive-map.spec.ts': 0.2,
  'push-subscribe.spec.ts': 0.2,
  'sanitizer.spec.ts': 0.2,
  'editor-keys.spec.ts': 0.2,
  'evaluations-survey.spec.ts': 0.2,
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
