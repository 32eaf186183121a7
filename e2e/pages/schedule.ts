import type { Locator } from '@playwright/test';
import { PageObject } from './page-object';

/** My schedule (/{lang}/schedule): the mySchedule block's parts, by role and label. */
export class SchedulePage extends PageObject {
  readonly block = this.page.locator('.blk-mysched');
  readonly views = this.page.getByRole('group', { name: 'View' });
  readonly date = this.page.getByRole('combobox', { name: 'Date' });
  readonly eventType = this.page.getByRole('combobox', { name: 'Event type' });
  readonly dialog = this.page.getByRole('dialog');

  async goto(query = ''): Promise<void> {
    await this.open(`/en/schedule${query}`);
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
export class MyEventPanel extends PageObject {
  readonly launcher = this.page.getByRole('button', { name: /^My Event/ });
  readonly panel = this.page.getByRole('complementary', { name: 'My Event' });
  readonly close = this.panel.getByRole('button', { name: 'Close My Event' });

  tab(name: string | RegExp): Locator {
    return this.panel.getByRole('tab', { name });
  }
}
