// Translations: a text a content editor edits in place shows in another open browser
// context (an anonymous visitor) without a reload, carried by the live-update hub (GET /api/live).
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { SitePage, Toolbar } from './pages';
import { apiSignIn } from './support/session';

/** Saves an English text of the shell's namespace through the API, as a content editor, over any other change. */
async function englishSaver(request: APIRequestContext): Promise<(key: string, content: string) => Promise<void>> {
  const headers = { Authorization: `Bearer ${await apiSignIn(request, 'contenteditor')}` };
  return async (key, content) => {
    const res = await request.put('/api/translation/update/en/en-US/cont', { headers, data: { updates: [{ key, content, namespace: 'common', originalHash: null }], force: true } });
    expect(res.ok(), await res.text()).toBe(true);
  };
}

const hero = (page: Page) => new SitePage(page).block('hero');

test('a translation edited in place reaches an open anonymous page without a reload', async ({ browser }) => {
  const visitorContext = await browser.newContext();
  const editorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const editor = await editorContext.newPage();
  try {
    // The visitor's page is open first and stays open; a marker on window proves it is never reloaded.
    const stream = visitor.waitForResponse((r) => r.url().includes('/api/live?languages=en'));
    await visitor.goto('/en/home');
    const heading = hero(visitor).getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    const before = (await heading.innerText()).trim();
    expect((await stream).headers()['content-type']).toBe('text/event-stream; charset=utf-8');
    await visitor.evaluate(() => ((window as unknown as { __notReloaded: boolean }).__notReloaded = true));

    await new SitePage(editor).signInAs('Content Editor');
    await editor.goto('/en/home');
    const editorHeading = hero(editor).getByRole('heading', { level: 1 });
    await expect(editorHeading).toHaveText(before);
    // Edit mode (docs/behaviour/translations.md: the Insert key toggles it); then the text is clicked where it stands. The
    // server's HTML shows the hero before the editor's chunk listens for the key: wait for edit mode to be on.
    await new Toolbar(editor).enterEditMode();
    await expect(editor.getByRole('button', { name: 'Translations', exact: true })).toBeVisible();
    await editorHeading.click();

    const panel = editor.getByRole('complementary', { name: 'Translations' });
    await expect(panel.getByRole('heading', { name: 'Translations', level: 2 })).toBeVisible();
    const english = panel.getByRole('textbox', { name: 'English (en-US)' }).and(editor.locator(':focus'));
    await expect(english).toHaveValue(before);
    // The field belongs to the hero title's key (its group is named by the key).
    const keyName = (await english.evaluate((el) => el.closest('fieldset')?.querySelector('legend')?.textContent ?? '')).trim();
    expect(keyName).toMatch(/^translate\.home\.hero\.[A-Za-z0-9.-]+$/);
    const key = panel.getByRole('group', { name: keyName });
    const after = `${before} (edited live)`;
    await english.fill(after);
    await key.getByRole('button', { name: 'Save' }).click();
    await expect(key.getByRole('status')).toHaveText('Saved');
    await expect(editorHeading).toHaveText(after);

    // The anonymous visitor sees the new text without reloading.
    await expect(heading).toHaveText(after);
    expect(await visitor.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded)).toBe(true);
  } finally {
    await visitorContext.close();
    await editorContext.close();
  }
});

test("a text saved while the visitor's page loaded shows once its live stream joins, without a reload", async ({ browser, request }) => {
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const save = await englishSaver(request);
  let key = '';
  let before = '';
  try {
    // The page's live stream is held back, as on a slow network: the save below comes after the server rendered the
    // page and before the stream joined, so no event about it can reach the page.
    let letStreamThrough = () => {};
    const held = new Promise<void>((resolve) => (letStreamThrough = resolve));
    await visitor.route('**/api/live?**', async (route) => {
      await held;
      await route.continue();
    });
    await visitor.goto('/en/home');
    const heading = hero(visitor).getByRole('heading', { level: 1 });
    before = (await heading.innerText()).trim();
    const texts = (await (await request.get('/api/translation/en-US/common?env=cont')).json()) as Record<string, string>;
    key = Object.keys(texts).find((k) => k.startsWith('translate.home.hero.') && texts[k]?.trim() === before) ?? '';
    expect(key, `the key of "${before}"`).not.toBe('');
    await visitor.evaluate(() => ((window as unknown as { __notReloaded: boolean }).__notReloaded = true));

    const after = `${before} (saved during the load)`;
    await save(key, after);
    await expect(heading).toHaveText(before);
    const joined = visitor.waitForResponse((r) => r.url().includes('/api/live?'));
    letStreamThrough();
    await joined;
    await expect(heading).toHaveText(after);
    expect(await visitor.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded)).toBe(true);
  } finally {
    if (key) await save(key, before);
    await visitorContext.close();
  }
});

test('eight tabs of the site in one browser all load and all hear a change, also after the tab holding the stream closes', async ({ browser, request }) => {
  // A browser opens at most six connections to one host over HTTP/1.1, and a live stream holds one for as long as its
  // page is open: the tabs share one stream, so a seventh tab still loads and every tab still hears the hub.
  const visitorContext = await browser.newContext();
  const save = await englishSaver(request);
  let key = '';
  let before = '';
  try {
    const tabs: Page[] = [];
    for (let i = 0; i < 8; i++) {
      const tab = await visitorContext.newPage();
      // Without the shared stream the seventh tab's page never came: every connection was held by a stream.
      await tab.goto('/en/home', { timeout: 15_000 });
      await expect(hero(tab).getByRole('heading', { level: 1 })).toBeVisible();
      tabs.push(tab);
    }
    const first = tabs[0] as Page;
    before = (await hero(first).getByRole('heading', { level: 1 }).innerText()).trim();
    const texts = (await (await request.get('/api/translation/en-US/common?env=cont')).json()) as Record<string, string>;
    key = Object.keys(texts).find((k) => k.startsWith('translate.home.hero.') && texts[k]?.trim() === before) ?? '';
    expect(key, `the key of "${before}"`).not.toBe('');
    await save(key, `${before} (heard by every tab)`);
    for (const tab of tabs) await expect(hero(tab).getByRole('heading', { level: 1 })).toHaveText(`${before} (heard by every tab)`);

    // The first tab opened the stream; once it is closed another tab takes it over.
    await first.close();
    await save(key, `${before} (heard after the first tab closed)`);
    for (const tab of tabs.slice(1)) await expect(hero(tab).getByRole('heading', { level: 1 })).toHaveText(`${before} (heard after the first tab closed)`);
    // And a new tab still loads at once.
    const late = await visitorContext.newPage();
    await late.goto('/en/home', { timeout: 15_000 });
    await expect(hero(late).getByRole('heading', { level: 1 })).toHaveText(`${before} (heard after the first tab closed)`);
  } finally {
    if (key) await save(key, before);
    await visitorContext.close();
  }
});

test('a key that breaks the rule is refused with the spec message', async ({ page }) => {
  await new SitePage(page).signInAs('Content Editor');
  await page.goto('/en/home');
  await expect(hero(page)).toBeVisible();
  // The server's HTML shows the hero before the editor's chunk arrives: wait for edit mode to be on.
  await new Toolbar(page).enterEditMode();
  await page.getByRole('button', { name: 'Translations', exact: true }).click();
  const panel = page.getByRole('complementary', { name: 'Translations' });
  await panel.getByRole('textbox', { name: 'Key' }).fill('translate.home.bad key');
  await panel.getByRole('button', { name: 'Add key' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Translation keys start with translate. and contain only letters, digits, dots, hyphens.');
  await panel.getByRole('textbox', { name: 'Key' }).fill('translate.home.live-test-key');
  await panel.getByRole('textbox', { name: 'Initial text' }).fill('Live test key');
  await panel.getByRole('button', { name: 'Add key' }).click();
  await expect(panel.getByText('Key translate.home.live-test-key added')).toBeVisible();
  await expect(panel.getByRole('group', { name: 'translate.home.live-test-key' })).toBeVisible();
});
