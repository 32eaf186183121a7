// The site editors' notification rule screens (docs/behaviour/notifications.md, Rules): the management center, the
// rule form and a rule's history. Roles and labels first.
import { expect, type Locator } from '@playwright/test';
import { PageObject } from './page-object';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What a scheduled rule needs on the form; the channels, category and registration type by their labels. */
export interface ScheduledRule {
  name: string;
  types: readonly ('Push' | 'Toast' | 'Inbox')[];
  category: string;
  registrationType: string;
  title: string;
  body: string;
  /** When it sends: typed on the event's clock, in the zone the form names. */
  start: Date;
}

export class NotificationRules extends PageObject {
  readonly main = this.page.getByRole('main');
  readonly table = this.main.getByRole('table', { name: /^Notification rules with their next send and deliveries/ });
  readonly filters = this.main.getByRole('group', { name: 'Filters' });
  readonly toasts = this.page.getByRole('status', { name: 'Notifications' });
  /** The history page's count of sends made ("Sent: 1 of 1"). */
  readonly sentSummary = this.main.getByText(/^Sent: \d+ of \d+$/);
  readonly saveButton = this.main.getByRole('button', { name: 'Save rule' });

  /** /{lang}/notification-management-center, once its list is there. */
  async gotoCenter(lang = 'en'): Promise<void> {
    await this.openToHeading(`/${lang}/notification-management-center`, { name: 'Notification rules', level: 1 });
    await expect(this.main.getByRole('status').filter({ hasText: /^Rules shown:/ })).toBeVisible();
  }

  /** From the management center to the empty form. */
  async openCreate(): Promise<void> {
    await this.main.getByRole('link', { name: 'Create rule' }).click();
    await expect(this.page.getByRole('heading', { name: 'Create notification rule', level: 1 })).toBeVisible();
    await expect(this.main.getByLabel('Name (required)')).toBeVisible();
  }

  /** A check box or radio button group of the form, by its legend. */
  group(legend: string): Locator {
    return this.main.getByRole('group', { name: legend, exact: true });
  }

  /** Fills the form for a scheduled rule (no end, no repeat: one send at the start). */
  async fillScheduled(rule: ScheduledRule): Promise<void> {
    await this.main.getByLabel('Name (required)').fill(rule.name);
    for (const type of rule.types) await this.group('Notification types (required)').getByLabel(type, { exact: true }).check();
    await this.group('Sub type (required)').getByLabel('Scheduled', { exact: true }).check();
    await this.group('Categories (required)').getByLabel(rule.category, { exact: true }).check();
    await this.group('Attendee registration types (required)').getByLabel(rule.registrationType, { exact: true }).check();
    await this.main.getByLabel('Title (required)').fill(rule.title);
    await this.main.getByLabel('Body (required)').fill(rule.body);
    await this.main.getByLabel('Start time (required)').fill(wallClock(rule.start, await this.formZone()));
  }

  /** Saves the form and waits for the toast that names the rule and the management center it returns to. */
  async save(name: string): Promise<void> {
    await this.saveButton.click();
    await expect(this.toasts.getByText(`Notification rule “${name}” saved.`)).toBeVisible();
    await expect(this.page.getByRole('heading', { name: 'Notification rules', level: 1 })).toBeVisible();
  }

  /** The zone the form's times are typed in ("Times in America/Los_Angeles."). */
  async formZone(): Promise<string> {
    const text = (await this.main.getByText(/^Times in .+\.$/).first().textContent()) ?? '';
    return text.replace(/^Times in (.+)\.$/, '$1');
  }

  /** The management center's row of a rule (its name heads the row). */
  row(name: string): Locator {
    return this.table.getByRole('row', { name: new RegExp(`^${escaped(name)}`) });
  }

  /** The row's status cell (the first after the name). */
  status(name: string): Locator {
    return this.row(name).getByRole('cell').first();
  }

  /** A review step of a rule's row: 'Approve', 'Deploy' or 'Back to pending'. */
  async step(name: string, step: 'Approve' | 'Deploy' | 'Back to pending', expected: string): Promise<void> {
    const label = step === 'Back to pending' ? `Back to pending: “${name}”` : `${step} “${name}”`;
    await this.row(name).getByRole('button', { name: label }).click();
    await expect(this.toasts.getByText(`Notification rule “${name}”: ${expected}.`)).toBeVisible();
    await expect(this.status(name)).toHaveText(expected);
  }

  /** From the rule's row to its history page. */
  async openHistory(name: string): Promise<void> {
    await this.row(name).getByRole('link', { name: `History of “${name}”` }).click();
    await expect(this.page.getByRole('heading', { name: `History of notification rule “${name}”`, level: 1 })).toBeVisible();
  }

  /** The history page's table of sends. */
  sends(name: string): Locator {
    return this.main.getByRole('table', { name: new RegExp(`^Sends of “${escaped(name)}”`) });
  }
}

/** An instant as a datetime-local value on `zone`'s clock. */
export function wallClock(at: Date, zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}
