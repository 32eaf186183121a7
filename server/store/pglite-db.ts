import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable, QueryResult } from './db.js';

/**
 * Embedded PostgreSQL (WebAssembly). dataDir undefined = in memory. loadDataDir starts from a
 * dumped data directory, which skips the slow initdb (tests).
 */
export async function createPgliteDb(dataDir?: string, loadDataDir?: Blob): Promise<Db> {
  const pg = new PGlite({ ...(dataDir ? { dataDir } : {}), ...(loadDataDir ? { loadDataDir } : {}) });
  await pg.waitReady;
  const wrap = (q: {
    query: PGlite['query'];
    exec: PGlite['exec'];
  }): Queryable => ({
    async query<Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
      const result = await q.query<Row>(sql, params);
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  const base = wrap(pg);
  return {
    kind: 'pglite',
    ...base,
    // PGlite runs one connection; its transaction() holds an exclusive lock, so a
    // hash check inside it cannot interleave with another write of this process.
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    async listen(channel, onMessage) {
      const unsubscribe = await pg.listen(channel, onMessage);
      return async () => unsubscribe();
    },
    close: () => pg.close(),
    dumpDataDir: () => pg.dumpDataDir('none'),
  };
}
