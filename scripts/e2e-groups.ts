// The end-to-end specs split into groups that run at the same time, each against its own server and data
// (scripts/test-all.sh). A spec file stays whole in one group, in the order Playwright would run it: specs in one
// file share state on purpose (a signed-in page, a testing date moved and restored). Groups are balanced by each
// file's running time as last measured on a CI run; a file not listed counts as one minute.
import { readdirSync } from 'node:fs';

/** Minutes per spec file on a CI machine (measured there, and on local runs of both groups at once, which go at about CI's pace). */
export const SPEC_MINUTES: Readonly<Record<string, number>> = {
  // The route sweeps, one file per persona so that they spread over the groups.
  'a11y-routes-attendee.spec.ts': 7.5,
  'a11y-routes-siteeditor.spec.ts': 5.7,
  'a11y-routes-anonymous.spec.ts': 4.7,
  'pseudo-locale-siteeditor.spec.ts': 4.4,
  'pseudo-locale-attendee.spec.ts': 3.5,
  'pseudo-locale-anonymous.spec.ts': 2.4,
  'xss.spec.ts': 10.2,
  'conference-day.spec.ts': 9.6,
  'schedule.spec.ts': 3.3,
  'directories.spec.ts': 2.4,
  'design-screens.spec.ts': 2,
  'site-tools.spec.ts': 1.7,
  'settings-no-lost-work.spec.ts': 1.5,
  'editor-speed.spec.ts': 1.5,
  'catalog.spec.ts': 1.4,
  'editor-bar.spec.ts': 1.3,
  'attendees.spec.ts': 1.3,
  'qa.spec.ts': 1.2,
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
