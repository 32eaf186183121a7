// Reads the changelog straight from the store and replays it, field by field, over a starting state.
import { canonicalJson, type Queryable } from '../../server/test-support.js';

export interface Change {
  Field: string;
  Component: string;
  PreviousValue: unknown;
  CurrentValue: unknown;
}

export interface StoredEntry {
  id: number;
  changes: Change[];
  forced: boolean;
}

/** Every entry of one document, oldest first (the API answers only the newest 200). */
export async function readEntries(db: Queryable, documentType: string, documentId: string, environment: string): Promise<StoredEntry[]> {
  const { rows } = await db.query<{ id: string | number; changes: Change[] | string; forced: boolean }>(
    'SELECT id, changes, forced FROM changelog WHERE document_type = $1 AND document_id = $2 AND environment = $3 ORDER BY id',
    [documentType, documentId, environment],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    changes: typeof r.changes === 'string' ? (JSON.parse(r.changes) as Change[]) : r.changes,
    forced: r.forced,
  }));
}

export type DocState = Record<string, Record<string, unknown>>;

/**
 * Applies PreviousValue -> CurrentValue per field. Every PreviousValue must equal the replayed
 * value (an entry that does not chain onto the one before means a lost or reordered write).
 */
export function replay(initial: DocState, entries: readonly StoredEntry[]): { state: DocState; brokenLinks: string[] } {
  const state: DocState = structuredClone(initial);
  const brokenLinks: string[] = [];
  for (const entry of entries) {
    for (const c of entry.changes) {
      const doc = (state[c.Component] ??= {});
      const before = doc[c.Field] ?? null;
      if (canonicalJson(before) !== canonicalJson(c.PreviousValue ?? null)) {
        brokenLinks.push(`entry ${entry.id} ${c.Component}.${c.Field}: replayed ${canonicalJson(before)}, entry says ${canonicalJson(c.PreviousValue)}`);
      }
      if (c.CurrentValue === null || c.CurrentValue === undefined) delete doc[c.Field];
      else doc[c.Field] = structuredClone(c.CurrentValue);
    }
  }
  return { state, brokenLinks };
}
