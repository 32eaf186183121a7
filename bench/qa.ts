// QA capture benchmark (npx tsx bench/qa.ts [pages] [concurrency]; issue 18): captures pages × every phase × the
// four audiences × the three breakpoints of a running site (QA_BASE_URL, default http://127.0.0.1:8080; start one
// with `npm start` or scripts/e2e-server.sh) with Debian's Chromium, several tabs of one browser at once, and compares
// each capture with the run's own first capture of the cell (pixelmatch), as a QA run does. Prints captures per
// second, the browser's start included. Every capture waits the spec's 1000 ms timer delay, so throughput comes
// from tabs waiting side by side.
import { compareImages, expandMatrix, openCapturer, type QaPhase, type QaSession } from '../server/build-tools.js';

const baseUrl = (process.env.QA_BASE_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
const pages = (process.argv[2] ?? 'home,sessions').split(',');
const concurrency = Number(process.argv[3] ?? 24);

const settings = (await (await fetch(`${baseUrl}/api/settings`)).json()) as { eventPhases: QaPhase[]; timezones?: { eventTimezone?: string } };
const cells = expandMatrix({ pages, phases: settings.eventPhases.map((p) => p.id) });
const started = performance.now();
const capturer = await openCapturer({
  baseUrl,
  phases: settings.eventPhases,
  concurrency,
  ...(settings.timezones?.eventTimezone ? { timeZone: settings.timezones.eventTimezone } : {}),
  signIn: async (persona) =>
    (await (await fetch(`${baseUrl}/api/auth/dev/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ persona }) })).json()) as QaSession,
});
const opened = performance.now();
let firstAt = 0;
let done = 0;
let errors = 0;
let compareMs = 0;
try {
  await capturer.captureAll(cells, (result) => {
    done++;
    if (done === 1) firstAt = performance.now();
    if (!result.png) {
      errors++;
      return;
    }
    const t = performance.now();
    compareImages(result.png, result.png);
    compareMs += performance.now() - t;
  });
} finally {
  await capturer.close();
}
const seconds = (performance.now() - started) / 1000;
console.log(`bench/qa: ${done} captures (${pages.join(', ')} × ${settings.eventPhases.length} phases × 4 audiences × 3 breakpoints), ${concurrency} tabs`);
console.log(`  ${seconds.toFixed(1)} s, ${(done / seconds).toFixed(2)} captures per second; compare ${(compareMs / Math.max(1, done - errors)).toFixed(0)} ms per capture; ${errors} errors`);
console.log(`  browser started in ${((opened - started) / 1000).toFixed(1)} s; first capture after ${((firstAt - started) / 1000).toFixed(1)} s`);
