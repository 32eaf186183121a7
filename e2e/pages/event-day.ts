// Page objects of the conference-day suite: the session card lists that follow the clock (Happening now on home,
// Live now and up next on the catalog), the shell's announcement bar and toasts, and the My Event panel's Up next.
import { expect, type Locator, type Page } from '@playwright/test';

/** A happeningNow block's cards, by the block's heading. */
export class LiveCards {
  readonly region: Locator;
  readonly cards: Locator;

  constructor(readonly page: Page, heading: string) {
    this.region = page.getByRole('region', { name: heading, exact: true });
    this.cards = this.region.getByRole('listitem');
  }

  /**
   * Each card's title, the session it links to (the last path segment: its code or id; titles repeat) and whether
   * it carries the Live badge, in the order shown.
   */
  async shown(): Promise<{ title: string; ref: string; live: boolean }[]> {
    // Read in one pass in the page: a list holds up to 16 cards, and a round trip per card field adds up to minutes
    // over the conference day's 54 lists on a busy machine.
    return this.cards.evaluateAll((cards) =>
      cards
        .filter((card) => card.checkVisibility({ visibilityProperty: true }))
        .map((card) => {
          const heading = card.querySelector('h1, h2, h3, h4, h5, h6, [role="heading"]');
          const href = heading?.querySelector('a[href]')?.getAttribute('href') ?? '';
          return {
            title: (heading?.textContent ?? '').trim(),
            ref: decodeURIComponent(href.split('?')[0]?.split('/').pop() ?? ''),
            live: card.querySelector('.sc-badge--live') !== null,
          };
        }),
    );
  }
}

/** The shell's parts every page has. */
export class Shell {
  readonly toasts: Locator;

  constructor(readonly page: Page) {
    this.toasts = page.getByRole('status', { name: 'Notifications' });
  }

  async expectToast(text: string | RegExp, timeout = 2_000): Promise<void> {
    await expect(this.toasts.getByText(text)).toBeVisible({ timeout });
  }
}
