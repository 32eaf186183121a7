// Safe pushes in the real browser against the real server: every push shows what changes in its
// target before anything is written, refuses while the page has unsaved edits, needs "prod" typed for prod, and
// push to next phase offers merge (the default) or replace. The page is /en/confidentiality, which no other suite
// edits; the cont site's current phase is pre-event.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { InsertDialog, PagePushes, SitePage, Toolbar } from './pages';
import { axeViolations } from './support/axe';
import { apiSignIn } from './support/session';

test.use({ bypassCSP: true });

const PAGE = 'confidentiality';
const PHASE = 'pre-event';

interface StoredLayout {
  hash: string;
  components: { componentId: string }[];
}

async function stored(request: APIRequestContext, env: string): Promise<StoredLayout> {
  const token = await apiSignIn(request, 'contenteditor');
  const res = await request.get(`/api/content/${PAGE}--${PHASE}?env=${env}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as StoredLayout;
}

/** Another editor adds a heading to the cont page (so cont and uat differ by it). */
async function addToCont(request: APIRequestContext, componentId: string): Promise<void> {
  const token = await apiSignIn(request, 'siteeditor');
  const read = await stored(request, 'cont');
  const res = await request.put(`/api/content/${PAGE}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      environment: 'cont',
      phase: PHASE,
      components: [
        ...read.components,
        { componentId, component: 'sectionHeading', parentId: null, slot: null, props: { heading: 'Pushed by the e2e test' }, originalHash: null },
      ],
      originalPageHash: read.hash,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** A content editor on the page, in edit mode, with the page's push actions. */
async function editAsContentEditor(page: Page) {
  const site = new SitePage(page);
  const toolbar = new Toolbar(page);
  const pushes = new PagePushes(page);
  await site.signInAs('Content Editor');
  await site.goto(`/en/${PAGE}`);
  await toolbar.enterEditMode();
  return { site, toolbar, pushes };
}

test('a page push shows what changes in UAT, refuses unsaved edits, and asks for "prod" typed before PROD', async ({ page, request }) => {
  const added = `e2e-pushed-${Date.now().toString(36)}`;
  await addToCont(request, added);
  const { site, toolbar, pushes } = await editAsContentEditor(page);

  // The summary: the block only cont has is added in UAT; nothing is written before the confirmation.
  await expect(pushes.target).toHaveValue('uat');
  await pushes.pushAll.click();
  const review = pushes.confirmation('Push this page to UAT?');
  await expect(review.summary).toBeVisible();
  await expect(review.summary.getByRole('heading', { name: 'What changes in UAT' })).toBeVisible();
  await expect(review.summary.getByText(new RegExp(`^Blocks added \\(1\\): ${added}$`))).toBeVisible();
  await expect(review.refusal).toHaveCount(0);
  expect(await axeViolations(page, '[role="alertdialog"]')).toEqual([]);
  expect((await stored(request, 'uat')).components.map((c) => c.componentId)).not.toContain(added);
  await review.push('Push to UAT').click();
  await expect(site.toasts.getByText('Page content pushed to UAT.')).toBeVisible();
  await expect.poll(async () => (await stored(request, 'uat')).components.map((c) => c.componentId)).toContain(added);

  // Pushed again, nothing changes.
  await pushes.pushAll.click();
  await expect(review.summary.getByText('No block changes: the blocks are identical.')).toBeVisible();
  await review.cancel.click();
  await expect(review.root).toHaveCount(0);

  // An unsaved insert: the push is refused, and says why.
  await toolbar.insertBlock.click();
  const insert = new InsertDialog(page);
  await insert.search.fill('countdown');
  await insert.search.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(toolbar.text('Unsaved changes')).toBeVisible();
  await pushes.pushAll.click();
  await expect(review.refusal).toHaveText(
    'This page has unsaved edits. A push copies the saved content only: save or undo your edits, then push.',
  );
  await expect(review.push('Push to UAT')).toBeDisabled();
  await review.cancel.click();
  await toolbar.undo.click();
  await expect(toolbar.text('Unsaved changes')).toHaveCount(0);

  // PROD: the push waits for the environment's name typed.
  await pushes.target.selectOption('prod');
  await pushes.pushAll.click();
  const prod = pushes.confirmation('Push this page to PROD?');
  await expect(prod.summary.getByText(new RegExp(`^Blocks added \\(1\\): ${added}$`))).toBeVisible();
  await expect(prod.push('Push to PROD')).toBeDisabled();
  await prod.typedName.fill('uat');
  await expect(prod.push('Push to PROD')).toBeDisabled();
  await prod.typedName.fill('prod');
  await expect(prod.push('Push to PROD')).toBeEnabled();
  await prod.push('Push to PROD').click();
  await expect(site.toasts.getByText('Page content pushed to PROD.')).toBeVisible();
  await expect.poll(async () => (await stored(request, 'prod')).components.map((c) => c.componentId)).toContain(added);
});

test('push to next phase offers merge (the default) or replace, and merges once confirmed', async ({ page }) => {
  const { site, pushes } = await editAsContentEditor(page);
  await pushes.pushToNextPhase.click();
  const review = pushes.confirmation('Push this page to the live phase?');
  await expect(review.summary).toBeVisible();
  const merge = review.root.getByRole('radio', { name: /^Merge/ });
  await expect(merge).toBeChecked();
  await expect(review.summary.getByText(/^Blocks removed/)).toHaveCount(0);
  await review.root.getByRole('radio', { name: /^Replace/ }).check();
  await expect(review.root.getByRole('radio', { name: /^Replace/ })).toBeChecked();
  await merge.check();
  await review.push('Push to next phase').click();
  await expect(site.toasts.getByText('Page content pushed to next phase successfully.')).toBeVisible();
});
