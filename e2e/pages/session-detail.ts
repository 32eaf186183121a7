import type { Locator, Page } from '@playwright/test';

/** The session page (/{lang}/sessions/{id}): the sessionDetail block's parts, by role and label. */
export class SessionDetailPage {
  readonly title: Locator;
  /** The when / where / action panel. */
  readonly panel: Locator;
  readonly when: Locator;
  readonly room: Locator;
  readonly time: Locator;
  readonly badge: Locator;
  readonly eventTime: Locator;
  readonly myTime: Locator;
  readonly speakers: Locator;
  readonly evaluations: Locator;

  constructor(readonly page: Page) {
    // The session's own heading (the shell names a page without one by a hidden h1 until the block has loaded).
    this.title = page.getByRole('article').getByRole('heading', { level: 1 });
    this.panel = page.getByRole('complementary', { name: 'When and where' });
    this.when = this.panel.getByRole('region', { name: 'Date and time' });
    this.room = this.panel.getByRole('region', { name: 'Room' });
    this.time = page.getByTestId('session-time');
    this.badge = page.locator('[data-badge]');
    this.eventTime = this.when.getByRole('radio', { name: /^Event time/ });
    this.myTime = this.when.getByRole('radio', { name: /^My time/ });
    this.speakers = page.getByRole('region', { name: /^Speakers?$/ }).getByRole('link');
    this.evaluations = page.locator('#evals');
  }

  async goto(id: string, query = ''): Promise<void> {
    await this.page.goto(`/en/sessions/${encodeURIComponent(id)}${query}`, { waitUntil: 'networkidle' });
  }

  /** The panel's action (RSVP, nomination or schedule) button. */
  action(): Locator {
    return this.panel.locator('.blk-session__action').getByRole('button');
  }

  region(name: string): Locator {
    return this.page.getByRole('region', { name });
  }
}
