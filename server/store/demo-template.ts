// A pre-seeded embedded store, made by `npm run build` (scripts/build-server.ts): a PGlite data directory with the
// migrations applied and the demo seeded. A first start copies it into DATA_DIR instead of running initdb and the
// seed (3.5 s and 0.6 s of WebAssembly on a quiet machine; the copy of ~45 MB of files takes a fraction of that).
// The template is used only while it holds exactly what a seed would write now: its fingerprint names the
// migrations and the demo data it was made from.
import { createHash } from 'node:crypto';
import { cpSync, existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { migrate, readMigrations } from './migrate.js';
import { createPgliteDb } from './pglite-db.js';
import { seed, type DemoData } from './seed.js';

const FINGERPRINT_FILE = 'demo-template.json';

/** What the template must have been made from: the migrations' SQL and the demo data. */
export async function demoFingerprint(demo: DemoData): Promise<string> {
  const hash = createHash('sha256');
  for (const m of await readMigrations()) hash.update(`${m.version}\0${m.sql}\0`);
  // Piece by piece: one JSON string of the whole demo (5 MB) grew the heap by ~60 MB of resident memory for good.
  for (const [key, value] of Object.entries(demo)) {
    hash.update(`${key}\0`);
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) hash.update(`${JSON.stringify(item)}\0`);
  }
  return hash.digest('hex');
}

/** True when `dataDir` holds no PostgreSQL data directory yet (a first start). */
export function isFreshDataDir(dataDir: string): boolean {
  return !existsSync(join(dataDir, 'PG_VERSION'));
}

/** Builds the template in `dir` (replacing what is there): migrations, seed, fingerprint. */
export async function writeDemoTemplate(dir: string, demo: DemoData): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  // 1 MB WAL segments instead of 16 MB: a first start copies one segment, and PostgreSQL takes any power of two.
  const db = await createPgliteDb(dir, undefined, ['--wal-segsize=1']);
  let keep: { redo: string; current: string } | undefined;
  try {
    await migrate(db);
    await seed(db, demo);
    // Everything on disk, nothing left to replay from the WAL at the first start.
    await db.query('CHECKPOINT');
    keep = (await db.query<{ redo: string; current: string }>(
      'SELECT redo_wal_file AS redo, pg_walfile_name(pg_current_wal_insert_lsn()) AS current FROM pg_control_checkpoint()',
    )).rows[0];
  } finally {
    await db.close();
  }
  // WAL segments (16 MB each) outside the last checkpoint's redo..current range are recycled spares or spent ones
  // PostgreSQL would remove or reuse anyway: leaving them out halves what a first start copies.
  if (keep) {
    const wal = join(dir, 'pg_wal');
    for (const name of await readdir(wal)) {
      if (/^[0-9A-F]{24}$/.test(name) && (name < keep.redo || name > keep.current)) await rm(join(wal, name));
    }
  }
  await writeFile(join(dir, FINGERPRINT_FILE), JSON.stringify({ fingerprint: await demoFingerprint(demo) }));
}

/**
 * Copies the template into a fresh `dataDir` when it matches `demo` and the current migrations; false (nothing
 * copied) when there is no template or it was made from something else, and the caller seeds as before.
 */
export async function copyDemoTemplate(dir: string, dataDir: string, demo: DemoData): Promise<boolean> {
  const marker = join(dir, FINGERPRINT_FILE);
  if (!existsSync(marker) || !existsSync(join(dir, 'PG_VERSION'))) return false;
  const { fingerprint } = JSON.parse(await readFile(marker, 'utf8')) as { fingerprint?: string };
  if (fingerprint !== (await demoFingerprint(demo))) return false;
  await mkdir(dataDir, { recursive: true });
  // Synchronous on purpose: nothing else runs at start, and node's async cp walks the ~1000 files one await at a time.
  cpSync(dir, dataDir, { recursive: true, filter: (source) => source !== marker });
  return true;
}
