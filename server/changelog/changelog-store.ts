import type { Environment } from '../../schemas/index.js';
import type { Queryable } from '../store/db.js';
import type { ChangeItem, ChangelogEntry, Editor } from './types.js';

export type DocumentType = 'content' | 'site-settings' | 'translation';

export interface NewEntry {
  documentType: DocumentType;
  documentId: string;
  environment: Environment;
  at: Date;
  editor: Editor;
  changes: ChangeItem[];
  forced: boolean;
  /** Merged with saves others made since the editor read the document (server/content/merge.ts). */
  merged?: boolean;
}

/** Writes exactly one entry; called inside the save's transaction. */
export async function writeChangelog(tx: Queryable, e: NewEntry): Promise<void> {
  await tx.query(
    `INSERT INTO changelog (document_type, document_id, environment, ts, editor_name, editor_email, changes, forced, merged)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9)`,
    [e.documentType, e.documentId, e.environment, e.at.toISOString(), e.editor.name, e.editor.email, JSON.stringify(e.changes), e.forced, e.merged === true],
  );
}

interface Row {
  id: number | string;
  ts: Date | string;
  editor_name: string;
  editor_email: string;
  changes: ChangeItem[] | string;
  forced: boolean;
  merged: boolean;
  document_id: string;
  environment: Environment;
}

/** The first page when no limit is asked for (what the change-log API always answered). */
export const DEFAULT_CHANGELOG_LIMIT = 200;

export interface ChangelogQuery {
  documentType: DocumentType;
  environment: Environment;
  documentId?: string;
  /** nextCursor of the previous page: only entries older than it. */
  cursor?: string;
  limit?: number;
}

export type ChangelogPage = {
  entries: ChangelogEntry[];
  /** Pass as cursor to read the older entries; null when this page holds the oldest. */
  nextCursor: string | null;
};

/**
 * One page of a change log, newest first. The cursor is the id of the page's last (oldest) entry: ids only grow,
 * so a page read while others save neither repeats nor skips an entry.
 */
export async function readChangelog(db: Queryable, q: ChangelogQuery): Promise<ChangelogPage> {
  const limit = q.limit ?? DEFAULT_CHANGELOG_LIMIT;
  const params: unknown[] = [q.documentType, q.environment, limit + 1];
  let where = 'document_type = $1 AND environment = $2';
  if (q.documentId !== undefined) {
    params.push(q.documentId);
    where += ` AND document_id = $${params.length}`;
  }
  if (q.cursor !== undefined) {
    params.push(q.cursor);
    where += ` AND id < $${params.length}::bigint`;
  }
  const { rows } = await db.query<Row>(
    `SELECT id, ts, editor_name, editor_email, changes, forced, merged, document_id, environment FROM changelog
     WHERE ${where} ORDER BY id DESC LIMIT $3`,
    params,
  );
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    entries: page.map((r) => ({
      Timestamp: new Date(r.ts).toISOString(),
      Editor: { name: r.editor_name, email: r.editor_email },
      Changes: typeof r.changes === 'string' ? (JSON.parse(r.changes) as ChangeItem[]) : r.changes,
      Forced: r.forced,
      Merged: r.merged,
      DocumentId: r.document_id,
      Environment: r.environment,
    })),
    nextCursor: rows.length > limit && last ? String(last.id) : null,
  };
}
