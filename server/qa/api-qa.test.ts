// The QA routes, site editor scope: run history with the pages and phases a run takes, request checks,
// design uploads validated by type, size and dimensions and listed, images served to site editors only, approve
// of an unknown capture. Runs that capture are tested in jobs.test.ts (no browser here).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestStore, signIn, testApp, type TestStore } from '../test-support.js';

let store: TestStore;
let app: FastifyInstance;
let dataDir: string;
let site: Record<string, string>;
const server = {
  get app() {
    return app;
  },
  headersOf: async (persona: string) => bearer(await signIn(app, persona)),
};

beforeAll(async () => {
  store = await createTestStore();
  // Images go to the data folder: a temporary one.
  dataDir = await mkdtemp(join(tmpdir(), 'qa-api-'));
  app = await testApp(store.db, { dataDir });
  site = await server.headersOf('siteeditor');
});
afterAll(async () => {
  await app.close();
  await store.drop();
  await rm(dataDir, { recursive: true, force: true });
});

function png(width: number, height: number): string {
  const image = new PNG({ width, height });
  image.data.fill(255);
  return PNG.sync.write(image).toString('base64');
}

describe('QA routes', () => {
  it('lists no runs yet, with the environment pages and phases', async () => {
    const res = await server.app.inject({ url: '/api/qa/runs', headers: site });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { runs: unknown[]; pages: string[]; phases: string[] };
    expect(body.runs).toEqual([]);
    expect(body.pages).toContain('home');
    expect(body.phases).toEqual(['pre-event', 'live', 'post-event']);
  });

  it('refuses unknown phases, attendee types and breakpoints', async () => {
    for (const payload of [{ pages: ['home'], phases: ['later'] }, { pages: ['home'], attendeeTypes: ['vip'] }, { pages: ['home'], breakpoints: ['watch'] }, { pages: ['Home!'] }, { pages: ['no-such-page'] }, {}]) {
      const res = await server.app.inject({ method: 'POST', url: '/api/qa/runs', headers: site, payload });
      expect(res.statusCode).toBe(400);
    }
  });

  it('is for site editors only', async () => {
    expect((await server.app.inject({ url: '/api/qa/runs' })).statusCode).toBe(401);
    const editor = await server.headersOf('contenteditor');
    expect((await server.app.inject({ url: '/api/qa/runs', headers: editor })).statusCode).toBe(403);
  });

  it('validates a design image by type, size and dimensions, stores and lists it, and serves it', async () => {
    const put = (breakpoint: string, payload: Record<string, string>) =>
      server.app.inject({ method: 'PUT', url: `/api/qa/designs/home/${breakpoint}`, headers: site, payload });
    const notImage = await put('desktop', { name: 'home.png', type: 'image/png', data: Buffer.from('not an image at all').toString('base64') });
    expect(notImage.statusCode).toBe(400);
    expect((notImage.json() as { message: string }).message).toBe('The file is not a PNG or JPEG image.');
    const narrow = await put('desktop', { name: 'home.png', type: 'image/png', data: png(1000, 600) });
    expect(narrow.statusCode).toBe(400);
    expect((narrow.json() as { message: string }).message).toBe('The image is 1000 px wide; a design for this breakpoint must be 1920 px wide.');
    const wrongType = await put('mobile', { name: 'home.jpg', type: 'image/jpeg', data: png(539, 600) });
    expect(wrongType.statusCode).toBe(400);

    const ok = await put('mobile', { name: 'home.png', type: 'image/png', data: png(539, 900) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ page: 'home', breakpoint: 'mobile', contentType: 'image/png', width: 539, height: 900 });
    const list = (await server.app.inject({ url: '/api/qa/designs', headers: site })).json() as { designs: { imageUrl: string }[] };
    expect(list.designs).toHaveLength(1);
    const url = list.designs[0]?.imageUrl ?? '';
    const image = await server.app.inject({ url, headers: site });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(PNG.sync.read(image.rawPayload).width).toBe(539);
    expect((await server.app.inject({ url })).statusCode).toBe(401);
  });

  it('answers 404 for an unknown run or capture', async () => {
    expect((await server.app.inject({ url: '/api/qa/runs/no-such-run', headers: site })).statusCode).toBe(404);
    const approve = await server.app.inject({ method: 'POST', url: '/api/qa/baselines', headers: site, payload: { runId: 'no-such-run', keys: ['x'] } });
    expect(approve.statusCode).toBe(404);
  });
});
