import type { BrowserContext, Locator } from '@playwright/test';
import { PageObject } from './page-object';

/** The install banner's text (renderer/shell/PwaBanners.tsx). */
export const INSTALL_TEXT = 'Install the event app to open it from your home screen.';

interface FakeInstallWindow {
  __offerInstall(): void;
  __installPrompts: number;
}

/**
 * The install banner (docs/behaviour/shell.md, Banners) under a browser that offers installing. Headless Chromium never
 * fires `beforeinstallprompt`: `fakeOffers` gives every page of a context a stand-in offer, an Event with a `prompt()`
 * that counts its calls and a `userChoice` promise, dispatched as the page loads (before the site's code has run,
 * as a real browser often does) and again whenever `offer()` asks.
 */
export class InstallBanner extends PageObject {
  readonly banner: Locator = this.page.getByRole('status').filter({ hasText: INSTALL_TEXT });
  readonly install: Locator = this.banner.getByRole('button', { name: 'Install', exact: true });
  readonly dismiss: Locator = this.banner.getByRole('button', { name: 'Dismiss', exact: true });

  static async fakeOffers(context: BrowserContext): Promise<void> {
    await context.addInitScript(() => {
      const w = window as unknown as FakeInstallWindow;
      w.__installPrompts = 0;
      w.__offerInstall = () => {
        const offer = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: string }> };
        offer.prompt = () => {
          w.__installPrompts += 1;
          return Promise.resolve();
        };
        offer.userChoice = Promise.resolve({ outcome: 'accepted' });
        window.dispatchEvent(offer);
      };
      document.addEventListener('DOMContentLoaded', () => w.__offerInstall());
    });
  }

  /** The browser offers installing (again). */
  async offer(): Promise<void> {
    await this.page.evaluate(() => (window as unknown as FakeInstallWindow).__offerInstall());
  }

  /** How often the page called the offer's prompt(). */
  prompts(): Promise<number> {
    return this.page.evaluate(() => (window as unknown as FakeInstallWindow).__installPrompts);
  }

  /** The browser reports the site installed. */
  async installed(): Promise<void> {
    await this.page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
  }
}
