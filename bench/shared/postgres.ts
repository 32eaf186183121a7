// The benches' PostgreSQL: the system server (scripts/ensure-postgres.sh starts it when needed) and a database made
// afresh for one run, so every run starts from the same seed.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

/** A connection URL of the system PostgreSQL's `postgres` database. */
export function databaseUrl(): string {
  const res = spawnSync('bash', ['scripts/ensure-postgres.sh'], { encoding: 'utf8', env: { ...process.env, TEST_DB_NAME: 'postgres' }, stdio: ['ignore', 'pipe', 'inherit'] });
  if (res.status !== 0) throw new Error('scripts/ensure-postgres.sh failed');
  return res.stdout.trim().split('\n').pop() ?? '';
}

/** Drops and makes the database `name`; answers its URL. */
export async function freshDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return adminUrl.replace('/postgres?', `/${name}?`);
}
