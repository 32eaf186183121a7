// Issue 4 item 8, the data modal's views against the real server and browser: JSON edit in Monaco and its
// conflict with a second browser context (force-save), the diff against uat and the push there, phase
// assignment and the changelog (spec 001 sections 2, 4 and 8).
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { apiSignIn, signInAs } from './support/session';

// A block of the demo home page that only the pre-event layout has (server/demo/pages/home.ts), on the
// cont site's current phase; no other suite looks at it.
const BLOCK = 'speakers';
const PHASE = 'pre-event';

const blockToolbar = (page: Page, id: string) => page.getByRole('toolbar', { name: new RegExp(`^Block ${id} `) });
const dataModal = (page: Page, id: string) => page.getByRole('dialog', { name: `Component ${id}` });
const jsonEditor = (page: Page) => dataModal(page, BLOCK).getByRole('textbox', { name: `Props of ${BLOCK} as JSON` });
const toasts = (page: Page) => page.getByRole('status', { name: 'Notifications' });

interface StoredBlock {
  componentId: string;
  props: Record<string, unknown>;
  originalHash: string;
}

async function storedLayout(request: APIRequestContext, env: string, phase: string): Promise<StoredBlock[]> {
  const token = await apiSignIn(request, 'contenteditor');
  const res = await request.get(`/api/content/home--${phase}?env=${env}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { components: StoredBlock[] }).components;
}

async function storedBlock(request: APIRequestContext, env: string): Promise<StoredBlock | undefined> {
  return (await storedLayout(request, env, PHASE)).find((c) => c.componentId === BLOCK);
}

/** Signs in as a content editor, opens the home page and turns edit mode on with the Insert key. */
async function enterEditMode(page: Page): Promise<void> {
  await signInAs(page, 'Content Editor');
  await page.goto('/en/home');
  // The editor chunk is lazy: the Insert key works once its bar is there.
  const editorBar = page.getByRole('region', { name: 'Editor', exact: true });
  await expect(editorBar).toBeVisible();
  const contentEdit = editorBar.getByRole('button', { name: 'Content edit' });
  // The key listener arrives with the editor chunk, a moment after its bar: press again until edit mode is on.
  await expect(async () => {
    if ((await contentEdit.getAttribute('aria-pressed')) !== 'true') await page.locator('body').press('Insert');
    await expect(contentEdit).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 });
  }).toPass();
}

/** Edit mode on, then the block's data modal on its JSON view. */
async function openJsonView(page: Page): Promise<void> {
  await enterEditMode(page);
  await blockToolbar(page, BLOCK).getByRole('button', { name: 'Component data' }).click();
  await expect(dataModal(page, BLOCK).getByRole('tab', { name: 'JSON' })).toHaveAttribute('aria-selected', 'true');
  await expect(jsonEditor(page)).toBeAttached();
}

/**
 * Replaces the whole JSON in Monaco the way an editor does it: select all, paste. (Typed text would get
 * Monaco's auto-closed brackets; the paste event carries the text as a clipboard would.)
 */
async function replaceJson(page: Page, props: Record<string, unknown>): Promise<void> {
  // Two browser contexts share one window manager: the one typing is brought to the front.
  await page.bringToFront();
  await jsonEditor(page).focus();
  await expect(jsonEditor(page)).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await jsonEditor(page).evaluate((textarea, text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    textarea.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, JSON.stringify(props, null, 2));
}

async function newEditorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test('the data views: JSON edit with a conflict, diff and push to uat, phase assignment, changelog', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const original = await storedBlock(request, 'cont');
  expect(original).toBeDefined();
  const props = original!.props;

  // Editor A misses live updates (as with a dropped connection), so its copy keeps the hash it read; otherwise
  // B's save would reach A's working copy before A saves, and there would be no conflict to resolve.
  await page.route('**/api/live**', (route) => route.abort());
  // Editor A opens the JSON view. Unchanged JSON cannot be saved; invalid JSON and schema errors are refused.
  await openJsonView(page);
  const modalA = dataModal(page, BLOCK);
  await expect(modalA.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expect(modalA.getByText('No changes to save.')).toBeVisible();
  await replaceJson(page, { ...props, heading: 42 });
  await expect(modalA.getByText(`The props do not match the featuredSpeakers schema:`)).toBeVisible();
  await expect(modalA.getByRole('button', { name: 'Save' })).toBeDisabled();
  // Monaco marks the schema error in the text as well (it renders only the lines in view: go to the top).
  await page.keyboard.press('ControlOrMeta+Home');
  await expect(modalA.locator('.squiggly-error').first()).toBeAttached();

  // Editor B, in a second browser context, saves the same block first.
  const pageB = await newEditorPage(browser);
  await openJsonView(pageB);
  await replaceJson(pageB, { ...props, heading: 'Saved first by editor B' });
  await expect(dataModal(pageB, BLOCK).getByText('Valid JSON with changes: ready to save.')).toBeVisible();
  await dataModal(pageB, BLOCK).getByRole('button', { name: 'Save' }).click();
  await expect(toasts(pageB).getByText('Component settings saved successfully')).toBeVisible();
  expect((await storedBlock(request, 'cont'))?.props.heading).toBe('Saved first by editor B');
  await pageB.context().close();

  // Editor A saves with the hash it read: the conflict opens the force-save dialog; confirm saves with force.
  await replaceJson(page, { ...props, heading: 'Forced by editor A' });
  await modalA.getByRole('button', { name: 'Save' }).click();
  const force = page.getByRole('dialog', { name: 'Save over the newer version?' });
  await expect(force).toBeVisible();
  await expect(force.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await force.getByRole('button', { name: 'Force save' }).click();
  await expect(force).toHaveCount(0);
  await expect(toasts(page).getByText('Component settings saved successfully')).toBeVisible();
  expect((await storedBlock(request, 'cont'))?.props.heading).toBe('Forced by editor A');
  await expect(page.locator(`[data-block-id="${BLOCK}"]`).getByText('Forced by editor A')).toBeVisible();

  // The diff against uat (the next environment) shows the difference; the push lands in uat; then identical.
  await modalA.getByRole('tab', { name: 'Diff' }).click();
  await expect(modalA.getByLabel('Compare with')).toHaveValue('uat');
  const diff = modalA.getByRole('region', { name: 'Changes from UAT (left) to CONT (right)' });
  await expect(diff).toContainText('Forced by editor A');
  await expect(diff).toContainText('translate.home.speakers.heading');
  const violations = await axeViolations(page, '[role="dialog"]');
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
  await modalA.getByRole('button', { name: 'Push to UAT' }).click();
  await expect(modalA.getByText('UAT is identical to CONT')).toBeVisible();
  await expect(modalA.getByRole('button', { name: 'Push to UAT' })).toBeDisabled();
  expect((await storedBlock(request, 'uat'))?.props.heading).toBe('Forced by editor A');
  // Prod still has the demo's version.
  await modalA.getByLabel('Compare with').selectOption('prod');
  await expect(modalA.getByRole('region', { name: 'Changes from PROD (left) to CONT (right)' })).toContainText('Forced by editor A');

  // Phase assignment: the block is in pre-event only; add it to live, at the same position.
  await modalA.getByRole('tab', { name: 'Phase assignment' }).click();
  await expect(modalA.getByRole('row', { name: /^Pre-event/ })).toContainText('Assigned');
  await expect(modalA.getByRole('row', { name: /^Live/ })).toContainText('Not assigned');
  await modalA.getByRole('button', { name: 'Add Live' }).click();
  await expect(modalA.getByRole('row', { name: /^Live/ })).toContainText('Will be added');
  await modalA.getByRole('button', { name: 'Save' }).click();
  await expect(modalA).toHaveCount(0);
  const live = (await storedLayout(request, 'cont', 'live')).map((c) => c.componentId);
  const before = (await storedLayout(request, 'cont', PHASE)).map((c) => c.componentId);
  // Right after its nearest earlier sibling that live has too.
  const anchor = before.slice(0, before.indexOf(BLOCK)).reverse().find((id) => live.includes(id));
  expect(live.indexOf(BLOCK)).toBe(live.indexOf(anchor!) + 1);

  // The changelog lists both saves of the block, newest (the forced one) first.
  await blockToolbar(page, BLOCK).getByRole('button', { name: 'Component data' }).click();
  await dataModal(page, BLOCK).getByRole('tab', { name: 'Changelog' }).click();
  const saves = dataModal(page, BLOCK).getByRole('list', { name: `Saves of ${BLOCK}` });
  await expect(saves.locator(':scope > li')).toHaveCount(2);
  await expect(saves.locator(':scope > li').first()).toContainText('forced save');
  await expect(saves.locator(':scope > li').first()).toContainText('Forced by editor A');
  await expect(saves.locator(':scope > li').nth(1)).toContainText('Saved first by editor B');
  await expect(saves.getByTestId('changelog.diff').first()).toHaveCSS('max-height', '1000px');
});

test('Monaco is a chunk of its own: the ui view does not load it, the JSON view does, from this site only', async ({ page, baseURL }) => {
  const requested: URL[] = [];
  page.on('request', (request) => requested.push(new URL(request.url())));
  const monaco = () => requested.filter((url) => /MonacoJsonEditor|editor\.api|json\.worker/.test(url.pathname));
  await enterEditMode(page);
  await blockToolbar(page, 'hero').getByRole('button', { name: 'Edit', exact: true }).click();
  const modal = dataModal(page, 'hero');
  await expect(modal.getByRole('tab', { name: 'UI' })).toHaveAttribute('aria-selected', 'true');
  await page.waitForLoadState('networkidle');
  expect(monaco()).toEqual([]);

  await modal.getByRole('tab', { name: 'JSON' }).click();
  await expect(modal.getByRole('textbox', { name: 'Props of hero as JSON' })).toBeAttached();
  await expect.poll(() => monaco().some((url) => url.pathname.includes('MonacoJsonEditor'))).toBe(true);
  // Nothing is downloaded from elsewhere (no CDN): Monaco and its workers come from the site.
  const origin = new URL(baseURL!).origin;
  expect(requested.filter((url) => url.protocol.startsWith('http') && url.origin !== origin).map(String)).toEqual([]);
});
