import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
// Evaluated through the DevTools protocol, which the site's Content-Security-Policy does not govern, so the
// audit runs on the page exactly as visitors get it (no CSP bypass).
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe-core in the page and answers the violations (WCAG 2.x A and AA rules; with `allRules`, every rule axe
 * has, best practices such as landmark-unique included); with `selector`, only in the elements it matches (e.g.
 * one open panel).
 */
export async function axeViolations(page: Page, selector?: string, { allRules = false } = {}): Promise<AxeViolation[]> {
  // A dialog that fades in is half transparent for a moment: colour contrast is judged once entrance animations
  // are done (endless ones, such as a spinner, are not waited for).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // Once per document: a page audited again (at another width) keeps it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async ({ include, allRules }) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(
      include ? { include: [include] } : document,
      allRules ? { resultTypes: ['violations'] } : { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } },
    );
    return result.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  }, { include: selector ?? null, allRules });
}
