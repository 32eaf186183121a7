/**
 * QA runs as jobs of the server (issue 18): one at a time per environment (the store's partial unique index
 * refuses a second open run), cancellable, and resumed after a restart (an open run's cells without a completed
 * capture are captured again once the server listens). Each capture is a row of qa_captures, written as it moves
 * from not-started (-1) to active (captured, comparing: -1) to completed; the browser polls the run for progress.
 * The first capture of a cell becomes its baseline; approving a capture makes it the new one.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors.js';
import type { RouteContext } from '../http/context.js';
import type { Db, Queryable } from '../store/db.js';
import { openCapturer, type Capturer, type QaPhase } from './capture.js';
import { createQaImageFiles, type QaImageFiles } from './images.js';
import { cellFileName, cellKey, expandMatrix, QA_ATTENDEE_TYPES, QA_BREAKPOINT_KEYS, type QaAttendeeType, type QaBreakpoint, type QaCell } from './matrix.js';
import { pendingEntry, runCells, type QaEntry, type QaReference } from './run.js';

export interface QaRunRequest {
  pages: string[];
  phases: string[];
  attendeeTypes: QaAttendeeType[];
  breakpoints: QaBreakpoint[];
  fullPage: boolean;
}

export type QaRunState = 'not-started' | 'active' | 'completed' | 'cancelled' | 'failed';

export interface QaRunSummary {
  id: string;
  environment: string;
  state: QaRunState;
  request: QaRunRequest;
  total: number;
  completed: number;
  failed: number;
  errors: number;
  createdBy: string;
  createdAt: string;
  finishedAt: string | null;
  error: string | null;
}

export interface QaDesign {
  page: string;
  breakpoint: QaBreakpoint;
  imageUrl: string;
  contentType: string;
  width: number;
  height: number;
  size: number;
  uploadedBy: string;
  uploadedAt: string;
}

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

interface RunRow {
  id: string;
  environment: string;
  state: QaRunState;
  request: QaRunRequest;
  total: number;
  created_by: string;
  created_at: Date | string;
  finished_at: Date | string | null;
  error: string | null;
  completed: number | string | null;
  failed: number | string | null;
  errors: number | string | null;
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

const RUN_COLUMNS = `r.id, r.environment, r.state, r.request, r.total, r.created_by, r.created_at, r.finished_at, r.error,
  (SELECT count(*) FROM qa_captures c WHERE c.run_id = r.id AND c.state = 'completed') AS completed,
  (SELECT count(*) FROM qa_captures c WHERE c.run_id = r.id AND c.state = 'completed' AND c.difference_percentage > 1) AS failed,
  (SELECT count(*) FROM qa_captures c WHERE c.run_id = r.id AND c.entry->>'error' IS NOT NULL) AS errors`;

function summaryOf(row: RunRow): QaRunSummary {
  return {
    id: row.id,
    environment: row.environment,
    state: row.state,
    request: row.request,
    total: row.total,
    completed: Number(row.completed ?? 0),
    failed: Number(row.failed ?? 0),
    errors: Number(row.errors ?? 0),
    createdBy: row.created_by,
    createdAt: iso(row.created_at) ?? '',
    finishedAt: iso(row.finished_at),
    error: row.error,
  };
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
  saveDesign(design: Omit<QaDesign, 'imageUrl' | 'uploadedAt'> & { bytes: Buffer; comparePng: Buffer }): Promise<QaDesign>;
  /** Resolves when the running job (if any) has stopped: tests and shutdown. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

export function createQaJobs(deps: QaJobsDeps): QaJobs {
  const { db, environment, images, now } = deps;
  const keep = deps.keepRuns ?? 20;
  let running: { id: string; abort: AbortController; done: Promise<void> } | null = null;

  async function runRow(q: Queryable, runId: string): Promise<QaRunSummary> {
    const { rows } = await q.query<RunRow>(`SELECT ${RUN_COLUMNS} FROM qa_runs r WHERE r.id = $1 AND r.environment = $2`, [runId, environment]);
    const row = rows[0];
    if (!row) throw new ApiError('notFound', { runId }, `No QA run ${runId}.`);
    return summaryOf(row);
  }

  async function saveEntry(entry: QaEntry): Promise<void> {
    await db.query(
      `INSERT INTO qa_captures (run_id, cell_key, page, phase_id, attendee_type, breakpoint, full_page, state, page_url, difference_percentage, entry, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT (run_id, cell_key) DO UPDATE SET state = EXCLUDED.state, page_url = EXCLUDED.page_url,
         difference_percentage = EXCLUDED.difference_percentage, entry = EXCLUDED.entry, updated_at = EXCLUDED.updated_at`,
      [entry.runId, entry.key, entry.page, entry.phaseId, entry.attendeeType, entry.breakpoint, entry.fullPage, entry.state, entry.pageUrl, entry.differencePercentage, JSON.stringify(entry), now()],
    );
  }

  const baselineFolder = `baselines-${environment}`;

  async function baselineFor(cell: QaCell): Promise<QaReference | null> {
    const { rows } = await db.query<{ image_path: string }>('SELECT image_path FROM qa_baselines WHERE environment = $1 AND cell_key = $2', [environment, cellKey(cell)]);
    const path = rows[0]?.image_path;
    const png = path ? await images.get(path) : null;
    return path && png ? { png, imageUrl: images.urlOf(path) } : null;
  }

  async function setBaseline(runId: string, key: string, websiteName: string, by: string): Promise<void> {
    const bytes = await images.get(websiteName);
    if (!bytes) throw new ApiError('notFound', { runId, key }, `The capture ${key} of run ${runId} has no image.`);
    // A copy: pruning old runs never takes a baseline with it.
    const name = `${baselineFolder}/${key.replace(/[^a-z0-9~_-]/gi, '_')}.png`;
    await images.put(name, bytes);
    await db.query(
      `INSERT INTO qa_baselines (environment, cell_key, run_id, image_path, approved_by, approved_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (environment, cell_key) DO UPDATE SET run_id = EXCLUDED.run_id, image_path = EXCLUDED.image_path,
         approved_by = EXCLUDED.approved_by, approved_at = EXCLUDED.approved_at`,
      [environment, key, runId, name, by, now()],
    );
  }

  async function designFor(cell: QaCell): Promise<QaReference | null> {
    const { rows } = await db.query<{ image_path: string }>('SELECT image_path FROM qa_designs WHERE environment = $1 AND page = $2 AND breakpoint = $3', [environment, cell.page, cell.breakpoint]);
    const path = rows[0]?.image_path;
    if (!path) return null;
    const png = await images.get(path.replace(/\.(png|jpg)$/, '.compare.png'));
    return png ? { png, imageUrl: images.urlOf(path) } : null;
  }

  async function prune(): Promise<void> {
    const { rows } = await db.query<{ id: string }>(
      `SELECT id FROM qa_runs WHERE environment = $1 AND state NOT IN ('not-started', 'active') ORDER BY created_at DESC OFFSET $2`,
      [environment, keep],
    );
    for (const { id } of rows) {
      await db.query('DELETE FROM qa_runs WHERE id = $1', [id]);
      await images.removeFolder(id);
    }
  }

  function launch(runId: string, request: QaRunRequest, by: string, skip: ReadonlySet<string>): void {
    const abort = new AbortController();
    const done = (async () => {
      let capturer: Capturer | undefined;
      try {
        await db.query(`UPDATE qa_runs SET state = 'active' WHERE id = $1`, [runId]);
        const phases = await deps.phases();
        const cells = expandMatrix(request).filter((cell) => !skip.has(cellKey(cell)));
        capturer = await deps.openCapturer(phases);
        await runCells({
          runId,
          cells,
          capturer,
          images,
          baselineFor,
          designFor,
          signal: abort.signal,
          now,
          onEntry: async (entry) => {
            if (entry.state === 'not-started' && skip.has(entry.key)) return;
            // Stopping: what fails now fails because the server goes down; the resumed run captures it again.
            if (abort.signal.reason === SHUTDOWN) return;
            await saveEntry(entry);
            // The first capture of a cell is its baseline.
            if (entry.state === 'completed' && entry.newBaseline && entry.imageUrl) {
              await setBaseline(runId, entry.key, `${runId}/${cellFileName(entryCell(entry))}.website.png`, `first capture (${by})`);
            }
          },
        });
        // A shutdown leaves the run open (the next start resumes it); a cancel closes it.
        if (abort.signal.reason === SHUTDOWN) return;
        const state: QaRunState = abort.signal.aborted ? 'cancelled' : 'completed';
        await db.query('UPDATE qa_runs SET state = $2, finished_at = $3 WHERE id = $1', [runId, state, now()]);
      } catch (error) {
        await db
          .query(`UPDATE qa_runs SET state = 'failed', finished_at = $2, error = $3 WHERE id = $1`, [runId, now(), error instanceof Error ? error.message : String(error)])
          .catch(() => undefined);
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
      const total = expandMatrix(request).length;
      if (total === 0) throw new ApiError('badRequest', { field: 'pages' }, 'A QA run needs at least one page, phase, attendee type and breakpoint.');
      try {
        await db.transaction(async (tx) => {
          await tx.query(`INSERT INTO qa_runs (id, environment, state, request, total, created_by, created_at) VALUES ($1, $2, 'not-started', $3, $4, $5, $6)`, [
            id, environment, JSON.stringify(request), total, by, now(),
          ]);
          for (const cell of expandMatrix(request)) {
            const entry = pendingEntry(id, cell);
            await tx.query(
              `INSERT INTO qa_captures (run_id, cell_key, page, phase_id, attendee_type, breakpoint, full_page, state, entry, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, 'not-started', $8, $9)`,
              [id, entry.key, cell.page, cell.phaseId, cell.attendeeType, cell.breakpoint, cell.fullPage, JSON.stringify(entry), now()],
            );
          }
        });
      } catch (error) {
        if (/qa_runs_one_open|unique/i.test(error instanceof Error ? error.message : '')) {
          throw new ApiError('qaRunActive', { environment }, 'A QA run is already under way in this environment: wait for it or cancel it.');
        }
        throw error;
      }
      launch(id, request, by, new Set());
      return runRow(db, id);
    },
    async cancel(runId) {
      const run = await runRow(db, runId);
      if (running?.id === runId) {
        running.abort.abort();
        await running.done;
      } else if (run.state === 'not-started' || run.state === 'active') {
        await db.query(`UPDATE qa_runs SET state = 'cancelled', finished_at = $2 WHERE id = $1`, [runId, now()]);
      }
      return runRow(db, runId);
    },
    async list() {
      const { rows } = await db.query<RunRow>(`SELECT ${RUN_COLUMNS} FROM qa_runs r WHERE r.environment = $1 ORDER BY r.created_at DESC LIMIT 100`, [environment]);
      return rows.map(summaryOf);
    },
    async get(runId) {
      const run = await runRow(db, runId);
      const { rows } = await db.query<{ entry: QaEntry }>('SELECT entry FROM qa_captures WHERE run_id = $1 ORDER BY difference_percentage DESC, cell_key', [runId]);
      return { run, entries: rows.map((r) => r.entry) };
    },
    async approve(runId, key, by) {
      await runRow(db, runId);
      const { rows } = await db.query<{ entry: QaEntry }>('SELECT entry FROM qa_captures WHERE run_id = $1 AND cell_key = $2', [runId, key]);
      const entry = rows[0]?.entry;
      if (!entry) throw new ApiError('notFound', { runId, key }, `No capture ${key} in run ${runId}.`);
      if (entry.state !== 'completed' || !entry.imageUrl) throw new ApiError('badRequest', { runId, key }, `The capture ${key} has no completed image to approve.`);
      await setBaseline(runId, key, `${runId}/${cellFileName(entryCell(entry))}.website.png`, by);
      return entry;
    },
    async resume() {
      if (running) return;
      const { rows } = await db.query<RunRow>(`SELECT ${RUN_COLUMNS} FROM qa_runs r WHERE r.environment = $1 AND r.state IN ('not-started', 'active')`, [environment]);
      const open = rows[0];
      if (!open) return;
      const done = await db.query<{ cell_key: string }>(`SELECT cell_key FROM qa_captures WHERE run_id = $1 AND state = 'completed'`, [open.id]);
      launch(open.id, open.request, open.created_by, new Set(done.rows.map((r) => r.cell_key)));
    },
    async designs() {
      const { rows } = await db.query<{ page: string; breakpoint: QaBreakpoint; image_path: string; content_type: string; width: number; height: number; size: number; uploaded_by: string; uploaded_at: Date | string }>(
        'SELECT * FROM qa_designs WHERE environment = $1 ORDER BY page, breakpoint',
        [environment],
      );
      return rows.map((r) => ({
        page: r.page, breakpoint: r.breakpoint, imageUrl: images.urlOf(r.image_path), contentType: r.content_type,
        width: r.width, height: r.height, size: r.size, uploadedBy: r.uploaded_by, uploadedAt: iso(r.uploaded_at) ?? '',
      }));
    },
    async saveDesign(design) {
      const extension = design.contentType === 'image/png' ? 'png' : 'jpg';
      const name = `designs-${environment}/${design.page}~${design.breakpoint}.${extension}`;
      await images.put(name, design.bytes);
      await images.put(name.replace(/\.(png|jpg)$/, '.compare.png'), design.comparePng);
      const at = now();
      await db.query(
        `INSERT INTO qa_designs (environment, page, breakpoint, image_path, content_type, width, height, size, uploaded_by, uploaded_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         ON CONFLICT (environment, page, breakpoint) DO UPDATE SET image_path = EXCLUDED.image_path, content_type = EXCLUDED.content_type, width = EXCLUDED.width,
           height = EXCLUDED.height, size = EXCLUDED.size, uploaded_by = EXCLUDED.uploaded_by, uploaded_at = EXCLUDED.uploaded_at`,
        [environment, design.page, design.breakpoint, name, design.contentType, design.width, design.height, design.size, design.uploadedBy, at],
      );
      return { page: design.page, breakpoint: design.breakpoint, imageUrl: images.urlOf(name), contentType: design.contentType, width: design.width, height: design.height, size: design.size, uploadedBy: design.uploadedBy, uploadedAt: at.toISOString() };
    },
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

function entryCell(entry: QaEntry): QaCell {
  return { page: entry.page, phaseId: entry.phaseId, attendeeType: entry.attendeeType as QaAttendeeType, breakpoint: entry.breakpoint as QaBreakpoint, fullPage: entry.fullPage };
}

const SHUTDOWN = 'shutdown';

export const DEFAULT_REQUEST = { attendeeTypes: [...QA_ATTENDEE_TYPES], breakpoints: [...QA_BREAKPOINT_KEYS], fullPage: false };

const jobsByContext = new WeakMap<RouteContext, QaJobs>();

/** The QA jobs of this server (one per app): captures run against the server's own address. */
export function qaJobsOf(ctx: RouteContext): QaJobs {
  let jobs = jobsByContext.get(ctx);
  if (!jobs) {
    const baseUrl = `http://127.0.0.1:${ctx.config.port}`;
    const phases = async () => {
      const { settings } = await ctx.settings.get(ctx.config.siteEnv);
      return ((settings as { eventPhases?: QaPhase[] }).eventPhases ?? []).map((p) => ({ id: p.id, start: p.start }));
    };
    jobs = createQaJobs({
      db: ctx.db,
      environment: ctx.config.siteEnv,
      images: createQaImageFiles(ctx.config.dataDir),
      now: ctx.now,
      phases,
      keepRuns: Number(process.env.QA_KEEP_RUNS ?? 20) || 20,
      openCapturer: async (list) => {
        const { settings } = await ctx.settings.get(ctx.config.siteEnv);
        const timeZone = (settings as { timezones?: { eventTimezone?: string } }).timezones?.eventTimezone;
        return openCapturer({
          baseUrl,
          phases: list,
          concurrency: Number(process.env.QA_CONCURRENCY ?? 24) || 24,
          ...(timeZone ? { timeZone } : {}),
          // The QA view-as: a fresh session of the demo persona of the type (never a real user's token).
          signIn: async (persona) => {
            const { token, user } = await ctx.tokens.signIn(persona, ctx.now());
            return { token, user: { ...user, providerTokens: undefined } };
          },
        });
      },
    });
    jobsByContext.set(ctx, jobs);
  }
  return jobs;
}

/** Resumes an open run once the server listens; stops the running one (left open) before it closes. */
export function registerQaJobs(app: FastifyInstance, ctx: RouteContext): void {
  app.addHook('onListen', async () => {
    if (process.env.QA_RESUME === '0') return;
    void qaJobsOf(ctx).resume().catch((error: unknown) => app.log.error({ err: error }, 'resuming the QA run failed'));
  });
  app.addHook('preClose', async () => {
    await jobsByContext.get(ctx)?.stop();
  });
}
