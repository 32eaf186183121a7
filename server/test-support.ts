// Shared by the server tests: a fresh store per test file (in-memory PGlite, or an own database
// on the server of TEST_DATABASE_URL), a small deterministic fixture, and sign-in helpers.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { ENVIRONMENTS } from '../schemas/index.js';
import { blockSchemas } from '../schemas/validators.js';
import { buildApp } from './app.js';
import { loadConfig, type ServerConfig } from './config.js';
import { canonicalJson } from './canonical-hash.js';
import type { Db } from './store/db.js';
import { writeDemoTemplate } from './store/demo-template.js';
import { readMigrations } from './store/migrate.js';
import { openStore } from './store/open-store.js';
import type { DemoData } from './store/seed.js';
import { FIXTURE_PHASES, homePages } from '../test-support/home-pages.js';
import { PG_RUN_ENV } from '../test-support/server-test-setup.js';

/** The seed data a test store is opened with (fixture(), or the demo's). */
export type { DemoData };
/** The demo generator, for test processes seeding the whole demo (test-support/real-api `demoSessions`). */
export { generateDemo } from './demo/index.js';
/** The generated demo as its generator answers it (typed sessions, speakers, attendees...). */
export type { DemoData as GeneratedDemo } from './demo/index.js';
/** What the reliability suite (test-support/reliability) drives: the route table, the store, the personas' claims. */
export { canonicalJson };
export { openStore };
export type { Db };
export type { Queryable } from './store/db.js';
export { routeTable } from './routes/route-table.js';
export type { RouteDefinition, RouteScope } from './routes/types.js';
export { personaClaims } from './auth/index.js';
export { signInGenerated, type GeneratedSignIn } from './auth/generated-sign-in.js';
// A real OpenID Connect provider on 127.0.0.1 and the settings of a site signing in through it (AUTH_MODE=oidc).
export { demoIdpUsers, startLocalIdp, type LocalIdp, type LocalIdpUser } from './auth/oidc/local-provider.js';
export { oidcSettings } from './auth/oidc/settings.js';

export const TEST_NOW = new Date('2026-11-20T12:00:00Z');

/** First schema example of a block type: valid props by construction. */
export function exampleProps(type: string): Record<string, unknown> {
  const schema = (blockSchemas as Record<string, { examples?: unknown[] }>)[type];
  const example = schema?.examples?.[0];
  if (!example || typeof example !== 'object') throw new Error(`block ${type} has no example`);
  return structuredClone(example) as Record<string, unknown>;
}

export function fixture(): DemoData {
  const phases = FIXTURE_PHASES;
  const settings = (env: string) => ({
    eventPhases: phases,
    testingDate: null,
    allowLogOn: true,
    features: { enableFavorites: true, showMeetings: false, showMessaging: env === 'cont' },
    scopedFeatureOverrides: [{ featureFlagName: 'showMeetings', permissions: ['meetings'] }],
  });
  const pages = homePages(() => [
    { componentId: 'heading', component: 'sectionHeading', parentId: null, slot: null, props: exampleProps('sectionHeading') },
    { componentId: 'note', component: 'sectionHeading', parentId: null, slot: null, props: { ...exampleProps('sectionHeading'), isDisabled: true } },
  ]);
  const translations = ENVIRONMENTS.flatMap((environment) => [
    { environment, language: 'en', locale: 'en-US', namespace: 'base', key: 'translate.base.welcome', content: `Welcome (${environment})` },
    { environment, language: 'de', locale: 'de-DE', namespace: 'base', key: 'translate.base.welcome', content: 'Willkommen' },
  ]);
  return {
    phases,
    settings: { cont: settings('cont'), uat: settings('uat'), prod: settings('prod') },
    pages,
    translations,
    sessions: [{ id: 's1', title: 'Keynote' }],
    speakers: [{ id: 'sp1', firstName: 'Ada' }],
    companies: [{ id: 'c1', name: 'Contoso' }],
    attendees: [{ id: 'a1', firstName: 'Avery' }],
  };
}

/**
 * A migrated, seeded PGlite data directory, dumped once per (migrations, fixture) into the OS
 * temp dir: initdb is the slow part of PGlite, and every test file needs a fresh store. Made as the build's demo
 * store is (store/demo-template.ts: 1 MB WAL segments, the spare ones left out), so the dump every store loads is
 * a third of the size of an in-memory store's (16 MB segments), and loads in two thirds of the time.
 */
async function pgliteTemplate(data: DemoData): Promise<Blob> {
  const migrations = await readMigrations();
  const key = createHash('sha256').update(canonicalJson({ migrations, data, wal: '1MB' })).digest('hex').slice(0, 16);
  const file = join(tmpdir(), `conference-pglite-${key}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const dir = await mkdtemp(join(tmpdir(), 'conference-pglite-template-'));
    let dump: Blob;
    try {
      await writeDemoTemplate(join(dir, 'data'), data);
      const db = await openStore({ dataDir: join(dir, 'data') });
      dump = await db.dumpDataDir!();
      await db.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    const temp = `${file}.${process.pid}.tmp`;
    await writeFile(temp, Buffer.from(await dump.arrayBuffer()));
    await rename(temp, file);
    return dump;
  }
}

export interface TestStore {
  db: Db;
  /** Opens another store on the same database (a second API process). */
  reopen: () => Promise<Db>;
  drop: () => Promise<void>;
}

/** Replaces the database name of a connection string (URL parsing rejects `user@/db?host=/socket`). */
export function withDatabase(url: string, database: string): string {
  const m = /^(postgres(?:ql)?:\/\/[^/]*)\/([^?]*)(\?.*)?$/.exec(url);
  if (!m) throw new Error(`cannot read the database name of ${url}`);
  return `${m[1]}/${database}${m[3] ?? ''}`;
}

async function withAdmin<T>(url: string, fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

/**
 * A migrated, seeded template database per (migrations, seed data), made once on the server and kept, as the
 * PGlite dump above is kept: a test file's store is then a copy (CREATE DATABASE ... TEMPLATE, a tenth of a
 * second) instead of 24 migrations and a seed (one to several seconds, the whole demo much more).
 */
async function pgTemplate(url: string, data: DemoData | undefined): Promise<string> {
  const migrations = await readMigrations();
  const key = createHash('sha256').update(canonicalJson({ migrations, data: data ?? null })).digest('hex').slice(0, 16);
  const name = `conference_tmpl_${key}`;
  return withAdmin(url, async (admin) => {
    const exists = async () => (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
    if (await exists()) return name;
    // Files running at once may want the same template: one makes it, the others wait and find it.
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    try {
      if (await exists()) return name;
      // Made under another name and renamed when complete: a half-made template is never copied.
      const building = `${name}_b${randomBytes(4).toString('hex')}`;
      await admin.query(`CREATE DATABASE ${building}`);
      const db = await openStore({ databaseUrl: withDatabase(url, building), demo: data ? () => data : undefined });
      await db.close();
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      return name;
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
}

/** A fresh store: PGlite in memory, or its own database on the server of TEST_DATABASE_URL. */
export async function createTestStore(seedWith: DemoData | undefined = fixture()): Promise<TestStore> {
  const url = process.env.TEST_DATABASE_URL;
  const demo = seedWith ? () => seedWith : undefined;
  if (!url) {
    const db = await openStore({ demo, pgliteTemplate: seedWith ? await pgliteTemplate(seedWith) : undefined });
    return { db, reopen: async () => { throw new Error('PGlite in memory cannot be shared'); }, drop: () => db.close() };
  }
  // A database per store, not a schema: NOTIFY channels (live events) and advisory locks are per database, so files
  // running at once never hear each other's events.
  const template = await pgTemplate(url, seedWith);
  // In the server-test run its global setup names the run's databases and drops them all at the end.
  const runPrefix = process.env[PG_RUN_ENV];
  const name = `${runPrefix ?? 'conference_t'}_${randomBytes(6).toString('hex')}`;
  await withAdmin(url, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const databaseUrl = withDatabase(url, name);
  const opened: Db[] = [];
  const open = async () => {
    // Migrations and the seed are already there: openStore only finds them applied.
    const db = await openStore({ databaseUrl, demo });
    opened.push(db);
    return db;
  };
  const db = await open();
  return {
    db,
    reopen: open,
    drop: async () => {
      for (const d of opened) await d.close().catch(() => undefined);
      if (!runPrefix) await withAdmin(url, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/**
 * The test servers' data folder (keys made on first use, such as the push key pair): one per test process under the
 * system's temporary folder, never the repository's ./data.
 */
const TEST_DATA_DIR = join(tmpdir(), `conference-test-data-${process.pid}`);

export const TEST_SIGNING_SECRET = 'test-signing-secret-0123456789abcdef-0123456789';

export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  // A fixed signing key (tests forge tokens with it); the server itself has no built-in one.
  const base = loadConfig({ DATA_DIR: TEST_DATA_DIR, SITE_ENV: 'cont', SITE_DIR: '/nonexistent-site', WRITE_RATE_LIMIT_MAX: '100000', READ_RATE_LIMIT_MAX: '0', LIVE_MAX_PER_CLIENT: '1000', NOTIFICATION_TICK_MS: '0', SIGNING_SECRET: TEST_SIGNING_SECRET }, '1.2.3');
  return { ...base, ...overrides };
}

export async function testApp(db: Db, overrides: Partial<ServerConfig> = {}, clock: () => Date = () => TEST_NOW): Promise<FastifyInstance> {
  return buildApp({ store: db, config: testConfig(overrides), clock, logger: false });
}

/** A real app on a fresh store whose clock the test moves (rate limits and token expiries read it). */
export interface ClockedTestApp {
  store: TestStore;
  app: FastifyInstance;
  /** The app's clock now (ms). */
  now: () => number;
  /** Moves the clock on. */
  tick: (ms: number) => void;
  close: () => Promise<void>;
}

export async function clockedTestApp(overrides: Partial<ServerConfig> = {}): Promise<ClockedTestApp> {
  let now = TEST_NOW.getTime();
  const store = await createTestStore();
  const app = await testApp(store.db, overrides, () => new Date(now));
  return {
    store,
    app,
    now: () => now,
    tick: (ms) => {
      now += ms;
    },
    close: async () => {
      await app.close();
      await store.drop();
    },
  };
}

export async function signIn(app: FastifyInstance, persona: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/dev/sign-in', payload: { persona } });
  if (res.statusCode !== 200) throw new Error(`sign-in ${persona}: ${res.statusCode} ${res.body}`);
  return (res.json() as { token: string }).token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
