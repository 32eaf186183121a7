import { expect, type Locator, type Page } from '@playwright/test';
import { PageObject } from './page-object';

/** One block's toolbar in edit mode; its accessible name starts with `Block <id> `. */
export class BlockToolbar {
  readonly root: Locator;
  readonly edit: Locator;
  readonly componentData: Locator;
  readonly moveUp: Locator;
  readonly moveDown: Locator;
  readonly delete: Locator;
  readonly dragHandle: Locator;
  /** The wrapper width select (docs/behaviour/README.md: 100, 66, 50, 33, 25 and 20 percent). */
  readonly width: Locator;

  constructor(
    readonly page: Page,
    readonly id: string,
  ) {
    this.root = page.getByRole('toolbar', { name: new RegExp(`^Block ${id} `) });
    this.edit = this.button('Edit');
    this.componentData = this.button('Component data');
    this.moveUp = this.button('Move up');
    this.moveDown = this.button('Move down');
    this.delete = this.button('Delete');
    this.dragHandle = this.button('Drag to reorder');
    this.width = this.root.getByLabel(`Width of ${id}`);
  }

  button(name: string): Locator {
    return this.root.getByRole('button', { name, exact: true });
  }

  /** Selects the block by clicking its name in the toolbar (an insert then goes after it). */
  async select(): Promise<void> {
    await this.root.locator('.ed-toolbar-name').click();
  }
}

/** The editor bar (edit mode, insert, save, undo and redo) and, through `block(id)`, each block's toolbar. */
export class Toolbar extends PageObject {
  /** The editor bar: a region named Editor. */
  readonly bar = this.page.getByRole('region', { name: 'Editor', exact: true });
  readonly contentEdit = this.button('Content edit');
  readonly insertBlock = this.button('Insert block');
  readonly save = this.button('Save');
  readonly undo = this.button('Undo');
  readonly redo = this.button('Redo');

  button(name: string): Locator {
    return this.bar.getByRole('button', { name });
  }

  block(id: string): BlockToolbar {
    return new BlockToolbar(this.page, id);
  }

  /** Text shown in the editor bar (e.g. 'Unsaved changes', 'Page saved'). */
  text(text: string): Locator {
    return this.bar.getByText(text);
  }

  /** The Insert key on the page: it toggles edit mode (not while typing in a field). */
  async pressInsert(): Promise<void> {
    await this.page.locator('body').press('Insert');
  }

  /** Turns edit mode on with the Insert key, once the lazy editor chunk is there. */
  async enterEditMode(): Promise<void> {
    await expect(this.bar).toBeVisible();
    // The key listener arrives with the editor chunk, a moment after its bar: press again until edit mode is on.
    await expect(async () => {
      if ((await this.contentEdit.getAttribute('aria-pressed')) !== 'true') await this.pressInsert();
      await expect(this.contentEdit).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 });
    }).toPass();
  }

  /** The page-level blocks' ids in order (nested blocks sit inside their container's frame). */
  async frameOrder(): Promise<(string | null)[]> {
    return this.page
      .locator('.rb-page > [data-editor-frame]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-editor-frame')));
  }

  /** A block's edit-mode frame, by component id. */
  frame(id: string): Locator {
    return this.page.locator(`[data-editor-frame="${id}"]`);
  }
}
