// The specs' `test`: Playwright's, with every page waiting after goto and reload until the site's code has taken
// the page over. A server-rendered page asks for its code after the first paint, so the `load` event can
// come before the code runs; a click or a keystroke on the server's HTML before then would do what it does on
// plain HTML (users who click that early get their button clicks replayed by the boot loader; tests wait). Pages of
// contexts a spec opens itself (browser.newContext) wait the same way.
//
// The site's service worker runs only in the specs about it (`test.use({ siteWorker: true })`: offline, install,
// push, the update banner, the route sweeps): elsewhere each new context would precache about 150 files and, signed
// in, have the server render 16 pages ahead (app/service-worker/keep-ahead.ts), load every other test waits behind.
// Without it the pages behave as in a browser that has no service workers, a case the site supports
// (renderer/shell/pwa.ts).
import { test as base, type Browser, type BrowserContext, type Page, type Response } from '@playwright/test';

export { expect } from '@playwright/test';

async function readyAfter(page: Page, response: Response | null): Promise<void> {
  if (!response || !(response.headers()['content-type'] ?? '').startsWith('text/html')) return;
  // Only the site's server-rendered pages carry the boot list; anything else (Storybook, a static file) is left.
  await page
    .waitForFunction(() => {
      if (!document.getElementById('boot')) return true;
      // app/main.tsx marks the root once React has hydrated the page (HYDRATED_ATTRIBUTE).
      return document.getElementById('root')?.hasAttribute('data-hydrated') ?? false;
    }, undefined, { timeout: 15_000 })
    .catch(() => undefined);
}

const wrapped = new WeakSet<object>();

/** Whether the running test lets the site's service worker register (its `siteWorker` option). */
let workerAllowed = false;

/** Makes the context's pages a browser without service workers, unless the running test allows the site's worker. */
async function withoutWorker(context: BrowserContext): Promise<void> {
  if (workerAllowed) return;
  await context.addInitScript(() => {
    delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker;
  });
}

function wrapPage(page: Page): Page {
  if (wrapped.has(page)) return page;
  wrapped.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await readyAfter(page, response);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await readyAfter(page, response);
    return response;
  };
  return page;
}

function wrapContext(context: BrowserContext): BrowserContext {
  if (wrapped.has(context)) return context;
  wrapped.add(context);
  const newPage = context.newPage.bind(context);
  context.newPage = async () => wrapPage(await newPage());
  return context;
}

function wrapBrowser(browser: Browser): Browser {
  if (wrapped.has(browser)) return browser;
  wrapped.add(browser);
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await withoutWorker(context);
    return wrapContext(context);
  };
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => {
    const page = await newPage(options);
    await withoutWorker(page.context());
    return wrapPage(page);
  };
  return browser;
}

export const test = base.extend<{ siteWorker: boolean; workerRule: void }>({
  siteWorker: [false, { option: true }],
  // Set before any context of the test is made, also the ones a spec opens itself.
  workerRule: [
    async ({ siteWorker }, provide) => {
      workerAllowed = siteWorker;
      await provide();
    },
    { auto: true },
  ],
  page: async ({ page }, provide) => {
    await provide(wrapPage(page));
  },
  context: async ({ context, workerRule }, provide) => {
    void workerRule;
    await withoutWorker(context);
    await provide(wrapContext(context));
  },
  browser: [
    async ({ browser }, provide) => {
      await provide(wrapBrowser(browser));
    },
    { scope: 'worker' },
  ],
});
