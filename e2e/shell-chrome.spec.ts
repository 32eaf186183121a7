import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, test } from './support/test';
import { SitePage } from './pages';

// The shell's chrome: the event's name and logo from settings, the footer's links from
// GET /chrome/{language}, the language switcher that keeps the page, menu links that mark the page shown, the
// visitor's time-zone choice, where a dialog puts the focus, and the service worker's update banner.

test('header and footer name the event from settings; the footer lists the chrome links in the page language', async ({
  page,
}) => {
  await page.goto('/en/home');
  const header = page.getByRole('banner');
  // settings.eventName is the key translate.shell.event-name, which the demo translates as Nimbus 2027.
  const home = header.getByRole('link', { name: 'Nimbus 2027' });
  await expect(home).toHaveAttribute('href', '/en/home');
  // settings.eventLogo: the logo only repeats the name beside it, so its alt is empty.
  await expect(home.locator('img')).toHaveAttribute('alt', '');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Nimbus 2027', { exact: true })).toBeVisible();
  const links = footer.getByRole('navigation', { name: 'Footer' }).getByRole('link');
  // menus.footerNavigation of the demo, answered by /api/chrome/en (Blog is not in the shell's built-in list).
  await expect(links).toHaveText(['Code of conduct', 'Accessibility', 'Confidentiality', 'Get help', 'Blog']);
  await expect(links.last()).toHaveAttribute('href', '/en/blog');

  await page.goto('/de/home');
  const german = page.getByRole('contentinfo').getByRole('navigation').getByRole('link');
  await expect(german.first()).toHaveText('Verhaltenskodex');
  await expect(german.first()).toHaveAttribute('href', '/de/code-of-conduct');
});

test('the language switcher opens the same page in the other language, query and hash kept', async ({
  page,
}) => {
  await page.goto('/en/sessions?search=cloud#top');
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Language: English' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  await page.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/sessions\?search=cloud#top$/);
  await expect(page.locator('html')).toHaveAttribute('lang', /^de/);
  // Escape closes it again and gives the focus back to its button.
  // The page is German now: so is the switcher's name.
  const again = page.getByRole('banner').getByRole('button', { name: 'Sprache: Deutsch' });
  await again.click();
  await page.keyboard.press('Escape');
  await expect(again).toHaveAttribute('aria-expanded', 'false');
  await expect(again).toBeFocused();
});

test('menu links mark the page shown with aria-current="page", and its group', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/en/blog');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', /.*/);
  await page.goto('/en/speakers');
  const agenda = nav.getByRole('button', { name: 'Agenda' });
  await expect(agenda).toHaveAttribute('data-current', 'true');
  await agenda.click();
  await expect(nav.getByRole('link', { name: 'Speakers' })).toHaveAttribute('aria-current', 'page');
});

test.describe('in a Berlin browser', () => {
  test.use({ timezoneId: 'Europe/Berlin' });

  test("event times follow the visitor's choice of zone, kept across reloads", async ({ page }) => {
    const site = new SitePage(page);
    await page.goto('/en/home');
    const agenda = site.page.getByRole('table').first();
    // The demo's breakfast is 7:00 AM in the event's zone (America/Los_Angeles).
    await expect(agenda.getByRole('row').nth(1)).toContainText('7:00 AM – 9:00 AM');
    const choice = page.getByRole('contentinfo').getByLabel('Show times in');
    await expect(choice.locator('option')).toHaveText(['Event time (Los Angeles)', 'My time (Berlin)']);
    await choice.selectOption({ label: 'My time (Berlin)' });
    await expect(agenda.getByRole('row').nth(1)).toContainText('4:00 PM – 6:00 PM');
    await page.reload();
    await expect(page.getByRole('table').first().getByRole('row').nth(1)).toContainText('4:00 PM – 6:00 PM');
    await page
      .getByRole('contentinfo')
      .getByLabel('Show times in')
      .selectOption({ label: 'Event time (Los Angeles)' });
    await expect(page.getByRole('table').first().getByRole('row').nth(1)).toContainText('7:00 AM – 9:00 AM');
  });
});

test('a dialog puts the focus on its first control, not on its close button, and gives it back on Escape', async ({
  page,
}) => {
  const site = new SitePage(page);
  await page.goto('/en/home');
  const cta = site.block('signup-cta').getByRole('button', { name: 'Sign in' });
  const dialog = page.getByRole('dialog', { name: 'Sign in to make the most of the event' });
  await cta.click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Sign in' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cta).toBeFocused();
});

test('a tap on a server-rendered button before the code has run is kept and acted on once the page is hydrated', async ({
  page,
}) => {
  const site = new SitePage(page);
  // The site's scripts are held back until the visitor has tapped, as on a slow phone network.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const opened = page.goto('/en/home');
  const cta = site.block('signup-cta').getByRole('button', { name: 'Sign in' });
  await cta.click();
  const dialog = page.getByRole('dialog', { name: 'Sign in to make the most of the event' });
  await expect(dialog).toBeHidden();
  release();
  await opened;
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Sign in' })).toBeFocused();
});

test.describe('the service worker', () => {
  test.use({ siteWorker: true });
  // The built site's worker on disk (the e2e server serves SITE_DIR, else dist/site), with the compressed copies
  // the build may have written beside it: a test of a new deployment rewrites all of them and restores them.
  const siteDir = process.env.SITE_DIR ?? 'dist/site';
  const worker = join(siteDir, 'sw.js');
  const copies = (source: string) =>
    [
      [worker, Buffer.from(source)],
      [`${worker}.gz`, gzipSync(source, { level: 9 })],
      [`${worker}.br`, brotliCompressSync(source)],
    ] as const;
  const write = (source: string) => {
    for (const [file, bytes] of copies(source))
      if (file === worker || existsSync(file)) writeFileSync(file, bytes);
  };

  test('a new deployment shows the update banner; Update now switches to it and reloads', async ({
    page,
  }) => {
    // The build always writes the worker (scripts/service-worker-plugin.ts): a site without one is a failure here.
    expect(existsSync(worker), `${worker} is missing from the built site`).toBe(true);
    const original = readFileSync(worker, 'utf8');
    await page.goto('/en/blog');
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toMatch(/\/$/);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    await expect(page.getByText('A new version of this site is available.')).toHaveCount(0);
    try {
      write(`${original}\n// the next deployment\n`);
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      const banner = page.getByRole('status').filter({ hasText: 'A new version of this site is available.' });
      await expect(banner).toBeVisible();
      // The demo settings' countdown (15 to 90 seconds) is announced with the banner.
      await expect(banner).toContainText(/It updates itself in \d+ seconds?\./);
      // The countdown ticks each second: the number the banner shows goes down.
      const left = async () => Number((await banner.textContent())?.match(/in (\d+) seconds?/)?.[1]);
      const first = await left();
      await expect.poll(left, { timeout: 5_000 }).toBeLessThan(first);
      const reloaded = page.waitForEvent('load');
      await banner.getByRole('button', { name: 'Update now' }).click();
      await reloaded;
      await expect(page.getByText('A new version of this site is available.')).toHaveCount(0);
    } finally {
      write(original);
    }
  });
});
