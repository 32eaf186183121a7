import type { Locator, Page } from '@playwright/test';

/** The page push tools (edit mode) and the confirmation every push opens. */
export class PagePushes {
  readonly menu: Locator;
  readonly target: Locator;
  readonly pushAll: Locator;
  readonly pushWithTranslations: Locator;
  readonly pushToNextPhase: Locator;

  constructor(readonly page: Page) {
    this.menu = page.getByRole('region', { name: 'Push this page' });
    this.target = this.menu.getByLabel('Target environment');
    this.pushAll = this.menu.getByRole('button', { name: 'Push All Content' });
    this.pushWithTranslations = this.menu.getByRole('button', { name: 'Push Content with Updated Translations' });
    this.pushToNextPhase = this.menu.getByRole('button', { name: 'Push to next phase' });
  }

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
