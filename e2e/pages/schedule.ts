import type { Locator, Page } from '@playwright/test';

/** My schedule (/{lang}/schedule): the mySchedule block's parts, by role and label. */
export class SchedulePage {
  readonly block: Locator;
  readonly views: Locator;
  readonly date: Locator;
  readonly eventType: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.block = page.locator('.blk-mysched');
    this.views = page.getByRole('group', { name: 'View' });
    this.date = page.getByRole('combobox', { name: 'Date' });
    this.eventType = page.getByRole('combobox', { name: 'Event type' });
    this.dialog = page.getByRole('dialog');
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/en/schedule${query}`, { waitUntil: 'networkidle' });
  }

  view(name: string): Locator {
    return this.views.getByRole('button', { name, exact: true });
  }

  tool(name: string): Locator {
    return this.page.getByRole('group', { name: 'Schedule tools' }).getByRole('button', { name });
  }

  /** An event's card (its title is the button that opens the dialog). */
  event(title: string): Locator {
    return this.block.locator('article').filter({ has: this.page.getByRole('button', { name: title, exact: true }) });
  }

  openEvent(title: string): Locator {
    return this.block.getByRole('button', { name: title, exact: true });
  }

  day(heading: string): Locator {
    return this.page.getByRole('region', { name: heading });
  }

  freeTime(): Locator {
    return this.block.getByText('Free time');
  }

  /** The calendar export panel. */
  feedPanel(): Locator {
    return this.page.getByRole('region', { name: 'Calendar export' });
  }
}

/** The My Event side panel of signed-in visitors. */
export class MyEventPanel {
  readonly launcher: Locator;
  readonly panel: Locator;
  readonly close: Locator;

  constructor(readonly page: Page) {
    this.launcher = page.getByRole('button', { name: /^My Event/ });
    this.panel = page.getByRole('complementary', { name: 'My Event' });
    this.close = this.panel.getByRole('button', { name: 'Close My Event' });
  }

  tab(name: string | RegExp): Locator {
    return this.panel.getByRole('tab', { name });
  }
}
