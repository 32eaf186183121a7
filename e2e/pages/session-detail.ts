import { expect, type Locator, type Page } from '@playwright/test';
import { PageObject } from './page-object';

/** The session page (/{lang}/sessions/{id}): the sessionDetail block's parts, by role and label. */
export class SessionDetailPage extends PageObject {
  // The session's own heading (the shell names a page without one by a hidden h1 until the block has loaded).
  readonly title = this.page.getByRole('article').getByRole('heading', { level: 1 });
  /** The when / where / action panel. */
  readonly panel = this.page.getByRole('complementary', { name: 'When and where' });
  readonly when = this.panel.getByRole('region', { name: 'Date and time' });
  readonly room = this.panel.getByRole('region', { name: 'Room' });
  readonly time = this.page.getByTestId('session-time');
  readonly badge = this.page.locator('[data-badge]');
  readonly eventTime = this.when.getByRole('radio', { name: /^Event time/ });
  readonly myTime = this.when.getByRole('radio', { name: /^My time/ });
  readonly speakers = this.page.getByRole('region', { name: /^Speakers?$/ }).getByRole('link');
  readonly evaluations = this.page.locator('#evals');

  async goto(id: string, query = ''): Promise<void> {
    await this.open(`/en/sessions/${encodeURIComponent(id)}${query}`);
  }

  /** Opens session `id`'s page in `page` and checks its panel offers `action` ('RSVP', 'Add to schedule', ...). */
  static async openOffering(page: Page, id: string, action: string): Promise<SessionDetailPage> {
    const detail = new SessionDetailPage(page);
    await detail.goto(id);
    await detail.expectAction(action);
    return detail;
  }

  /** The panel's action (RSVP, nomination or schedule) button. */
  action(): Locator {
    return this.panel.locator('.blk-session__action').getByRole('button');
  }

  /** Checks the panel's action is `label` (what the visitor can do now: 'RSVP', 'Leave waitlist', ...). */
  async expectAction(label: string, options?: { timeout?: number }): Promise<void> {
    await expect(this.action()).toHaveText(label, options);
  }

  /** Clicks the panel's action and waits until it offers `next` (the action that undoes it, or the next step). */
  async clickAction(next: string): Promise<void> {
    await this.action().click();
    await this.expectAction(next);
  }

  /** Reloads the page and checks its action is still `label` (the server kept what was done). */
  async reloadExpectingAction(label: string): Promise<void> {
    await this.page.reload();
    await this.expectAction(label);
  }

  region(name: string): Locator {
    return this.page.getByRole('region', { name });
  }
}
