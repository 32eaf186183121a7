// The schedule tests' server: a store seeded with the whole demo (sessions, rooms, 2,000 attendees holding seats as
// the session documents say), the cont app at a clock when RSVP is open (2027-05-01, before the event), on PGlite or
// (TEST_DATABASE_URL) PostgreSQL.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { bearer, createTestStore, generateDemo, signIn, testApp, type GeneratedDemo as DemoData, type TestStore } from '../server/test-support.js';

/** RSVP opened on 2027-04-20 (the demo's RSVP_OPENS_AT); the conference starts on 2027-05-18. */
export const SCHEDULE_TEST_NOW = new Date('2027-05-01T12:00:00Z');

export class ScheduleTestServer {
  demo!: DemoData;
  store!: TestStore;
  app!: FastifyInstance;
  private tokens = new Map<string, Record<string, string>>();

  async open(): Promise<void> {
    this.demo = generateDemo({ sessions: 400 });
    this.store = await createTestStore(this.demo as never);
    this.app = await testApp(this.store.db, {}, () => SCHEDULE_TEST_NOW);
  }

  async close(): Promise<void> {
    await this.app?.close();
    await this.store?.drop();
  }

  async headersOf(persona: string): Promise<Record<string, string>> {
    const known = this.tokens.get(persona);
    if (known) return known;
    const headers = bearer(await signIn(this.app, persona));
    this.tokens.set(persona, headers);
    return headers;
  }

  /** A request as a persona (null: anonymous); the status is the caller's to check. */
  async call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, persona: string | null, payload?: unknown): Promise<LightMyRequestResponse> {
    const headers = persona ? await this.headersOf(persona) : {};
    return this.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  }

  async sql<Row = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<Row[]> {
    return (await this.store.db.query<Row>(text, params)).rows;
  }
}

export function openScheduleTestServer(): ScheduleTestServer {
  const server = new ScheduleTestServer();
  beforeAll(() => server.open(), 240_000);
  afterAll(() => server.close());
  return server;
}
