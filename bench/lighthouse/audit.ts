// One Lighthouse run (node API, default config = the mobile preset: Moto G Power screen, simulated slow 4G and 4x
// CPU) in a fresh browser context of one headless Debian Chromium, anonymous or signed in as a demo persona.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import puppeteer, { type Browser, type HTTPRequest, type Page } from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../test-support/chromium';

export const CHROME_PATH = CHROMIUM_PATH;

/** The shared flags (nothing downloads), headless. */
const CHROME_FLAGS = [...CHROMIUM_ARGS, '--headless=new'];

export function launchChromium(): Promise<Browser> {
  // defaultViewport null: Lighthouse sets the mobile screen itself; puppeteer's 800x600 would fight it.
  // The bench handles SIGINT/SIGTERM itself (closing the browser in order with the servers); puppeteer still kills the
  // browser if the process exits some other way.
  return puppeteer.launch({
    executablePath: CHROME_PATH,
    headless: true,
    args: CHROME_FLAGS,
    defaultViewport: null,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
}

/** Stops the browser; by its PID when it does not close (a hung renderer must not outlive the bench). */
export async function closeChromium(browser: Browser): Promise<void> {
  const pid = browser.process()?.pid;
  await Promise.race([browser.close(), new Promise((r) => setTimeout(r, 10_000))]).catch(() => undefined);
  if (pid !== undefined) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

export interface Metrics {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's measure of how fast this machine was during the run (higher is faster). */
  benchmarkIndex: number;
  signedIn: boolean | null;
  warnings: string[];
}

/**
 * Signs in the way the site does and leaves the browser context in the state a returning signed-in visitor's
 * browser is in, without loading the site's own code:
 *  - the sign-in POST is made by the page itself (fetch from the origin), so the browser stores every cookie the
 *    answer sets (the HttpOnly refresh cookie, and any session cookie the server sets at sign-in) the same way
 *    as after a real sign-in; Lighthouse's `extraHeaders` would send a cookie on every request, cross-path too;
 *  - the token record is written to localStorage under the key and in the format api-client/auth/token-storage.ts
 *    reads (`conference.auth`: token, user, expiry).
 * Lighthouse's storage reset (kept on: the HTTP cache must be cold for every run) clears only the HTTP cache,
 * service workers, cache storage, file systems and shader cache (its default clearStorageTypes), never cookies or
 * localStorage, so both survive into the measured load.
 * The page that runs the sign-in is an empty document of the site's origin made up in the browser (request
 * interception answers it; the server never sees it): the site's own pages would load and compile its code before
 * the measured load, and the API's answers (and the static JSON) are sandboxed by their CSP, an opaque origin with
 * neither fetch nor the site's localStorage.
 */
async function signIn(page: Page, origin: string, persona: string): Promise<void> {
  const blank = `${origin}/__lighthouse-bench-sign-in`;
  await page.setRequestInterception(true);
  const answerBlank = (req: HTTPRequest) =>
    void (req.url() === blank
      ? req.respond({ status: 200, contentType: 'text/html', body: '<!doctype html><title>sign-in</title>' })
      : req.continue());
  page.on('request', answerBlank);
  try {
    await page.goto(blank);
  } finally {
    page.off('request', answerBlank);
    await page.setRequestInterception(false);
  }
  const stored = await page.evaluate(async (who: string) => {
    const res = await fetch('/api/auth/dev/sign-in', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ persona: who }),
      credentials: 'same-origin',
    });
    if (!res.ok) return `sign-in answered ${res.status}`;
    const answer = (await res.json()) as { token: string; user: { expiry: string } };
    localStorage.setItem('conference.auth', JSON.stringify({ token: answer.token, user: answer.user, expiry: answer.user.expiry }));
    return 'ok';
  }, persona);
  if (stored !== 'ok') throw new Error(stored);
}

async function saveTrace(dir: string, url: string, persona: string | null, trace: unknown): Promise<void> {
  await mkdir(dir, { recursive: true });
  const name = `${new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root'}-${persona ?? 'anonymous'}-${Date.now()}.json`;
  await writeFile(join(dir, name), JSON.stringify(trace));
}

const numeric = (lhr: Result, id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;

export async function audit(
  browser: Browser,
  url: string,
  persona: string | null,
): Promise<{ metrics: Metrics; lhr: Result }> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    if (persona) await signIn(page, new URL(url).origin, persona);
    // A page that is not the front tab does not paint in headless Chromium (Lighthouse then fails with NO_FCP).
    await page.bringToFront();
    const flags: Flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
    const result = await lighthouse(url, flags, undefined, page);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    // LH_TRACE_DIR=dir keeps each run's trace (Chromium's trace format: open it in DevTools' Performance panel).
    if (process.env.LH_TRACE_DIR) await saveTrace(process.env.LH_TRACE_DIR, url, persona, result.artifacts.Trace);
    // Lighthouse leaves the page on the audited URL: the header's account menu (renderer/shell/Header.tsx) is
    // there only for a signed-in visitor. null for pages without the site's header (the bare page).
    const signedIn = await page
      .evaluate(() => (document.querySelector('.shell-header') ? document.querySelector('.shell-account') !== null : null))
      .catch(() => null);
    const score = lhr.categories.performance?.score;
    return {
      lhr,
      metrics: {
        score: typeof score === 'number' ? Math.round(score * 100) : Number.NaN,
        fcp: numeric(lhr, 'first-contentful-paint'),
        lcp: numeric(lhr, 'largest-contentful-paint'),
        tbt: numeric(lhr, 'total-blocking-time'),
        cls: numeric(lhr, 'cumulative-layout-shift'),
        benchmarkIndex: lhr.environment.benchmarkIndex,
        signedIn,
        warnings: lhr.runWarnings.map(String),
      },
    };
  } finally {
    await context.close().catch(() => undefined);
  }
}
