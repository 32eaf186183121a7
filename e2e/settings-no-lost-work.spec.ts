// "No lost work" for site settings and translations, with two editors at once (two browser contexts):
// A's open form follows B's saves through the live channel (untouched fields update in place, the field A typed in
// keeps A's value and says "Changed elsewhere", the settings stay on A's category); A's Save shows the per-field
// conflict dialog (Before / Theirs / Mine); force means A's value wins on that field only, B's other change stays.
// Every value changed here is put back afterwards (other specs read these settings and texts).
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { FieldConflictDialog, SettingsEditor, SitePage, Toolbar } from './pages';
import { apiSignIn } from './support/session';

const SHOTS = 'test-results/settings-no-lost-work';
const VIEWPORT = { width: 1440, height: 900 };

interface StoredSettings {
  settings: { liveHelpAppId?: string; chat?: Record<string, unknown> } & Record<string, unknown>;
  hash: string;
}

// Two browsers, each signing in and loading the editor's chunks, on a shared machine.
test.describe.configure({ timeout: 600_000 });

let api: APIRequestContext;
let siteToken: string;
let editorToken: string;
let originalSettings: StoredSettings['settings'];
/** The hero title's key and its English text before the spec (found in the translations test). */
let heroKey: string | null = null;
let heroText = '';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const readSettings = async (): Promise<StoredSettings> =>
  (await (await api.get('/api/siteeditor?env=cont', { headers: auth(siteToken) })).json()) as StoredSettings;

test.beforeAll(async ({ playwright }, testInfo) => {
  api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  siteToken = await apiSignIn(api, 'siteeditor');
  editorToken = await apiSignIn(api, 'contenteditor');
  originalSettings = (await readSettings()).settings;
});

test.afterAll(async () => {
  const current = await readSettings();
  const restored = await api.post('/api/siteeditor', {
    headers: auth(siteToken),
    data: { environment: 'cont', changes: { liveHelpAppId: originalSettings.liveHelpAppId, chat: originalSettings.chat }, originalHash: current.hash, force: true },
  });
  expect(restored.ok()).toBe(true);
  if (heroKey) {
    const meta = (await (await api.get('/api/translation/metadata/en-US/common?env=cont', { headers: auth(editorToken) })).json()) as { keys: { key: string; hash: string }[] };
    const res = await api.put('/api/translation/update/en/en-US/cont', {
      headers: auth(editorToken),
      data: { updates: [{ key: heroKey, content: heroText, namespace: 'common', originalHash: meta.keys.find((k) => k.key === heroKey)?.hash ?? null }], force: true },
    });
    expect(res.ok()).toBe(true);
  }
  await api.dispose();
});

async function twoEditors(browser: Browser): Promise<[BrowserContext, BrowserContext, Page, Page]> {
  const one = await browser.newContext({ viewport: VIEWPORT });
  const two = await browser.newContext({ viewport: VIEWPORT });
  return [one, two, await one.newPage(), await two.newPage()];
}

/** An Administrator with the settings dialog open on the Chat category (not the first one). */
async function openSettingsOnChat(page: Page): Promise<SettingsEditor> {
  const settings = await SettingsEditor.openAsAdministrator(page);
  await settings.openCategory('Chat');
  await expect(settings.field('liveHelpAppId')).toBeVisible();
  return settings;
}

const saved = (settings: SettingsEditor) => settings.root.getByRole('status').filter({ hasText: 'Settings saved.' });

test('site settings: a stale form keeps the typed value, the conflict is chosen per field, force keeps their other change', async ({ browser }) => {
  const [oneContext, twoContext, pageA, pageB] = await twoEditors(browser);
  try {
    const a = await openSettingsOnChat(pageA);
    const b = await openSettingsOnChat(pageB);
    const original = originalSettings.liveHelpAppId ?? '';
    const rotation = Number(originalSettings.chat?.placeholderRotationIntervalMs ?? 3000);

    // A types; B saves the same field and another one.
    await a.field('liveHelpAppId').fill('help-494');
    await b.field('liveHelpAppId').fill('help-495');
    await b.field('placeholderRotationIntervalMs').fill(String(rotation + 100));
    await b.save.click();
    await expect(saved(b)).toBeVisible();

    // A's form follows without losing anything: same category, A's value flagged, B's other field in place.
    await expect(a.field('placeholderRotationIntervalMs')).toHaveValue(String(rotation + 100));
    await expect(a.categories.getByRole('button', { name: 'Chat', exact: true })).toHaveAttribute('aria-current', 'true');
    await expect(a.field('liveHelpAppId')).toHaveValue('help-494');
    await expect(a.field('liveHelpAppId')).toHaveAccessibleDescription(/Changed elsewhere/);
    await expect(a.root.getByText('Changed elsewhere')).toBeVisible();
    await expect(a.field('placeholderRotationIntervalMs')).not.toHaveAccessibleDescription(/Changed elsewhere/);

    // A saves: the field both changed is a conflict, shown Before / Theirs / Mine.
    await a.save.click();
    const conflict = new FieldConflictDialog(pageA);
    const field = conflict.field('settings · liveHelpAppId');
    await expect(field).toContainText(`Before${original}`);
    await expect(field).toContainText('Theirshelp-495');
    await expect(field).toContainText('Minehelp-494');
    await pageA.screenshot({ path: `${SHOTS}/settings-conflict-1440.png` });
    await conflict.keep('settings · liveHelpAppId', 'mine');
    await conflict.saveChoices.click();
    await expect(saved(a)).toBeVisible();
    let stored = (await readSettings()).settings;
    expect(stored.liveHelpAppId).toBe('help-494');
    expect(stored.chat?.placeholderRotationIntervalMs).toBe(rotation + 100);
    // B had not touched the field since its save: it follows A's.
    await expect(b.field('liveHelpAppId')).toHaveValue('help-494');

    // Force: A's value wins on the field both changed; B's change to the other field stays.
    await a.field('liveHelpAppId').fill('help-496');
    await b.field('liveHelpAppId').fill('help-497');
    await b.field('placeholderRotationIntervalMs').fill(String(rotation + 200));
    await b.save.click();
    await expect(saved(b)).toBeVisible();
    await expect(a.field('liveHelpAppId')).toHaveAccessibleDescription(/Changed elsewhere/);
    await a.save.click();
    await expect(conflict.field('settings · liveHelpAppId')).toContainText('Theirshelp-497');
    await conflict.force.click();
    await expect(saved(a)).toBeVisible();
    stored = (await readSettings()).settings;
    expect(stored.liveHelpAppId).toBe('help-496');
    expect(stored.chat?.placeholderRotationIntervalMs).toBe(rotation + 200);
    await pageA.screenshot({ path: `${SHOTS}/settings-forced-1440.png` });
  } finally {
    await oneContext.close();
    await twoContext.close();
  }
});

/** A content editor with the Translations panel open on the hero title's key (clicked on the page in edit mode). */
async function openHeroKey(page: Page): Promise<{ key: Locator; english: Locator; name: string }> {
  const site = new SitePage(page);
  await site.signInAs('Content Editor');
  await site.goto('/en/home');
  const heading = site.block('hero').getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  await new Toolbar(page).enterEditMode();
  await expect(page.getByRole('button', { name: 'Translations', exact: true })).toBeVisible();
  await heading.click();
  const panel = page.getByRole('complementary', { name: 'Translations' });
  const english = panel.getByRole('textbox', { name: 'English (en-US)' }).and(page.locator(':focus'));
  await expect(english).toBeVisible();
  const name = (await english.evaluate((el) => el.closest('fieldset')?.querySelector('legend')?.textContent ?? '')).trim();
  const key = panel.getByRole('group', { name, exact: true });
  return { key, english: key.getByRole('textbox', { name: 'English (en-US)' }), name };
}

test('translations: a stale text keeps the typed text, the conflict is chosen per key, force wins on that key only', async ({ browser }) => {
  const [oneContext, twoContext, pageA, pageB] = await twoEditors(browser);
  try {
    const a = await openHeroKey(pageA);
    const b = await openHeroKey(pageB);
    expect(b.name).toBe(a.name);
    heroKey = a.name;
    heroText = await a.english.inputValue();
    await expect(a.english).not.toHaveAttribute('readonly');
    await expect(b.english).not.toHaveAttribute('readonly');

    await a.english.fill(`${heroText} (A)`);
    await b.english.fill(`${heroText} (B)`);
    await b.key.getByRole('button', { name: 'Save' }).click();
    await expect(b.key.getByRole('status')).toHaveText('Saved');

    // A's page shows B's text (live), A's field keeps A's text and says so.
    await expect(pageA.locator('[data-block-id="hero"]').getByRole('heading', { level: 1 })).toHaveText(`${heroText} (B)`);
    await expect(a.english).toHaveValue(`${heroText} (A)`);
    await expect(a.english).toHaveAccessibleDescription(/Changed elsewhere/);

    await a.key.getByRole('button', { name: 'Save' }).click();
    const conflict = new FieldConflictDialog(pageA);
    const field = conflict.field(`en-US · ${a.name}`);
    await expect(field).toContainText(`Before${heroText}`);
    await expect(field).toContainText(`Theirs${heroText} (B)`);
    await expect(field).toContainText(`Mine${heroText} (A)`);
    await pageA.screenshot({ path: `${SHOTS}/translations-conflict-1440.png` });
    await conflict.keep(`en-US · ${a.name}`, 'theirs');
    await conflict.saveChoices.click();
    await expect(a.key.getByRole('status')).toHaveText('Saved');
    await expect(a.english).toHaveValue(`${heroText} (B)`);

    // Force: A's text wins on the key both changed.
    await a.english.fill(`${heroText} (A2)`);
    await b.english.fill(`${heroText} (B2)`);
    await b.key.getByRole('button', { name: 'Save' }).click();
    await expect(b.key.getByRole('status')).toHaveText('Saved');
    await expect(a.english).toHaveAccessibleDescription(/Changed elsewhere/);
    await a.key.getByRole('button', { name: 'Save' }).click();
    await expect(conflict.field(`en-US · ${a.name}`)).toContainText(`Theirs${heroText} (B2)`);
    await conflict.force.click();
    await expect(a.key.getByRole('status')).toHaveText('Saved');
    await expect(pageA.locator('[data-block-id="hero"]').getByRole('heading', { level: 1 })).toHaveText(`${heroText} (A2)`);
    // B had not touched its field since its save: it follows A's.
    await expect(b.english).toHaveValue(`${heroText} (A2)`);
  } finally {
    await oneContext.close();
    await twoContext.close();
  }
});
