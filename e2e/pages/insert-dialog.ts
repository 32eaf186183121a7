import type { Locator, Page } from '@playwright/test';

/** The component-insert dialog (spec 001 section 2): fuzzy search, preview, component id, Add. */
export class InsertDialog {
  readonly root: Locator;
  readonly search: Locator;
  readonly preview: Locator;
  readonly componentId: Locator;
  readonly add: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('dialog', { name: 'Insert block' });
    this.search = this.root.getByLabel('Search blocks');
    this.preview = this.root.getByTestId('insert-dialog.preview');
    this.componentId = this.root.getByLabel('Component ID');
    this.add = this.root.getByRole('button', { name: 'Add' });
  }

  /** A block in the list, by its title (e.g. 'Section heading'). */
  blockOption(title: string): Locator {
    return this.root.getByRole('button', { name: title });
  }
}
