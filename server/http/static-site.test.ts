import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { exportStaticContent } from '../static-export.js';
import { createTestStore, testApp, TEST_NOW, type TestStore } from '../test-support.js';
import { precompressDir } from './precompress.js';
import { rewriteSiteEnv } from './static-site.js';

let dir: string;
let store: TestStore;
let app: FastifyInstance;
let precompressed: Awaited<ReturnType<typeof precompressDir>>;
const script = `export const sessions = [${Array.from({ length: 400 }, (_, i) => `'session ${i}'`).join(',')}];\n`;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'site-'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><html><head><meta name="site-env" content="cont"><title>t</title></head><body></body></html>');
  await mkdir(join(dir, 'static-content', 'uat'), { recursive: true });
  await writeFile(join(dir, 'static-content', 'uat', 'settings.json'), '{"environment":"uat"}');
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'assets', 'index-abc.js'), script);
  await writeFile(join(dir, 'assets', 'tiny.js'), 'export{};');
  await mkdir(join(dir, '.vite'));
  await writeFile(join(dir, '.vite', 'manifest.json'), '{"index.html":{"file":"assets/index-abc.js","src":"app/main.tsx"}}');
  precompressed = await precompressDir(dir);
  store = await createTestStore();
  app = await testApp(store.db, { siteDir: dir, siteEnv: 'uat' });
});
afterAll(async () => {
  await app.close();
  await store.drop();
  await rm(dir, { recursive: true, force: true });
});

describe('built site', () => {
  it('answers index.html with the deployment environment for app paths (SPA fallback)', async () => {
    for (const url of ['/', '/en/home', '/en/sessions/123?x=1', '/index.html']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<meta name="site-env" content="uat">');
    }
  });
  it('answers 404 for a missing media or asset file, never the page fallback with its language redirect', async () => {
    for (const url of ['/media/blades/missing.svg', '/assets/missing.js']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers.location).toBeUndefined();
    }
  });
  it("never sends the build's dot folders (Vite's manifest names the source modules)", async () => {
    for (const url of ['/.vite/manifest.json', '/.vite/manifest.json.gz', '/assets/../.vite/manifest.json']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(res.body, url).not.toContain('app/main.tsx');
    }
  });
  it("keeps the bundler's content-named assets for a year, and asks again for every other file", async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await app.inject({ url: '/assets/index-abc.js', headers: { 'accept-encoding': encoding } });
      expect(res.statusCode, encoding).toBe(200);
      expect(res.headers['cache-control'], encoding).toBe('public, max-age=31536000, immutable');
    }
    const content = await app.inject({ url: '/static-content/uat/settings.json' });
    expect(content.headers['cache-control']).toBe('public, max-age=0');
  });
  it('serves static-content files', async () => {
    const res = await app.inject({ url: '/static-content/uat/settings.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ environment: 'uat' });
  });
  it('sends the precompressed copy the browser accepts, and the original otherwise', async () => {
    expect(precompressed.files).toBe(1); // the script; tiny.js and the 21-byte JSON are under 1 kB
    const br = await app.inject({ url: '/assets/index-abc.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await app.inject({ url: '/assets/index-abc.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.length).toBeLessThan(script.length / 4);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    // Zopfli's gzip: never larger than zlib's best.
    expect(gz.rawPayload.length).toBeLessThanOrEqual(gzipSync(script, { level: 9 }).length);
    const plain = await app.inject({ url: '/assets/index-abc.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect((await app.inject({ url: '/assets/tiny.js', headers: { 'accept-encoding': 'gzip' } })).body).toBe('export{};');
  });
  it('keeps unknown /api paths a JSON 404', async () => {
    const res = await app.inject({ url: '/api/unknown/path' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
  });
  it('serves the deployment environment by default', async () => {
    expect((await app.inject({ url: '/api/settings' })).json()).toMatchObject({ environment: 'uat' });
  });
});

describe('rewriteSiteEnv', () => {
  it('adds the meta when index.html has none', () => {
    expect(rewriteSiteEnv('<html><head><title>x</title></head></html>', 'prod')).toContain('<meta name="site-env" content="prod">');
  });
});

describe('static export', () => {
  it('writes settings, every layout and every namespace per environment, and an index', async () => {
    const files = await exportStaticContent(store.db, TEST_NOW);
    expect(files.get('cont/settings.json')).toMatchObject({ environment: 'cont', currentPhaseId: 'pre-event' });
    expect(files.get('prod/content/home--live.json')).toMatchObject({ id: 'home--live', environment: 'prod' });
    // The copies are for anonymous visitors: no editor metadata, like the API's anonymous answer.
    expect(JSON.stringify(files.get('prod/content/home--live.json'))).not.toMatch(/originalHash|"editor"/);
    expect(files.get('uat/translations/de-DE/base.json')).toEqual({ 'translate.base.welcome': 'Willkommen' });
    const index = files.get('index.json') as { environments: Record<string, { content: string[] }> };
    expect(index.environments.cont?.content).toHaveLength(3);
  });
});
