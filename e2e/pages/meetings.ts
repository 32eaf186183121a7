// Page objects of the meeting, appointment and inbox pages: roles and labels first.
import { expect, type Locator } from '@playwright/test';
import { PageObject } from './page-object';

/** /{lang}/meetings: the visitor's meetings. */
export class MeetingsPage extends PageObject {
  /** The Messages link with its unread badge. */
  readonly messagesLink = this.page.getByRole('link', { name: /^Messages/ });

  async goto(lang = 'en'): Promise<void> {
    await this.openToHeading(`/${lang}/meetings`, { name: 'Your meetings' });
  }

  /** The card of a meeting, by its subject. */
  card(subject: string): Locator {
    return this.page.locator('.mtg-card').filter({ has: this.page.getByRole('heading', { name: subject }) });
  }

  unreadBadge(count: number): Locator {
    return this.messagesLink.getByLabel(`${count} unread`);
  }
}

/** /{lang}/meetings/schedule and /{lang}/meetings/edit/{id}: the meeting form. */
export class MeetingFormPage extends PageObject {
  readonly subject = this.page.getByLabel('Subject');
  readonly starts = this.page.getByLabel('Starts');
  readonly ends = this.page.getByLabel('Ends');
  readonly invitees = this.page.getByRole('list', { name: 'Invited attendees' });
  /** The clash warning shown before sending. */
  readonly clash = this.page.locator('.mtg-clash').filter({ hasText: 'Clash:' });

  async gotoNew(query = '', lang = 'en'): Promise<void> {
    await this.openToHeading(`/${lang}/meetings/schedule${query}`, { name: 'New meeting', level: 1 });
  }

  async invite(name: string): Promise<void> {
    await this.page.getByRole('combobox', { name: 'Invite attendees' }).fill(`${name}.. `);
    await this.page.getByRole('option', { name: new RegExp(name) }).click();
    await expect(this.invitees.getByText(name)).toBeVisible();
  }

  async send(): Promise<void> {
    await this.page.getByRole('button', { name: 'Send invitation' }).click();
  }
}

/** /{lang}/meetings/{id}: one meeting and its thread. */
export class MeetingDetailPage extends PageObject {
  // The block's heading, not the shell's stand-in h1 of the moment before the block rendered.
  readonly heading = this.page.getByRole('heading', { level: 1 }).and(this.page.locator(':not([data-shell-page-heading])'));
  readonly clash = this.page.locator('.mtg-clash');
  readonly thread = this.page.getByRole('list', { name: /oldest first/ });

  participant(name: string): Locator {
    return this.page.locator('.mtg-person').filter({ hasText: name });
  }

  async accept(): Promise<void> {
    await this.page.getByRole('button', { name: 'Accept', exact: true }).click();
    await expect(this.page.getByRole('button', { name: 'Accepted', exact: true })).toBeDisabled();
  }

  async send(text: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Message' }).fill(text);
    await this.page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(this.thread.getByText(text)).toBeVisible();
  }
}

/** /{lang}/user/inbox: conversations. */
export class InboxPage extends PageObject {
  readonly unreadStatus = this.page.getByRole('status').filter({ hasText: /unread message/ });
  readonly messages = this.page.getByRole('list', { name: /oldest first/ });

  async goto(query = '', lang = 'en'): Promise<void> {
    await this.openToHeading(`/${lang}/user/inbox${query}`, { name: 'Messages', level: 1 });
  }

  thread(subject: string): Locator {
    return this.page.getByRole('button', { name: new RegExp(subject) });
  }

  async reply(text: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Message' }).fill(text);
    await this.page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(this.messages.getByText(text)).toBeVisible();
  }
}
