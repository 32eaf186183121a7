import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { SettingsEditor, SitePage } from './pages';
import { axeViolations } from './support/axe';

// The site tools' own routes (docs/behaviour/settings.md: /editor, /file-uploader, /glyph-search behind "sign-in, scope
// siteeditor") and the attendee type changer (docs/behaviour/settings.md, flag enableAdminAttendeeTypeChanger, on
// in the e2e server's cont environment).

/** The page's main content once its h1 names the tool. */
async function toolPage(page: Page, title: string) {
  const { main } = new SitePage(page);
  await expect(main.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  return main;
}

/** The text of every script the current document loaded (entry, preloaded and lazily imported chunks). */
async function loadedScripts(page: Page): Promise<string[]> {
  const urls = await page.evaluate(() => [
    ...new Set([
      ...Array.from(document.scripts, (s) => s.src).filter(Boolean),
      ...performance.getEntriesByType('resource').map((e) => e.name).filter((name) => new URL(name).pathname.endsWith('.js')),
    ]),
  ]);
  return Promise.all(urls.map(async (url) => (await page.request.get(url)).text()));
}

test('a site editor uploads a file on /en/file-uploader and gets its link', async ({ page }) => {
  await new SitePage(page).signInAsPersona('siteeditor');
  await page.goto('/en/file-uploader');
  const main = await toolPage(page, 'File Uploader');
  await expect(page).toHaveTitle(/^File Uploader/);
  expect(await axeViolations(page, '#main-content')).toEqual([]);

  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  await main.getByLabel('Image file (png, jpeg, jpg)').setInputFiles({ name: 'site-tools.png', mimeType: 'image/png', buffer: png });
  await main.getByRole('button', { name: 'Upload' }).click();
  const link = main.getByRole('link', { name: /^\/api\/files\/[a-f0-9]{24}\.png$/ });
  await expect(link).toBeVisible();
  await expect(main.getByRole('status').filter({ hasText: 'Stored at' })).toBeVisible();
  const href = (await link.getAttribute('href')) ?? '';
  const served = await page.request.get(href);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/png');
  expect(Buffer.from(await served.body()).equals(png)).toBe(true);
  expect(await axeViolations(page, '#main-content')).toEqual([]);
});

test('a site editor finds a glyph by searching on /en/glyph-search and copies its name', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await new SitePage(page).signInAsPersona('siteeditor');
  await page.goto('/en/glyph-search');
  const main = await toolPage(page, 'Glyph Search');
  expect(await axeViolations(page, '#main-content')).toEqual([]);

  await main.getByLabel('Search glyphs').fill('wheelchair');
  const glyph = main.getByRole('button', { name: 'Copy glyph name accessibility' });
  await expect(glyph).toBeVisible();
  await expect(main.getByRole('button', { name: /^Copy glyph name / })).toHaveCount(1);
  await glyph.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText("'accessibility' copied to clipboard")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('accessibility');

  await main.getByLabel('Search glyphs').fill('zzzz-no-such-glyph');
  await expect(main.getByRole('status').filter({ hasText: 'No glyph matches.' })).toBeVisible();
  expect(await axeViolations(page, '#main-content')).toEqual([]);
});

test('a site editor opens the site settings editor on /en/editor', async ({ page }) => {
  await new SitePage(page).signInAsPersona('siteeditor');
  await page.goto('/en/editor');
  const main = await toolPage(page, 'Site Settings');
  await expect(main.getByRole('heading', { name: 'Phases', level: 2 })).toBeVisible();
  await expect(new SettingsEditor(page, main).categories).toBeVisible();
  expect(await axeViolations(page, '#main-content')).toEqual([]);
});

test('a site editor views the site as an attendee, then restores the signed-in type', async ({ page }) => {
  await new SitePage(page).signInAsPersona('siteeditor');
  // The attendee directory needs scope attendee-directory, which the site editor does not hold.
  await page.goto('/en/attendees');
  await expect(page).toHaveURL(/\/en\/forbidden\?errorCode=3403$/);

  await page.goto('/en/home');
  const tools = new SitePage(page).siteTools;
  const changer = tools.getByRole('group', { name: 'View as attendee type' });
  await expect(changer).toBeVisible();
  await expect(changer.getByRole('button', { name: /^Restore attendee type/ })).toHaveCount(0);
  expect(await axeViolations(page, '.ss-tools')).toEqual([]);

  // The page reloads after the change: a mark left on the old document is gone.
  await page.evaluate(() => ((window as unknown as { beforeChange: boolean }).beforeChange = true));
  // The select shows the viewer's real type (Staff), not the first type it can switch to.
  await expect(changer.getByLabel('View as attendee type')).toHaveValue('staff');
  await changer.getByLabel('View as attendee type').selectOption({ label: 'Attendee' });
  const reloaded = page.waitForEvent('load');
  await changer.getByRole('button', { name: 'Change attendee type' }).click();
  await reloaded;
  expect(await page.evaluate(() => (window as unknown as { beforeChange?: boolean }).beforeChange)).toBeUndefined();
  await expect(changer.getByText('Viewing as Attendee')).toBeVisible();
  const restore = changer.getByRole('button', { name: 'Restore attendee type (Staff)' });
  await expect(restore).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('site-settings.original-attendee-type'))).toBe('"staff"');

  // Viewing as an attendee, the directory opens.
  await page.goto('/en/attendees');
  await expect(page).toHaveURL(/\/en\/attendees$/);
  await expect(page.getByRole('heading', { name: 'Access denied' })).toHaveCount(0);

  const restored = page.waitForEvent('load');
  await restore.click();
  await restored;
  await expect(changer).toBeVisible();
  await expect(changer.getByRole('button', { name: /^Restore attendee type/ })).toHaveCount(0);
  await expect(changer.getByText(/^Viewing as/)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('site-settings.original-attendee-type'))).toBeNull();
  await page.goto('/en/attendees');
  await expect(page).toHaveURL(/\/en\/forbidden\?errorCode=3403$/);
});

test('an attendee visiting /en/file-uploader is sent to not found (docs/behaviour/settings.md) and never loads the site tools', async ({ page }) => {
  await new SitePage(page).signInAsPersona('attendee');
  await page.goto('/en/file-uploader');
  await expect(page).toHaveURL(/\/en\/notfound$/);
  await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'File Uploader' })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  const scripts = await loadedScripts(page);
  // The shell's own strings are there (so the check reads real bundles); the site tools' are not.
  expect(scripts.some((text) => text.includes('translate.shell.status.404.title'))).toBe(true);
  expect(scripts.filter((text) => text.includes('translate.site-settings.uploader.title'))).toEqual([]);
});

test('a content editor opening /en/editor lands on not found, not forbidden (docs/behaviour/settings.md)', async ({ page }) => {
  await new SitePage(page).signInAsPersona('contenteditor');
  await page.goto('/en/editor');
  await expect(page).toHaveURL(/\/en\/notfound$/);
  await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
});

test('an anonymous visitor to /en/glyph-search is sent to sign in, and comes back to the tool as a site editor', async ({ page }) => {
  await page.goto('/en/glyph-search');
  await expect(page).toHaveURL(/\/en\/login\?returnUrl=%2Fen%2Fglyph-search$/);
  await page.getByRole('button', { name: 'Administrator', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/glyph-search$/);
  await toolPage(page, 'Glyph Search');
});
