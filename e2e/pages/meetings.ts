// Page objects of the meeting, appointment and inbox pages: roles and labels first.
import { expect, type Locator, type Page } from '@playwright/test';

/** /{lang}/meetings: the visitor's meetings. */
export class MeetingsPage {
  constructor(readonly page: Page) {}

  async goto(lang = 'en'): Promise<void> {
    await this.page.goto(`/${lang}/meetings`);
    await expect(this.page.getByRole('heading', { name: 'Your meetings' })).toBeVisible();
  }

  /** The card of a meeting, by its subject. */
  card(subject: string): Locator {
    return this.page.locator('.mtg-card').filter({ has: this.page.getByRole('heading', { name: subject }) });
  }

  /** The Messages link with its unread badge. */
  get messagesLink(): Locator {
    return this.page.getByRole('link', { name: /^Messages/ });
  }

  unreadBadge(count: number): Locator {
    return this.messagesLink.getByLabel(`${count} unread`);
  }
}

/** /{lang}/meetings/schedule and /{lang}/meetings/edit/{id}: the meeting form. */
export class MeetingFormPage {
  constructor(readonly page: Page) {}

  async gotoNew(query = '', lang = 'en'): Promise<void> {
    await this.page.goto(`/${lang}/meetings/schedule${query}`);
    await expect(this.page.getByRole('heading', { name: 'New meeting', level: 1 })).toBeVisible();
  }

  get subject(): Locator {
    return this.page.getByLabel('Subject');
  }

  get starts(): Locator {
    return this.page.getByLabel('Starts');
  }

  get ends(): Locator {
    return this.page.getByLabel('Ends');
  }

  get invitees(): Locator {
    return this.page.getByRole('list', { name: 'Invited attendees' });
  }

  /** The clash warning shown before sending. */
  get clash(): Locator {
    return this.page.locator('.mtg-clash').filter({ hasText: 'Clash:' });
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
export class MeetingDetailPage {
  constructor(readonly page: Page) {}

  get heading(): Locator {
    // The block's heading, not the shell's stand-in h1 of the moment before the block rendered.
    return this.page.getByRole('heading', { level: 1 }).and(this.page.locator(':not([data-shell-page-heading])'));
  }

  participant(name: string): Locator {
    return this.page.locator('.mtg-person').filter({ hasText: name });
  }

  get clash(): Locator {
    return this.page.locator('.mtg-clash');
  }

  get thread(): Locator {
    return this.page.getByRole('list', { name: /oldest first/ });
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
export class InboxPage {
  constructor(readonly page: Page) {}

  async goto(query = '', lang = 'en'): Promise<void> {
    await this.page.goto(`/${lang}/user/inbox${query}`);
    await expect(this.page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  }

  get unreadStatus(): Locator {
    return this.page.getByRole('status').filter({ hasText: /unread message/ });
  }

  thread(subject: string): Locator {
    return this.page.getByRole('button', { name: new RegExp(subject) });
  }

  get messages(): Locator {
    return this.page.getByRole('list', { name: /oldest first/ });
  }

  async reply(text: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Message' }).fill(text);
    await this.page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(this.messages.getByText(text)).toBeVisible();
  }
}
