// Live help (docs/behaviour/live-help.md): the attendee's "Live help" button and panel on any page, and the staff's
// help desk (/live-help-desk).
import { expect, type Locator } from '@playwright/test';
import { PageObject } from './page-object';

/** The live-help button and its panel, on whatever page the visitor is. */
export class LiveHelpWidget extends PageObject {
  readonly button = this.page.getByRole('button', { name: /^Live help/ });
  readonly panel = this.page.getByRole('dialog', { name: 'Live help' });
  readonly field = this.panel.getByRole('textbox', { name: 'Your question' });
  readonly send = this.panel.getByRole('button', { name: 'Send' });
  readonly close = this.panel.getByRole('button', { name: 'Close live help' });
  readonly log = this.panel.getByRole('log', { name: 'Conversation with the help desk' });
  readonly unreadDot = this.page.getByTestId('live-help-unread');

  /** Opens a page of the site (the home page by default) as it has fully loaded. */
  async goto(path = '/en/home'): Promise<void> {
    await this.open(path);
  }

  /** Opens the panel with the button; focus moves into the question field. */
  async openPanel(): Promise<void> {
    await this.button.click();
    await expect(this.panel).toBeVisible();
    await expect(this.field).toBeFocused();
  }

  /** Sends a question; resolves once the conversation shows it as the visitor's own. */
  async ask(text: string): Promise<void> {
    await this.field.fill(text);
    await this.send.click();
    await expect(this.message(text)).toContainText('You');
    await expect(this.field).toHaveValue('');
  }

  message(text: string): Locator {
    return this.panel.getByRole('listitem').filter({ hasText: text });
  }
}

/** The staff's help desk: the conversation list and the open conversation with its answer form. */
export class LiveHelpDeskPage extends PageObject {
  readonly heading = this.page.getByRole('heading', { name: 'Live help desk', level: 1 });
  readonly list = this.page.getByRole('region', { name: 'Conversations' });
  readonly answerField = this.page.getByRole('textbox', { name: 'Your answer' });
  readonly sendAnswer = this.page.getByRole('button', { name: 'Send answer' });

  async goto(language = 'en'): Promise<void> {
    await this.page.goto(`/${language}/live-help-desk`);
    await expect(this.heading).toBeVisible({ timeout: 30_000 });
  }

  /** A conversation's button in the list, by the attendee's name. */
  conversation(name: string): Locator {
    return this.list.getByRole('button').filter({ hasText: name });
  }

  /** The open conversation's region, by the attendee's name. */
  thread(name: string): Locator {
    return this.page.getByRole('region', { name: `Conversation with ${name}` });
  }

  async openConversation(name: string): Promise<Locator> {
    await this.conversation(name).click();
    const thread = this.thread(name);
    await expect(thread).toBeVisible();
    return thread;
  }

  /** Answers the open conversation; resolves once it shows the answer as the desk's. */
  async answer(name: string, text: string): Promise<void> {
    await this.answerField.fill(text);
    await this.sendAnswer.click();
    await expect(this.thread(name).getByRole('listitem').filter({ hasText: text })).toContainText('Help desk');
  }
}
