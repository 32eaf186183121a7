// The attendee's notifications in the My Event panel: the inbox (count, items, mark all read) and the settings
// view's notification choices, opened with the panel's gear button.
import { expect, type Locator } from '@playwright/test';
import { MyEventPanel } from './schedule';

export class NotificationPanel extends MyEventPanel {
  readonly inbox = this.panel.getByRole('region', { name: 'Inbox' });
  readonly unreadCount = this.inbox.getByText(/^\d+ unread notifications?$/);
  readonly markAllRead = this.inbox.getByRole('button', { name: 'Mark all as read' });
  readonly settingsButton = this.panel.getByRole('button', { name: 'Notification settings' });
  readonly backButton = this.panel.getByRole('button', { name: 'Back to notifications' });

  async openNotifications(): Promise<void> {
    if (!(await this.panel.isVisible())) await this.launcher.click();
    await this.tab(/^Notifications/).click();
    await expect(this.inbox).toBeVisible();
  }

  item(title: string): Locator {
    return this.inbox.getByRole('listitem').filter({ hasText: title });
  }

  async expectUnread(count: number): Promise<void> {
    await expect(this.unreadCount).toHaveText(`${count} unread notification${count === 1 ? '' : 's'}`);
  }

  /** The settings view's switch of a channel or topic ("Inbox", "Messages on the open page", "Reminders"). */
  choice(name: string): Locator {
    return this.panel.getByRole('switch', { name, exact: true });
  }
}
