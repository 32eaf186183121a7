// QA runs as jobs on the store (PGlite, or PostgreSQL with TEST_DATABASE_URL): progress rows, the
// first capture as baseline, regression against it, one open run per environment, cancel, resume after a stop,
// approve. The browser is replaced by a capturer that paints each page in a colour the test chooses.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, type TestStore } from '../test-support.js';
import type { Capturer, CaptureResult } from './capture.js';
import { createQaImageFiles } from './images.js';
import { createQaJobs, type QaJobs, type QaRunRequest } from './jobs.js';
import { cellKey, type QaCell } from './matrix.js';

function paint(width: number, height: number, colour: number): Buffer {
  const png = new PNG({ width, height });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([colour, colour, 255 - colour, 255], i);
  return PNG.sync.write(png);
}

/** Paints page p in colours[p]; while `hold` is set, each cell waits for it (a gate, not a timer). */
class FakeCapturer implements Capturer {
  colours: Record<string, number> = {};
  hold: Promise<void> | null = null;
  captured: string[] = [];
  async capture(cell: QaCell): Promise<CaptureResult> {
    const png = paint(40, 30, this.colours[cell.page] ?? 0);
    this.captured.push(cellKey(cell));
    return { cell, key: cellKey(cell), pageUrl: `http://site/en/${cell.page}`, png, width: 40, height: 30, error: null, durationMs: 1 };
  }
  async captureAll(cells: readonly QaCell[], onResult: (r: CaptureResult) => void | Promise<void>, signal?: AbortSignal): Promise<void> {
    for (const cell of cells) {
      if (this.hold) await this.hold;
      if (signal?.aborted) return;
      await onResult(await this.capture(cell));
    }
  }
  async close(): Promise<void> {}
}

let store: TestStore;
let dataDir: string;
const capturer = new FakeCapturer();
const phases = [{ id: 'pre-event', start: '2026-09-01T00:00:00Z' }, { id: 'live', start: '2027-05-18T08:00:00Z' }];
const request: QaRunRequest = { pages: ['home', 'sessions'], phases: ['pre-event', 'live'], attendeeTypes: ['anonymous', 'attendee'], breakpoints: ['desktop', 'mobile'], fullPage: false };
const jobsOn = (db = store.db): QaJobs =>
  createQaJobs({ db, environment: 'cont', images: createQaImageFiles(dataDir), now: () => new Date(), phases: async () => phases, openCapturer: async () => capturer });

beforeAll(async () => {
  store = await createTestStore();
  dataDir = await mkdtemp(join(tmpdir(), 'qa-jobs-'));
});
afterAll(async () => {
  await store.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('QA jobs', () => {
  it('captures every cell, the first capture of each cell becoming its baseline (difference 0)', async () => {
    const jobs = jobsOn();
    const run = await jobs.start(request, 'site@example.com');
    expect(run).toMatchObject({ total: 16, environment: 'cont' });
    expect(['not-started', 'active']).toContain(run.state);
    await jobs.idle();
    const { run: done, entries } = await jobs.get(run.id);
    expect(done).toMatchObject({ state: 'completed', completed: 16, failed: 0, errors: 0 });
    expect(entries).toHaveLength(16);
    for (const entry of entries) {
      expect(entry).toMatchObject({ state: 'completed', differencePercentage: 0, label: 'low', pass: true, newBaseline: true, screenshotType: 'website', runId: run.id });
      expect(entry.imageUrl).toMatch(/^\/api\/qa\/images\//);
    }
  });

  it('compares later runs with the baselines: the changed page above the threshold, the others at 0', async () => {
    capturer.colours = { home: 200 };
    const jobs = jobsOn();
    const run = await jobs.start(request, 'site@example.com');
    await jobs.idle();
    const { run: done, entries } = await jobs.get(run.id);
    expect(done.failed).toBe(8);
    // Sorted by difference, largest first.
    expect(entries.slice(0, 8).every((e) => e.page === 'home' && e.differencePercentage === 100 && e.label === 'high' && e.pass === false && e.differenceImageUrl)).toBe(true);
    expect(entries.slice(8).every((e) => e.page === 'sessions' && e.differencePercentage === 0)).toBe(true);

    // Approving a changed capture makes it the baseline: the next run of that cell is at 0 again.
    const key = entries[0]?.key ?? '';
    const approved = await jobs.approve(run.id, key, 'site@example.com');
    expect(approved.key).toBe(key);
    const again = await jobs.start(request, 'site@example.com');
    await jobs.idle();
    const next = (await jobs.get(again.id)).entries;
    expect(next.find((e) => e.key === key)?.differencePercentage).toBe(0);
    expect(next.filter((e) => e.differencePercentage === 100)).toHaveLength(7);
  });

  it('runs one at a time per environment, shows computing (-1) while open, and cancels', async () => {
    let release!: () => void;
    capturer.hold = new Promise((r) => (release = r));
    const jobs = jobsOn();
    const run = await jobs.start(request, 'site@example.com');
    await expect(jobs.start(request, 'site@example.com')).rejects.toMatchObject({ statusCode: 409, code: 'translate.base.error.qa.run-active' });
    const open = await jobs.get(run.id);
    expect(open.entries.every((e) => e.differencePercentage === -1 && e.state === 'not-started')).toBe(true);
    const cancelling = jobs.cancel(run.id);
    capturer.hold = null;
    release();
    expect((await cancelling).state).toBe('cancelled');
    // Closed: a new run may start.
    const next = await jobs.start({ ...request, pages: ['home'] }, 'site@example.com');
    await jobs.idle();
    expect((await jobs.get(next.id)).run.state).toBe('completed');
  });

  it('leaves a run open over a stop and resumes it, capturing only the cells not yet done', async () => {
    let release!: () => void;
    const first = new FakeCapturer();
    const jobs = createQaJobs({ db: store.db, environment: 'cont', images: createQaImageFiles(dataDir), now: () => new Date(), phases: async () => phases, openCapturer: async () => first });
    // Lets two cells through, then holds.
    let through = 0;
    const gate = new Promise<void>((r) => (release = r));
    first.captureAll = async (cells, onResult, signal) => {
      for (const cell of cells) {
        if (through++ >= 2) await gate;
        if (signal?.aborted) return;
        await onResult(await first.capture(cell));
      }
    };
    const run = await jobs.start({ ...request, pages: ['home'] }, 'site@example.com');
    while ((await jobs.get(run.id)).run.completed < 2) await new Promise((r) => setImmediate(r));
    const stopping = jobs.stop();
    release();
    await stopping;
    expect((await jobs.get(run.id)).run.state).toBe('active');

    const restarted = new FakeCapturer();
    const after = createQaJobs({ db: store.db, environment: 'cont', images: createQaImageFiles(dataDir), now: () => new Date(), phases: async () => phases, openCapturer: async () => restarted });
    await after.resume();
    await after.idle();
    const done = await after.get(run.id);
    expect(done.run).toMatchObject({ state: 'completed', completed: 8 });
    expect(restarted.captured).toHaveLength(6);
  });
});
