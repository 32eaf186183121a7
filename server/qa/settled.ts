import type { Page } from 'playwright-core';

/**
 * Resolves once the page is still: no request in flight (live updates are blocked) and no DOM change for
 * `quietMs`; or at `maxMs`. The DOM part waits inside the page (a MutationObserver and the page's own timers), one
 * round trip per wait: asking every tab ten times a second kept this process and the browser busy with questions
 * while the pages were what needed the machine. The network part is counted here, from the page's events.
 */
/**
 * The page-side wait, as JavaScript text: a function handed to Playwright would be this process's compiled code,
 * whose helpers (tsx names functions) do not exist in the tab.
 */
export function stillInPage(quietMs: number, maxMs: number): string {
  return `new Promise((done) => {
  let timer;
  const finish = () => {
    observer.disconnect();
    clearTimeout(timer);
    clearTimeout(limit);
    done();
  };
  const observer = new MutationObserver(() => {
    clearTimeout(timer);
    timer = setTimeout(finish, ${Math.max(0, Math.round(quietMs))});
  });
  const limit = setTimeout(finish, ${Math.max(0, Math.round(maxMs))});
  timer = setTimeout(finish, ${Math.max(0, Math.round(quietMs))});
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
})`;
}

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
    while (Date.now() < until) {
      const left = until - Date.now();
      // Still in the page: quietMs without a DOM change, by the page's timers (the tab's clock is its own).
      await page.evaluate(stillInPage(quietMs, left));
      // And quiet on the network for as long; else wait for that and look at the DOM again (an answer that came
      // in meanwhile may be rendering).
      if (inFlight === 0 && Date.now() - lastRequest >= quietMs) return;
      await new Promise((r) => setTimeout(r, Math.max(20, quietMs - (Date.now() - lastRequest))));
    }
  };
}

/**
 * What every tab runs before the site's code. Written as JavaScript text: a function handed to Playwright would be
 * this process's compiled code, whose helpers (tsx names classes and functions) do not exist in the tab.
 */
export function tabScript(options: { css: string }): string {
  return `(() => {
  const o = ${JSON.stringify(options)};
  document.addEventListener('DOMContentLoaded', () => {
    const style = document.createElement('style');
    style.textContent = o.css;
    document.head.append(style);
  });
  // Live updates would keep the network busy and could change the page mid-capture: the stream never opens.
  window.EventSource = function (url) {
    const source = new EventTarget();
    source.url = String(url);
    source.readyState = 0;
    source.onopen = null;
    source.onmessage = null;
    source.onerror = null;
    source.close = () => { source.readyState = 2; };
    return source;
  };
})();`;
}

/**
 * Resolves once the tab is `width` wide, has painted two frames at it and its fonts are loaded; rejects after
 * `maxMs`. JavaScript text, like tabScript.
 */
export function atWidth(width: number, maxMs: number): string {
  return `(async () => {
  const until = Date.now() + ${Math.round(maxMs)};
  const frame = () => new Promise((done) => requestAnimationFrame(done));
  while (window.innerWidth !== ${Math.round(width)}) {
    if (Date.now() > until) throw new Error('The page did not take the width ${Math.round(width)} px.');
    await frame();
  }
  await frame();
  await frame();
  await document.fonts.ready;
})()`;
}
