// The insert dialog ranks fuzzy results (fuse scores, threshold 0.4), moves from the search into
// the list with the arrow keys, adds with Enter, keeps a typed ID when another type is picked, and checks the ID
// as it is typed with the message beside the field.
import { expect, test } from './support/test';
import { InsertDialog, SitePage, Toolbar } from './pages';
import { axeViolations } from './support/axe';

test.use({ bypassCSP: true });

async function openInsert(page: import('@playwright/test').Page): Promise<{ toolbar: Toolbar; insert: InsertDialog }> {
  const site = new SitePage(page);
  const toolbar = new Toolbar(page);
  await site.signInAs('Content Editor');
  await site.goto('/en/home');
  await toolbar.enterEditMode();
  await toolbar.insertBlock.click();
  const insert = new InsertDialog(page);
  await expect(insert.search).toBeFocused();
  return { toolbar, insert };
}

test('"hero" lists the hero blocks first; ArrowDown goes from the search into the list and Enter adds', async ({ page }) => {
  const { toolbar, insert } = await openInsert(page);
  await insert.search.fill('hero');
  await expect(async () => {
    const titles = await insert.listedTitles();
    expect(titles.slice(0, 2).sort()).toEqual(['Hero image blade', 'Video hero']);
    expect(titles).not.toContain('Festival cards');
  }).toPass();
  // "vid" is the video hero, not most of the list.
  await insert.search.fill('vid');
  await expect(async () => expect((await insert.listedTitles())[0]).toBe('Video hero')).toPass();
  expect((await insert.listedTitles()).length).toBeLessThanOrEqual(2);

  await insert.search.fill('hero');
  await expect(insert.list.getByRole('button').first()).toHaveText(/hero/i);
  await insert.search.press('ArrowDown');
  const first = insert.list.getByRole('button').nth(0);
  const second = insert.list.getByRole('button').nth(1);
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await expect(insert.preview).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(second).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(first).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(insert.search).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const type = await first.getAttribute('data-block-type');
  const id = await insert.componentId.inputValue();
  expect(id).toBe(`${type?.toLowerCase()}1`);
  expect(await axeViolations(page, '.ed-side')).toEqual([]);
  await page.keyboard.press('Enter');
  await expect(insert.root).toHaveCount(0);
  await expect(toolbar.block(id).root).toBeVisible();
  await expect(toolbar.text('Unsaved changes')).toBeVisible();
});

test('a typed component ID is kept when another type is picked, and is checked as it is typed', async ({ page }) => {
  const { toolbar, insert } = await openInsert(page);
  await insert.blockOption('Section heading').click();
  await expect(insert.componentId).toHaveValue(/^sectionheading\d+$/);
  await insert.blockOption('Countdown').click();
  await expect(insert.componentId).toHaveValue(/^countdown\d+$/);

  // A used ID: the message sits beside the field at once, and Add waits.
  await insert.componentId.fill('hero');
  await expect(insert.componentId).toHaveAttribute('aria-invalid', 'true');
  await expect(insert.componentId).toHaveAccessibleDescription('This component ID is already used on this page.');
  await expect(insert.root.getByText('This component ID is already used on this page.')).toBeVisible();
  await expect(insert.add).toBeDisabled();
  await insert.componentId.fill('Launch timer!');
  await expect(insert.componentId).toHaveAccessibleDescription(
    'Component ID may contain only lower-case letters, digits, hyphens and underscores.',
  );
  await insert.componentId.fill('');
  await expect(insert.componentId).toHaveAccessibleDescription('Component ID is required.');

  const id = `launch-${Date.now().toString(36)}`;
  await insert.componentId.fill(id.toUpperCase());
  await expect(insert.componentId).not.toHaveAttribute('aria-invalid', 'true');
  // Picking another type keeps what the editor typed.
  await insert.blockOption('Section heading').click();
  await expect(insert.componentId).toHaveValue(id.toUpperCase());
  await expect(insert.add).toBeEnabled();
  await insert.add.click();
  await expect(insert.root).toHaveCount(0);
  await expect(toolbar.block(id).root).toBeVisible();
});
