/**
 * Captures QA cells with Chromium (Debian's, test-support/chromium.ts; never a downloaded browser) through
 * playwright-core, against the running site. Several pages of one browser work at once.
 *
 * How a cell is put on screen:
 * - Phase and audience: the page is loaded with a preview grant (`?preview=`, server/preview) for the site's
 *   environment at the phase's start as that audience, so the server renders it for that moment and visitor (the
 *   demo persona of an attendee type, never a real user; anonymous is nobody) and the tab keeps that HTML while the
 *   site's code hydrates it. Nothing is changed on the server and no sign-in is made per cell. The page's code
 *   judges time at the grant's date too (renderer/shell: the preview date is the shell's clock). The tab's own clock
 *   is left alone: fixed at the phase's start, it made every query the server rendered look months old, and the
 *   page fetched all of it again.
 * - Stable pixels: reduced motion, animations and carets off, live updates off, the page hydrated, fonts loaded,
 *   no request in flight and no DOM change, and the 1000 ms timer delay since the page hydrated (the waits for
 *   stillness run inside it, not after it).
 * - The processor goes to the pages being loaded: a few at once hydrate (LOAD_CONCURRENCY), the other tabs wait
 *   their delay or capture meanwhile, and a tab without work left is closed so its page stops running.
 * - Nothing is intercepted: every request of a tab would otherwise pass through this process (the browser and
 *   this process spent more time on that than the pages on rendering).
 */
import { availableParallelism } from 'node:os';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { HYDRATED_ATTRIBUTE, layoutNeedsId } from '../../schemas/index.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../test-support/chromium.js';
import { atWidth, tabScript, trackSettled } from './settled.js';
import { cellKey, pagePath, QA_BREAKPOINTS, QA_HEIGHT, QA_TIMER_DELAY_MS, type Audience, type QaCell } from './matrix.js';

export interface QaPhase {
  id: string;
  start: string;
}

export interface CaptureOptions {
  /** The running site, e.g. http://127.0.0.1:8080 (no trailing slash). */
  baseUrl: string;
  phases: readonly QaPhase[];
  /** A preview grant of the site's environment at the phase's start as the audience (the QA view-as). */
  previewGrant(audience: Audience, phase: QaPhase): Promise<string>;
  language?: string;
  /** Example ids for detail layouts (sessions-detail -> a session id). */
  detailIds?: Readonly<Record<string, string>>;
  /** Pages at once in the one browser. */
  concurrency?: number;
  /** Pages loading and hydrating at once (the part that needs the processor); the others wait, capture or idle. */
  loadConcurrency?: number;
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

/** Grants are asked for again well before their 12 hours end. */
const GRANT_REUSE_MS = 60 * 60_000;
/** Tries per cell: the second from a fresh load of the page. */
const CAPTURE_ATTEMPTS = 2;
/**
 * The first tab starts alone; the others once it has captured (or after this long at the most), this far apart.
 * (Starting them once it had hydrated brought its first capture from about 5 s to 9 s, with no run faster.)
 * Started at once, every tab's first page shared the machine with all the others and the first capture came only
 * when nearly all of them were done (started once the first page was hydrated, still after 8 s); and the first page
 * leaves the site's code compiled in the browser's cache for the others.
 */
const FIRST_TAB_LEAD_MS = 8_000;
const TAB_START_GAP_MS = 150;

/**
 * Pages that load and hydrate at once, by default: hydrating is the processor's work, and on a machine of two cores
 * sixteen pages hydrating side by side each took 25 to 50 s (so long that some ran out of time and were loaded
 * again), while the waits of the pages already hydrated (the timer delay, stillness) need no processor at all.
 */
const LOAD_CONCURRENCY = 2;

/**
 * The tabs share a few renderer processes, as many as the machine has cores (at least two), instead of one each:
 * every tab shows the same site, and pages of one site in one process share its compiled code, caches and fonts,
 * where a process per tab starts, compiles and caches the site's code for itself. With bench/qa on two cores (72
 * captures, 24 tabs) the site's part took 36.9-39.3 s with two processes against 47.2-49.5 s with one per tab (one
 * process: 42-44 s, the pages' code in turn on one thread). The pixels are the same: each tab keeps its own page.
 */
const RENDERER_LIMIT = `--renderer-process-limit=${Math.max(2, availableParallelism())}`;

/** A counting lock: at most `size` holders at once, the others queued in order. */
export function slots(size: number): () => Promise<() => void> {
  let free = size;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else free++;
  };
  return async () => {
    if (free > 0) free--;
    else await new Promise<void>((granted) => waiting.push(granted));
    let released = false;
    return () => {
      if (released) return;
      released = true;
      release();
    };
  };
}

const STILL_CSS = `*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important;scroll-behavior:auto!important}`;

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
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, RENDERER_LIMIT], headless: true });
  const language = options.language ?? 'en';
  const delay = options.timerDelayMs ?? QA_TIMER_DELAY_MS;
  const concurrency = Math.max(1, options.concurrency ?? 6);
  const loadSlot = slots(Math.max(1, options.loadConcurrency ?? LOAD_CONCURRENCY));
  // One context for every cell: the phase and the audience are the grant's, in the page's address.
  let shared: Promise<BrowserContext> | undefined;
  const grants = new Map<string, { token: Promise<string>; at: number }>();

  function phaseOf(phaseId: string): QaPhase {
    const phase = options.phases.find((p) => p.id === phaseId);
    if (!phase) throw new Error(`Unknown phase ${phaseId}`);
    return phase;
  }

  async function newContext(): Promise<BrowserContext> {
    const context = await browser.newContext({
      viewport: { width: QA_BREAKPOINTS.desktop, height: QA_HEIGHT },
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
      serviceWorkers: 'block',
      locale: 'en-US',
      ...(options.timeZone ? { timezoneId: options.timeZone } : {}),
    });
    // No request is intercepted (a route would send every request of the tab through this process).
    await context.addInitScript({ content: tabScript({ css: STILL_CSS }) });
    return context;
  }

  // Opened now, while the caller prepares its cells and the first grant is asked for.
  void context().catch(() => undefined);

  function context(): Promise<BrowserContext> {
    if (!shared) {
      shared = newContext();
      // A context that could not open is tried again by the next cell.
      shared.catch(() => (shared = undefined));
    }
    return shared;
  }

  /** The cell's grant: one per audience and phase, asked for again long before it ends. */
  function grantFor(audience: Audience, phaseId: string): Promise<string> {
    const id = `${audience}|${phaseId}`;
    const known = grants.get(id);
    if (known && Date.now() - known.at < GRANT_REUSE_MS) return known.token;
    const token = options.previewGrant(audience, phaseOf(phaseId));
    token.catch(() => grants.delete(id));
    grants.set(id, { token, at: Date.now() });
    return token;
  }

  /**
   * A tab: an idle one left by an earlier group (the next page loads in the same renderer, with the site's code
   * already compiled), else a new one. A tab whose group failed is closed.
   */
  interface Tab {
    page: Page;
    settled: ReturnType<typeof trackSettled>;
    /** Uncaught errors of the page's code since the last load. */
    errors: string[];
  }
  const idleTabs: Tab[] = [];

  async function newTab(): Promise<Tab> {
    for (let tab = idleTabs.pop(); tab; tab = idleTabs.pop()) {
      if (!tab.page.isClosed()) return tab;
    }
    const page = await (await context()).newPage();
    const tab: Tab = { page, settled: trackSettled(page), errors: [] };
    page.on('pageerror', (error) => tab.errors.push(error.message.split('\n')[0] ?? 'error'));
    return tab;
  }

  /**
   * Captures cells that differ only in breakpoint (same page, phase, audience, full-page choice) on one tab: loaded
   * once at the first width, then resized for each next one; each capture waits for the network and the fonts
   * again, and the timer delay runs once, after the load.
   */
  async function captureGroup(
    group: readonly QaCell[],
    onResult: (result: CaptureResult) => void | Promise<void>,
    signal?: AbortSignal,
    onCaptured?: () => void,
  ): Promise<void> {
    const first = group[0];
    if (!first) return;
    let began = Date.now();
    const path = pagePath(first.page, language, options.detailIds);
    const url = path ? `${options.baseUrl}${path}` : '';
    const failed = (cell: QaCell, error: string): CaptureResult => ({ cell, key: cellKey(cell), pageUrl: url, png: null, width: 0, height: 0, error, durationMs: Date.now() - began });
    if (!path) {
      const reason = layoutNeedsId(first.page) ? `No example id for the detail page ${first.page}` : `No site path shows the page ${first.page}`;
      for (const cell of group) await onResult(failed(cell, reason));
      return;
    }
    let tab: Tab | undefined;
    let page: Page | undefined;
    let loaded = false;
    let hydratedAt = 0;
    let reusable = false;
    try {
      // The tab and the grant side by side: each is a round trip (the grant's first one signs in over HTTP).
      const [opened, grant] = await Promise.allSettled([newTab(), grantFor(first.attendeeType, first.phaseId)]);
      if (opened.status === 'rejected') throw opened.reason;
      tab = opened.value;
      page = tab.page;
      if (grant.status === 'rejected') throw grant.reason;
      const { settled, errors } = tab;
      const previewUrl = `${url}${url.includes('?') ? '&' : '?'}preview=${encodeURIComponent(grant.value)}`;
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
              errors.length = 0;
              const release = await loadSlot();
              try {
                const answer = await page.goto(previewUrl, { waitUntil: 'load', timeout: 30_000 });
                const status = answer?.status() ?? 0;
                if (status >= 400) throw new Error(`The page answered HTTP ${status}${status === 404 ? ' (page not found)' : ''}.`);
                // A page whose code did not run (a stale build, a failed chunk, an error) keeps the server's HTML
                // without its handlers: an error, not a capture.
                await page
                  .waitForFunction((mark) => document.getElementById('root')?.hasAttribute(mark) === true, HYDRATED_ATTRIBUTE, { timeout: 30_000, polling: 100 })
                  .catch(() => {
                    throw new Error(`The page's code did not run within 30 s${errors[0] ? `: ${errors[0]}` : ''}.`);
                  });
              } finally {
                release();
              }
              loaded = true;
              hydratedAt = Date.now();
            }
            // The page has taken the new width and painted it twice (no frame of the old width is captured), with
            // its fonts loaded: one round trip.
            await page.evaluate(atWidth(width, 10_000));
            // docs/behaviour/qa.md, Defaults: the timer delay counts from when the page's code runs (hydrated), so
            // timers (countdowns, rotators) have run; the page's own follow-up requests come in meanwhile. The next
            // widths of the same tab are past it already: they wait only for stillness.
            if (freshLoad) await Promise.all([settled(300, 30_000), page.waitForTimeout(Math.max(0, hydratedAt + delay - Date.now()))]);
            await settled(100, 15_000);
            if (errors[0]) throw new Error(`The page's code failed: ${errors[0]}`);
            // Playwright's own screenshot, not the protocol's faster PNG encoding through a session of our own: with
            // tabs loading side by side that returned a frame from before the last resize (5 of 72 captures, even
            // after two frames at the new width). Animations and the caret are off already.
            const png = await page.screenshot({ type: 'png', fullPage: cell.fullPage });
            // The PNG header names the size (a full-page capture is as tall as the page).
            result = { cell, key: cellKey(cell), pageUrl: url, png, width: png.readUInt32BE(16), height: png.readUInt32BE(20), error: null, durationMs: Date.now() - began };
          } catch (error) {
            if (attempt < CAPTURE_ATTEMPTS && !signal?.aborted) loaded = false;
            else result = failed(cell, error instanceof Error ? (error.message.split('\n')[0] ?? 'capture failed') : String(error));
          }
        }
        await onResult(result);
        onCaptured?.();
        began = Date.now();
      }
      reusable = loaded;
    } catch (error) {
      const message = error instanceof Error ? (error.message.split('\n')[0] ?? 'capture failed') : String(error);
      for (const cell of group) await onResult(failed(cell, message));
    } finally {
      if (tab && reusable && !page?.isClosed()) idleTabs.push(tab);
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
    let firstCaptured = () => {};
    const warm = new Promise<void>((done) => {
      firstCaptured = done;
      setTimeout(done, FIRST_TAB_LEAD_MS);
    });
    const worker = async (index: number) => {
      if (index > 0) {
        await warm;
        await new Promise((started) => setTimeout(started, (index - 1) * TAB_START_GAP_MS));
      }
      while (next < queue.length && !signal?.aborted) {
        const group = queue[next++];
        if (!group) break;
        await captureGroup(group, onResult, signal, index === 0 ? firstCaptured : undefined);
      }
      // No work left for this tab: a hydrated page left open keeps its timers and polling going, on the processor
      // the tabs still capturing need.
      await idleTabs.pop()?.page.close().catch(() => undefined);
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, (_, index) => worker(index)));
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
