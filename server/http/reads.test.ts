// The in-process reads (reads.ts) that server rendering uses: the same cache entries as the GET routes, and one
// clear signal for every write, this process's own or another's through NOTIFY.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openTestServer } from '../test-app.js';
import { testApp } from '../test-support.js';
import { readPageLayout, readSettings, readTranslations } from './reads.js';

const server = openTestServer();
/** A second API process on the same store: it hears the first one's writes only through NOTIFY. */
let other: FastifyInstance;

beforeAll(async () => {
  other = await testApp(server.store.db);
});
afterAll(async () => {
  await other.close();
});

describe('in-process reads', () => {
  it('answer the bytes, ETag and parsed value the routes send', async () => {
    const ctx = server.app.routeContext;
    const visitor = await readPageLayout(ctx, { env: 'cont', page: 'home', phase: 'live', editor: false });
    const res = await server.app.inject({ url: '/api/content/home--live' });
    expect(res.rawPayload.equals(visitor.body)).toBe(true);
    expect(res.headers.etag).toBe(visitor.etag);
    expect(visitor.value.components.map((c) => c.componentId)).toEqual(['heading', 'note']);
    expect(visitor.value.components[0]).not.toHaveProperty('originalHash');
    const editor = await readPageLayout(ctx, { env: 'cont', page: 'home', phase: 'live', editor: true });
    expect(editor.value.components[0]?.originalHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await readPageLayout(ctx, { env: 'cont', page: 'home', phase: 'live', editor: false })).toBe(visitor);

    const settings = await readSettings(ctx, 'cont');
    expect((await server.app.inject({ url: '/api/settings' })).rawPayload.equals(settings.body)).toBe(true);
    expect(typeof settings.value.currentPhaseId).toBe('string');

    const translations = await readTranslations(ctx, 'cont', 'en-US', 'base');
    const served = await server.app.inject({ url: '/api/translation/en-US/base' });
    expect(served.rawPayload.equals(translations.body)).toBe(true);
    expect(JSON.parse(translations.body.toString())).toEqual(translations.value);
  });

  it('tell clear listeners about writes of this process and, through NOTIFY, of another', async () => {
    const here: string[] = [];
    const there: string[] = [];
    const offHere = server.app.routeContext.cache.onClear(() => here.push('clear'));
    const offThere = other.routeContext.cache.onClear(() => there.push('clear'));
    const before = await readPageLayout(other.routeContext, { env: 'cont', page: 'home', phase: 'live', editor: false });

    const headers = await server.headersOf('contenteditor');
    const current = (await server.app.inject({ url: '/api/content/home--live', headers })).json() as { hash: string; components: { props: Record<string, unknown> }[] };
    const components = current.components.map((c, i) => (i === 0 ? { ...c, props: { ...c.props, heading: 'Changed for the clear test' } } : c));
    const saved = await server.app.inject({
      method: 'PUT', url: '/api/content/home', headers,
      payload: { environment: 'cont', phase: 'live', components, originalPageHash: current.hash },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    await expect.poll(() => there.length).toBeGreaterThan(0);
    expect(here.length).toBeGreaterThan(0);
    const after = await readPageLayout(other.routeContext, { env: 'cont', page: 'home', phase: 'live', editor: false });
    expect(after).not.toBe(before);
    expect(after.value.components[0]?.props.heading).toBe('Changed for the clear test');
    offHere();
    offThere();
  });
});
