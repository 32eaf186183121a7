// The site offline (docs/behaviour/shell.md, Offline): pages an attendee visited come back from the service worker's
// kept copies, marked as saved copies; a page never visited answers the offline page, which offers a reload once
// the browser is back online.
import { expect, test } from './support/test';
import { OfflineSite, SitePage } from './pages';

test('an attendee offline: visited pages show their saved copy, an unvisited page the offline page', async ({ page, context }) => {
  test.setTimeout(120_000);
  const site = new SitePage(page);
  const offline = new OfflineSite(page);
  await site.goto('/en/home');
  await offline.waitForWorker();
  await site.signInAsPersona('attendee');

  await offline.visit('/en/schedule');
  // A session on the attendee's schedule, else the catalog's first.
  let session = await page.locator('main a[href^="/en/sessions/"]').first().getAttribute('href').catch(() => null);
  await offline.visit('/en/sessions');
  session ??= await page.locator('main a[href^="/en/sessions/"]').first().getAttribute('href');
  expect(session, 'a session page to visit').toBeTruthy();
  await offline.visit(session!);
  await expect(offline.savedCopyMark).toHaveCount(0);

  await context.setOffline(true);
  for (const path of ['/en/schedule', session!, '/en/sessions']) {
    await page.goto(path);
    await expect(offline.savedCopyMark, path).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
  }
  await page.screenshot({ path: '.tmp/offline-saved-copy.png', fullPage: false });
  // Kept ahead for the signed-in attendee, though not visited.
  await page.goto('/en/favorites');
  await expect(offline.savedCopyMark, '/en/favorites').toBeVisible();

  await page.goto('/en/speakers');
  await expect(offline.offlineHeading).toBeVisible();
  await expect(offline.reload).toBeHidden();
  await page.screenshot({ path: '.tmp/offline-page.png' });

  await context.setOffline(false);
  await expect(offline.backOnline).toBeVisible();
  await offline.reload.click();
  await expect(offline.offlineHeading).toHaveCount(0);
  await expect(page.getByRole('main')).toBeVisible();
});
