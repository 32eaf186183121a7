import type { Page } from '@playwright/test';

/** Each block's height, by its id (the page's layout), and the main content's. */
export type BlockHeights = Readonly<Record<string, number>>;

/**
 * One page load seen twice: as the server's HTML lays out before any script runs (the page's code is held back
 * until then), and once the page's code has taken it over and its requests have settled. A block whose height
 * differs moved what follows it: a reader of the first paint loses their place, a tap lands on something else.
 */
export class FirstPaint {
  /** `origin`: the site's (the test's baseURL); the page may still be on about:blank, which resolves no path. */
  constructor(
    private readonly page: Page,
    private readonly origin: string,
  ) {}

  async open(path: string): Promise<{ server: BlockHeights; hydrated: BlockHeights }> {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Routing also turns the browser's cache off, so the code cannot come from it past the hold.
    await this.page.route('**/*.js', async (route) => {
      await held;
      await route.continue();
    });
    try {
      // Not page.goto: the specs' goto waits for the page's code, which is what is held back here.
      const target = new URL(path, this.origin).href;
      // The server may send the visitor on (a redirect): the page is the one the navigation ends on.
      const arrived = this.page.waitForEvent('framenavigated', { predicate: (frame) => frame === this.page.mainFrame() && frame.url() !== 'about:blank' });
      await this.page.evaluate((to) => location.assign(to), target);
      await arrived;
      await this.page.waitForLoadState('domcontentloaded');
      // Images far down load lazily, when scrolled to: their room is reserved by their size attributes.
      await this.page.waitForFunction(() => document.fonts.status === 'loaded' && [...document.images].every((img) => img.complete || img.loading === 'lazy'));
      const server = await this.heights();
      release();
      await this.page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-hydrated') ?? false, undefined, { timeout: 30_000 });
      await this.page.waitForLoadState('networkidle');
      return { server, hydrated: await this.heights() };
    } finally {
      release();
      await this.page.unroute('**/*.js');
    }
  }

  private heights(): Promise<BlockHeights> {
    return this.page.evaluate(() => {
      const round = (el: Element) => Math.round(el.getBoundingClientRect().height);
      const blocks = [...document.querySelectorAll('main .rb-block[data-block-id]')].map((el) => [el.getAttribute('data-block-id') ?? '', round(el)] as const);
      const main = document.querySelector('main');
      return Object.fromEntries([...blocks, ['(main)', main ? round(main) : 0]]);
    });
  }
}

/** The blocks whose height changed by more than `tolerance` px, as "id: before -> after". */
export function movedBlocks({ server, hydrated }: { server: BlockHeights; hydrated: BlockHeights }, tolerance = 2): string[] {
  return Object.keys({ ...server, ...hydrated })
    .filter((id) => Math.abs((server[id] ?? 0) - (hydrated[id] ?? 0)) > tolerance)
    .map((id) => `${id}: ${server[id] ?? 'absent'} -> ${hydrated[id] ?? 'absent'}`);
}
