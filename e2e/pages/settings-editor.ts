import { expect, type Locator, type Page } from '@playwright/test';
import { SitePage } from './site-page';

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

  /**
   * Signs in as an Administrator on the home page and opens the settings dialog from the site tools; answers once
   * its first category (Phases) shows.
   */
  static async openAsAdministrator(page: Page): Promise<SettingsEditor> {
    const site = new SitePage(page);
    await site.signInAsPersona('siteeditor');
    await site.goto('/en/home');
    await site.toolButton('Site Settings').click();
    const settings = SettingsEditor.dialog(page);
    await expect(settings.root.getByRole('heading', { name: 'Phases', level: 3 })).toBeVisible();
    return settings;
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
