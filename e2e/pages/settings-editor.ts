import type { Locator, Page } from '@playwright/test';

/**
 * The site settings editor, either in its dialog (opened from the site tools) or on its route page (/en/editor):
 * pass the container it sits in.
 */
export class SettingsEditor {
  readonly environment: Locator;
  readonly categories: Locator;
  readonly save: Locator;
  readonly copyFrom: Locator;
  readonly copyTo: Locator;

  constructor(
    readonly page: Page,
    readonly root: Locator,
  ) {
    this.environment = root.getByLabel('Environment');
    this.categories = root.getByRole('navigation', { name: 'Categories' });
    this.save = root.getByRole('button', { name: 'Save' });
    this.copyFrom = root.getByLabel('Copy from');
    this.copyTo = root.getByLabel('Copy to');
  }

  /** The editor in its dialog. */
  static dialog(page: Page): SettingsEditor {
    return new SettingsEditor(page, page.getByRole('dialog', { name: 'Site Settings' }));
  }

  /** Opens a settings category from the side navigation (e.g. 'Chat'). */
  async openCategory(name: string): Promise<void> {
    await this.categories.getByRole('button', { name, exact: true }).click();
  }

  /** A setting's field, by its label (the setting's name). */
  field(name: string): Locator {
    return this.root.getByLabel(name);
  }

  /** A tab: 'Settings', 'Compare environments', 'Changelog'. */
  tab(name: string): Locator {
    return this.root.getByRole('tab', { name });
  }

  /** The table rows of a setting (compare and changelog views), by the setting's row header. */
  rowsOf(setting: string): Locator {
    return this.root.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name: setting, exact: true }) });
  }
}
