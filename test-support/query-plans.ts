// Query plans at conference size: record the statements the real service functions send, then ask PostgreSQL how it
// would run each one. Used by the hot-read plan tests (server/meetings/hot-query-plans.test.ts and its siblings).
import type { Queryable } from '../server/test-support.js';

/** The line: a table this large is never read whole by a hot query. */
export const LARGE_TABLE_ROWS = 10_000;
/**
 * Nor read through an index that does not narrow it: an index scan that reads this many rows of a large table only to
 * throw them away (the planner reaching for a partial index as a cheap way to read every row it holds) is a whole
 * read too.
 */
export const DISCARDED_ROWS = 5_000;

/** A Queryable that passes every statement on and keeps it, with its parameters, to be explained afterwards. */
export function recording(db: Queryable) {
  const statements: { sql: string; params: unknown[] }[] = [];
  const wrapped: Queryable = {
    query: (sql, params = []) => {
      statements.push({ sql, params });
      return db.query(sql, params);
    },
    exec: (sql) => db.exec(sql),
  };
  return { db: wrapped, statements };
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

/** The large tables a plan reads whole: by a sequential scan, or by a scan that throws away DISCARDED_ROWS or more. */
function wholeReads(node: PlanNode, large: Set<string>): string[] {
  const table = node['Relation Name'];
  const discarded = ((node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0)) * (node['Actual Loops'] ?? 1);
  const own = table && large.has(table) && (node['Node Type'] === 'Seq Scan' || discarded >= DISCARDED_ROWS) ? [`${table} (${node['Node Type']})`] : [];
  return [...own, ...(node.Plans ?? []).flatMap((n) => wholeReads(n, large))];
}

/** The tables of the current schema holding more than LARGE_TABLE_ROWS rows (after ANALYZE), and a line on every table's size. */
export async function largeTables(db: Queryable): Promise<{ large: Set<string>; sizes: string }> {
  const { rows } = await db.query<{ relname: string; n: string }>(
    // reltuples is what ANALYZE counted, at once (the statistics views catch up later).
    `SELECT c.relname, c.reltuples::bigint AS n FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace
     WHERE s.nspname = current_schema() AND c.relkind = 'r' AND c.reltuples > 0`,
  );
  return {
    large: new Set(rows.filter((t) => Number(t.n) > LARGE_TABLE_ROWS).map((t) => t.relname)),
    sizes: rows.map((t) => `${t.relname} ${t.n}`).filter((s) => !s.endsWith(' 0')).join(', '),
  };
}

/**
 * Each statement that reads one of the `large` tables whole, with its plan as PostgreSQL prints it (so that a failure
 * says where the scan is); empty when none does. Reads are run (EXPLAIN ANALYZE) to see what their scans discard;
 * other statements are only planned.
 */
export async function wholeTableReads(db: Queryable, statements: { sql: string; params: unknown[] }[], large: Set<string>): Promise<string[]> {
  const found: string[] = [];
  for (const { sql, params } of statements) {
    const options = /^\s*(SELECT|WITH)\b/i.test(sql) && !/\b(INSERT|UPDATE|DELETE)\b/i.test(sql) ? 'ANALYZE, ' : '';
    const { rows } = await db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`EXPLAIN (${options}FORMAT JSON) ${sql}`, params);
    const plan = rows[0]?.['QUERY PLAN'][0]?.Plan;
    if (!plan) throw new Error(`no plan for ${sql}`);
    const whole = wholeReads(plan, large);
    if (whole.length === 0) continue;
    const { rows: text } = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (${options}COSTS OFF) ${sql}`, params);
    found.push(`${whole.join(', ')} read whole by:\n${sql}\n${text.map((r) => r['QUERY PLAN']).join('\n')}`);
  }
  return found;
}
