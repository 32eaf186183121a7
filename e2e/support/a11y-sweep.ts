import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, test } from './test';
import { RouteAudit, SitePage } from '../pages';
import type { Persona } from './session';
import { SPEC_ROUTES } from './spec-routes';

// "Done when": axe with every rule (colour contrast included) on EVERY route of docs/behaviour/routes-and-gates.md, as
// anonymous, attendee and site editor, at 375 and 1920 px, and no horizontal overflow on any route at 375 px.
// Routes whose feature is not built yet render their placeholder or status page (gated, not found): those count too.
// One spec file per persona (e2e/a11y-routes-<persona>.spec.ts), so the runs of the three can go to different
// groups of scripts/e2e-groups.ts; one browser context per persona, whose page visits every route at both widths.

const WIDTHS = [375, 1920] as const;
const OUT = 'test-results/a11y-routes';

/** Declares the audit of every spec route as `persona`. */
export function auditEveryRoute(persona: Persona): void {
  // The banners the worker brings (the push offer for a signed-in visitor) are audited too.
  test.use({ siteWorker: true });
  test(`every spec route has no axe violations as ${persona} at 375 and 1920 px, and fits 375 px`, async ({ browser }) => {
    test.setTimeout(20 * 60_000);
    // Each route opens once at 375 px (axe and the overflow check), then the same page is widened to 1920 px (the
    // layout is CSS only, docs/architecture.md, Performance rules) and audited again. Routes open as a link in the
    // site opens them (RouteAudit.openInApp): the first one, and those the app cannot show itself, load in full.
    // Reduced motion: entrances (the sponsor shuffle's staggered logos) show their end state at once, which is what
    // the audit looks at; it no longer waits them out on every page that has one.
    const context = await browser.newContext({ viewport: { width: WIDTHS[0], height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    if (persona !== 'anonymous') await new SitePage(page).signInAsPersona(persona);
    // The first route then loads in full: nothing of the sign-in page (a sign-in still on its way, a replayed early
    // click) carries over into the sweep's in-app navigations.
    if (persona !== 'anonymous') await page.goto('about:blank');
    const audit = new RouteAudit(page);
    const found: string[] = [];
    // Routes that land where an earlier one landed (30 of the anonymous visitor's land on /en/login) show the same
    // page to the same persona: it is audited once, at both widths.
    const audited = new Set<string>();
    for (const route of SPEC_ROUTES) {
      await page.setViewportSize({ width: WIDTHS[0], height: 900 });
      await audit.openInApp(route);
      if (audited.has(audit.path())) continue;
      audited.add(audit.path());
      for (const width of WIDTHS) {
        if (width !== WIDTHS[0]) await audit.resize(width);
        const where = `${route} (${audit.path()}) @${width}`;
        found.push(...(await audit.axe(where)));
        if (width === 375) found.push(...(await audit.overflow(where)));
      }
    }
    await context.close();
    mkdirSync(OUT, { recursive: true });
    writeFileSync(`${OUT}/${persona}.txt`, found.length ? `${found.join('\n')}\n` : '');
    writeFileSync(`${OUT}/${persona}-timings.txt`, `${audit.timings.join('\n')}\n`);
    expect(found).toEqual([]);
  });
}
