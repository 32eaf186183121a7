import { expect, type Locator, type Page } from '@playwright/test';
import { PageObject } from './page-object';

/** The attendee directory (block attendeeDirectory) on /attendees, by its region, roles and labels. */
export class AttendeeDirectoryPage extends PageObject {
  readonly region = this.page.getByRole('region', { name: 'Find attendees', exact: true });
  readonly search = this.region.getByRole('combobox', { name: 'Search attendees' });
  readonly suggestions = this.region.getByRole('listbox', { name: 'Suggested attendees' });
  readonly count = this.region.getByRole('status');
  readonly cards = this.region.getByRole('article');

  async goto(query = ''): Promise<void> {
    await this.open(`/en/attendees${query}`);
    await expect(this.region).toBeVisible();
  }

  suggestion(name: string): Locator {
    return this.suggestions.getByRole('option', { name: new RegExp(`^${name}`) });
  }

  facet(label: string): Locator {
    return this.region.getByRole('checkbox', { name: new RegExp(`^${label} \\(\\d+\\)$`) });
  }

  /** Unfolds a facet (folded until one of its values is chosen). */
  async openFacet(name: 'Company' | 'Region' | 'Participation type'): Promise<void> {
    const facet = this.region.locator('details').filter({ has: this.page.locator('summary', { hasText: name }) });
    if ((await facet.getAttribute('open')) === null) await facet.locator('summary').click();
  }

  view(name: 'Cards' | 'List'): Locator {
    return this.region.getByRole('button', { name, exact: true });
  }

  ownProfileButton(): Locator {
    return this.region.getByRole('button', { name: 'My directory profile' });
  }
}

/** An attendee's page (block attendeeDetail) on /attendees/{id}. */
export class AttendeeDetailPage extends PageObject {
  readonly title: Locator;
  readonly bookMeeting: Locator;
  readonly sendMessage: Locator;
  readonly email: Locator;

  constructor(page: Page) {
    super(page);
    const main = page.getByRole('main');
    // The attendee's article: after an in-site navigation the shell also names the page in a hidden level-1 heading.
    this.title = main.getByRole('article').getByRole('heading', { level: 1 });
    this.bookMeeting = main.getByRole('link', { name: 'Book a meeting' });
    this.sendMessage = main.getByRole('link', { name: 'Send message' });
    this.email = main.getByRole('link', { name: 'Email', exact: true });
  }

  async goto(id: string): Promise<void> {
    await this.open(`/en/attendees/${id}`);
  }
}

/** The signed-in attendee's profile (block userProfile) on /user/profile. */
export class ProfilePage extends PageObject {
  readonly completion: Locator;
  readonly save: Locator;
  readonly status: Locator;

  constructor(page: Page) {
    super(page);
    const main = page.getByRole('main');
    this.completion = main.getByText(/^Profile \d+% complete$/);
    this.save = main.getByRole('button', { name: 'Save', exact: true });
    this.status = main.locator('.blk-prof__actions').getByRole('status');
  }

  async goto(tab?: 'profile' | 'privacy' | 'preferences' | 'contact'): Promise<void> {
    await this.open(`/en/user/profile${tab ? `?tab=${tab}` : ''}`);
    await expect(this.page.getByRole('main').getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  field(label: string): Locator {
    return this.page.getByRole('main').getByLabel(label, { exact: true });
  }

  switch(label: string): Locator {
    return this.page.getByRole('switch', { name: label });
  }

  async percentage(): Promise<number> {
    const text = (await this.completion.textContent()) ?? '';
    return Number(/(\d+)%/.exec(text)?.[1] ?? NaN);
  }
}
