import pg from 'pg';
import type { Db, Queryable, QueryResult } from './db.js';

/**
 * PostgreSQL server through a pg Pool. searchPath isolates test files in their own
 * schema on one shared database.
 */
export async function createPgDb(connectionString: string, searchPath?: string): Promise<Db> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  });
  // An idle client error (server restart) must not crash the process.
  pool.on('error', () => undefined);
  const wrap = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
      const result = await client.query(sql, params);
      return { rows: result.rows as Row[] };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  });
  const listeners: pg.PoolClient[] = [];
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, onMessage) {
      const client = await pool.connect();
      listeners.push(client);
      client.on('notification', (msg) => {
        if (msg.channel === channel) onMessage(msg.payload ?? '');
      });
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return async () => {
        await client.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
        const index = listeners.indexOf(client);
        if (index >= 0) listeners.splice(index, 1);
        client.release();
      };
    },
    async close() {
      for (const client of listeners.splice(0)) client.release();
      await pool.end();
    },
  };
}
