// QA capture benchmark (npx tsx bench/qa.ts [pages|all] [concurrency] [phases]): captures pages × every phase (or those named) × the
// four audiences × the three breakpoints of a running site (QA_BASE_URL, default http://127.0.0.1:8080; start one
// with `npm start` or scripts/e2e-server.sh) with Debian's Chromium, several tabs of one browser at once, and compares
// each capture with the run's own first capture of the cell (pixelmatch), as a QA run does. Prints captures per
// second, the browser's start included. Every capture waits the spec's 1000 ms timer delay, so throughput comes
// from tabs waiting side by side.
import { compareInWorker, DEMO_PAGE_NAMES, exampleDetailIds, expandMatrix, openCapturer, remotePreviewGrants, stopCompareWorker, type QaPhase } from '../server/build-tools.js';
import { layoutNeedsId } from '../schemas/index.js';

const baseUrl = (process.env.QA_BASE_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
const concurrency = Number(process.argv[3] ?? 24);
// Detail pages are captured with the site's example ids, as npm run qa does; `all` is every page the site has an
// example of.
const detailIds = await exampleDetailIds(baseUrl);
const pages = process.argv[2] === 'all' ? DEMO_PAGE_NAMES.filter((p) => !layoutNeedsId(p) || detailIds[p]) : (process.argv[2] ?? 'home,sessions').split(',');

const settings = (await (await fetch(`${baseUrl}/api/settings`)).json()) as { eventPhases: QaPhase[]; timezones?: { eventTimezone?: string } };
const phaseIds = process.argv[4] ? process.argv[4].split(',') : settings.eventPhases.map((p) => p.id);
const cells = expandMatrix({ pages, phases: phaseIds });
const started = performance.now();
const capturer = await openCapturer({
  baseUrl,
  phases: settings.eventPhases,
  concurrency,
  detailIds,
  ...(settings.timezones?.eventTimezone ? { timeZone: settings.timezones.eventTimezone } : {}),
  previewGrant: remotePreviewGrants(baseUrl),
});
const opened = performance.now();
let firstAt = 0;
let done = 0;
let errors = 0;
let compareMs = 0;
const reasons = new Map<string, number>();
try {
  await capturer.captureAll(cells, async (result) => {
    done++;
    if (done === 1) firstAt = performance.now();
    if (!result.png) {
      errors++;
      const reason = result.error ?? 'no image';
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
      return;
    }
    const t = performance.now();
    await compareInWorker(result.png, result.png);
    compareMs += performance.now() - t;
  });
} finally {
  await capturer.close();
  await stopCompareWorker();
}
const seconds = (performance.now() - started) / 1000;
console.log(`bench/qa: ${done} captures (${pages.length > 4 ? `${pages.length} pages` : pages.join(', ')} × ${phaseIds.length} phases × 4 audiences × 3 breakpoints), ${concurrency} tabs`);
console.log(`  ${seconds.toFixed(1)} s, ${(done / seconds).toFixed(2)} captures per second; compare ${(compareMs / Math.max(1, done - errors)).toFixed(0)} ms per capture; ${errors} errors`);
for (const [reason, count] of reasons) console.log(`    ${count} x ${reason}`);
console.log(`  browser started in ${((opened - started) / 1000).toFixed(1)} s; first capture ${((firstAt - opened) / 1000).toFixed(1)} s after that`);

// The reference, measured in the same run: the same browser work without the site - as many tabs, the same widths,
// the 1000 ms delay once per tab's group of widths, a screenshot per width - of a static page of a few hundred
// elements. What the harness itself allows on this machine at this moment; the site's figure can only approach it.
const { chromium } = await import('playwright-core');
const { CHROMIUM_ARGS, CHROMIUM_PATH } = await import('../test-support/chromium.js');
const widths = [1920, 1083, 539];
const groups = Math.ceil(done / widths.length);
const refStarted = performance.now();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS], headless: true });
const html = `<!doctype html><title>reference</title><style>body{font:16px system-ui;margin:0}section{padding:24px;border-bottom:1px solid #ddd}</style>${Array.from({ length: 60 }, (_, i) => `<section><h2>Section ${i}</h2><p>${'Text of a section. '.repeat(20)}</p></section>`).join('')}`;
let next = 0;
let shots = 0;
const tab = async () => {
  const context = await browser.newContext({ viewport: { width: widths[0] ?? 1920, height: 600 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  while (next < groups) {
    next++;
    await page.setContent(html);
    await page.waitForTimeout(1000);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 600 });
      await page.screenshot({ type: 'png' });
      shots++;
    }
  }
  await context.close();
};
await Promise.all(Array.from({ length: Math.min(concurrency, groups) }, tab));
await browser.close();
const refSeconds = (performance.now() - refStarted) / 1000;
console.log(`  reference (a static page, same tabs, widths, delay and screenshots): ${shots} captures in ${refSeconds.toFixed(1)} s, ${(shots / refSeconds).toFixed(2)} per second`);
console.log(`  site / reference: ${((done / seconds) / (shots / refSeconds)).toFixed(2)}`);
