import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { SitePage } from './pages';
import { axeViolations } from './support/axe';
import { elementsPastRightEdge } from './support/overflow';

// The designed site at the four widths in both themes. Full-page screenshots of the key routes go to
// test-results/design-screens/ for review (not compared with a baseline yet); every page must fit its width (no
// horizontal scroll, no element cut off at the right edge, no control under 24 px). axe on these routes (every rule,
// as anonymous, attendee and site editor at 375 and 1920 px) is e2e/support/a11y-sweep.ts (one spec file per persona), which audits every route.

const ROUTES = [
  '/en/home',
  '/en/sessions',
  '/en/speakers',
  '/en/sponsors',
  '/en/event-guide',
  '/en/blog',
  '/en/get-started',
  '/en/map',
  '/en/login',
  '/en/no-such-page',
] as const;
const WIDTHS = [375, 539, 1083, 1920] as const;
const THEMES = ['light', 'dark'] as const;
const OUT = 'test-results/design-screens';

const slug = (route: string) => route.replace(/^\/en\//, '').replace(/[^a-z0-9]+/gi, '-');

/** Opens a route and waits until the shell and the page's blocks have settled. */
async function open(page: Page, route: string) {
  await page.goto(route, { waitUntil: 'networkidle' });
  await expect(page.getByRole('main')).toBeVisible();
}

/** Sets the width and the theme of the open page and lets them apply: lazy images settle, two frames. */
async function show(page: Page, width: number, theme: (typeof THEMES)[number]) {
  await page.setViewportSize({ width, height: 900 });
  await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** Elements that stick out of the viewport's width (see elementsPastRightEdge). */
async function overflowing(page: Page): Promise<string[]> {
  return (await elementsPastRightEdge(page, 10)).cut;
}

/**
 * Controls smaller than 24 px in either direction (WCAG 2.5.8); links inside a sentence are exempt, as the
 * criterion allows.
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const controls = document.querySelectorAll('a[href], button, input, select, summary, [role="tab"]');
    for (const el of Array.from(controls)) {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (r.width === 0 || r.height === 0 || style.visibility === 'hidden') continue;
      const inSentence =
        el.tagName === 'A' &&
        style.display === 'inline' &&
        el.parentElement?.textContent?.trim() !== el.textContent?.trim();
      if (inSentence || (r.width >= 24 && r.height >= 24)) continue;
      const name = (el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 30);
      out.push(`${el.tagName.toLowerCase()} "${name}" is ${Math.round(r.width)}x${Math.round(r.height)}px`);
    }
    return out;
  });
}

test('the key routes fit every width in light and dark with targets of 24 px or more, with full-page screenshots for review', async ({
  page,
}) => {
  test.setTimeout(15 * 60_000);
  mkdirSync(OUT, { recursive: true });
  const problems: string[] = [];
  // Each route loads once, at the narrowest width, and is then widened (the layout is CSS only, docs/architecture.md, Performance rules).
  for (const route of ROUTES) {
    await page.setViewportSize({ width: WIDTHS[0], height: 900 });
    await open(page, route);
    for (const width of WIDTHS) {
      for (const theme of THEMES) {
        await show(page, width, theme);
        await page.screenshot({ path: `${OUT}/${slug(route)}-${width}-${theme}.png`, fullPage: true });
        if (theme !== 'light') continue;
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (scrollWidth > width) problems.push(`${route} @${width}: scrolls sideways to ${scrollWidth}px`);
        for (const el of await overflowing(page)) problems.push(`${route} @${width}: ${el}`);
        for (const el of await smallTargets(page)) problems.push(`${route} @${width}: target ${el}`);
      }
    }
  }
  expect(problems).toEqual([]);
});

test("a requires-auth button opens the sign-in dialog; Escape closes it; its Sign in leads to the persona picker", async ({
  page,
}) => {
  const site = new SitePage(page);
  // The server's HTML shows the button before the page is hydrated: a click before then does nothing.
  await page.goto('/en/home', { waitUntil: 'networkidle' });
  const cta = site.block('signup-cta').getByRole('button', { name: 'Sign in' });
  await cta.click();
  const dialog = page.getByRole('dialog', { name: 'Sign in to make the most of the event' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Register' })).toBeVisible();
  expect(await axeViolations(page, 'dialog', { allRules: true })).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cta).toBeFocused();
  await cta.click();
  await dialog.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en\/login\?returnUrl=%2Fen%2Fhome$/);
  await expect(page.getByRole('button', { name: 'Attendee', exact: true })).toBeVisible();
});
