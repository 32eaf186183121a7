// Per-client caps on live-update connections and on reads, answered 429 with Retry-After.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig, parseMediaHosts } from '../config.js';
import { openSse, type SseStream } from '../../test-support/sse-reader.js';
import { createTestStore, testApp, testConfig, type TestStore } from '../test-support.js';

let store: TestStore;
let live: FastifyInstance;
let base: string;
const streams: SseStream[] = [];

beforeAll(async () => {
  store = await createTestStore();
  live = await buildApp({ store: store.db, config: testConfig({ liveMaxPerClient: 3 }), logger: false, live: { maxClients: 100 } });
  base = await live.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const s of streams) s.close();
  await live.close();
  await store.drop();
});

async function open(headers: Record<string, string> = {}): Promise<Response | SseStream> {
  if (Object.keys(headers).length > 0) return fetch(`${base}/api/live?languages=en`, { headers });
  const s = await openSse(`${base}/api/live?languages=en`);
  streams.push(s);
  return s;
}

describe('live-update connections per client', () => {
  it('lets one address hold its cap of streams and answers 429 with Retry-After beyond it', async () => {
    const opened = [] as SseStream[];
    for (let i = 0; i < 3; i++) opened.push((await open()) as SseStream);
    expect(opened.map((s) => s.status)).toEqual([200, 200, 200]);
    const refused = await fetch(`${base}/api/live?languages=en`);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(await refused.text()).toMatch(/from this address/);
    // A closed stream frees its slot.
    opened[0]!.close();
    await opened[0]!.ended;
    let again: SseStream | undefined;
    for (let i = 0; i < 50 && again?.status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 20));
      again = (await open()) as SseStream;
    }
    expect(again?.status).toBe(200);
  });

  it('300 attempts from one address never take more than its cap', async () => {
    const answers = await Promise.all(Array.from({ length: 300 }, () => fetch(`${base}/api/live?languages=en`).then(async (r) => {
      const status = r.status;
      await r.body?.cancel();
      return status;
    })));
    expect(answers.filter((s) => s === 200).length).toBeLessThanOrEqual(3);
    expect(answers.filter((s) => s === 429).length).toBeGreaterThanOrEqual(297);
  });
});

describe('read rate limit', () => {
  it('answers 429 with Retry-After and a plain-text body once a client is over its read limit', async () => {
    const app = await testApp(store.db, { readRateLimit: { max: 5, timeWindowMs: 60_000 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await app.inject({ url: '/api/ping' })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200]);
      const over = await app.inject({ url: '/api/ping' });
      expect(over.statusCode).toBe(429);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect(over.headers['content-type']).toMatch(/^text\/plain/);
      // Another client address has its own count.
      expect((await app.inject({ url: '/api/ping', remoteAddress: '10.0.0.9' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('is on by default, configurable, and off with 0', () => {
    expect(loadConfig({}).readRateLimit).toEqual({ max: 1200, timeWindowMs: 60_000 });
    expect(loadConfig({}).liveMaxPerClient).toBe(10);
    expect(loadConfig({ READ_RATE_LIMIT_MAX: '0' }).readRateLimit.max).toBe(0);
    expect(loadConfig({ READ_RATE_LIMIT_MAX: '50', LIVE_MAX_PER_CLIENT: '2' })).toMatchObject({ readRateLimit: { max: 50 }, liveMaxPerClient: 2 });
  });
});

describe('MEDIA_HOSTS', () => {
  it('takes https origins and host names, and refuses anything that could change the policy', () => {
    expect(parseMediaHosts('cdn.example.com, https://img.example.org *.example.net')).toEqual([
      'https://cdn.example.com', 'https://img.example.org', 'https://*.example.net',
    ]);
    expect(parseMediaHosts(undefined)).toEqual([]);
    for (const bad of ["'unsafe-inline'", 'http://x.example', 'x.example;script-src', 'https:', '*']) expect(() => parseMediaHosts(bad)).toThrow();
  });
});
