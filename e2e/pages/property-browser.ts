import type { Locator, Page } from '@playwright/test';

/**
 * The property browser beside the page in edit mode (flag enableComponentPropertyBrowser): the selected block's
 * properties grouped by `x-interface`, with a search.
 */
export class PropertyBrowser {
  /** The aside, labelled by its heading: 'Properties', or 'Properties of <id>' once a block is selected. */
  readonly root: Locator;
  readonly search: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('complementary', { name: /^Properties( of |$)/ });
    this.search = this.root.getByRole('searchbox', { name: 'Search properties...' });
  }

  /** The browser showing one block's properties. */
  of(id: string): Locator {
    return this.page.getByRole('complementary', { name: `Properties of ${id}`, exact: true });
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
