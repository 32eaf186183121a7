import type { Locator } from '@playwright/test';
import { PageObject } from './page-object';

/** The offline side of the site (docs/behaviour/shell.md, Offline): the saved-copy mark and the offline page. */
export class OfflineSite extends PageObject {
  /** The mark of a page answered from the copy the service worker kept ("Saved copy from 10:42"). */
  readonly savedCopyMark: Locator = this.page.getByRole('status').filter({ hasText: /^Saved copy from \d{1,2}:\d{2}/ });
  /** The offline page the worker answers for a page it never kept. */
  readonly offlineHeading: Locator = this.page.getByRole('heading', { name: 'Content unavailable', level: 1 });
  readonly backOnline: Locator = this.page.getByText('You are back online.');
  readonly reload: Locator = this.page.getByRole('button', { name: 'Reload' });

  /** Opens a page and waits until its data has arrived (so the worker has kept it). */
  async visit(path: string): Promise<void> {
    await this.open(path);
  }

  /**
   * The session pages the worker kept for the signed-in visitor (in their own cache, app/service-worker/rules.ts),
   * as paths: those kept ahead from their schedule and those visited.
   */
  async keptSessionPages(language = 'en'): Promise<string[]> {
    return this.page.evaluate(async (lang) => {
      const paths: string[] = [];
      for (const name of await caches.keys()) {
        if (!name.startsWith('conference-pages-') || name === 'conference-pages-anonymous') continue;
        for (const request of await (await caches.open(name)).keys()) {
          const { pathname } = new URL(request.url);
          if (pathname.startsWith(`/${lang}/sessions/`)) paths.push(pathname);
        }
      }
      return paths;
    }, language);
  }

  /** The pages in the anonymous visitor's cache that the server rendered for someone signed in (their x-page-viewer). */
  async othersPagesInAnonymousCache(): Promise<string[]> {
    return this.page.evaluate(async () => {
      const cache = await caches.open('conference-pages-anonymous');
      const found: string[] = [];
      for (const request of await cache.keys()) {
        const viewer = (await cache.match(request))?.headers.get('x-page-viewer');
        if (viewer && viewer !== 'anonymous') found.push(new URL(request.url).pathname);
      }
      return found;
    });
  }

  /** Waits until the site's worker controls the page (it keeps what the page loads from then on). */
  async waitForWorker(): Promise<void> {
    await this.page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  }
}
