// The evaluation tests' server: a store seeded with the demo (its sessions, types and times; migration 010's
// definitions) and apps whose clock a test chooses, since availability follows the clock (the cont settings have
// no testing date). Runs on PGlite, or PostgreSQL with TEST_DATABASE_URL.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { bearer, createTestStore, generateDemo, signIn, testApp, type GeneratedDemo as DemoData, type TestStore } from '../server/test-support.js';

export interface DemoSession {
  sessionId: string;
  sessionCode: string;
  title: string;
  sessionType: { logicalValue: string };
  startDateTime: string | null;
  endDateTime: string | null;
}

export class EvaluationsTestServer {
  demo!: DemoData;
  store!: TestStore;
  private app?: FastifyInstance;
  /** The one app's clock: each app holds store connections (live updates listen on one), so tests share one app and move its clock. */
  private clock = new Date('2026-11-20T12:00:00Z');

  async open(): Promise<void> {
    this.demo = generateDemo({ sessions: 400 });
    this.store = await createTestStore(this.demo as never);
  }

  async close(): Promise<void> {
    await this.app?.close();
    await this.store?.drop();
  }

  /** The app on the shared store, its clock set to `now` (until the next call). */
  async appAt(now: Date | string): Promise<FastifyInstance> {
    this.clock = new Date(now);
    this.app ??= await testApp(this.store.db, {}, () => this.clock);
    return this.app;
  }

  sessions(): DemoSession[] {
    return this.demo.sessions as DemoSession[];
  }

  session(type: string, index = 0): DemoSession {
    const found = this.sessions().filter((s) => s.sessionType.logicalValue === type)[index];
    if (!found) throw new Error(`no ${type} session #${index}`);
    return found;
  }
}

export function openEvaluationsTestServer(): EvaluationsTestServer {
  const server = new EvaluationsTestServer();
  beforeAll(() => server.open(), 240_000);
  afterAll(() => server.close());
  return server;
}

export async function headersOf(app: FastifyInstance, persona: string): Promise<Record<string, string>> {
  return bearer(await signIn(app, persona));
}

export async function call<T = unknown>(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  opts: { headers?: Record<string, string>; payload?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const res = await app.inject({ method, url, headers: opts.headers, payload: opts.payload as never });
  return { status: res.statusCode, body: (res.body ? res.json() : undefined) as T };
}
