import type { Page } from 'playwright-core';

/** How often the stillness check looks at the page. */
const POLL_MS = 100;

/**
 * Resolves once the page is still: no request in flight (live updates are blocked) and no DOM change for
 * `quietMs`, measured by this process's clock (the tab's clock is fixed) and polled through the page, so a
 * main thread busy parsing a chunk holds the poll; or at `maxMs`.
 */
export function trackSettled(page: Page): (quietMs: number, maxMs: number) => Promise<void> {
  let inFlight = 0;
  let lastRequest = Date.now();
  const up = () => {
    inFlight++;
    lastRequest = Date.now();
  };
  const down = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastRequest = Date.now();
  };
  page.on('request', up);
  page.on('requestfinished', down);
  page.on('requestfailed', down);
  return async (quietMs, maxMs) => {
    const until = Date.now() + maxMs;
    let mutations = -1;
    let stillSince = Date.now();
    while (Date.now() < until) {
      const state = await page.evaluate(() => ({
        mutations: (window as unknown as { __qaMutations?: number }).__qaMutations ?? 0,
        rendered: (document.getElementById('root')?.childElementCount ?? 1) > 0,
      }));
      if (state.mutations !== mutations || !state.rendered) {
        mutations = state.mutations;
        stillSince = Date.now();
      }
      const now = Date.now();
      if (inFlight === 0 && now - lastRequest >= quietMs && now - stillSince >= quietMs) return;
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
  };
}
