import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable, QueryResult } from './db.js';

/**
 * PostgreSQL's page cache inside the WebAssembly heap. initdb's default, 128 MB, is most of the idle server's
 * memory (the heap never shrinks) for a store whose hot reads are served from the API's own cache anyway; with
 * 16 MB an idle server holds about 150 MB less. PGLITE_SHARED_BUFFERS overrides it (PostgreSQL units: 64MB).
 */
const SHARED_BUFFERS = process.env.PGLITE_SHARED_BUFFERS || '16MB';

/**
 * Embedded PostgreSQL (WebAssembly). dataDir undefined = in memory. loadDataDir starts from a
 * dumped data directory, which skips the slow initdb (tests). initDbArgs go to initdb after PGlite's own.
 */
export async function createPgliteDb(dataDir?: string, loadDataDir?: Blob, initDbArgs?: string[]): Promise<Db> {
  const pg = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    ...(initDbArgs ? { initDbStartParams: initDbArgs } : {}),
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`],
  });
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
