import pg from 'pg';
import type { Db, Queryable, QueryOptions, QueryResult } from './db.js';

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
    async query<Row>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<QueryResult<Row>> {
      const result = options?.prepare ? await client.query({ name: options.prepare, text: sql, values: params }) : await client.query(sql, params);
      return { rows: result.rows as Row[] };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  });
  const listeners: pg.PoolClient[] = [];
  let closing = false;
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
      // The listening connection is held for good, so it is the one a server restart or a dropped connection
      // breaks: an error on a checked-out client with no listener would take the process down. It is replaced,
      // and since notifications sent in the gap are lost, the caller hears one it cannot parse (which clears
      // everything) once listening again.
      let current: pg.PoolClient | null = null;
      let stopped = false;
      const open = async (): Promise<void> => {
        const client = await pool.connect();
        client.on('notification', (msg) => {
          if (msg.channel === channel) onMessage(msg.payload ?? '');
        });
        client.on('error', () => {
          if (current !== client) return;
          current = null;
          const index = listeners.indexOf(client);
          if (index >= 0) listeners.splice(index, 1);
          client.release(true);
          if (!stopped && !closing) void reopen(250);
        });
        try {
          await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        } catch (error) {
          client.release(true);
          throw error;
        }
        current = client;
        listeners.push(client);
      };
      const reopen = async (delayMs: number): Promise<void> => {
        await new Promise((resolve) => setTimeout(resolve, delayMs).unref());
        if (stopped || closing) return;
        try {
          await open();
          onMessage('');
        } catch {
          void reopen(Math.min(delayMs * 2, 10_000));
        }
      };
      await open();
      return async () => {
        stopped = true;
        const client = current;
        current = null;
        if (!client) return;
        await client.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
        const index = listeners.indexOf(client);
        if (index >= 0) listeners.splice(index, 1);
        client.release();
      };
    },
    async close() {
      closing = true;
      for (const client of listeners.splice(0)) client.release();
      await pool.end();
    },
  };
}
