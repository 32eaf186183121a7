/**
 * QA runs as jobs of the server: one at a time per environment (the store refuses a second open run),
 * cancellable, and resumed after a restart (an open run's cells without a completed capture are captured again).
 * Each capture is saved as it moves from not-started (-1) to active (captured, comparing: -1) to completed; the
 * browser polls the run for progress. The first capture of a cell becomes its baseline; approving a capture makes
 * it the new one. Closed runs beyond the newest `keepRuns` are pruned with their images.
 */
import { randomUUID } from 'node:crypto';
import { ApiError } from '../errors.js';
import type { Db } from '../store/db.js';
import { createQaReferences, type QaDesign, type QaDesignUpload } from './baselines.js';
import type { Capturer, QaPhase } from './capture.js';
import type { QaImageFiles } from './images.js';
import { cellKey, expandMatrix } from './matrix.js';
import { runCells, type QaEntry } from './run.js';
import { createQaStore, type QaRunRequest, type QaRunSummary } from './store.js';

export interface QaJobsDeps {
  db: Db;
  environment: string;
  images: QaImageFiles;
  now: () => Date;
  /** The phases of the environment (its settings' eventPhases). */
  phases(): Promise<QaPhase[]>;
  /** Opens the browser for a run. */
  openCapturer(phases: QaPhase[]): Promise<Capturer>;
  /** Runs kept; older ones are pruned with their images (setting QA_KEEP_RUNS, default 20). */
  keepRuns?: number;
}

export interface QaJobs {
  start(request: QaRunRequest, by: string): Promise<QaRunSummary>;
  cancel(runId: string): Promise<QaRunSummary>;
  list(): Promise<QaRunSummary[]>;
  get(runId: string): Promise<{ run: QaRunSummary; entries: QaEntry[] }>;
  approve(runId: string, key: string, by: string): Promise<QaEntry>;
  /** Resumes the environment's open run, if any (after a restart). */
  resume(): Promise<void>;
  designs(): Promise<QaDesign[]>;
  saveDesign(design: QaDesignUpload): Promise<QaDesign>;
  /** Resolves when the running job (if any) has stopped: tests and shutdown. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/** The abort reason of a server stop: the run stays open, to be resumed. */
const SHUTDOWN = 'shutdown';

export function createQaJobs(deps: QaJobsDeps): QaJobs {
  const { images, now } = deps;
  const keep = deps.keepRuns ?? 20;
  const store = createQaStore(deps.db, deps.environment, now);
  const references = createQaReferences(store, images, deps.environment);
  let running: { id: string; abort: AbortController; done: Promise<void> } | null = null;

  async function prune(): Promise<void> {
    for (const id of await store.closedRunsBeyond(keep)) {
      await store.deleteRun(id);
      await images.removeFolder(id);
    }
  }

  function launch(runId: string, request: QaRunRequest, by: string, skip: ReadonlySet<string>): void {
    const abort = new AbortController();
    const done = (async () => {
      let capturer: Capturer | undefined;
      try {
        await store.markActive(runId);
        const phases = await deps.phases();
        const cells = expandMatrix(request).filter((cell) => !skip.has(cellKey(cell)));
        capturer = await deps.openCapturer(phases);
        await runCells({
          runId,
          cells,
          capturer,
          images,
          baselineFor: references.baselineFor,
          designFor: references.designFor,
          signal: abort.signal,
          now,
          onEntry: async (entry) => {
            if (entry.state === 'not-started' && skip.has(entry.key)) return;
            // Stopping: what fails now fails because the server goes down; the resumed run captures it again.
            if (abort.signal.reason === SHUTDOWN) return;
            await store.saveEntry(entry);
            // The first capture of a cell is its baseline.
            if (entry.state === 'completed' && entry.newBaseline && entry.imageUrl) await references.approve(runId, entry, `first capture (${by})`);
          },
        });
        // A shutdown leaves the run open (the next start resumes it); a cancel closes it.
        if (abort.signal.reason === SHUTDOWN) return;
        await store.finish(runId, abort.signal.aborted ? 'cancelled' : 'completed');
      } catch (error) {
        await store.finish(runId, 'failed', error instanceof Error ? error.message : String(error)).catch(() => undefined);
      } finally {
        await capturer?.close();
        if (running?.id === runId) running = null;
        await prune().catch(() => undefined);
      }
    })();
    running = { id: runId, abort, done };
  }

  return {
    async start(request, by) {
      const id = `${now().toISOString().slice(0, 19).replace(/[-:T]/g, '').toLowerCase()}-${randomUUID().slice(0, 8)}`;
      const cells = expandMatrix(request);
      if (cells.length === 0) throw new ApiError('badRequest', { field: 'pages' }, 'A QA run needs at least one page, phase, attendee type and breakpoint.');
      await store.insertRun(id, request, cells, by);
      launch(id, request, by, new Set());
      return store.run(id);
    },
    async cancel(runId) {
      const run = await store.run(runId);
      if (running?.id === runId) {
        running.abort.abort();
        await running.done;
      } else if (run.state === 'not-started' || run.state === 'active') {
        await store.finish(runId, 'cancelled');
      }
      return store.run(runId);
    },
    list: () => store.runs(),
    async get(runId) {
      const run = await store.run(runId);
      return { run, entries: await store.entries(runId) };
    },
    async approve(runId, key, by) {
      await store.run(runId);
      const entry = await store.entry(runId, key);
      if (!entry) throw new ApiError('notFound', { runId, key }, `No capture ${key} in run ${runId}.`);
      if (entry.state !== 'completed' || !entry.imageUrl) throw new ApiError('badRequest', { runId, key }, `The capture ${key} has no completed image to approve.`);
      await references.approve(runId, entry, by);
      return entry;
    },
    async resume() {
      if (running) return;
      const open = await store.openRun();
      if (!open) return;
      launch(open.id, open.request, open.createdBy, await store.completedKeys(open.id));
    },
    designs: () => references.designs(),
    saveDesign: (design) => references.saveDesign(design),
    async idle() {
      await running?.done;
    },
    async stop() {
      // Stopping leaves the run open in the store, so the next start resumes it.
      const current = running;
      if (!current) return;
      current.abort.abort(SHUTDOWN);
      await current.done.catch(() => undefined);
    },
  };
}
