import { expect, type Page } from '@playwright/test';
import { axeViolations, type AxeViolation } from '../support/axe';
import { elementsPastRightEdge } from '../support/overflow';

/**
 * One route as the accessibility and overflow audit sees it: opened, settled, then checked with axe (every rule,
 * colour contrast included) and for content past the viewport's right edge.
 */
export class RouteAudit {
  /** Milliseconds per step and route, for the run's timing report. */
  readonly timings: string[] = [];

  constructor(readonly page: Page) {}

  private async timed<T>(label: string, run: () => Promise<T>): Promise<T> {
    const start = Date.now();
    try {
      return await run();
    } finally {
      this.timings.push(`${Date.now() - start} ms ${label}`);
    }
  }

  /**
   * Opens a route and waits until the shell has rendered it: a main landmark, no loading notice, lazy block code in
   * (no "Loading" status left), two frames for styles. Cheaper than waiting for network idle on every route.
   */
  async open(route: string): Promise<void> {
    await this.timed(`open ${route}`, () => this.load(route));
  }

  /**
   * Opens a route as a link inside the site would: an input, then the hydrated page's router shows it
   * (history.pushState and the popstate event react-router listens to), with no new document. What the visitor
   * sees after a click on a menu link, and a fraction of a full load's cost, which a sweep over every route pays
   * hundreds of times. A full load when that is not possible: no hydrated page yet, another language prefix, the
   * same path (its content would not be remounted), or a route outside the language prefix (the server redirects
   * those).
   */
  async openInApp(route: string): Promise<void> {
    await this.timed(`open ${route}`, async () => {
      const from = new URL(this.page.url());
      // A fresh page (about:blank) has no site to navigate in.
      if (!from.protocol.startsWith('http')) return this.load(route);
      const to = new URL(route, from);
      const prefix = (path: string) => /^\/[a-z]{2}\//.exec(path)?.[0];
      const inApp =
        prefix(to.pathname) !== undefined &&
        prefix(to.pathname) === prefix(from.pathname) &&
        to.pathname !== from.pathname &&
        (await this.page.evaluate(() => document.getElementById('root')?.hasAttribute('data-hydrated') ?? false));
      if (!inApp) return this.load(route);
      // A visitor's click starts with an input, on which a server-rendered page reads the rest of its texts (the
      // next page's words, app/main.tsx): a key press stands for it.
      await this.page.keyboard.press('Shift');
      // PageShell remounts the main landmark's content for every new path: the old content, marked here, is gone
      // once the router has rendered the new route.
      await this.page.evaluate((target) => {
        for (const element of document.querySelectorAll('main > *')) element.setAttribute('data-route-left', '');
        history.pushState(null, '', target);
        dispatchEvent(new PopStateEvent('popstate', { state: null }));
      }, route);
      await this.page.waitForFunction(() => document.querySelector('main > [data-route-left]') === null);
      await this.settle(route);
    });
  }

  private async load(route: string): Promise<void> {
    await this.page.goto(route, { waitUntil: 'load' });
    await this.settle(route);
  }

  private async settle(route: string): Promise<void> {
    // Sign-out sends the visitor on by itself once its code has run: audited where it lands, not half-way.
    if (/\/sign-out(\?|$)/.test(route)) await this.page.waitForURL((url) => !url.pathname.endsWith('/sign-out'));
    await expect(this.page.getByRole('main')).toBeVisible();
    // Nothing loading, and still nothing a moment later: after an in-app navigation a lazy block can mount (its
    // chunk's loading notice gone) and only then start its own fetch, showing its loading state anew.
    await this.page.evaluate(() => ((window as { auditQuietSince?: number }).auditQuietSince = undefined));
    await this.page.waitForFunction(
      () => {
        const w = window as { auditQuietSince?: number };
        if (document.querySelector('.shell-loading, [aria-busy="true"]') !== null) {
          w.auditQuietSince = undefined;
          return false;
        }
        w.auditQuietSince ??= performance.now();
        return performance.now() - w.auditQuietSince >= 250;
      },
      undefined,
      { polling: 50, timeout: 20_000 },
    );
    // The shell's texts come from the API: wait (briefly) until no untranslated key shows.
    await this.page
      .waitForFunction(() => !document.body.innerText.includes('translate.'), undefined, { timeout: 3000 })
      .catch(() => undefined);
    // A page without a heading of its own gets the shell's hidden h1 once its blocks have rendered (PageHeading
    // watches the main landmark): wait (briefly) for it; a page that never gets one is still audited, and axe says so.
    await this.page
      .waitForFunction(() => document.querySelector('main h1') !== null, undefined, { timeout: 3000 })
      .catch(() => undefined);
    await this.page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    });
  }

  /** Widens or narrows the open page and lets the layout settle (two frames). */
  async resize(width: number): Promise<void> {
    await this.page.setViewportSize({ width, height: 900 });
    await this.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  }

  /** The path the page ended on (redirects followed). */
  path(): string {
    return new URL(this.page.url()).pathname;
  }

  /** axe's violations, every rule (best practices and colour contrast included), as one line each. */
  async axe(where: string): Promise<string[]> {
    return this.timed(`axe ${where}`, async () => lines(await axeViolations(this.page, undefined, { allRules: true }), where));
  }

  /** Horizontal scroll and elements that stick out past the viewport's right edge, as one line each. */
  async overflow(where: string): Promise<string[]> {
    const { scrollWidth, width, cut } = await elementsPastRightEdge(this.page, 5);
    const found = cut.map((el) => `${where} overflow: ${el}`);
    if (scrollWidth > width) found.unshift(`${where} overflow: the page scrolls sideways to ${scrollWidth}px`);
    return found;
  }
}

/** axe's violations as lines: rule, help and the first targets. */
function lines(violations: AxeViolation[], where: string): string[] {
  return violations.map(
    (v) =>
      `${where} ${v.id}: ${v.help} (${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(', ')})`,
  );
}
