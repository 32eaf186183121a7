import { mkdir } from 'node:fs/promises';
import type { Db } from './db.js';
import { migrate } from './migrate.js';
import { createPgDb } from './pg-db.js';
import { copyDemoTemplate, isFreshDataDir } from './demo-template.js';
import { createPgliteDb } from './pglite-db.js';
import { isSeeded, seed, type DemoData } from './seed.js';

export interface OpenStoreOptions {
  /** PostgreSQL server; absent = embedded PGlite. */
  databaseUrl?: string;
  /** PGlite data directory; absent = in memory. */
  dataDir?: string;
  /** Schema to use on the server (test isolation). */
  searchPath?: string;
  /** PGlite: start from this dumped data directory (tests). */
  pgliteTemplate?: Blob;
  /** Demo data to seed an empty store with. */
  demo?: () => DemoData | Promise<DemoData>;
  /**
   * PGlite with a dataDir: a pre-seeded data directory (demo-template.ts, made by the build) copied into a fresh
   * dataDir instead of initdb and the seed, when it was made from the same demo data and migrations.
   */
  demoTemplateDir?: string;
}

/** Opens the store, applies migrations and seeds it when empty. */
export async function openStore(options: OpenStoreOptions): Promise<Db> {
  let db: Db;
  if (options.databaseUrl) {
    db = await createPgDb(options.databaseUrl, options.searchPath);
  } else {
    if (options.dataDir) {
      const { dataDir, demoTemplateDir, demo } = options;
      if (demoTemplateDir && demo && isFreshDataDir(dataDir)) await copyDemoTemplate(demoTemplateDir, dataDir, await demo());
      await mkdir(dataDir, { recursive: true });
    }
    db = await createPgliteDb(options.dataDir, options.pgliteTemplate);
  }
  try {
    await migrate(db);
    if (options.demo && !(await isSeeded(db))) await seed(db, await options.demo());
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}
