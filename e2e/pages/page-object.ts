import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The base of the page objects that need only the page to be made. It holds the page before a subclass's fields are
 * set, so a subclass defines each of its locators where it declares it (`readonly save = this.page.getByRole(...)`),
 * in order, without a constructor; and it has the ways of opening a page the objects share.
 */
export class PageObject {
  constructor(readonly page: Page) {}

  /** Opens `path` and waits until the network is idle (the blocks' data has arrived). */
  protected async open(path: string): Promise<void> {
    await this.page.goto(path, { waitUntil: 'networkidle' });
  }

  /** Opens `path` and waits until the page shows its heading (any level unless `level` is given). */
  protected async openToHeading(path: string, heading: { name: string; level?: number }): Promise<void> {
    await this.page.goto(path);
    await expect(this.page.getByRole('heading', heading)).toBeVisible();
  }
}

/** A visitor's page of one list block (/{lang}/{path}): the block's region, by its name, and its live status line. */
export class ListPage extends PageObject {
  readonly list: Locator;
  /** What the list says of itself ("3 evaluations to do", "Removed ..."). */
  readonly status: Locator;

  constructor(
    page: Page,
    private readonly path: string,
    region: string,
  ) {
    super(page);
    this.list = page.getByRole('region', { name: region });
    this.status = this.list.getByRole('status');
  }

  async goto(language = 'en'): Promise<void> {
    await this.open(`/${language}/${this.path}`);
  }
}
