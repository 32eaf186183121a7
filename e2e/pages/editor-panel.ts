import type { Locator } from '@playwright/test';
import { PageObject } from './page-object';

/**
 * The editor's side panel: tabs Fields / Outline / Insert beside the page (a bottom sheet
 * on small screens). The selected block's views are DataModal, its fields PropertyBrowser, the insert list
 * InsertDialog; this object covers the panel itself and the outline.
 */
export class EditorPanel extends PageObject {
  readonly root = this.page.getByRole('complementary', { name: 'Editor panel' });
  readonly outline = this.root.getByRole('navigation', { name: 'Page outline' });
  readonly hide = this.root.getByRole('button', { name: 'Hide panel' });
  readonly show = this.root.getByRole('button', { name: 'Show editor panel' });

  /** A tab of the panel: 'Fields', 'Outline' or 'Insert'. */
  tab(name: 'Fields' | 'Outline' | 'Insert'): Locator {
    return this.root.getByRole('tablist', { name: 'Panel' }).getByRole('tab', { name, exact: true });
  }

  /** A block's row in the outline: the button that selects it (its id, then its type's title). */
  outlineItem(id: string): Locator {
    return this.outline.getByRole('button', { name: new RegExp(`^${id} `) });
  }

  /** The drag handle of a block's row in the outline (space picks up, arrows move, space drops). */
  outlineHandle(id: string): Locator {
    return this.outline.getByRole('button', { name: `Drag ${id} to reorder`, exact: true });
  }

  /** The top-level blocks' ids in the outline's order. */
  async outlineOrder(): Promise<string[]> {
    return this.outline
      .locator(':scope > ol > li .ed-outline-row .ed-outline-id')
      .evaluateAll((els) => els.filter((el) => !el.closest('.ed-outline-slot')).map((el) => el.textContent ?? ''));
  }

  /** Meta edit's badges on a block's frame. */
  badges(id: string): Locator {
    return this.page.getByRole('list', { name: `Metadata of ${id}`, exact: true });
  }
}
