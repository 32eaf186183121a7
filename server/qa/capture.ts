/**
 * Captures QA cells with Chromium (Debian's, test-support/chromium.ts; never a downloaded browser) through
 * playwright-core, against the running site. Several pages of one browser work at once.
 *
 * How a cell is put on screen:
 * - Phase: the shell's preview date at the phase's start. The shell's phase is the one at `previewDate ?? clock`
 *   (renderer/shell/SiteApp.tsx, `currentPhaseId` / `previewPhaseId`); the capture fixes the tab's clock at the
 *   phase's start (Playwright's clock, timers keep running), and where the environment has a testing date (which
 *   wins over the clock) the tab's copy of the settings carries the phase's start as its testing date instead. The
 *   page is rendered in the browser (the server's HTML is for the server's own clock, so the tab drops its
 *   server-rendered body and state before the site's code runs), and nothing is changed on the server.
 * - Audience: a QA-only view-as. Each attendee type gets its own browser context holding a session of the demo
 *   persona of that type (never a real user's token, so no real user's type changes); anonymous has none.
 * - Stable pixels: reduced motion, animations and carets off, live updates off, fonts loaded, then the spec's
 *   1000 ms timer delay.
 * - Nothing is intercepted: every request of a tab would otherwise pass through this process (the browser and
 *   this process spent more time on that than the pages on rendering).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SSR_STATE_ELEMENT_ID } from '../../schemas/index.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../test-support/chromium.js';
import { trackSettled } from './settled.js';
import { cellKey, pagePath, QA_BREAKPOINTS, QA_HEIGHT, QA_TIMER_DELAY_MS, type Audience, type QaCell } from './matrix.js';

/** What the site's sign-in answers (POST /api/auth/dev/sign-in): kept in the tab as api-client keeps it. */
export interface QaSession {
  token: string;
  user: { expiry: string } & Record<string, unknown>;
}

export interface QaPhase {
  id: string;
  start: string;
}

export interface CaptureOptions {
  /** The running site, e.g. http://127.0.0.1:8080 (no trailing slash). */
  baseUrl: string;
  phases: readonly QaPhase[];
  /** A session for a signed-in attendee type (the QA view-as); never called for anonymous. */
  signIn(type: Exclude<Audience, 'anonymous'>): Promise<QaSession>;
  language?: string;
  /** Example ids for detail layouts (sessions-detail -> a session id). */
  detailIds?: Readonly<Record<string, string>>;
  /** Pages at once in the one browser. */
  concurrency?: number;
  timerDelayMs?: number;
  /** The time zone of the tabs (the event's), so times read the same on every machine. */
  timeZone?: string;
}

export interface CaptureResult {
  cell: QaCell;
  key: string;
  pageUrl: string;
  png: Buffer | null;
  width: number;
  height: number;
  error: string | null;
  durationMs: number;
}

/** api-client's sign-in record in localStorage (api-client/auth/token-storage.ts). */
const TOKEN_STORAGE_KEY = 'conference.auth';
/** Sessions are renewed well before the 30-minute token expires. */
const SESSION_REUSE_MS = 20 * 60_000;

/** How often a tab is asked whether it is still: each question costs the browser a round trip, times every tab. */
/** Tries per cell: the second from a fresh load of the page. */
const CAPTURE_ATTEMPTS = 2;

const STILL_CSS = `*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important;scroll-behavior:auto!important}`;

/**
 * What every tab runs before the site's code. Written as JavaScript text: a function handed to Playwright would be
 * this process's compiled code, whose helpers (tsx names classes and functions) do not exist in the tab.
 */
export function tabScript(options: { tokenKey: string; record: string | null; css: string; stateId: string; testingDate: string }): string {
  return `(() => {
  const o = ${JSON.stringify(options)};
  try {
    if (o.record) localStorage.setItem(o.tokenKey, o.record);
    else localStorage.removeItem(o.tokenKey);
  } catch (e) { /* no storage: the tab is anonymous */ }
  // Counts DOM changes, so a capture waits until the page stopped changing (settle). And the server rendered the
  // page for its own clock and visitor: as soon as its state is parsed (the site's code is asked for only after the
  // first paint, by the boot loader that follows it), the state and the server's body go, so the page renders in
  // the browser for the tab's clock.
  window.__qaMutations = 0;
  let dropped = false;
  new MutationObserver(() => {
    window.__qaMutations++;
    if (dropped) return;
    const state = document.getElementById(o.stateId);
    if (!state) return;
    dropped = true;
    state.remove();
    const root = document.getElementById('root');
    if (root) root.replaceChildren();
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
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
  // An environment that tests a date (which wins over the clock) tests the phase's start in this tab instead.
  const fetchOriginal = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const answer = await fetchOriginal(input, init);
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.href);
    if (!/\\/api\\/settings$/.test(url.pathname) || !answer.ok) return answer;
    const settings = await answer.clone().json().catch(() => null);
    if (!settings || typeof settings.testingDate !== 'string') return answer;
    return new Response(JSON.stringify({ ...settings, testingDate: o.testingDate }), { status: answer.status, headers: { 'content-type': 'application/json' } });
  };
})();`;
}

export interface Capturer {
  capture(cell: QaCell): Promise<CaptureResult>;
  /** Captures every cell, `concurrency` at a time, reporting each as it is done; stops early when `signal` aborts. */
  captureAll(cells: readonly QaCell[], onResult: (result: CaptureResult) => void | Promise<void>, signal?: AbortSignal): Promise<void>;
  close(): Promise<void>;
}

/**
 * Groups split so that every tab has work: a group's widths share one load, which saves the browser work, but a
 * run of fewer groups than tabs would leave tabs idle while each group waits out its widths one after the other.
 * The largest groups are halved until there are as many as tabs or every group is one cell.
 */
export function fillTabs(groups: readonly QaCell[][], tabs: number): QaCell[][] {
  const out = [...groups];
  while (out.length < tabs) {
    let largest = -1;
    for (let i = 0; i < out.length; i++) if ((out[i]?.length ?? 0) > 1 && (largest < 0 || (out[i]?.length ?? 0) > (out[largest]?.length ?? 0))) largest = i;
    const group = out[largest];
    if (!group) break;
    const half = Math.ceil(group.length / 2);
    out.splice(largest, 1, group.slice(0, half), group.slice(half));
  }
  return out;
}

export async function openCapturer(options: CaptureOptions): Promise<Capturer> {
  const { chromium } = await import('playwright-core');
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS], headless: true });
  const language = options.language ?? 'en';
  const delay = options.timerDelayMs ?? QA_TIMER_DELAY_MS;
  const concurrency = Math.max(1, options.concurrency ?? 6);
  // A context per audience and phase: Playwright's clock belongs to the context, not the page.
  const contexts = new Map<string, Promise<{ context: BrowserContext; at: number }>>();

  function phaseStart(phaseId: string): Date {
    const phase = options.phases.find((p) => p.id === phaseId);
    if (!phase) throw new Error(`Unknown phase ${phaseId}`);
    return new Date(phase.start);
  }

  async function newContext(type: Audience, phaseId: string): Promise<{ context: BrowserContext; at: number }> {
    const start = phaseStart(phaseId);
    const session = type === 'anonymous' ? null : await options.signIn(type);
    const context = await browser.newContext({
      viewport: { width: QA_BREAKPOINTS.desktop, height: QA_HEIGHT },
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
      serviceWorkers: 'block',
      locale: 'en-US',
      ...(options.timeZone ? { timezoneId: options.timeZone } : {}),
    });
    // The tab lives at the phase's start, where the token's real expiry may already have passed (a later phase) or
    // lie months ahead: the tab's record expires a day after the start, as the tab counts time. The server checks
    // the token against its own clock, and a run renews its sessions long before they end (SESSION_REUSE_MS).
    const expiry = new Date(start.getTime() + 86_400_000).toISOString();
    const record = session ? JSON.stringify({ token: session.token, user: { ...session.user, expiry }, expiry }) : null;
    await context.addInitScript({ content: tabScript({ tokenKey: TOKEN_STORAGE_KEY, record, css: STILL_CSS, stateId: SSR_STATE_ELEMENT_ID, testingDate: start.toISOString() }) });
    // No request is intercepted (a route would send every request of the tab through this process).
    await context.clock.setFixedTime(start);
    return { context, at: Date.now() };
  }

  async function contextFor(type: Audience, phaseId: string): Promise<BrowserContext> {
    const id = `${type}|${phaseId}`;
    let entry = contexts.get(id);
    if (entry) {
      const known = await entry.catch(() => null);
      if (known && Date.now() - known.at > SESSION_REUSE_MS) {
        contexts.delete(id);
        void known.context.close().catch(() => undefined);
        entry = undefined;
      } else if (!known) {
        contexts.delete(id);
        entry = undefined;
      }
    }
    if (!entry) {
      entry = newContext(type, phaseId);
      contexts.set(id, entry);
    }
    return (await entry).context;
  }

  /**
   * A tab of the audience and phase's context: an idle one left by an earlier group (the next page loads in the
   * same renderer, with the site's code already compiled), else a new one. A tab whose group failed is closed.
   */
  interface Tab {
    contextId: string;
    page: Page;
    settled: ReturnType<typeof trackSettled>;
  }
  const idleTabs = new Map<string, Tab[]>();

  async function tabFor(type: Audience, phaseId: string): Promise<Tab> {
    const contextId = `${type}|${phaseId}`;
    const context = await contextFor(type, phaseId);
    const idle = idleTabs.get(contextId) ?? [];
    idleTabs.set(contextId, idle);
    for (let tab = idle.pop(); tab; tab = idle.pop()) {
      if (!tab.page.isClosed() && tab.page.context() === context) return tab;
    }
    const page = await context.newPage();
    return { contextId, page, settled: trackSettled(page) };
  }

  /**
   * Captures cells that differ only in breakpoint (same page, phase, audience, full-page choice) on one tab: loaded
   * once at the first width, then resized for each next one; each capture waits for the network and the fonts
   * again, and the timer delay runs once, after the load.
   */
  async function captureGroup(group: readonly QaCell[], onResult: (result: CaptureResult) => void | Promise<void>, signal?: AbortSignal): Promise<void> {
    const first = group[0];
    if (!first) return;
    let began = Date.now();
    const path = pagePath(first.page, language, options.detailIds);
    const url = path ? `${options.baseUrl}${path}` : '';
    const failed = (cell: QaCell, error: string): CaptureResult => ({ cell, key: cellKey(cell), pageUrl: url, png: null, width: 0, height: 0, error, durationMs: Date.now() - began });
    if (!path) {
      for (const cell of group) await onResult(failed(cell, `No example id for the detail page ${cell.page}`));
      return;
    }
    let tab: Tab | undefined;
    let page: Page | undefined;
    let loaded = false;
    let reusable = false;
    try {
      tab = await tabFor(first.attendeeType, first.phaseId);
      page = tab.page;
      const settled = tab.settled;
      for (const cell of group) {
        if (signal?.aborted) return;
        // A cell that fails is tried once more from a fresh load: on a busy machine one wait can run out. An error
        // is what the second try also gets.
        let result: CaptureResult | undefined;
        for (let attempt = 1; !result; attempt++) {
          try {
            const width = QA_BREAKPOINTS[cell.breakpoint];
            await page.setViewportSize({ width, height: QA_HEIGHT });
            const freshLoad = !loaded;
            if (freshLoad) {
              await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
              loaded = true;
            }
            // The page has taken the new width and painted it twice, so no frame of the old width is captured.
            await page.waitForFunction((w) => window.innerWidth === w, width, { timeout: 10_000 });
            await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
            await settled(300, 30_000);
            // A page whose code did not load (a stale build, a failed chunk) never renders: an error, not a capture.
            if (!(await page.evaluate(() => (document.getElementById('root')?.childElementCount ?? 1) > 0))) throw new Error('The page did not render.');
            await page.evaluate(() => document.fonts.ready.then(() => undefined));
            // docs/behaviour/qa.md, Defaults: the timer delay after the page loaded, so timers (countdowns, rotators) have run;
            // then still again. The next widths of the same tab are past it already: they wait only for stillness.
            if (freshLoad) await page.waitForTimeout(delay);
            await settled(100, 15_000);
            // Playwright's own screenshot (not the protocol's faster PNG encoding through a session of our own: that
            // now and then returned a frame from before the last resize). Animations and the caret are off already.
            const png = await page.screenshot({ type: 'png', fullPage: cell.fullPage });
            // The PNG header names the size (a full-page capture is as tall as the page).
            result = { cell, key: cellKey(cell), pageUrl: url, png, width: png.readUInt32BE(16), height: png.readUInt32BE(20), error: null, durationMs: Date.now() - began };
          } catch (error) {
            if (attempt < CAPTURE_ATTEMPTS && !signal?.aborted) loaded = false;
            else result = failed(cell, error instanceof Error ? (error.message.split('\n')[0] ?? 'capture failed') : String(error));
          }
        }
        await onResult(result);
        began = Date.now();
      }
      reusable = loaded;
    } catch (error) {
      const message = error instanceof Error ? (error.message.split('\n')[0] ?? 'capture failed') : String(error);
      for (const cell of group) await onResult(failed(cell, message));
    } finally {
      if (tab && reusable && !page?.isClosed()) idleTabs.get(tab.contextId)?.push(tab);
      else await page?.close().catch(() => undefined);
    }
  }

  async function capture(cell: QaCell): Promise<CaptureResult> {
    let result: CaptureResult | undefined;
    await captureGroup([cell], (r) => {
      result = r;
    });
    if (!result) throw new Error('capture answered nothing');
    return result;
  }

  async function captureAll(cells: readonly QaCell[], onResult: (result: CaptureResult) => void | Promise<void>, signal?: AbortSignal): Promise<void> {
    const groups = new Map<string, QaCell[]>();
    for (const cell of cells) {
      const id = [cell.page, cell.phaseId, cell.attendeeType, cell.fullPage].join('|');
      const group = groups.get(id);
      if (group) group.push(cell);
      else groups.set(id, [cell]);
    }
    const queue = fillTabs([...groups.values()], concurrency);
    let next = 0;
    const worker = async () => {
      while (next < queue.length && !signal?.aborted) {
        const group = queue[next++];
        if (!group) break;
        await captureGroup(group, onResult, signal);
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
  }

  return {
    capture,
    captureAll,
    async close() {
      await browser.close().catch(() => undefined);
    },
  };
}

/** Converts any image the browser can show (a JPEG design) to PNG bytes at its natural size, for comparing. */
export async function imageToPng(bytes: Buffer, contentType: string): Promise<Buffer> {
  if (contentType === 'image/png') return bytes;
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS], headless: true });
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    const src = `data:${contentType};base64,${bytes.toString('base64')}`;
    const size = await page.evaluate(async (source) => {
      const img = new Image();
      img.src = source;
      await img.decode();
      return { width: img.naturalWidth, height: img.naturalHeight };
    }, src);
    await page.setViewportSize(size);
    await page.setContent(`<style>html,body{margin:0}img{display:block}</style><img alt="" src="${src}">`);
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    return await page.screenshot({ type: 'png', clip: { x: 0, y: 0, ...size } });
  } finally {
    await browser.close();
  }
}
