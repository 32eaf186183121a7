import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { signInAs } from './support/session';

// Page objects for the editor (STYLE.md: roles and labels first).
const editorBar = (page: Page) => page.getByRole('region', { name: 'Editor', exact: true });
const blockToolbar = (page: Page, id: string) => page.getByRole('toolbar', { name: new RegExp(`^Block ${id} `) });
const insertDialog = (page: Page) => page.getByRole('dialog', { name: 'Insert block' });
const dataModal = (page: Page, id: string) => page.getByRole('dialog', { name: `Component ${id}` });
// axe is injected as a script tag, which the site's Content Security Policy would refuse.
test.use({ bypassCSP: true });

/** The page-level blocks' ids in order (nested blocks sit inside their container's frame). */
const frameOrder = (page: Page) =>
  page.locator('.rb-page > [data-editor-frame]').evaluateAll((els) => els.map((el) => el.getAttribute('data-editor-frame')));

test('a content editor inserts, edits, moves and saves a block in place', async ({ page }) => {
  const id = `e2e-heading-${Date.now().toString(36)}`;
  await signInAs(page, 'Content Editor');
  await page.goto('/en/home');
  await expect(editorBar(page)).toBeVisible();
  await expect(page.getByRole('toolbar').first()).toHaveCount(0);

  // The Insert key toggles edit mode (not while typing in a field).
  await page.locator('body').press('Insert');
  await expect(editorBar(page).getByRole('button', { name: 'Content edit' })).toHaveAttribute('aria-pressed', 'true');
  await expect(blockToolbar(page, 'hero')).toBeVisible();

  const violations = await axeViolations(page);
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);

  // Insert a block found by fuzzy search, after the selected block.
  await blockToolbar(page, 'hero').locator('.ed-toolbar-name').click();
  await editorBar(page).getByRole('button', { name: 'Insert block' }).click();
  await insertDialog(page).getByLabel('Search blocks').fill('secton headng');
  await insertDialog(page).getByRole('button', { name: 'Section heading' }).click();
  await expect(insertDialog(page).getByTestId('insert-dialog.preview').getByText('Featured sessions')).toBeVisible();
  await insertDialog(page).getByLabel('Component ID').fill(`  ${id.toUpperCase()} `);
  await insertDialog(page).getByRole('button', { name: 'Add' }).click();
  await expect(insertDialog(page)).toHaveCount(0);
  await expect(blockToolbar(page, id)).toBeVisible();
  // A block not yet saved has no original state to edit.
  await expect(blockToolbar(page, id).getByRole('button', { name: 'Edit' })).toBeDisabled();
  await expect(editorBar(page).getByText('Unsaved changes')).toBeVisible();
  await editorBar(page).getByRole('button', { name: 'Save' }).click();
  await expect(editorBar(page).getByText('Page saved')).toBeVisible();

  // Edit a prop in the ui view of the data modal.
  await blockToolbar(page, id).getByRole('button', { name: 'Edit' }).click();
  const modal = dataModal(page, id);
  await expect(modal.getByRole('tab', { name: 'UI' })).toHaveAttribute('aria-selected', 'true');
  await expect(modal.getByRole('button', { name: 'Save' })).toBeDisabled();
  await modal.getByLabel('heading', { exact: true }).fill('Edited in place');
  await expect(page.locator(`[data-block-id="${id}"]`).getByText('Edited in place')).toBeVisible();
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.getByText('Component settings saved successfully')).toBeVisible();
  await modal.getByRole('button', { name: 'Close' }).click();

  // Move it up with the toolbar, then down again with the keyboard (dnd-kit keyboard sensor).
  const before = await frameOrder(page);
  const at = before.indexOf(id);
  await blockToolbar(page, id).getByRole('button', { name: 'Move up' }).click();
  await expect.poll(async () => (await frameOrder(page)).indexOf(id)).toBe(at - 1);
  await expect(editorBar(page).getByText('Unsaved changes')).toBeVisible();
  await editorBar(page).getByRole('button', { name: 'Undo' }).click();
  await expect.poll(async () => (await frameOrder(page)).indexOf(id)).toBe(at);
  await editorBar(page).getByRole('button', { name: 'Redo' }).click();
  await expect.poll(async () => (await frameOrder(page)).indexOf(id)).toBe(at - 1);
  await editorBar(page).getByRole('button', { name: 'Save' }).click();
  await expect(editorBar(page).getByText('Page saved')).toBeVisible();

  // Reload: the block, its edited prop and its new position were stored.
  await page.reload();
  await expect(page.locator(`[data-block-id="${id}"]`).getByText('Edited in place')).toBeVisible();
  await expect(editorBar(page)).toBeVisible();
  await page.locator('body').press('Insert');
  await expect(blockToolbar(page, id)).toBeVisible();
  expect((await frameOrder(page)).indexOf(id)).toBe(at - 1);

  // Clean up: delete it after the confirmation, and save.
  await blockToolbar(page, id).getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this component?');
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(blockToolbar(page, id)).toHaveCount(0);
  await editorBar(page).getByRole('button', { name: 'Save' }).click();
  await expect(editorBar(page).getByText('Page saved')).toBeVisible();
});

test('blocks can be reordered with the keyboard', async ({ page }) => {
  await signInAs(page, 'Content Editor');
  await page.goto('/en/home');
  // The editor is a lazy chunk: the Insert key works once its bar is there.
  await expect(editorBar(page)).toBeVisible();
  await page.locator('body').press('Insert');
  await expect(blockToolbar(page, 'hero')).toBeVisible();
  const before = await frameOrder(page);
  const handle = blockToolbar(page, 'hero').getByRole('button', { name: 'Drag to reorder' });
  await handle.focus();
  await page.keyboard.press('Space');
  // The live region announces the pick-up, then where the block is.
  await expect(page.getByText(/^(Picked up block hero\.|Block hero is over block hero\.)$/)).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText(/^Block hero is over block (?!hero\.)/)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText(/^Block hero was dropped over block /)).toBeAttached();
  await expect.poll(async () => (await frameOrder(page)).join(',')).not.toBe(before.join(','));
  await expect(editorBar(page).getByText('Unsaved changes')).toBeVisible();
});

test('an attendee never sees the editor or the block toolbar', async ({ page }) => {
  await signInAs(page, 'Attendee');
  await page.goto('/en/home');
  await expect(page.locator('[data-block-id="hero"]')).toBeVisible();
  await page.locator('body').press('Insert');
  await expect(editorBar(page)).toHaveCount(0);
  await expect(page.getByRole('toolbar')).toHaveCount(0);
  await expect(page.locator('[data-editor-frame]')).toHaveCount(0);
});
