import type { Environment } from '../config.js';
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
}

/** Writes exactly one entry; called inside the save's transaction. */
export async function writeChangelog(tx: Queryable, e: NewEntry): Promise<void> {
  await tx.query(
    `INSERT INTO changelog (document_type, document_id, environment, ts, editor_name, editor_email, changes, forced)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8)`,
    [e.documentType, e.documentId, e.environment, e.at.toISOString(), e.editor.name, e.editor.email, JSON.stringify(e.changes), e.forced],
  );
}

interface Row {
  ts: Date | string;
  editor_name: string;
  editor_email: string;
  changes: ChangeItem[] | string;
  forced: boolean;
  document_id: string;
  environment: Environment;
}

/** Newest first. */
export async function readChangelog(
  db: Queryable,
  documentType: DocumentType,
  environment: Environment,
  documentId?: string,
  limit = 200,
): Promise<ChangelogEntry[]> {
  const params: unknown[] = [documentType, environment, limit];
  const byDoc = documentId !== undefined ? 'AND document_id = $4' : '';
  if (documentId !== undefined) params.push(documentId);
  const { rows } = await db.query<Row>(
    `SELECT ts, editor_name, editor_email, changes, forced, document_id, environment FROM changelog
     WHERE document_type = $1 AND environment = $2 ${byDoc} ORDER BY id DESC LIMIT $3`,
    params,
  );
  return rows.map((r) => ({
    Timestamp: new Date(r.ts).toISOString(),
    Editor: { name: r.editor_name, email: r.editor_email },
    Changes: typeof r.changes === 'string' ? (JSON.parse(r.changes) as ChangeItem[]) : r.changes,
    Forced: r.forced,
    DocumentId: r.document_id,
    Environment: r.environment,
  }));
}
