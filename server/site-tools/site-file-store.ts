// The SQL of uploaded files (table site_files): one row per distinct content, so every API node serves them.
import type { Queryable } from '../store/db.js';

export interface NewSiteFile {
  id: string;
  name: string;
  contentType: string;
  bytes: Uint8Array;
  uploadedBy: string;
  at: Date;
}

export interface SiteFile {
  id: string;
  name: string;
  contentType: string;
  size: number;
  data: Uint8Array;
}

interface FileRow {
  id: string;
  name: string;
  content_type: string;
  size: number;
  data: Uint8Array;
}

/** Stores a file once per id (a hash of its bytes); false when the same bytes were there already. */
export async function storeSiteFile(db: Queryable, f: NewSiteFile): Promise<boolean> {
  const inserted = await db.query<{ id: string }>(
    `INSERT INTO site_files (id, name, content_type, size, data, uploaded_by, uploaded_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING RETURNING id`,
    [f.id, f.name, f.contentType, f.bytes.length, f.bytes, f.uploadedBy, f.at.toISOString()],
  );
  return inserted.rows.length > 0;
}

export async function readSiteFile(db: Queryable, id: string): Promise<SiteFile | undefined> {
  const { rows } = await db.query<FileRow>('SELECT id, name, content_type, size, data FROM site_files WHERE id = $1', [id]);
  const row = rows[0];
  return row && { id: row.id, name: row.name, contentType: row.content_type, size: row.size, data: row.data };
}

/** One uploaded file without its bytes (the editors' file list). */
export interface SiteFileSummary {
  id: string;
  name: string;
  contentType: string;
  size: number;
  uploadedAt: Date;
}

/** The uploaded files, newest first (then by id, so the order is stable), at most `limit`. */
export async function listSiteFiles(db: Queryable, limit: number): Promise<SiteFileSummary[]> {
  const { rows } = await db.query<{ id: string; name: string; content_type: string; size: number; uploaded_at: Date | string }>(
    'SELECT id, name, content_type, size, uploaded_at FROM site_files ORDER BY uploaded_at DESC, id ASC LIMIT $1',
    [limit],
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    contentType: row.content_type,
    size: Number(row.size),
    uploadedAt: row.uploaded_at instanceof Date ? row.uploaded_at : new Date(row.uploaded_at),
  }));
}
