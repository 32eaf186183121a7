import { expect, test } from './support/test';
import { DataModal, InsertDialog, SitePage, Toolbar } from './pages';
import { axeViolations } from './support/axe';

// axe is injected as a script tag, which the site's Content Security Policy would refuse.
test.use({ bypassCSP: true });

test('a content editor inserts, edits, moves and saves a block in place', async ({ page }) => {
  const id = `e2e-heading-${Date.now().toString(36)}`;
  const site = new SitePage(page);
  const toolbar = new Toolbar(page);
  await site.signInAs('Content Editor');
  await site.goto('/en/home');
  await expect(toolbar.bar).toBeVisible();
  await expect(page.getByRole('toolbar').first()).toHaveCount(0);

  // The Insert key toggles edit mode (not while typing in a field).
  await toolbar.pressInsert();
  await expect(toolbar.contentEdit).toHaveAttribute('aria-pressed', 'true');
  await expect(toolbar.block('hero').root).toBeVisible();

  const violations = await axeViolations(page);
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);

  // Insert a block found by fuzzy search, after the selected block.
  await toolbar.block('hero').select();
  await toolbar.insertBlock.click();
  const insert = new InsertDialog(page);
  await insert.search.fill('secton headng');
  await insert.blockOption('Section heading').click();
  await expect(insert.preview.getByText('Featured sessions')).toBeVisible();
  await insert.componentId.fill(`  ${id.toUpperCase()} `);
  await insert.add.click();
  await expect(insert.root).toHaveCount(0);
  const inserted = toolbar.block(id);
  await expect(inserted.root).toBeVisible();
  // A block not yet saved has no original state to edit.
  await expect(inserted.edit).toBeDisabled();
  await expect(toolbar.text('Unsaved changes')).toBeVisible();
  await toolbar.save.click();
  await expect(toolbar.text('Page saved')).toBeVisible();

  // Edit a prop in the ui view of the data modal.
  await inserted.edit.click();
  const modal = new DataModal(page, id);
  await expect(modal.tab('UI')).toHaveAttribute('aria-selected', 'true');
  await expect(modal.save).toBeDisabled();
  await modal.field('heading').fill('Edited in place');
  await expect(site.block(id).getByText('Edited in place')).toBeVisible();
  await modal.save.click();
  await expect(modal.root.getByText('Component settings saved successfully')).toBeVisible();
  await modal.close.click();

  // Move it up with the toolbar, then down again with the keyboard (dnd-kit keyboard sensor).
  const before = await toolbar.frameOrder();
  const at = before.indexOf(id);
  await inserted.moveUp.click();
  await expect.poll(async () => (await toolbar.frameOrder()).indexOf(id)).toBe(at - 1);
  await expect(toolbar.text('Unsaved changes')).toBeVisible();
  await toolbar.undo.click();
  await expect.poll(async () => (await toolbar.frameOrder()).indexOf(id)).toBe(at);
  await toolbar.redo.click();
  await expect.poll(async () => (await toolbar.frameOrder()).indexOf(id)).toBe(at - 1);
  await toolbar.save.click();
  await expect(toolbar.text('Page saved')).toBeVisible();

  // Reload: the block, its edited prop and its new position were stored.
  await page.reload();
  await expect(site.block(id).getByText('Edited in place')).toBeVisible();
  await expect(toolbar.bar).toBeVisible();
  await toolbar.pressInsert();
  await expect(inserted.root).toBeVisible();
  expect((await toolbar.frameOrder()).indexOf(id)).toBe(at - 1);

  // Clean up: delete it after the confirmation, and save.
  await inserted.delete.click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this component?');
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(inserted.root).toHaveCount(0);
  await toolbar.save.click();
  await expect(toolbar.text('Page saved')).toBeVisible();
});

test('blocks can be reordered with the keyboard', async ({ page }) => {
  const site = new SitePage(page);
  const toolbar = new Toolbar(page);
  await site.signInAs('Content Editor');
  await site.goto('/en/home');
  // The editor is a lazy chunk: the Insert key works once its bar is there.
  await expect(toolbar.bar).toBeVisible();
  await toolbar.pressInsert();
  await expect(toolbar.block('hero').root).toBeVisible();
  const before = await toolbar.frameOrder();
  const handle = toolbar.block('hero').dragHandle;
  await handle.focus();
  await page.keyboard.press('Space');
  // The live region announces the pick-up, then where the block is.
  await expect(page.getByText(/^(Picked up block hero\.|Block hero is over block hero\.)$/)).toBeAttached();
  // An arrow pressed before dnd-kit has measured the blocks (once the drag has started) moves nothing: pressed again.
  await expect(async () => {
    await page.keyboard.press('ArrowDown');
    await expect(page.getByText(/^Block hero is over block (?!hero\.)/)).toBeAttached({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await page.keyboard.press('Space');
  await expect(page.getByText(/^Block hero was dropped over block /)).toBeAttached();
  await expect.poll(async () => (await toolbar.frameOrder()).join(',')).not.toBe(before.join(','));
  await expect(toolbar.text('Unsaved changes')).toBeVisible();
});

test('an attendee never sees the editor or the block toolbar', async ({ page }) => {
  const site = new SitePage(page);
  await site.signInAs('Attendee');
  await site.goto('/en/home');
  await expect(site.block('hero')).toBeVisible();
  await site.pressInsert();
  await expect(new Toolbar(page).bar).toHaveCount(0);
  await expect(page.getByRole('toolbar')).toHaveCount(0);
  await expect(page.locator('[data-editor-frame]')).toHaveCount(0);
});
