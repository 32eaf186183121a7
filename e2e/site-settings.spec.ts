import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { SettingsEditor, SitePage } from './pages';
import { axeViolations } from './support/axe';

// axe-core is injected as an inline script, which the site's CSP (rightly) refuses.
test.use({ bypassCSP: true });

// The e2e server runs SITE_ENV=cont; the site editor edits uat by choosing it in the settings editor.

const openSettings = (page: Page) => SettingsEditor.openAsAdministrator(page);

test('a site editor changes a setting in uat, compares the environments, copies it to prod and sees the changelog', async ({ page }) => {
  const settings = await openSettings(page);
  const dialog = settings.root;
  await settings.environment.selectOption('uat');
  await settings.openCategory('Chat');
  const field = settings.field('liveHelpAppId');
  await expect(field).toHaveValue('nimbus-help-uat');
  await field.fill('e2e-help-uat');
  await settings.save.click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible();

  await settings.tab('Compare environments').click();
  const row = settings.rowsOf('liveHelpAppId');
  await expect(row.getByRole('cell')).toHaveText(['nimbus-help-cont', 'e2e-help-uat', 'nimbus-help-prod', /Copy/]);
  await settings.copyFrom.selectOption('uat');
  await settings.copyTo.selectOption('prod');
  await row.getByRole('button', { name: 'Copy liveHelpAppId from uat to prod' }).click();
  await expect(dialog.getByText('liveHelpAppId copied from uat to prod.')).toBeVisible();
  await expect(row.getByRole('cell').nth(2)).toHaveText('e2e-help-uat');

  await settings.tab('Changelog').click();
  await expect(dialog.getByRole('heading', { name: 'Changes to the uat settings, newest first' })).toBeVisible();
  const change = settings.rowsOf('liveHelpAppId').first();
  await expect(change.getByRole('cell')).toHaveText(['nimbus-help-uat', 'e2e-help-uat']);
  await expect(dialog.getByRole('table').first()).toContainText('Sam Siteeditor (siteeditor@nimbus.example)');
});

test('an invalid field is flagged next to itself and blocks saving', async ({ page }) => {
  const settings = await openSettings(page);
  const dialog = settings.root;
  await settings.openCategory('Chat');
  const baseUrl = settings.field('baseUrl');
  await baseUrl.fill('not a url');
  await expect(baseUrl).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('chat/baseUrl must match pattern "^https?://"')).toBeVisible();
  const saves: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/siteeditor')) saves.push(r.url());
  });
  await settings.save.click();
  await expect(dialog.getByText('Some fields are not valid: fix them before saving.')).toBeVisible();
  await expect(baseUrl).toBeFocused();
  expect(saves).toEqual([]);
  // Changing a field resets the outcome.
  await baseUrl.fill('https://chat.example.com');
  await expect(dialog.getByText('Some fields are not valid: fix them before saving.')).toHaveCount(0);
});

test('the settings editor has no axe violations and is keyboard operable', async ({ page }) => {
  const settings = await openSettings(page);
  const dialog = settings.root;
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await expect(dialog.getByRole('heading', { name: 'Site Settings', level: 2 })).toBeFocused();
  await settings.tab('Settings').focus();
  await page.keyboard.press('ArrowRight');
  await expect(settings.tab('Compare environments')).toBeFocused();
  await expect(settings.tab('Compare environments')).toHaveAttribute('aria-selected', 'true');
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Site Settings' })).toBeFocused();
});

test('a content editor has the file uploader and glyph search but not Site Settings', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const site = new SitePage(page);
  await site.signInAsPersona('contenteditor');
  await site.goto('/en/home');
  const tools = site.siteTools;
  await expect(tools.getByRole('button', { name: 'File Uploader' })).toBeVisible();
  await expect(tools.getByRole('button', { name: 'Site Settings' })).toHaveCount(0);

  await tools.getByRole('button', { name: 'File Uploader' }).click();
  const uploader = page.getByRole('dialog', { name: 'File Uploader' });
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  await uploader.getByLabel('Image file (png, jpeg, jpg)').setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: png });
  await uploader.getByRole('button', { name: 'Upload' }).click();
  const url = uploader.getByRole('link', { name: /^\/api\/files\/[a-f0-9]{24}\.png$/ });
  await expect(url).toBeVisible();
  const href = (await url.textContent()) ?? '';
  const served = await page.request.get(href);
  expect(served.headers()['content-type']).toBe('image/png');
  await uploader.getByRole('button', { name: 'Copy URL' }).click();
  await expect(page.getByText(`'${href}' copied to clipboard`)).toBeVisible();
  await uploader.getByRole('button', { name: 'Close' }).click();

  await tools.getByRole('button', { name: 'Glyph Search' }).click();
  const glyphs = page.getByRole('dialog', { name: 'Glyph Search' });
  await glyphs.getByLabel('Search glyphs').fill('wheelchair');
  await glyphs.getByRole('button', { name: 'Copy glyph name accessibility' }).click();
  await expect(page.getByText("'accessibility' copied to clipboard")).toBeVisible();
});
