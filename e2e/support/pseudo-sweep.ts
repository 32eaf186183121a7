import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, test } from './test';
import { RouteAudit, SitePage } from '../pages';
import type { Persona } from './session';
import { SPEC_ROUTES } from './spec-routes';
import { PSEUDO_ALLOWED_WORDS } from './pseudo-allow-list';
import { cutTexts, PageData, unlocalisedTexts } from './pseudo-text';

// Done when of docs/behaviour/translations.md (the pseudo-locale): every route of the site in the pseudo-locale
// (`/xx/…`), as anonymous, attendee and site editor (editor open), at 375 and 1920 px, shows no UI text that is not
// pseudo-localised (content from the API and the reviewed allow-list excepted) and no translated text that is cut or
// reaches past its box. One spec file per persona (e2e/pseudo-locale-<persona>.spec.ts), so the three can go to
// different groups of scripts/e2e-groups.ts; one browser context per persona; each route is checked at both widths.

const WIDTHS = [375, 1920] as const;
const OUT = 'test-results/pseudo-locale';

// PSEUDO_ROUTES=/en/sessions,/en/home narrows the run to some routes while working on them.
const ROUTES = process.env.PSEUDO_ROUTES ? process.env.PSEUDO_ROUTES.split(',') : SPEC_ROUTES;

/** A spec route in the pseudo-locale: `/en/…` becomes `/xx/…`; the root and unprefixed paths stay as they are. */
const inPseudo = (route: string) => route.replace(/^\/en(\/|$)/, '/xx$1');

/** Declares the pseudo-locale check of every route as `persona`. */
export function checkEveryRouteInPseudoLocale(persona: Persona): void {
  test(`every route in the pseudo-locale shows only translated UI text, uncut, as ${persona} at 375 and 1920 px`, async ({ browser }) => {
    test.setTimeout(20 * 60_000);
    // Reduced motion: entrances (the sponsor shuffle's staggered logos) show their end state at once, which is what
    // the audit looks at; it no longer waits them out on every page that has one.
    const context = await browser.newContext({ viewport: { width: WIDTHS[0], height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const site = new SitePage(page);
    if (persona !== 'anonymous') await site.signInAsPersona(persona);
    // The first route then loads in full: nothing of the sign-in page (a sign-in still on its way, a replayed early
    // click) carries over into the sweep's in-app navigations.
    if (persona !== 'anonymous') await page.goto('about:blank');
    const audit = new RouteAudit(page);
    const data = new PageData(page);
    const found: string[] = [];
    const checked = new Set<string>();
    for (const route of ROUTES.map(inPseudo)) {
      await page.setViewportSize({ width: WIDTHS[0], height: 900 });
      // Routes open as a link in the site opens them (RouteAudit.openInApp). The page data is kept from route to
      // route: a route may show what an earlier one fetched, from the query cache, without asking the API again.
      await audit.openInApp(route);
      // The root and unprefixed paths redirect to the visitor's language, not the pseudo-locale: nothing to check.
      if (!audit.path().startsWith('/xx/') || checked.has(audit.path())) continue;
      checked.add(audit.path());
      await data.takeServerState();
      if (persona === 'siteeditor') await site.openEditorIfOffered();
      for (const width of WIDTHS) {
        if (width !== WIDTHS[0]) await audit.resize(width);
        const where = `${route} (${audit.path()}) @${width}`;
        const texts = await unlocalisedTexts(page, PSEUDO_ALLOWED_WORDS);
        await data.settled();
        for (const { text, where: element } of texts) {
          if (!data.has(text)) found.push(`${where} untranslated: "${text}" (${element})`);
        }
        for (const cut of await cutTexts(page)) found.push(`${where} ${cut}`);
      }
    }
    await context.close();
    mkdirSync(OUT, { recursive: true });
    const unique = [...new Set(found)];
    writeFileSync(`${OUT}/${persona}.txt`, unique.length ? `${unique.join('\n')}\n` : '');
    expect(unique).toEqual([]);
  });
}
