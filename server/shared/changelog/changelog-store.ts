import type { Environment } from '../../../schemas/index.js';
import { splitPageId } from '../page-id.js';
import type { Queryable } from '../../store/db.js';
import type { ChangeItem, ChangelogEntry, Editor, RestoredFrom } from './types.js';

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

/**
 * Writes exactly one entry; called inside the save's transaction. An entry of a page layout names the layout version
 * the save left (versions): the save wrote its blocks first, so the layout row already holds that hash, and
 * writeBlocks recorded the version under it (content_versions).
 */
export async function writeChangelog(tx: Queryable, e: NewEntry): Promise<void> {
  const layout = e.documentType === 'content' ? splitPageId(e.documentId) : undefined;
  await tx.query(
    `INSERT INTO changelog (document_type, document_id, environment, ts, editor_name, editor_email, changes, forced, merged,
       version_hash, restored_from)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9,
       (SELECT hash FROM page_layouts WHERE environment = $3 AND page = $11 AND phase = $12), $10::jsonb)`,
    [
      e.documentType, e.documentId, e.environment, e.at.toISOString(), e.editor.name, e.editor.email, JSON.stringify(e.changes),
      e.forced, e.merged === true, e.editor.restoring ? JSON.stringify(e.editor.restoring) : null,
      layout?.page ?? null, layout?.phase ?? null,
    ],
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
  version_hash: string | null;
  restored_from: RestoredFrom | string | null;
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
    `SELECT ${ENTRY_COLUMNS} FROM changelog WHERE ${where} ORDER BY id DESC LIMIT $3`,
    params,
  );
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    entries: page.map((r) => toEntry(q.documentType, r)),
    nextCursor: rows.length > limit && last ? String(last.id) : null,
  };
}

const ENTRY_COLUMNS = 'id, ts, editor_name, editor_email, changes, forced, merged, document_id, environment, version_hash, restored_from';

function toEntry(documentType: DocumentType, r: Row): ChangelogEntry {
  const restored = typeof r.restored_from === 'string' ? (JSON.parse(r.restored_from) as RestoredFrom) : r.restored_from;
  return {
    Id: String(r.id),
    Timestamp: new Date(r.ts).toISOString(),
    Editor: { name: r.editor_name, email: r.editor_email },
    Changes: typeof r.changes === 'string' ? (JSON.parse(r.changes) as ChangeItem[]) : r.changes,
    Forced: r.forced,
    Merged: r.merged,
    DocumentId: r.document_id,
    Environment: r.environment,
    // Only page layouts keep versions; other documents' entries do not say.
    ...(documentType === 'content' ? { Version: r.version_hash !== null } : {}),
    ...(restored ? { RestoredFrom: restored } : {}),
  };
}

/** One entry of a document's log and the version hash its save left (null: written before versions were kept). */
export async function readChangelogEntry(
  db: Queryable,
  q: { documentType: DocumentType; environment: Environment; documentId: string; id: string },
): Promise<{ entry: ChangelogEntry; versionHash: string | null } | undefined> {
  const { rows } = await db.query<Row>(
    `SELECT ${ENTRY_COLUMNS} FROM changelog
     WHERE document_type = $1 AND environment = $2 AND document_id = $3 AND id = $4::bigint`,
    [q.documentType, q.environment, q.documentId, q.id],
  );
  const row = rows[0];
  return row ? { entry: toEntry(q.documentType, row), versionHash: row.version_hash } : undefined;
}
