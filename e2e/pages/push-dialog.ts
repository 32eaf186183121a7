import type { Locator } from '@playwright/test';
import { PageObject } from './page-object';

/** The page push tools (edit mode) and the confirmation every push opens. */
export class PagePushes extends PageObject {
  readonly menu = this.page.getByRole('region', { name: 'Push this page' });
  readonly target = this.menu.getByLabel('Target environment');
  readonly pushAll = this.menu.getByRole('button', { name: 'Push All Content' });
  readonly pushWithTranslations = this.menu.getByRole('button', { name: 'Push Content with Updated Translations' });
  readonly pushToNextPhase = this.menu.getByRole('button', { name: 'Push to next phase' });

  /** The open confirmation, by its title (e.g. 'Push this page to UAT?'). */
  confirmation(title: string | RegExp): PushConfirmation {
    return new PushConfirmation(this.page.getByRole('alertdialog', { name: title }));
  }
}

export class PushConfirmation {
  readonly summary: Locator;
  readonly refusal: Locator;
  readonly typedName: Locator;
  readonly cancel: Locator;

  constructor(readonly root: Locator) {
    this.summary = root.getByRole('region', { name: /^What changes in / });
    this.refusal = root.getByRole('alert');
    this.typedName = root.getByLabel(/^Type \w+ to push to production$/);
    this.cancel = root.getByRole('button', { name: 'Cancel' });
  }

  /** The button that pushes (its label names the target: 'Push to UAT', 'Push to next phase'). */
  push(label: string): Locator {
    return this.root.getByRole('button', { name: label, exact: true });
  }
}
