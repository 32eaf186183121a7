// The catalog tests' server: a store seeded with the whole demo (400 sessions, 250 speakers, 60 companies), the app
// of the demo's cont environment and a second app on the same store serving uat, whose settings a test may change
// (filter overrides, rooms for anonymous visitors) without touching what the cont tests read.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { bearer, createTestStore, generateDemo, signIn, testApp, type GeneratedDemo as DemoData, type TestStore } from '../server/test-support.js';

export class CatalogTestServer {
  demo!: DemoData;
  store!: TestStore;
  app!: FastifyInstance;
  uat!: FastifyInstance;

  async open(): Promise<void> {
    this.demo = generateDemo({ sessions: 400 });
    this.store = await createTestStore(this.demo as never);
    this.app = await testApp(this.store.db);
    this.uat = await testApp(this.store.db, { siteEnv: 'uat' });
  }

  async close(): Promise<void> {
    await this.app?.close();
    await this.uat?.close();
    await this.store?.drop();
  }

  async headersOf(persona: string, app = this.app): Promise<Record<string, string>> {
    return bearer(await signIn(app, persona));
  }

  /** GET as JSON with the status checked. */
  async get<T>(url: string, opts: { headers?: Record<string, string>; app?: FastifyInstance; status?: number } = {}): Promise<T> {
    const res = await (opts.app ?? this.app).inject({ method: 'GET', url, headers: opts.headers });
    if (res.statusCode !== (opts.status ?? 200)) throw new Error(`GET ${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return res.json() as T;
  }

  /** Merges keys into the uat settings document (straight into the store, as a site editor's save would end). */
  async setUatSettings(changes: Record<string, unknown>): Promise<void> {
    await this.store.db.query(`UPDATE site_settings SET doc = doc || $1::jsonb WHERE environment = 'uat'`, [JSON.stringify(changes)]);
    // Written behind the app's back: its read cache (the settings the catalog reads) must forget the old document.
    this.uat.routeContext.cache.clear();
  }
}

export function openCatalogTestServer(): CatalogTestServer {
  const server = new CatalogTestServer();
  beforeAll(() => server.open(), 240_000);
  afterAll(() => server.close());
  return server;
}
