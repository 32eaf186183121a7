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
    const out: { title: string; ref: string; live: boolean }[] = [];
    for (const card of await this.cards.all()) {
      if (!(await card.isVisible())) continue;
      const heading = card.getByRole('heading').first();
      const title = ((await heading.textContent()) ?? '').trim();
      const href = (await heading.getByRole('link').getAttribute('href')) ?? '';
      const ref = decodeURIComponent(href.split('?')[0]?.split('/').pop() ?? '');
      const live = (await card.locator('.sc-badge--live').count()) > 0;
      out.push({ title, ref, live });
    }
    return out;
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
