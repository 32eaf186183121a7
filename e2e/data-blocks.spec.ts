// On the real built server: the data blocks (promoted sessions on home, the sponsor shuffle,
// Happening Now in the live phase) and the catalog's static fallback while the API answers 503.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { ServerHtml, SessionCards, SitePage, SponsorShuffle } from './pages';
import { axeViolations } from './support/axe';
import { apiSignIn } from './support/session';

// axe is injected as a script tag, which the site's Content Security Policy (script-src 'self') refuses.
test.use({ bypassCSP: true });

const SHOTS = 'test-results/data-blocks';

/** Screenshots of a block (or the whole page) at the phone, tablet and desktop widths, for review. */
async function shoot(page: Page, name: string, block?: Locator) {
  for (const width of [375, 1083, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    const path = `${SHOTS}/${name}-${width}.png`;
    await (block ? block.screenshot({ path }) : page.screenshot({ path, fullPage: true }));
  }
}

test('home shows the promoted sessions from the server HTML, each linking to its session page', async ({ page, request }) => {
  const html = await ServerHtml.fetch(request, '/en/home');
  expect(html.body).toContain('Featured sessions');
  expect(html.body).toMatch(/href="\/en\/sessions\/[^"]+"/);

  await page.goto('/en/home', { waitUntil: 'networkidle' });
  const promoted = new SessionCards(page, 'Featured sessions');
  await expect(promoted.region).toBeVisible();
  // The demo promotes 6 featured sessions (limit 6), filled up with breakouts and keynotes.
  await expect(promoted.cards).toHaveCount(6);
  await expect(promoted.region.getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/en/sessions');
  expect(await axeViolations(page, '[data-block-id="explore-sessions"]')).toEqual([]);
  await shoot(page, 'promoted-home', promoted.region);

  const first = promoted.cardLinks.first();
  const title = (await first.textContent()) ?? '';
  const href = (await first.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/en\/sessions\/.+/);
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  expect(title).not.toBe('');
});

test('the sponsors page shows 9 sponsors one by one, and Shuffle brings 9 others, disabled while shuffling', async ({ page }) => {
  await page.goto('/en/sponsors', { waitUntil: 'networkidle' });
  const shuffle = new SponsorShuffle(page, 'Our sponsors');
  await expect(shuffle.logos).toHaveCount(9);
  await expect(shuffle.shuffle).toBeEnabled();
  await expect(shuffle.logos.last()).toBeVisible();
  const first = await shuffle.names();
  expect(new Set(first).size).toBe(9);
  expect(await axeViolations(page, '[data-block-id="shuffle"]')).toEqual([]);
  await shoot(page, 'sponsor-shuffle', shuffle.region);

  await page.setViewportSize({ width: 1280, height: 900 });
  await shuffle.shuffle.click();
  await expect(shuffle.shuffle).toBeDisabled();
  await expect(shuffle.shuffle).toBeEnabled();
  await expect(shuffle.logos).toHaveCount(9);
  const second = await shuffle.names();
  expect(second).toHaveLength(9);
  expect(second.filter((n) => first.includes(n))).toEqual([]);
  await expect(shuffle.logos.last()).toBeVisible();
  await expect(shuffle.region.getByRole('link', { name: 'View all sponsors' })).toHaveAttribute('href', '/en/sponsors');
});

interface PublicSettings {
  testingDate: string | null;
  hash: string;
  eventPhases: { id: string; start: string }[];
}

async function setTestingDate(request: APIRequestContext, testingDate: string | null) {
  const token = await apiSignIn(request, 'contenteditor');
  const { hash, testingDate: now } = (await (await request.get('/api/settings')).json()) as PublicSettings;
  if (now === testingDate) return;
  const res = await request.post('/api/siteeditor/testing-date', { headers: { Authorization: `Bearer ${token}` }, data: { testingDate, originalHash: hash } });
  expect(res.ok()).toBe(true);
}

test.describe.serial('in the live phase', () => {
  test.afterEach(async ({ request }) => setTestingDate(request, null));

  test('the sessions page shows what is happening now, in order, 4 then more', async ({ page, request }) => {
    const settings = (await (await request.get('/api/settings')).json()) as PublicSettings;
    const live = settings.eventPhases.find((p) => p.id === 'live');
    expect(live).toBeDefined();
    await setTestingDate(request, live?.start ?? null);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/en/sessions', { waitUntil: 'networkidle' });
    const happening = new SessionCards(page, 'Live now and up next');
    await expect(happening.region).toBeVisible();
    // The demo's block: max 8, min 4 on every device; collapsed it shows 4 and the more button.
    await expect.poll(() => happening.visibleTitles()).toHaveLength(4);
    const starts = await happening.visibleStarts();
    expect([...starts].sort()).toEqual(starts);
    const more = happening.button('Show more');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    await expect(happening.button('Show fewer')).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => happening.visibleTitles()).toHaveLength(8);
    const all = await happening.visibleStarts();
    expect([...all].sort()).toEqual(all);
    expect(await axeViolations(page, '[data-block-id="happening"]')).toEqual([]);
    await shoot(page, 'happening-now', happening.region);
  });

  test('home cuts Happening Now per device (max 16/8/4, min 8/4/2) and offers the auto-refresh toggle', async ({ page, request }) => {
    const settings = (await (await request.get('/api/settings')).json()) as PublicSettings;
    await setTestingDate(request, settings.eventPhases.find((p) => p.id === 'live')?.start ?? null);
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto('/en/home', { waitUntil: 'networkidle' });
    const happening = new SessionCards(page, 'Happening now');
    await expect(happening.region).toBeVisible();
    await expect.poll(() => happening.visibleTitles()).toHaveLength(2);
    await expect(happening.region.getByRole('switch', { name: 'Auto refresh' })).toBeChecked();
    await page.setViewportSize({ width: 1083, height: 900 });
    await expect.poll(() => happening.visibleTitles()).toHaveLength(4);
    await page.setViewportSize({ width: 1920, height: 900 });
    await expect.poll(() => happening.visibleTitles()).toHaveLength(8);
    await happening.button('Show more').click();
    await expect.poll(() => happening.visibleTitles()).toHaveLength(16);
    await page.setViewportSize({ width: 375, height: 900 });
    await expect.poll(() => happening.visibleTitles()).toHaveLength(4);
    await happening.region.getByRole('switch', { name: 'Auto refresh' }).uncheck();
    await expect(happening.region.getByRole('switch', { name: 'Auto refresh' })).not.toBeChecked();
    expect(await axeViolations(page, '[data-block-id="happening"]')).toEqual([]);
  });
});

test('/en/sessions lists the exported first page and facets while the API answers 503', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en/home', { waitUntil: 'networkidle' });
  await page.route('**/api/**', (route) => route.fulfill({ status: 503, contentType: 'text/plain', body: 'down' }));
  // In-site navigation: the browser renders /en/sessions itself, reading everything through the (failing) API.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Agenda' }).click();
  await nav.getByRole('link', { name: 'Sessions', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/sessions$/);
  const main = new SitePage(page).main;
  await expect(main.getByRole('heading', { level: 3 }).getByRole('link')).toHaveCount(12);
  // The facet counts come from the copy too: the refiners list the session types.
  await main.getByRole('button', { name: 'Refine' }).click();
  await expect(main.getByRole('group', { name: 'Session type' })).toBeVisible();
  await expect(page.getByText('The site is showing a saved copy of its content, which may be out of date.')).toBeVisible();
  await shoot(page, 'sessions-static-fallback');
});
