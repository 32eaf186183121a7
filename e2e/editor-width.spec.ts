// The block toolbar's width select (docs/behaviour/README.md: wrapper widths 100, 66, 50, 33, 25 and 20 percent): a content
// editor sets a block's width, which is an edit of the working copy like any other (undo, redo, unsaved until
// saved), saves the page and finds the width kept after a reload.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { SitePage, Toolbar } from './pages';

// The home page's introduction heading (server/demo/pages/home.ts, the cont site's current phase); no other suite
// changes it.
const BLOCK = 'intro';
const HEADING = 'Three days for people who build software';

const widthSelect = (page: Page) => new Toolbar(page).block(BLOCK).width;
const block = (page: Page) => new SitePage(page).block(BLOCK);

/** Turns edit mode on with the Insert key, once the lazy editor chunk is there. */
async function enterEditMode(page: Page): Promise<void> {
  const toolbar = new Toolbar(page);
  await toolbar.enterEditMode();
  await expect(toolbar.block(BLOCK).root).toBeVisible();
}

/** The rendered width of `inner` as a share of `outer`'s; NaN while either is not laid out (polled again). */
async function widthShare(inner: Locator, outer: Locator): Promise<number> {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  if (!a || !b) return Number.NaN;
  return a.width / b.width;
}

async function savePage(page: Page): Promise<void> {
  const toolbar = new Toolbar(page);
  await toolbar.save.click();
  await expect(toolbar.text('Page saved')).toBeVisible();
}

test('a content editor sets a block width from its toolbar, saves, and finds it kept after a reload', async ({ page }) => {
  const toolbar = new Toolbar(page);
  await new SitePage(page).signInAs('Content Editor');
  await page.goto('/en/home');
  await expect(block(page).getByText(HEADING)).toBeVisible();
  await enterEditMode(page);

  const select = widthSelect(page);
  await expect(select).toHaveValue('100');
  await expect(select.getByRole('option')).toHaveText(['Full width (100%)', ...[66, 50, 33, 25, 20].map((w) => `${w}% width`)]);

  await select.selectOption({ label: '50% width' });
  await expect(select).toHaveValue('50');
  await expect(toolbar.text('Unsaved changes')).toBeVisible();
  // The block takes half of its frame at once.
  await expect.poll(() => widthShare(block(page), toolbar.frame(BLOCK))).toBeCloseTo(0.5, 1);

  // An edit like any other: Undo takes it back, Redo brings it again.
  await toolbar.undo.click();
  await expect(select).toHaveValue('100');
  await toolbar.redo.click();
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
