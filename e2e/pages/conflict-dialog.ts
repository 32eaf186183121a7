import type { Locator } from '@playwright/test';
import { PageObject } from './page-object';

/**
 * The per-field merge dialog a save opens when someone else changed the same field since it was read (blocks, pages,
 * site settings, translations): each field a group with Before / Theirs / Mine and a choice.
 */
export class FieldConflictDialog extends PageObject {
  readonly root = this.page.getByRole('dialog', { name: 'Choose which changes to keep' });
  readonly saveChoices = this.root.getByRole('button', { name: 'Save my choices' });
  // Named for what it does ("mine wins on these fields"); the words may change, the role and the start do not.
  readonly force = this.root.getByRole('button', { name: /^Force save/ });

  /** One conflicting field, by its name in the dialog (e.g. 'settings · liveHelpAppId', 'en-US · translate.x.y'). */
  field(name: string): Locator {
    return this.root.getByRole('group', { name, exact: true });
  }

  async keep(field: string, side: 'mine' | 'theirs'): Promise<void> {
    await this.field(field).getByRole('radio', { name: side === 'mine' ? 'Keep mine' : 'Keep theirs' }).check();
  }
}
