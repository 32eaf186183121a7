// Push on this device, as the attendee sees it: the opt-in banner under the header, the inbox's not-subscribed
// prompt and the device switch of the My Event panel's settings view.
import { expect, type Locator } from '@playwright/test';
import { NotificationPanel } from './notifications';

export const PUSH_BANNER_TEXT = 'Get event announcements as push notifications on this device.';

export class PushOptIn extends NotificationPanel {
  readonly banner = this.page.locator('.shell-banner--push');
  readonly bannerTurnOn = this.banner.getByRole('button', { name: 'Turn on' });
  readonly prompt = this.inbox.locator('.my-event__push-prompt');
  readonly promptTurnOn = this.prompt.getByRole('button', { name: 'Turn on' });
  readonly thisDevice = this.panel.getByRole('switch', { name: 'Push notifications on this device' });

  /** The settings view's list of devices that get push notifications. */
  devices(): Locator {
    return this.panel.locator('.my-event__devices > li');
  }

  async openSettings(): Promise<void> {
    await this.openNotifications();
    await this.settingsButton.click();
    await expect(this.thisDevice).toBeVisible();
  }
}
