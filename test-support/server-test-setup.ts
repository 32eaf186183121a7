// Global setup of the server tests (vitest.server.config.ts). On PostgreSQL (TEST_DATABASE_URL) each test store is
// a database of its own (server/test-support.ts createTestStore); this names the run's databases and drops them all
// after the last file, together, instead of one DROP DATABASE after each file (about a second each).
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The environment variable naming the prefix of this run's databases. Unset (a test store opened outside the
 * server-test run), a store's drop() drops its database itself.
 */
export const PG_RUN_ENV = 'TEST_PG_RUN_PREFIX';

export function setup(): () => Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return async () => undefined;
  const prefix = `conference_t${randomBytes(4).toString('hex')}`;
  // The worker processes start after this and inherit the environment.
  process.env[PG_RUN_ENV] = prefix;
  return async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [`${prefix}_`]);
      const drop = async (name: string) => {
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`).finally(() => c.end());
      };
      // A few at a time: the server coalesces their checkpoints.
      for (let i = 0; i < rows.length; i += 8) await Promise.all(rows.slice(i, i + 8).map((r) => drop(r.datname)));
    } finally {
      await admin.end();
    }
  };
}
