import { get, type IncomingMessage } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { bearer, createTestStore, exampleProps, signIn, testApp, type TestStore } from '../test-support.js';
import { negotiateCoding } from './compression.js';
import { ReadCache } from './read-cache.js';
import { RESOURCE_CSP, SECURITY_HEADERS } from './security-headers.js';

let store: TestStore;
let app: FastifyInstance;
let editor: Record<string, string>;
/** The plain body of GET /api/content/home--live once the page holds enough components to pass 1 kB. */
let plain: string;
let plainEtag: string;

const PAGE = '/api/content/home--live';
const read = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

beforeAll(async () => {
  store = await createTestStore();
  app = await testApp(store.db);
  editor = bearer(await signIn(app, 'contenteditor'));
  const current = (await read(PAGE)).json() as { hash: string };
  const components = Array.from({ length: 30 }, (_, i) => ({
    componentId: `heading-${i}`, component: 'sectionHeading', parentId: null, slot: null, props: exampleProps('sectionHeading'),
  }));
  const saved = await app.inject({
    method: 'PUT', url: '/api/content/home', headers: editor,
    payload: { environment: 'cont', phase: 'live', components, originalPageHash: current.hash },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const res = await read(PAGE);
  plain = res.body;
  plainEtag = String(res.headers.etag);
});
afterAll(async () => {
  await app.close();
  await store.drop();
});

describe('compressed JSON answers', () => {
  it('sends a content read above 1 kB plain when no coding is accepted', async () => {
    expect(plain.length).toBeGreaterThan(4096);
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'deflate, zstd' }] as Record<string, string>[]) {
      const res = await read(PAGE, headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(plain);
      expect(res.headers.etag).toBe(plainEtag);
      expect(res.headers.vary).toBe('Accept-Encoding, Authorization');
    }
  });

  it('sends brotli when the browser accepts it, with its own strong ETag, decoding to the same JSON', async () => {
    const res = await read(PAGE, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers.vary).toBe('Accept-Encoding, Authorization');
    expect(res.headers.etag).toBe(`${plainEtag.slice(0, -1)}.br"`);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeLessThan(plain.length / 4);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(plain);
    // The second read is served from the read cache's ready bytes: the very same bytes.
    const again = await read(PAGE, { 'accept-encoding': 'br' });
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('sends gzip when brotli is not accepted (or refused with q=0)', async () => {
    for (const accept of ['gzip, deflate', 'br;q=0, gzip', 'x-gzip']) {
      const res = await read(PAGE, { 'accept-encoding': accept });
      expect(res.headers['content-encoding'], accept).toBe('gzip');
      expect(res.headers.etag).toBe(`${plainEtag.slice(0, -1)}.gz"`);
      expect(gunzipSync(res.rawPayload).toString()).toBe(plain);
    }
  });

  it('answers 304 to If-None-Match with the ETag of the coding the client receives', async () => {
    for (const accept of ['br', 'gzip', 'identity']) {
      const first = await read(PAGE, { 'accept-encoding': accept });
      const etag = String(first.headers.etag);
      const second = await read(PAGE, { 'accept-encoding': accept, 'if-none-match': etag });
      expect(second.statusCode, accept).toBe(304);
      expect(second.headers.etag).toBe(etag);
      expect(second.headers['content-encoding']).toBeUndefined();
      expect(second.headers.vary).toBe('Accept-Encoding, Authorization');
      expect(second.rawPayload.length).toBe(0);
    }
    // A validator of another coding names another representation (RFC 9110 8.8.3): the full answer.
    const other = await read(PAGE, { 'accept-encoding': 'br', 'if-none-match': plainEtag });
    expect(other.statusCode).toBe(200);
    expect(other.headers['content-encoding']).toBe('br');
  });

  it('sends the security headers with ready bytes, on 200 and 304 alike', async () => {
    const first = await read(PAGE, { 'accept-encoding': 'br' });
    const second = await read(PAGE, { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    for (const res of [first, second]) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers[name.toLowerCase()], name).toBe(value);
      expect(res.headers['content-security-policy']).toBe(RESOURCE_CSP);
    }
  });

  it('compresses uncached JSON answers too (content/all for editors)', async () => {
    const plainAll = await read('/api/content/all/home', editor);
    expect(plainAll.statusCode).toBe(200);
    expect(plainAll.headers['content-encoding']).toBeUndefined();
    const res = await read('/api/content/all/home', { ...editor, 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(plainAll.json());
  });

  it('leaves small answers (under 1 kB) plain', async () => {
    const res = await read('/api/ping', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(res.json()).toEqual({ ok: true });
  });

  it('keeps the coded JSON shape of error answers, small or compressed', async () => {
    const small = await read('/api/content/all/home', { 'accept-encoding': 'br' });
    expect(small.statusCode).toBe(401);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    const longPath = `/api/${'x'.repeat(2000)}`;
    const big = await read(longPath, { 'accept-encoding': 'br' });
    expect(big.statusCode).toBe(404);
    expect(big.headers['content-encoding']).toBe('br');
    const body = JSON.parse(brotliDecompressSync(big.rawPayload).toString()) as Record<string, unknown>;
    expect(body).toEqual({ code: (await read(longPath)).json<{ code: string }>().code, message: `No route GET ${longPath}.`, details: null });
  });

  it('never compresses or buffers the live-update event stream', async () => {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const res = await new Promise<IncomingMessage>((resolve, reject) => {
      get(`${base}/api/live?languages=en`, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'text/event-stream' } }, resolve).on('error', reject);
    });
    try {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(res.headers['content-encoding']).toBeUndefined();
      // The first frames arrive at once, as plain text, while the stream stays open.
      const first = await new Promise<string>((resolve) => res.once('data', (chunk: Buffer) => resolve(chunk.toString())));
      expect(first).toMatch(/^retry: \d+/);
    } finally {
      res.destroy();
    }
  });
});

describe('negotiateCoding', () => {
  it('prefers brotli, honours q values and *, and sends plain without a header', () => {
    expect(negotiateCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateCoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(negotiateCoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(negotiateCoding('*')).toBe('br');
    expect(negotiateCoding('*;q=0, gzip')).toBe('gzip');
    expect(negotiateCoding('identity')).toBeUndefined();
    expect(negotiateCoding(undefined)).toBeUndefined();
    expect(negotiateCoding('')).toBeUndefined();
  });
});

describe('ReadCache', () => {
  it('loads a key once, also for concurrent misses, and keeps ready bytes compressed once per coding', async () => {
    const cache = new ReadCache();
    let runs = 0;
    const value = { text: 'x'.repeat(4000) };
    const load = async () => {
      runs += 1;
      return value;
    };
    const [a1, a2] = await Promise.all([cache.get('a', load), cache.get('a', load)]);
    expect(a2).toBe(a1);
    expect(runs).toBe(1);
    expect(a1.value).toBe(value);
    expect(a1.body.toString()).toBe(JSON.stringify(value));
    expect(brotliDecompressSync(a1.br!).equals(a1.body)).toBe(true);
    expect(gunzipSync(a1.gzip!).equals(a1.body)).toBe(true);
    expect(await cache.get('a', load)).toBe(a1);
    expect(cache.peek('a')).toBe(a1);
    // Small values are not worth compressing: plain bytes only.
    const small = await cache.get('small', async () => ({ ok: true }));
    expect(small.br).toBeUndefined();
    expect(small.gzip).toBeUndefined();
  });

  it('tells its listeners on clear and never keeps a load that began before the clear', async () => {
    const cache = new ReadCache();
    const heard: string[] = [];
    const off = cache.onClear(() => heard.push('clear'));
    let release!: () => void;
    const slow = cache.get('k', () => new Promise<{ v: number }>((resolve) => (release = () => resolve({ v: 1 }))));
    cache.clear();
    release();
    expect((await slow).value).toEqual({ v: 1 });
    expect(cache.peek('k')).toBeUndefined();
    expect(heard).toEqual(['clear']);
    off();
    cache.clear();
    expect(heard).toEqual(['clear']);
  });
});
