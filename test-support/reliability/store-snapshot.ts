// A full dump of the store: every table of the current schema, rows as sorted canonical JSON.
import type { Queryable } from '../../server/test-support.js';

export async function snapshotStore(db: Queryable): Promise<Record<string, string[]>> {
  const { rows: tables } = await db.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name",
  );
  const out: Record<string, string[]> = {};
  for (const { table_name: name } of tables) {
    const { rows } = await db.query<{ row: string }>(`SELECT to_jsonb(t)::text AS row FROM "${name.replace(/"/g, '""')}" t`);
    out[name] = rows.map((r) => r.row).sort();
  }
  return out;
}

/** Tables whose rows differ between two snapshots. */
export function changedTables(before: Record<string, string[]>, after: Record<string, string[]>): string[] {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return names.filter((n) => JSON.stringify(before[n] ?? null) !== JSON.stringify(after[n] ?? null));
}
