import type { Locator, Page } from '@playwright/test';

/**
 * The component-insert list (docs/behaviour/editor.md, "Component-insert dialog"): fuzzy search, preview, component id,
 * Add; the region 'Insert block' in the editor's side panel (its Insert tab).
 */
export class InsertDialog {
  readonly root: Locator;
  readonly search: Locator;
  /** The grouped block list (a navigation region named Blocks). */
  readonly list: Locator;
  readonly preview: Locator;
  readonly componentId: Locator;
  readonly add: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('complementary', { name: 'Editor panel' }).getByRole('region', { name: 'Insert block' });
    this.search = this.root.getByLabel('Search blocks');
    this.list = this.root.getByRole('navigation', { name: 'Blocks' });
    this.preview = this.root.getByTestId('insert-dialog.preview');
    this.componentId = this.root.getByLabel('Component ID');
    this.add = this.root.getByRole('button', { name: 'Add', exact: true });
  }

  /** A block in the list, by its title (e.g. 'Section heading'). */
  blockOption(title: string): Locator {
    return this.root.getByRole('button', { name: title });
  }

  /** The titles of the listed blocks, top to bottom (best match first while searching). */
  async listedTitles(): Promise<string[]> {
    return (await this.list.getByRole('button').allTextContents()).map((t) => t.trim());
  }
}
