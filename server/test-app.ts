// One test file's server: a seeded store and the real app, opened before its tests and closed after them.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { BlockContent } from '../schemas/index.js';
import { bearer, createTestStore, signIn, testApp, type TestStore } from './test-support.js';

/** A block of a page layout as an editor reads it (with its hash), for the content tests' saves. */
export type Component = BlockContent & { originalHash: string };
/** A page layout as an editor reads it. */
export interface Layout {
  hash: string;
  components: Component[];
}

export class TestServer {
  private opened?: { store: TestStore; app: FastifyInstance };

  get app(): FastifyInstance {
    if (!this.opened) throw new Error('the test server opens in beforeAll');
    return this.opened.app;
  }

  get store(): TestStore {
    if (!this.opened) throw new Error('the test server opens in beforeAll');
    return this.opened.store;
  }

  /** The Authorization header of a freshly signed-in persona. */
  async headersOf(persona: string): Promise<Record<string, string>> {
    return bearer(await signIn(this.app, persona));
  }

  async open(): Promise<void> {
    const store = await createTestStore();
    this.opened = { store, app: await testApp(store.db) };
  }

  async close(): Promise<void> {
    await this.opened?.app.close();
    await this.opened?.store.drop();
  }
}

/** Registers the file's beforeAll/afterAll (opens before its tests, closes after); call at the top of a server test file. */
export function openTestServer(): TestServer {
  const server = new TestServer();
  beforeAll(() => server.open());
  afterAll(() => server.close());
  return server;
}
