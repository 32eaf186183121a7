// The pre-seeded store of the build (demo-template.ts): a first start copies it instead of initdb and the seed, but
// only when it was made from the same demo data and migrations.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../test-support.js';
import { copyDemoTemplate, isFreshDataDir, writeDemoTemplate } from './demo-template.js';
import { openStore } from './open-store.js';

let dir: string;
const template = () => join(dir, 'template');

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'demo-template-'));
  await writeDemoTemplate(template(), fixture());
}, 60_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the pre-seeded store', () => {
  it('opens a fresh data directory with the demo already in it, without seeding', async () => {
    const dataDir = join(dir, 'fresh');
    expect(isFreshDataDir(dataDir)).toBe(true);
    let seeded = 0;
    const db = await openStore({ dataDir, demoTemplateDir: template(), demo: () => { seeded++; return fixture(); } });
    try {
      expect(isFreshDataDir(dataDir)).toBe(false);
      const { rows } = await db.query<{ n: string | number }>("SELECT count(*) AS n FROM blocks WHERE environment = 'cont' AND page = 'home'");
      expect(Number(rows[0]?.n)).toBe(6);
      // demo() was asked once, for the fingerprint; seed() found the store filled and wrote nothing.
      expect(seeded).toBe(1);
      const { rows: versions } = await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
      expect(versions.length).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
  }, 60_000);

  it('is not used when it was made from other demo data', async () => {
    const other = fixture();
    other.translations = other.translations.map((t) => ({ ...t, content: `${t.content}!` }));
    expect(await copyDemoTemplate(template(), join(dir, 'other'), other)).toBe(false);
    expect(isFreshDataDir(join(dir, 'other'))).toBe(true);
    expect(await copyDemoTemplate(join(dir, 'missing'), join(dir, 'other'), fixture())).toBe(false);
  });
});
