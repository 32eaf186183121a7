import { expect, type Locator, type Page } from '@playwright/test';
import { InsertDialog } from './insert-dialog';

/**
 * The fast-editing gestures: drag a block from the insert list onto the page (an insertion line shows
 * where it lands), edit a block's text in place on the canvas, and paste copied block JSON from the Insert tab.
 */
export class FastEditing {
  readonly insert: InsertDialog;
  /** The insertion line shown while a block from the list is over the page. */
  readonly dropLine: Locator;
  readonly pasteBlock: Locator;
  readonly pasteField: Locator;

  constructor(readonly page: Page) {
    this.insert = new InsertDialog(page);
    this.dropLine = page.getByTestId('insert-drop-line');
    this.pasteBlock = this.insert.root.getByRole('button', { name: 'Paste block' });
    this.pasteField = this.insert.root.getByLabel('Block JSON to paste');
  }

  /** The text box of a block's field while it is edited in place ('heading of intro: edit in place, ...'). */
  inlineBox(field: string, id: string): Locator {
    return this.page.getByRole('textbox', { name: `${field} of ${id}: edit in place, Escape to leave` });
  }

  /**
   * Drags the list's block titled `title` to the lower edge of block `afterId` on the page, with the mouse as a
   * person would: the insertion line shows before the drop. `beforeDrop` runs while the line is shown.
   */
  async dragFromList(title: string, afterId: string, beforeDrop?: () => Promise<void>): Promise<void> {
    const option = this.insert.blockOption(title).first();
    const target = this.page.locator(`[data-editor-frame="${afterId}"]`);
    await target.scrollIntoViewIfNeeded();
    const box = (await target.boundingBox())!;
    await option.hover();
    await this.page.mouse.down();
    await this.page.mouse.move(box.x + box.width / 2, box.y + box.height - 6, { steps: 8 });
    await expect(this.dropLine).toBeVisible();
    await beforeDrop?.();
    await this.page.mouse.up();
    await expect(this.dropLine).toHaveCount(0);
  }
}
