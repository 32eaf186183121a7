// The live-now ticker: the studio player on the live home page (its "Live now" region) and the content editors'
// ticker editor (/live-now-ticker-editor).
import { expect, type Locator } from '@playwright/test';
import { PageObject } from './page-object';

/** The home page's studio player and the ticker under it. */
export class StudioPlayerPage extends PageObject {
  readonly player = this.page.locator('[data-block-id="studio"]');
  readonly ticker = this.player.getByRole('region', { name: 'Live now' });
  readonly messages = this.ticker.getByRole('listitem');

  async goto(language = 'en'): Promise<void> {
    await this.open(`/${language}/home`);
    await expect(this.player).toBeVisible();
  }

  /** The texts the ticker shows now, in order. */
  async texts(): Promise<string[]> {
    return (await this.messages.allTextContents()).map((t) => t.trim());
  }
}

/** The ticker editor: the add and edit form, the list of messages and the delete confirmation. */
export class TickerEditorPage extends PageObject {
  readonly heading = this.page.getByRole('heading', { name: 'Live-now ticker', level: 1 });
  readonly form = this.page.locator('form.tk-form');
  readonly text = this.form.getByRole('textbox', { name: 'Message' });
  readonly starts = this.form.getByLabel('Starts');
  readonly ends = this.form.getByLabel('Ends');
  readonly add = this.form.getByRole('button', { name: 'Add message' });
  readonly table = this.page.getByRole('table', { name: 'Ticker messages, earliest start first' });

  async goto(language = 'en'): Promise<void> {
    await this.page.goto(`/${language}/live-now-ticker-editor`);
    await expect(this.heading).toBeVisible({ timeout: 30_000 });
    await expect(this.table.or(this.page.getByText('There are no ticker messages yet.'))).toBeVisible();
  }

  row(text: string): Locator {
    return this.table.getByRole('row').filter({ hasText: text });
  }

  /** Adds a message with the form's times (by default: now, for 30 minutes); resolves once the list shows it. */
  async addMessage(text: string): Promise<void> {
    await this.text.fill(text);
    await this.add.click();
    await expect(this.row(text)).toBeVisible();
  }

  async deleteMessage(text: string): Promise<void> {
    await this.row(text).getByRole('button', { name: `Delete “${text}”` }).click();
    const dialog = this.page.getByRole('alertdialog', { name: 'Delete the message?' });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(this.row(text)).toHaveCount(0);
  }
}
