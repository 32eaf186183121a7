import type { Locator, Page } from '@playwright/test';

/** A block of session cards (promoted sessions, happening now): a region named by its heading, cards as list items. */
export class SessionCards {
  readonly region: Locator;
  readonly cards: Locator;
  readonly cardLinks: Locator;

  constructor(
    readonly page: Page,
    heading: string,
  ) {
    this.region = page.getByRole('region', { name: heading, exact: true });
    this.cards = this.region.getByRole('listitem');
    this.cardLinks = this.cards.getByRole('heading').getByRole('link');
  }

  button(name: string): Locator {
    return this.region.getByRole('button', { name });
  }

  /** The titles of the cards a visitor sees (hidden ones left out). */
  async visibleTitles(): Promise<string[]> {
    const titles: string[] = [];
    for (const link of await this.cardLinks.all()) if (await link.isVisible()) titles.push((await link.textContent()) ?? '');
    return titles;
  }

  /** The start times of the visible cards (their `datetime`). */
  async visibleStarts(): Promise<string[]> {
    const starts: string[] = [];
    for (const time of await this.cards.locator('time').all()) if (await time.isVisible()) starts.push((await time.getAttribute('datetime')) ?? '');
    return starts;
  }
}

/** The sponsor shuffle: its logo links, the Shuffle button and the directory link. */
export class SponsorShuffle {
  readonly region: Locator;
  readonly logos: Locator;
  readonly shuffle: Locator;

  constructor(
    readonly page: Page,
    heading: string,
    shuffleLabel = 'Shuffle',
  ) {
    this.region = page.getByRole('region', { name: heading, exact: true });
    this.logos = this.region.getByRole('listitem').getByRole('link');
    this.shuffle = this.region.getByRole('button', { name: shuffleLabel });
  }

  /** The sponsors' names (the logos' alternative text, or the name where there is no logo). */
  async names(): Promise<string[]> {
    return this.logos.evaluateAll((links) => links.map((a) => a.querySelector('img')?.getAttribute('alt') ?? a.textContent ?? ''));
  }
}
