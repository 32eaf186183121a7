// The data modal's views against the real server and browser: JSON edit in Monaco and its
// conflict with a second browser context (force-save), the diff against uat and the push there, phase
// assignment and the changelog (docs/behaviour/editor.md).
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DataModal, PushConfirmation, SitePage, Toolbar } from './pages';
import { axeViolations } from './support/axe';
import { apiSignIn } from './support/session';

// A block of the demo home page that only the pre-event layout has (server/demo/pages/home.ts), on the
// cont site's current phase; no other suite looks at it.
const BLOCK = 'speakers';
const PHASE = 'pre-event';

const toasts = (page: Page) => new SitePage(page).toasts;

interface ToastPlacement {
  onTop: boolean;
  inert: boolean;
  panelOpen: boolean;
}

/**
 * Where the toast with this text sits once it has slid in, watched from before the action that shows it: toasts
 * leave after 5 s, and a busy machine can take longer than that between two test steps.
 * (The views are docked in the editor's side panel, not in a modal dialog.)
 */
async function toastPlacement(page: Page, text: string): Promise<ToastPlacement> {
  const handle = await page.waitForFunction(
    (wanted) => {
      const el = [...document.querySelectorAll('.ui-toast')].find((t) => t.textContent?.includes(wanted));
      if (!el || el.getAnimations().some((a) => a.playState === 'running')) return null;
      const box = el.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return { onTop: !!hit && el.contains(hit), inert: !!el.closest('[inert]'), panelOpen: !!document.querySelector('.ed-side[data-open="true"]') };
    },
    text,
    { polling: 'raf', timeout: 30_000 },
  );
  return (await handle.jsonValue()) as ToastPlacement;
}

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
  const site = new SitePage(page);
  await site.signInAs('Content Editor');
  await site.goto('/en/home');
  // The editor chunk is lazy: the Insert key works once its bar is there.
  await new Toolbar(page).enterEditMode();
}

/** Edit mode on, then the block's data modal on its JSON view. */
async function openJsonView(page: Page): Promise<DataModal> {
  await enterEditMode(page);
  await new Toolbar(page).block(BLOCK).componentData.click();
  const modal = new DataModal(page, BLOCK);
  await expect(modal.tab('JSON')).toHaveAttribute('aria-selected', 'true');
  await expect(modal.json).toBeAttached();
  return modal;
}

async function newEditorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test('the data views: JSON edit with a conflict, diff and push to uat, phase assignment, changelog', async ({ page, browser, request }) => {
  test.setTimeout(300_000);
  // Headings of this run only: a repeated run starts from the previous one's saves.
  const run = Date.now().toString(36);
  const savedByB = `Saved first by editor B ${run}`;
  const forcedByA = `Forced by editor A ${run}`;
  const original = await storedBlock(request, 'cont');
  expect(original).toBeDefined();
  const props = original!.props;

  // Editor A misses live updates (as with a dropped connection), so its copy keeps the hash it read; otherwise
  // B's save would reach A's working copy before A saves, and there would be no conflict to resolve.
  await page.route('**/api/live**', (route) => route.abort());
  // Editor A opens the JSON view. Unchanged JSON cannot be saved; invalid JSON and schema errors are refused.
  const modalA = await openJsonView(page);
  await expect(modalA.save).toBeDisabled();
  await expect(modalA.root.getByText('No changes to save.')).toBeVisible();
  await modalA.replaceJson({ ...props, heading: 42 });
  await expect(modalA.root.getByText(`The props do not match the featuredSpeakers schema:`)).toBeVisible();
  await expect(modalA.save).toBeDisabled();
  // Monaco marks the schema error in the text as well (it renders only the lines in view: go to the top).
  await page.keyboard.press('ControlOrMeta+Home');
  await expect(modalA.root.locator('.squiggly-error').first()).toBeAttached();

  // Editor B, in a second browser context, saves the same block first.
  const pageB = await newEditorPage(browser);
  const modalB = await openJsonView(pageB);
  await modalB.replaceJson({ ...props, heading: savedByB });
  await expect(modalB.root.getByText('Valid JSON with changes: ready to save.')).toBeVisible();
  const placement = toastPlacement(pageB, 'Component settings saved successfully');
  await modalB.save.click();
  await expect(toasts(pageB).getByText('Component settings saved successfully')).toBeVisible();
  // The open views must not cover the toast or make it inert: it must be seen, clicked and announced over them.
  expect(await placement).toEqual({ onTop: true, inert: false, panelOpen: true });
  expect((await storedBlock(request, 'cont'))?.props.heading).toBe(savedByB);
  await pageB.context().close();

  // Editor A saves with the hash it read: the conflict opens the force-save dialog; confirm saves with force.
  await modalA.replaceJson({ ...props, heading: forcedByA });
  await modalA.save.click();
  const force = modalA.forceSave;
  await expect(force).toBeVisible();
  await expect(force.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await force.getByRole('button', { name: 'Force save' }).click();
  await expect(force).toHaveCount(0);
  await expect(toasts(page).getByText('Component settings saved successfully')).toBeVisible();
  expect((await storedBlock(request, 'cont'))?.props.heading).toBe(forcedByA);
  await expect(new SitePage(page).block(BLOCK).getByText(forcedByA)).toBeVisible();

  // The diff against uat (the next environment) shows the difference; the push lands in uat; then identical.
  await modalA.tab('Diff').click();
  await expect(modalA.compareWith).toHaveValue('uat');
  const diff = modalA.diff('UAT', 'CONT');
  await expect(diff).toContainText(forcedByA);
  await expect(diff).toContainText('translate.home.speakers.heading');
  const violations = await axeViolations(page, '.ed-side');
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
  const push = modalA.root.getByRole('button', { name: 'Push to UAT' });
  await push.click();
  // The push first shows what changes in uat, then pushes once confirmed.
  const review = new PushConfirmation(page.getByRole('alertdialog', { name: `Push block ${BLOCK} to UAT?` }));
  await expect(review.summary.getByText(/^speakers: .*heading/)).toBeVisible();
  await review.push('Push to UAT').click();
  await expect(review.root).toHaveCount(0);
  await expect(modalA.root.getByText('UAT is identical to CONT')).toBeVisible();
  await expect(push).toBeDisabled();
  expect((await storedBlock(request, 'uat'))?.props.heading).toBe(forcedByA);
  // Prod still has the demo's version.
  await modalA.compareWith.selectOption('prod');
  await expect(modalA.diff('PROD', 'CONT')).toContainText(forcedByA);

  // Phase assignment: the block is in pre-event only; add it to live, at the same position.
  await modalA.tab('Phase assignment').click();
  await expect(modalA.phaseRow('Pre-event')).toContainText('Assigned');
  await expect(modalA.phaseRow('Live')).toContainText('Not assigned');
  await modalA.root.getByRole('button', { name: 'Add Live' }).click();
  await expect(modalA.phaseRow('Live')).toContainText('Will be added');
  await modalA.save.click();
  await expect(modalA.root).toHaveCount(0);
  const live = (await storedLayout(request, 'cont', 'live')).map((c) => c.componentId);
  const before = (await storedLayout(request, 'cont', PHASE)).map((c) => c.componentId);
  // Right after its nearest earlier sibling that live has too.
  const anchor = before.slice(0, before.indexOf(BLOCK)).reverse().find((id) => live.includes(id));
  expect(live.indexOf(BLOCK)).toBe(live.indexOf(anchor!) + 1);

  // The changelog lists both saves of the block, newest (the forced one) first (a repeated run adds its own).
  await new Toolbar(page).block(BLOCK).componentData.click();
  await modalA.tab('Changelog').click();
  const saves = modalA.saves;
  await expect(saves.locator(':scope > li').first()).toContainText('forced save');
  await expect(saves.locator(':scope > li').first()).toContainText(forcedByA);
  await expect(saves.locator(':scope > li').nth(1)).toContainText(savedByB);
  await expect(saves.getByTestId('changelog.diff').first()).toHaveCSS('max-height', '1000px');
});

test('Monaco is a chunk of its own: the ui view does not load it, the JSON view does, from this site only', async ({ page, baseURL }) => {
  const requested: URL[] = [];
  page.on('request', (request) => requested.push(new URL(request.url())));
  const monaco = () => requested.filter((url) => /MonacoJsonEditor|editor\.api|json\.worker/.test(url.pathname));
  await enterEditMode(page);
  await new Toolbar(page).block('hero').edit.click();
  const modal = new DataModal(page, 'hero');
  await expect(modal.tab('UI')).toHaveAttribute('aria-selected', 'true');
  await page.waitForLoadState('networkidle');
  expect(monaco()).toEqual([]);

  await modal.tab('JSON').click();
  await expect(modal.json).toBeAttached();
  await expect.poll(() => monaco().some((url) => url.pathname.includes('MonacoJsonEditor'))).toBe(true);
  // Nothing is downloaded from elsewhere (no CDN): Monaco and its workers come from the site.
  const origin = new URL(baseURL!).origin;
  expect(requested.filter((url) => url.protocol.startsWith('http') && url.origin !== origin).map(String)).toEqual([]);
});
