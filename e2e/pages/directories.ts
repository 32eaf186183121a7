import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A directory block (speakerDirectory, companyDirectory) on its page, found by its region's name ("All speakers",
 * "Experts", "Exhibitors", ...): the search box, filters, result count, cards and pager, by role and label.
 */
export class DirectoryBlock {
  readonly region: Locator;
  readonly search: Locator;
  readonly count: Locator;
  readonly cards: Locator;
  readonly cardNames: Locator;
  readonly pager: Locator;

  constructor(
    readonly page: Page,
    regionName: string,
    searchLabel: string,
  ) {
    this.region = page.getByRole('region', { name: regionName, exact: true });
    this.search = this.region.getByRole('searchbox', { name: searchLabel });
    this.count = this.region.getByRole('status');
    this.cards = this.region.getByRole('article');
    this.cardNames = this.cards.getByRole('heading');
    this.pager = this.region.getByRole('navigation', { name: /pages$/ });
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path, { waitUntil: 'networkidle' });
    await expect(this.region).toBeVisible();
  }

  filter(label: 'Company' | 'Type' | 'Sort by' | 'Per page'): Locator {
    return this.region.getByRole('combobox', { name: label });
  }

  card(name: string): Locator {
    return this.cards.filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }

  cardLink(name: string): Locator {
    return this.region.getByRole('link', { name, exact: true });
  }

  pageLink(n: number): Locator {
    return this.pager.getByRole('link', { name: `Page ${n}`, exact: true });
  }
}

/** A speaker's or company's page (speakerDetail, companyDetail): heading, back link, sections and lists. */
export class DirectoryDetailPage {
  readonly title: Locator;

  constructor(readonly page: Page) {
    // The page's own heading: the shell's stand-in h1 (data-shell-page-heading) is there for the moment before the
    // block's code has rendered, and goes once it has.
    this.title = page.getByRole('main').getByRole('heading', { level: 1 }).and(page.locator(':not([data-shell-page-heading])'));
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path, { waitUntil: 'networkidle' });
  }

  back(text: string): Locator {
    return this.page.getByRole('main').getByRole('link', { name: text, exact: true });
  }

  /** The list of sessions ("Sessions with {name}" or "Sessions by {company}"). */
  sessions(): Locator {
    return this.page.getByRole('list', { name: /^Sessions (with|by) / });
  }

  section(name: string | RegExp): Locator {
    return this.page.getByRole('region', { name });
  }

  fact(term: string): Locator {
    return this.page.getByRole('main').getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd[1]');
  }
}
