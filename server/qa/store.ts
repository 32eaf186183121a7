/**
 * The QA jobs' rows of one environment (qa_runs, qa_captures, qa_baselines, qa_designs): every SQL statement of
 * the jobs. A capture's row keeps its whole entry as JSON; a run's counts are read from its captures' rows. The
 * store's partial unique index allows one open run per environment.
 */
import { ApiError } from '../errors.js';
import type { Db } from '../store/db.js';
import type { Audience, QaBreakpoint, QaCell } from './matrix.js';
import { pendingEntry, type QaEntry } from './run.js';

export interface QaRunRequest {
  pages: string[];
  phases: string[];
  attendeeTypes: Audience[];
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

/** A design image's row: its file (imagePath) and what the upload told of it. */
export interface QaDesignRow {
  page: string;
  breakpoint: QaBreakpoint;
  imagePath: string;
  contentType: string;
  width: number;
  height: number;
  size: number;
  uploadedBy: string;
  uploadedAt: string;
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
  const { id, environment, state, request, total, error } = row;
  return {
    ...{ id, environment, state, request, total, error },
    completed: Number(row.completed ?? 0),
    failed: Number(row.failed ?? 0),
    errors: Number(row.errors ?? 0),
    createdBy: row.created_by,
    createdAt: iso(row.created_at) ?? '',
    finishedAt: iso(row.finished_at),
  };
}

export type QaStore = ReturnType<typeof createQaStore>;

export function createQaStore(db: Db, environment: string, now: () => Date) {
  return {
    /** The run of this environment, or notFound. */
    async run(runId: string): Promise<QaRunSummary> {
      const { rows } = await db.query<RunRow>(`SELECT ${RUN_COLUMNS} FROM qa_runs r WHERE r.id = $1 AND r.environment = $2`, [runId, environment]);
      const row = rows[0];
      if (!row) throw new ApiError('notFound', { runId }, `No QA run ${runId}.`);
      return summaryOf(row);
    },
    /** The newest 100 runs, newest first. */
    async runs(): Promise<QaRunSummary[]> {
      const { rows } = await db.query<RunRow>(`SELECT ${RUN_COLUMNS} FROM qa_runs r WHERE r.environment = $1 ORDER BY r.created_at DESC LIMIT 100`, [environment]);
      return rows.map(summaryOf);
    },
    async openRun(): Promise<QaRunSummary | null> {
      const { rows } = await db.query<RunRow>(`SELECT ${RUN_COLUMNS} FROM qa_runs r WHERE r.environment = $1 AND r.state IN ('not-started', 'active')`, [environment]);
      return rows[0] ? summaryOf(rows[0]) : null;
    },
    /** A new open run and a not-started capture row per cell, at once; qaRunActive while another run is open. */
    async insertRun(id: string, request: QaRunRequest, cells: readonly QaCell[], by: string): Promise<void> {
      try {
        await db.transaction(async (tx) => {
          await tx.query(`INSERT INTO qa_runs (id, environment, state, request, total, created_by, created_at) VALUES ($1, $2, 'not-started', $3, $4, $5, $6)`, [
            id, environment, JSON.stringify(request), cells.length, by, now(),
          ]);
          for (const cell of cells) {
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
    },
    async markActive(runId: string): Promise<void> {
      await db.query(`UPDATE qa_runs SET state = 'active' WHERE id = $1`, [runId]);
    },
    /** Closes a run: completed, cancelled, or failed with the error's message. */
    async finish(runId: string, state: 'completed' | 'cancelled' | 'failed', error: string | null = null): Promise<void> {
      if (error === null) await db.query('UPDATE qa_runs SET state = $2, finished_at = $3 WHERE id = $1', [runId, state, now()]);
      else await db.query('UPDATE qa_runs SET state = $2, finished_at = $3, error = $4 WHERE id = $1', [runId, state, now(), error]);
    },
    async saveEntry(entry: QaEntry): Promise<void> {
      await db.query(
        `INSERT INTO qa_captures (run_id, cell_key, page, phase_id, attendee_type, breakpoint, full_page, state, page_url, difference_percentage, entry, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
         ON CONFLICT (run_id, cell_key) DO UPDATE SET state = EXCLUDED.state, page_url = EXCLUDED.page_url,
           difference_percentage = EXCLUDED.difference_percentage, entry = EXCLUDED.entry, updated_at = EXCLUDED.updated_at`,
        [entry.runId, entry.key, entry.page, entry.phaseId, entry.attendeeType, entry.breakpoint, entry.fullPage, entry.state, entry.pageUrl, entry.differencePercentage, JSON.stringify(entry), now()],
      );
    },
    /** The run's captures, largest difference first. */
    async entries(runId: string): Promise<QaEntry[]> {
      const { rows } = await db.query<{ entry: QaEntry }>('SELECT entry FROM qa_captures WHERE run_id = $1 ORDER BY difference_percentage DESC, cell_key', [runId]);
      return rows.map((r) => r.entry);
    },
    async entry(runId: string, key: string): Promise<QaEntry | null> {
      const { rows } = await db.query<{ entry: QaEntry }>('SELECT entry FROM qa_captures WHERE run_id = $1 AND cell_key = $2', [runId, key]);
      return rows[0]?.entry ?? null;
    },
    /** The keys of the run's completed captures (what a resumed run skips). */
    async completedKeys(runId: string): Promise<Set<string>> {
      const { rows } = await db.query<{ cell_key: string }>(`SELECT cell_key FROM qa_captures WHERE run_id = $1 AND state = 'completed'`, [runId]);
      return new Set(rows.map((r) => r.cell_key));
    },
    /** The closed runs older than the newest `keep` ones. */
    async closedRunsBeyond(keep: number): Promise<string[]> {
      const { rows } = await db.query<{ id: string }>(
        `SELECT id FROM qa_runs WHERE environment = $1 AND state NOT IN ('not-started', 'active') ORDER BY created_at DESC OFFSET $2`,
        [environment, keep],
      );
      return rows.map((r) => r.id);
    },
    async deleteRun(runId: string): Promise<void> {
      await db.query('DELETE FROM qa_runs WHERE id = $1', [runId]);
    },
    /** The image file of a cell's baseline, or null. */
    async baselinePath(cellKey: string): Promise<string | null> {
      const { rows } = await db.query<{ image_path: string }>('SELECT image_path FROM qa_baselines WHERE environment = $1 AND cell_key = $2', [environment, cellKey]);
      return rows[0]?.image_path ?? null;
    },
    async saveBaseline(cellKey: string, runId: string, imagePath: string, by: string): Promise<void> {
      await db.query(
        `INSERT INTO qa_baselines (environment, cell_key, run_id, image_path, approved_by, approved_at) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (environment, cell_key) DO UPDATE SET run_id = EXCLUDED.run_id, image_path = EXCLUDED.image_path,
           approved_by = EXCLUDED.approved_by, approved_at = EXCLUDED.approved_at`,
        [environment, cellKey, runId, imagePath, by, now()],
      );
    },
    /** The image file of a page's design at a breakpoint, or null. */
    async designPath(page: string, breakpoint: string): Promise<string | null> {
      const { rows } = await db.query<{ image_path: string }>('SELECT image_path FROM qa_designs WHERE environment = $1 AND page = $2 AND breakpoint = $3', [environment, page, breakpoint]);
      return rows[0]?.image_path ?? null;
    },
    async designs(): Promise<QaDesignRow[]> {
      const { rows } = await db.query<{ page: string; breakpoint: QaBreakpoint; image_path: string; content_type: string; width: number; height: number; size: number; uploaded_by: string; uploaded_at: Date | string }>(
        'SELECT * FROM qa_designs WHERE environment = $1 ORDER BY page, breakpoint',
        [environment],
      );
      return rows.map((r) => ({
        page: r.page, breakpoint: r.breakpoint, imagePath: r.image_path, contentType: r.content_type,
        width: r.width, height: r.height, size: r.size, uploadedBy: r.uploaded_by, uploadedAt: iso(r.uploaded_at) ?? '',
      }));
    },
    /** Saves a design's row, uploaded now; answers the row. */
    async saveDesign(design: Omit<QaDesignRow, 'uploadedAt'>): Promise<QaDesignRow> {
      const at = now();
      await db.query(
        `INSERT INTO qa_designs (environment, page, breakpoint, image_path, content_type, width, height, size, uploaded_by, uploaded_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         ON CONFLICT (environment, page, breakpoint) DO UPDATE SET image_path = EXCLUDED.image_path, content_type = EXCLUDED.content_type, width = EXCLUDED.width,
           height = EXCLUDED.height, size = EXCLUDED.size, uploaded_by = EXCLUDED.uploaded_by, uploaded_at = EXCLUDED.uploaded_at`,
        [environment, design.page, design.breakpoint, design.imagePath, design.contentType, design.width, design.height, design.size, design.uploadedBy, at],
      );
      return { ...design, uploadedAt: at.toISOString() };
    },
  };
}
