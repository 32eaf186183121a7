// The chat pages (/{lang}/globalchat, /{lang}/chat-keynote): the chat widget's room, its messages and composer.
import { expect, type Locator } from '@playwright/test';
import { PageObject } from './page-object';

export class ChatPage extends PageObject {
  readonly room = this.page.locator('.blk-chatWidget__room');
  readonly messages = this.page.getByRole('list', { name: 'Messages' });
  readonly composer = this.page.getByRole('textbox', { name: 'Message' });
  readonly sendButton = this.page.getByRole('button', { name: 'Send', exact: true });
  /** A refusal shown under the composer (the rate limit, chat turned off). */
  readonly refusal = this.room.getByRole('alert');

  async goto(path = 'globalchat', lang = 'en'): Promise<void> {
    await this.openToHeading(`/${lang}/${path}`, { name: 'Chat', level: 2 });
    await expect(this.composer).toBeVisible();
  }

  /** A message of the room, by its text. */
  message(text: string): Locator {
    return this.messages.getByRole('listitem').filter({ hasText: text });
  }

  /** Writes and sends a message (Enter sends); does not wait for it to show. */
  async post(text: string): Promise<void> {
    await this.composer.fill(text);
    await this.composer.press('Enter');
  }

  /** Sends a message and waits until the room shows it as the visitor's own. */
  async send(text: string): Promise<void> {
    await this.post(text);
    await expect(this.message(text)).toBeVisible();
    await expect(this.composer).toHaveValue('');
  }

  /** A content editor's Hide on a message. */
  async hide(text: string): Promise<void> {
    await this.message(text).getByRole('button', { name: /^Hide the message of/ }).click();
  }
}
