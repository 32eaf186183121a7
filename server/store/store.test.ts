import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate, readMigrations } from './migrate.js';
import { openStore } from './open-store.js';
import { storePerFile } from '../../test-support/store-per-file.js';
import { bearer, createTestStore, fixture, signIn, testApp } from '../test-support.js';

// One store for the tests that only read or roll back (opening a store is slow on PGlite).
const shared = storePerFile();

describe('migrations', () => {
  it('are versioned files, applied once and recorded', async () => {
    const files = await readMigrations();
    expect(files[0]?.version).toBe('001_init');
    expect(await migrate(shared.db)).toEqual([]);
    const { rows } = await shared.db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((r) => r.version)).toEqual(files.map((f) => f.version));
  });

  it('define each SQL function in one migration', async () => {
    const definedIn = new Map<string, string[]>();
    for (const m of await readMigrations()) {
      for (const [, name] of m.sql.matchAll(/CREATE\s+(?:OR\s+REPLACE\s+)?FUNCTION\s+(\w+)/gi)) {
        definedIn.set(name as string, [...(definedIn.get(name as string) ?? []), m.version]);
      }
    }
    // The catalog's own 004 -> 005 step (005 wraps 004's function, renamed) ran on deployed databases before this
    // rule; a database still at 004 needs 005 as it is.
    const allowed = new Map([['catalog_refresh', ['004_catalog', '005_catalog_flags']]]);
    for (const [name, versions] of definedIn) expect(versions, name).toEqual(allowed.get(name) ?? [versions[0]]);
  });

  it("give a database migrated while the schedule wrapped catalog_refresh() the catalog's own function back", async () => {
    const restore = (await readMigrations()).find((m) => m.version === '015_catalog_refresh_own');
    await shared.db.transaction(async (tx) => {
      // The wrapper 007 used to leave behind.
      await tx.exec(`ALTER FUNCTION catalog_refresh() RENAME TO catalog_refresh_before_schedule;
        CREATE FUNCTION catalog_refresh() RETURNS void LANGUAGE plpgsql AS $$
        BEGIN PERFORM catalog_refresh_before_schedule(); PERFORM schedule_refresh(); END $$;`);
      await tx.exec(restore?.sql ?? '');
      const { rows } = await tx.query<{ before: string | null; body: string }>(
        "SELECT to_regprocedure('catalog_refresh_before_schedule()')::text AS before, prosrc AS body FROM pg_proc WHERE proname = 'catalog_refresh' AND pronamespace = to_regnamespace(current_schema())",
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]?.before).toBeNull();
      expect(rows[0]?.body).not.toContain('schedule_refresh');
      // On a database without the wrapper (a fresh one) 015 changes nothing.
      await tx.exec(restore?.sql ?? '');
      const again = await tx.query("SELECT 1 FROM pg_proc WHERE proname = 'catalog_refresh' AND pronamespace = to_regnamespace(current_schema())");
      expect(again.rows).toHaveLength(1);
      // Leave the shared store as it was.
      throw new Error('roll back');
    }).catch((e: Error) => expect(e.message).toBe('roll back'));
  });

  it('roll back entirely when one fails', async () => {
    const broken = [{ version: '900_ok', sql: 'CREATE TABLE t900 (x int)' }, { version: '901_bad', sql: 'CREATE TABLE nope (' }];
    await expect(migrate(shared.db, broken)).rejects.toThrow();
    const { rows } = await shared.db.query("SELECT to_regclass('t900')::text AS t");
    expect(rows[0]).toEqual({ t: null });
    const versions = await shared.db.query<{ version: string }>("SELECT version FROM schema_migrations WHERE version LIKE '9%'");
    expect(versions.rows).toEqual([]);
  });
});

describe('seed', () => {
  it('fills an empty store once', async () => {
    const { rows } = await shared.db.query<{ n: string }>('SELECT count(*)::text AS n FROM blocks');
    expect(rows[0]?.n).toBe('18');
    const { rows: attendees } = await shared.db.query<{ id: string }>('SELECT id FROM attendees');
    expect(attendees).toEqual([{ id: 'a1' }]);
  });
});

describe.skipIf(!!process.env.TEST_DATABASE_URL)('PGlite on a DATA_DIR', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const d of dirs) await rm(d, { recursive: true, force: true });
  });

  it('keeps saved content across a restart', { timeout: 240_000 }, async () => {
    const dir = await mkdtemp(join(tmpdir(), 'conference-data-'));
    dirs.push(dir);
    const data = fixture();
    const first = await openStore({ dataDir: dir, demo: () => data });
    const app = await testApp(first);
    const token = bearer(await signIn(app, 'siteeditor'));
    const current = (await app.inject({ url: '/api/siteeditor', headers: token })).json() as { hash: string };
    const saved = await app.inject({ method: 'POST', url: '/api/siteeditor', headers: token, payload: { changes: { allowLogOn: false }, originalHash: current.hash } });
    expect(saved.statusCode).toBe(200);
    await app.close();
    await first.close();

    const second = await openStore({ dataDir: dir, demo: () => { throw new Error('must not seed twice'); } });
    const again = await testApp(second);
    const settings = (await again.inject({ url: '/api/settings' })).json() as { allowLogOn: boolean };
    expect(settings.allowLogOn).toBe(false);
    await again.close();
    await second.close();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two API processes on one PostgreSQL', () => {
  it('let only one of two racing saves with the same hash win', async () => {
    const store = await createTestStore();
    const other = await store.reopen();
    try {
      const a = await testApp(store.db);
      const b = await testApp(other);
      const token = bearer(await signIn(a, 'contenteditor'));
      const layout = (await a.inject({ url: '/api/content/home--live', headers: token })).json() as { components: { props: Record<string, unknown>; originalHash: string }[] };
      const block = layout.components[0]!;
      const url = '/api/content/component/cont/home/live/heading/sectionHeading/t/normal';
      const results = await Promise.all([a, b].map((app, i) =>
        app.inject({ method: 'PUT', url, headers: token, payload: { originalHash: block.originalHash, changes: { ...block.props, isDisabled: i === 0 } } }),
      ));
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      await a.close();
      await b.close();
    } finally {
      await store.drop();
    }
  });
});
