import type { Locator, Page } from '@playwright/test';
import { DataModal } from './data-modal';
import { BlockToolbar, Toolbar } from './toolbar';

// The editor on a German page speaks German (the demo's texts of the editor's keys): the same page objects, named as
// a German editor reads them.

class GermanBlockToolbar extends BlockToolbar {
  override readonly edit = this.button('Bearbeiten');
}

export class GermanToolbar extends Toolbar {
  override readonly contentEdit = this.button('Inhalte bearbeiten');

  override block(id: string): BlockToolbar {
    return new GermanBlockToolbar(this.page, id);
  }
}

/** The block's views on a German page: its root and what is read through it at the time (field, tab) are German;
 *  the English object's locators made in its constructor (save, close, json…) are not, so they are not for use here. */
export class GermanDataModal extends DataModal {
  override readonly root: Locator;
  /** The translation field's save and its confirmation. */
  readonly saveText: Locator;
  readonly textSaved: Locator;

  constructor(page: Page, id: string) {
    super(page, id);
    this.root = page.getByRole('complementary', { name: 'Editor-Bereich' }).getByRole('region', { name: `Komponente ${id}`, exact: true });
    this.saveText = this.root.getByRole('button', { name: 'Text speichern' }).first();
    this.textSaved = this.root.getByText(/^Text gespeichert \(/);
  }
}
