// The specs' `test`: Playwright's, with every page waiting after goto and reload until the site's code has taken
// the page over. A server-rendered page asks for its code after the first paint, so the `load` event can
// come before the code runs; a click or a keystroke on the server's HTML before then would do what it does on
// plain HTML (users who click that early get their button clicks replayed by the boot loader; tests wait). Pages of
// contexts a spec opens itself (browser.newContext) wait the same way.
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
  browser.newContext = async (options) => wrapContext(await newContext(options));
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => wrapPage(await newPage(options));
  return browser;
}

export const test = base.extend({
  page: async ({ page }, provide) => {
    await provide(wrapPage(page));
  },
  context: async ({ context }, provide) => {
    await provide(wrapContext(context));
  },
  browser: [
    async ({ browser }, provide) => {
      await provide(wrapBrowser(browser));
    },
    { scope: 'worker' },
  ],
});
