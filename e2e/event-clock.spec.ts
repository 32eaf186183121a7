// One event clock on the real built server: with the server's testing date at 19 May 2027, 1 pm in
// Seattle, every page shows the live phase's announcement bar (not the early-bird one), Happening Now on home and
// "Live now and up next" on the catalog start with sessions that are live at that instant and hold no ended one, the
// API's live and upcoming list agrees, and the pages hydrate without a warning.
import type { Page } from '@playwright/test';
import { SessionCards } from './pages';
import { atServerDate } from './support/event-clock';
import { expect, test } from './support/test';
import { watchConsole } from './support/console';

/** 19 May 2027, 1 pm in Seattle (UTC-7). */
const LIVE_DAY_1PM = '2027-05-19T20:00:00.000Z';

/**
 * Console errors and warnings (React reports hydration mismatches there). Chromium's note on the live video's iframe
 * (its allow attribute names fullscreen as allowfullscreen does) is the browser's, not a problem of the page.
 */
const watch = (page: Page): string[] => watchConsole(page, /Allow attribute will take precedence/);

const at = Date.parse(LIVE_DAY_1PM);

test.describe.serial('at the test date of 19 May, 1 pm', () => {
  atServerDate(LIVE_DAY_1PM);

  test('the API lists what is live first, then the next starts, and nothing that ended', async ({ request }) => {
    const list = (await (await request.get('/api/session?liveAndUpcoming=true&pageSize=1000')).json()) as {
      total: number;
      items: { startDateTime: string; endDateTime: string }[];
    };
    expect(list.total).toBe(list.items.length);
    expect(list.items.every((s) => Date.parse(s.endDateTime) > at)).toBe(true);
    const live = list.items.filter((s) => Date.parse(s.startDateTime) <= at);
    expect(live.length).toBeGreaterThan(0);
    expect(list.items.slice(0, live.length)).toEqual(live);
  });

  for (const path of ['/en/home', '/en/sessions', '/en/schedule', '/en/meetings']) {
    test(`${path} shows the live phase's announcement bar and hydrates without a warning`, async ({ page }) => {
      const problems = watch(page);
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('main')).toBeVisible();
      const bars = page.getByRole('region', { name: 'Announcement' });
      await expect(bars.filter({ visible: true }).first()).toContainText('Doors open at 7:30 am');
      await expect(page.getByText('Early-bird registration ends')).toBeHidden();
      await expect(page.getByRole('link', { name: 'Register now' })).toBeHidden();
      expect(problems).toEqual([]);
    });
  }

  for (const [path, heading] of [['/en/home', 'Happening now'], ['/en/sessions', 'Live now and up next']] as const) {
    test(`${path}: ${heading} starts with what is live at 1 pm, and shows no ended session`, async ({ page }) => {
      await page.setViewportSize({ width: 1920, height: 900 });
      await page.goto(path, { waitUntil: 'networkidle' });
      const happening = new SessionCards(page, heading);
      await expect(happening.region).toBeVisible();
      await expect.poll(async () => (await happening.visibleStarts()).length).toBeGreaterThan(0);
      const starts = await happening.visibleStarts();
      expect(starts.every((s) => !s.startsWith('2027-05-18'))).toBe(true);
      expect(Date.parse(starts[0] ?? '')).toBeLessThanOrEqual(at);
      await expect(happening.cards.first().getByText('Live', { exact: true })).toBeVisible();
    });
  }
});
