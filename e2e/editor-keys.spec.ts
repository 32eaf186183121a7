// Ctrl+Z undo, Ctrl+Shift+Z / Ctrl+Y redo and Ctrl+S save in the real browser, the keys named
// on the buttons, and the browser's "leave site?" dialog (beforeunload) while there are unsaved edits.
import { expect, test } from './support/test';
import { SitePage, Toolbar } from './pages';

test('Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y and Ctrl+S edit the page; leaving with unsaved edits asks first', async ({ page }) => {
  const site = new SitePage(page);
  const toolbar = new Toolbar(page);
  await site.signInAs('Content Editor');
  await site.goto('/en/home');
  await toolbar.enterEditMode();
  await expect(toolbar.undo).toHaveAttribute('title', 'Undo (Ctrl+Z)');
  await expect(toolbar.undo).toHaveAttribute('aria-keyshortcuts', 'Control+Z Meta+Z');
  await expect(toolbar.redo).toHaveAttribute('title', 'Redo (Ctrl+Shift+Z, Ctrl+Y)');
  await expect(toolbar.save).toHaveAttribute('title', 'Save page (Ctrl+S)');

  const before = await toolbar.frameOrder();
  const second = before[1]!;
  const moved = [second, before[0]!, ...before.slice(2)];
  await toolbar.block(second).moveUp.click();
  await expect.poll(() => toolbar.frameOrder()).toEqual(moved);
  await expect(toolbar.text('Unsaved changes')).toBeVisible();

  // Undo and redo from the keyboard (the focus is on the page, not in a field).
  await page.locator('body').press('Control+z');
  await expect.poll(() => toolbar.frameOrder()).toEqual(before);
  await page.locator('body').press('Control+Shift+z');
  await expect.poll(() => toolbar.frameOrder()).toEqual(moved);
  await page.locator('body').press('Control+z');
  await expect.poll(() => toolbar.frameOrder()).toEqual(before);
  await page.locator('body').press('Control+y');
  await expect.poll(() => toolbar.frameOrder()).toEqual(moved);

  // Closing the tab with unsaved edits: the browser asks (beforeunload); staying keeps the work.
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.dismiss();
  });
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => asked).toEqual(['beforeunload']);
  expect(page.isClosed()).toBe(false);
  await expect(toolbar.text('Unsaved changes')).toBeVisible();

  // Ctrl+S saves (and not the browser's "save page as").
  await page.locator('body').press('Control+s');
  await expect(toolbar.text('Page saved')).toBeVisible();
  await page.reload();
  expect(asked).toEqual(['beforeunload']);
  await toolbar.enterEditMode();
  await expect.poll(() => toolbar.frameOrder()).toEqual(moved);

  // Put the page back for the other specs, saved with the keyboard again; then nothing is unsaved and the tab
  // closes without asking.
  await toolbar.block(second).moveDown.click();
  await expect.poll(() => toolbar.frameOrder()).toEqual(before);
  await page.locator('body').press('Control+s');
  await expect(toolbar.text('Page saved')).toBeVisible();
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => page.isClosed()).toBe(true);
  expect(asked).toEqual(['beforeunload']);
});
