// Which stores the real-server tests run on. The server suite runs twice in CI: once on
// PGlite and once with TEST_DATABASE_URL; each real-server test runs on the store of its pass.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openStore, withDatabase, type Db } from '../../server/test-support.js';
import type { StoreTarget } from './real-server.js';

export type StoreKind = 'pglite' | 'postgres';

export interface ServerStore {
  kind: StoreKind;
  target: StoreTarget;
  /** Opens the store directly (PGlite: only while no server holds the directory). */
  open(): Promise<Db>;
  dispose(): Promise<void>;
}

export const pgUrl = process.env.TEST_DATABASE_URL || undefined;

/** Skip reasons, printed so that a skipped store is visible in the output. */
export const skipReason: Record<StoreKind, string | undefined> = {
  pglite: pgUrl ? 'TEST_DATABASE_URL is set: this pass tests PostgreSQL (the PGlite pass runs without it)' : undefined,
  postgres: pgUrl ? undefined : 'TEST_DATABASE_URL is not set (run `TEST_DATABASE_URL=$(bash scripts/ensure-postgres.sh)`)',
};

export async function createServerStore(kind: StoreKind): Promise<ServerStore> {
  if (kind === 'pglite') {
    const dir = await mkdtemp(join(tmpdir(), 'reliability-'));
    const dataDir = join(dir, 'data');
    return {
      kind,
      target: { dataDir },
      open: () => openStore({ dataDir }),
      dispose: () => rm(dir, { recursive: true, force: true }),
    };
  }
  if (!pgUrl) throw new Error('TEST_DATABASE_URL is not set');
  // A fresh database per test: main.ts migrates and seeds it like a new deployment.
  const name = `reliability_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const databaseUrl = withDatabase(pgUrl, name);
  return {
    kind,
    target: { databaseUrl },
    open: () => openStore({ databaseUrl }),
    async dispose() {
      const c = new pg.Client({ connectionString: pgUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
