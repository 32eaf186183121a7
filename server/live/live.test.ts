// Live updates over SSE on the store of this pass (PGlite in process, or PostgreSQL with
// TEST_DATABASE_URL, where a second app on the same database stands for a second API node).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleProps, bearer, createTestStore, signIn, testApp, testConfig, type TestStore } from '../test-support.js';
import { buildApp } from '../app.js';
import { parseLanguageGroups, parseLiveEvent, reachesGroups } from './events.js';
import { openSse, type SseStream } from '../../test-support/sse-reader.js';

let store: TestStore;
let app: FastifyInstance;
let base: string;
let siteToken: string;
let editorToken: string;
const streams: SseStream[] = [];

async function stream(query: string, at = base): Promise<SseStream> {
  const s = await openSse(`${at}/api/live${query}`);
  streams.push(s);
  return s;
}

async function call(method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: unknown, at = base) {
  const res = await fetch(at + url, {
    method,
    headers: { ...bearer(token), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

beforeAll(async () => {
  store = await createTestStore();
  app = await buildApp({ store: store.db, config: testConfig(), logger: false, live: { maxClients: 4 } });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  siteToken = await signIn(app, 'siteeditor');
  editorToken = await signIn(app, 'contenteditor');
});

afterAll(async () => {
  for (const s of streams) s.close();
  await app.close();
  await store.drop();
});

describe('GET /api/live', () => {
  it('answers an unbuffered, uncached event stream that confirms the joined language groups', async () => {
    const s = await stream('?languages=en,de-DE');
    expect(s.status).toBe(200);
    expect(s.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(s.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(s.headers.get('x-accel-buffering')).toBe('no');
    expect(s.headers.get('x-content-type-options')).toBe('nosniff');
    const joined = await s.next((m) => m.event === 'joined');
    expect(joined.data).toEqual({ type: 'joined', languages: ['en', 'de-de'], contentChangedAt: expect.any(Number), now: expect.any(Number) });
    s.close();
  });

  it("tells a joining page when this process last passed on a change, so a page rendered before it reads again", async () => {
    const before = await stream('?languages=');
    const first = (await before.next((m) => m.event === 'joined')).data as { contentChangedAt: number; now: number };
    before.close();
    // Nothing changed since the join: a page as new as the join has missed nothing.
    expect(first.contentChangedAt).toBeLessThanOrEqual(first.now);
    const current = await call('GET', '/api/siteeditor', siteToken);
    await call('POST', '/api/siteeditor', siteToken, { changes: { liveHelpAppId: 'live-join-test' }, originalHash: current.hash });
    // The save's event reaches this process's hub through NOTIFY; a stream opened after it tells the time.
    await expect.poll(async () => {
      const after = await stream('?languages=');
      const joined = (await after.next((m) => m.event === 'joined')).data as { contentChangedAt: number };
      after.close();
      return joined.contentChangedAt;
    }).toBeGreaterThan(first.now);
  });

  it('refuses a request without the languages query (400)', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/live' });
    expect(res.statusCode).toBe(400);
  });

  it('sends onSettingsChanged after a settings save', async () => {
    const s = await stream('?languages=');
    await s.next((m) => m.event === 'joined');
    const current = await call('GET', '/api/siteeditor', siteToken);
    await call('POST', '/api/siteeditor', siteToken, { changes: { liveHelpAppId: 'live-test' }, originalHash: current.hash });
    const m = await s.next((e) => e.event === 'onSettingsChanged');
    expect(m.data).toEqual({ type: 'onSettingsChanged', environment: 'cont' });
    s.close();
  });

  it('sends onComponentSettingsChanged with env, page, phase and componentId after a block save', async () => {
    const s = await stream('?languages=en');
    await s.next((m) => m.event === 'joined');
    await call('PUT', '/api/content/component/uat/home/live/heading/sectionHeading/2026-11-20T12:00:00Z/force', editorToken, {
      originalHash: null, changes: { ...exampleProps('sectionHeading'), heading: 'Live heading' },
    });
    const m = await s.next((e) => e.event === 'onComponentSettingsChanged');
    expect(m.data).toEqual({ type: 'onComponentSettingsChanged', environment: 'uat', page: 'home', phase: 'live', componentId: 'heading' });
    s.close();
  });

  it('sends onLanguageChanged only to clients that joined the language (or locale) group', async () => {
    const en = await stream('?languages=en');
    const de = await stream('?languages=de');
    await en.next((m) => m.event === 'joined');
    await de.next((m) => m.event === 'joined');
    await call('PUT', '/api/translation/update/de/de-DE/cont', editorToken, { updates: [{ key: 'translate.base.welcome', content: 'Herzlich willkommen', originalHash: null }], force: true });
    const m = await de.next((e) => e.event === 'onLanguageChanged');
    expect(m.data).toEqual({ type: 'onLanguageChanged', environment: 'cont', language: 'de', locale: 'de-DE', namespace: 'base' });
    // A later settings event reaches both, so the English client has seen everything sent before it.
    const current = await call('GET', '/api/siteeditor', siteToken);
    await call('POST', '/api/siteeditor', siteToken, { changes: { liveHelpAppId: 'after-language' }, originalHash: current.hash });
    await en.next((e) => e.event === 'onSettingsChanged');
    expect(en.messages.filter((e) => e.event === 'onLanguageChanged')).toEqual([]);
    // The read cache was cleared: the new text is served at once.
    const text = (await (await fetch(`${base}/api/translation/de-DE/base`)).json()) as Record<string, string>;
    expect(text['translate.base.welcome']).toBe('Herzlich willkommen');
    en.close();
    de.close();
  });

  it('caps the open streams: beyond the limit the answer is 429 with a plain-text body', async () => {
    const open = await Promise.all([0, 1, 2, 3].map(() => stream('?languages=en')));
    for (const s of open) await s.next((m) => m.event === 'joined');
    const refused = await fetch(`${base}/api/live?languages=en`);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toContain('text/plain');
    for (const s of open) s.close();
    // Closed streams free their places.
    await expect.poll(async () => {
      const res = await fetch(`${base}/api/live?languages=en`);
      const status = res.status;
      await res.body?.cancel();
      return status;
    }).toBe(200);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two API nodes on one PostgreSQL', () => {
  it('a save on one node reaches an SSE client of the other through LISTEN/NOTIFY', async () => {
    const otherDb = await store.reopen();
    const other = await testApp(otherDb);
    const otherBase = await other.listen({ port: 0, host: '127.0.0.1' });
    try {
      const s = await stream('?languages=en', otherBase);
      await s.next((m) => m.event === 'joined');
      await call('PUT', '/api/translation/update/en/en-US/cont', editorToken, { updates: [{ key: 'translate.base.welcome', content: 'Hello from node one', originalHash: null }], force: true });
      const m = await s.next((e) => e.event === 'onLanguageChanged');
      expect(m.data).toMatchObject({ language: 'en', locale: 'en-US', namespace: 'base' });
      const text = (await (await fetch(`${otherBase}/api/translation/en-US/base`)).json()) as Record<string, string>;
      expect(text['translate.base.welcome']).toBe('Hello from node one');
      s.close();
    } finally {
      await other.close();
    }
  });
});

describe('shutdown with open streams', () => {
  it('close() ends every open stream and finishes', async () => {
    const db = store.db;
    const own = await testApp(db);
    const ownBase = await own.listen({ port: 0, host: '127.0.0.1' });
    const s = await openSse(`${ownBase}/api/live?languages=en`);
    await s.next((m) => m.event === 'joined');
    await own.close();
    await s.ended;
    await expect(fetch(`${ownBase}/api/ping`)).rejects.toThrow();
  });
});

describe('events', () => {
  it('reads NOTIFY payloads back, turning anything unreadable into a cache clear', () => {
    expect(parseLiveEvent('{"type":"onSettingsChanged","environment":"uat"}')).toEqual({ type: 'onSettingsChanged', environment: 'uat' });
    expect(parseLiveEvent('write')).toEqual({ type: 'onCacheClear' });
    expect(parseLiveEvent('{"type":"onSettingsChanged","environment":"qa"}')).toEqual({ type: 'onCacheClear' });
  });

  it('joins groups case-insensitively and routes only language events by group', () => {
    const groups = parseLanguageGroups('EN, de-DE,,bad group');
    expect([...groups]).toEqual(['en', 'de-de']);
    const lang = { type: 'onLanguageChanged' as const, environment: 'cont' as const, language: 'fr', locale: 'fr-FR', namespace: 'common' };
    expect(reachesGroups(lang, groups)).toBe(false);
    expect(reachesGroups({ ...lang, language: 'de', locale: 'de-DE' }, groups)).toBe(true);
    expect(reachesGroups({ type: 'onCacheClear' }, groups)).toBe(true);
  });
});
