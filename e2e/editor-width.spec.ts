// The block toolbar's width select (spec 001: wrapper widths 100, 66, 50, 33, 25 and 20 percent): a content
// editor sets a block's width, which is an edit of the working copy like any other (undo, redo, unsaved until
// saved), saves the page and finds the width kept after a reload.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAs } from './support/session';

// The home page's introduction heading (server/demo/pages/home.ts, the cont site's current phase); no other suite
// changes it.
const BLOCK = 'intro';
const HEADING = 'Three days for people who build software';

const editorBar = (page: Page) => page.getByRole('region', { name: 'Editor', exact: true });
const blockToolbar = (page: Page, id: string) => page.getByRole('toolbar', { name: new RegExp(`^Block ${id} `) });
const widthSelect = (page: Page) => blockToolbar(page, BLOCK).getByLabel(`Width of ${BLOCK}`);
const block = (page: Page) => page.locator(`[data-block-id="${BLOCK}"]`);

/** Turns edit mode on with the Insert key, once the lazy editor chunk is there. */
async function enterEditMode(page: Page): Promise<void> {
  await expect(editorBar(page)).toBeVisible();
  const contentEdit = editorBar(page).getByRole('button', { name: 'Content edit' });
  // The key listener arrives with the editor chunk, a moment after its bar: press again until edit mode is on.
  await expect(async () => {
    if ((await contentEdit.getAttribute('aria-pressed')) !== 'true') await page.locator('body').press('Insert');
    await expect(contentEdit).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 });
  }).toPass();
  await expect(blockToolbar(page, BLOCK)).toBeVisible();
}

/** The rendered width of `inner` as a share of `outer`'s. */
async function widthShare(inner: Locator, outer: Locator): Promise<number> {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  if (!a || !b) throw new Error('not laid out');
  return a.width / b.width;
}

async function savePage(page: Page): Promise<void> {
  await editorBar(page).getByRole('button', { name: 'Save' }).click();
  await expect(editorBar(page).getByText('Page saved')).toBeVisible();
}

test('a content editor sets a block width from its toolbar, saves, and finds it kept after a reload', async ({ page }) => {
  await signInAs(page, 'Content Editor');
  await page.goto('/en/home');
  await expect(block(page).getByText(HEADING)).toBeVisible();
  await enterEditMode(page);

  const select = widthSelect(page);
  await expect(select).toHaveValue('100');
  await expect(select.getByRole('option')).toHaveText([
    'Full width (100%)',
    '66% width',
    '50% width',
    '33% width',
    '25% width',
    '20% width',
  ]);

  await select.selectOption({ label: '50% width' });
  await expect(select).toHaveValue('50');
  await expect(editorBar(page).getByText('Unsaved changes')).toBeVisible();
  // The block takes half of its frame at once.
  await expect.poll(() => widthShare(block(page), page.locator(`[data-editor-frame="${BLOCK}"]`))).toBeCloseTo(0.5, 1);

  // An edit like any other: Undo takes it back, Redo brings it again.
  await editorBar(page).getByRole('button', { name: 'Undo' }).click();
  await expect(select).toHaveValue('100');
  await editorBar(page).getByRole('button', { name: 'Redo' }).click();
  await expect(select).toHaveValue('50');
  await savePage(page);

  // Reload: attendees' view of the page (edit mode off) lays the block out at half the page's width.
  await page.reload();
  await expect(block(page).getByText(HEADING)).toBeVisible();
  await expect.poll(() => widthShare(block(page), page.locator('.rb-page'))).toBeCloseTo(0.5, 1);
  await enterEditMode(page);
  await expect(widthSelect(page)).toHaveValue('50');

  // Back to full width, so the page is as the demo made it.
  await widthSelect(page).selectOption({ label: 'Full width (100%)' });
  await savePage(page);
  await page.reload();
  await expect(block(page).getByText(HEADING)).toBeVisible();
  await expect.poll(() => widthShare(block(page), page.locator('.rb-page'))).toBeCloseTo(1, 1);
});
