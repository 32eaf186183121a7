import type { Locator, Page } from '@playwright/test';

/**
 * The selected block's fields in the editor's side panel (the property browser and the ui form in one): its
 * properties grouped by `x-interface`, with a search.
 */
export class PropertyBrowser {
  /** The panel's block section, named 'Component <id>' once a block is selected. */
  readonly root: Locator;
  readonly search: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('complementary', { name: 'Editor panel' }).getByRole('region', { name: /^Component / });
    this.search = this.root.getByRole('searchbox', { name: 'Search properties...' });
  }

  /** The fields of one block. */
  of(id: string): Locator {
    return this.page.getByRole('complementary', { name: 'Editor panel' }).getByRole('region', { name: `Component ${id}`, exact: true });
  }

  /** One `x-interface` group of properties (a labelled section). */
  group(name: string): Locator {
    return this.root.getByRole('region', { name, exact: true });
  }

  /** A property's field, by its label (the property name). */
  field(name: string): Locator {
    return this.root.getByLabel(name, { exact: true });
  }
}
