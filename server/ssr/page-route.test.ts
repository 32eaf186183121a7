// Server-rendered pages through the real app and the real page renderer: the renderer is built from
// app/server-entry.tsx with Vite before the tests (as `npm run build` does), into a site directory of its own.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, fixture, testApp, type TestStore } from '../test-support.js';
import { SESSION_COOKIE } from '../auth/index.js';
import { rendererSite } from './renderer-site.test-helpers.js';

const site = rendererSite('ssr-test');
const { siteDir } = site;

let store: TestStore;
let app: FastifyInstance;
/** A second API process on the same store: it learns of the first one's writes only through NOTIFY. */
let other: FastifyInstance;
let heading = '';

beforeAll(async () => {
  site.build();
  store = await createTestStore();
  app = await testApp(store.db, { siteDir });
  other = await testApp(store.db, { siteDir });
  const layout = (await app.inject({ url: '/api/content/home--pre-event' })).json() as { components: { props: { heading?: string } }[] };
  heading = layout.components[0]?.props.heading ?? '';
}, 120_000);

afterAll(async () => {
  await other?.close();
  await app?.close();
  await store?.drop();
  site.remove();
});

const stateOf = (html: string) => JSON.parse(/<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null') as {
  visitor: { user: Record<string, unknown> } | null;
  queries: { queries: { queryKey: unknown[] }[] };
  blockBoundaries: boolean;
  texts?: Record<string, string>;
};

describe('server-rendered pages', () => {
  it('render the page layout into the HTML, with the state the browser hydrates from', async () => {
    expect(heading).not.toBe('');
    const res = await app.inject({ url: '/en/home' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain(`>${heading}<`);
    expect(res.body).toMatch(/<html lang="en">/);
    const state = stateOf(res.body);
    expect(state.visitor).toBeNull();
    expect(state.queries.queries.map((q) => q.queryKey[0])).toEqual(expect.arrayContaining(['settings', 'translations', 'content']));
    // Rendered without a Suspense boundary per block (renderer/block-boundaries.ts): the browser hydrates likewise.
    expect(state.blockBoundaries).toBe(false);
    expect(res.body).not.toMatch(/<!--\$-->\s*<h2/);
  });

  it('hand the browser what Intl answered for the render, each of two renders at once its own', async () => {
    const [en, de] = await Promise.all([app.inject({ url: '/en/home' }), app.inject({ url: '/de/home' })]);
    // The shell's clock for the language (renderer/time/hour-cycle.ts): the browser hydrates without asking Intl.
    expect(stateOf(en.body).texts).toEqual({ 'hour-cycle|en': 'h12' });
    expect(stateOf(de.body).texts).toEqual({ 'hour-cycle|de': 'h23' });
  });

  it('render a page again with a boundary per block when a block throws, leaving only that block to the browser', async () => {
    // Stored by hand (the seed is not the API): buttons that are no list make the block throw while rendering.
    const broken = fixture();
    for (const page of broken.pages) {
      const second = page.components[1]!;
      page.components[1] = { ...second, props: { ...second.props, isDisabled: false, headingButtons: 'not a list' } };
    }
    const own = await createTestStore(broken);
    const alone = await testApp(own.db, { siteDir });
    try {
      const res = await alone.inject({ url: '/en/home' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`>${heading}<`);
      expect(res.body.match(/<!--\$!-->/g)).toHaveLength(1);
      expect(stateOf(res.body).blockBoundaries).toBe(true);
    } finally {
      await alone.close();
      await own.drop();
    }
  });

  it('answer redirects and the not-found status from the shell', async () => {
    const root = await app.inject({ url: '/' });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/en/home');
    expect((await app.inject({ url: '/en/no-such-page' })).statusCode).toBe(404);
  });

  it('keep anonymous HTML with a strong ETag and compress it once per coding', async () => {
    const first = await app.inject({ url: '/en/home', headers: { 'accept-encoding': 'br' } });
    expect(first.headers['content-encoding']).toBe('br');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+\.br"$/);
    const again = await app.inject({ url: '/en/home', headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    const plain = await app.inject({ url: '/en/home' });
    expect(plain.headers.etag).toBe(etag.replace('.br', ''));
  });

  it("render a signed-in visitor's page from the session cookie, privately and without the token", async () => {
    const signIn = await app.inject({ method: 'POST', url: '/api/auth/dev/sign-in', payload: { persona: 'attendee' } });
    const cookies = ([] as string[]).concat(signIn.headers['set-cookie'] ?? []);
    const session = cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '';
    expect(session).toMatch(/; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax/);
    const token = (signIn.json() as { token: string }).token;
    const page = await app.inject({ url: '/en/home', headers: { cookie: `${SESSION_COOKIE}=${token}` } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-cache');
    // The page names whose it is, so the browser's service worker keeps it in that visitor's cache only.
    expect(page.headers['x-page-viewer']).toBe(stateOf(page.body).visitor?.user.cmsId);
    expect(stateOf(page.body).visitor?.user.scopes).toEqual(expect.arrayContaining(['event-tools']));
    expect(page.body).not.toContain(token);
    // The texts of the shell's parts a signed-in visitor gets (My Event, live help, offline writes) come with the
    // page, so those parts need not ask for them once it is up; an anonymous page has none of them.
    const namespaces = (html: string) => stateOf(html).queries.queries.filter((q) => q.queryKey[0] === 'translations').map((q) => q.queryKey[3]);
    expect(namespaces(page.body)).toEqual(expect.arrayContaining(['shared-myEventPanel', 'shared-liveHelp', 'shared-offline-writes']));

    // Signed out, the same cookie renders the anonymous page.
    await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { authorization: `Bearer ${token}` } });
    const after = await app.inject({ url: '/en/home', headers: { cookie: `${SESSION_COOKIE}=${token}` } });
    expect(stateOf(after.body).visitor).toBeNull();
    expect(namespaces(after.body)).not.toContain('shared-myEventPanel');
    expect(after.headers['cache-control']).toBe('no-cache');
    expect(after.headers['x-page-viewer']).toBe('anonymous');
  });

  it("render a preview grant's page as its audience at its date, for that request only", async () => {
    const signIn = await app.inject({ method: 'POST', url: '/api/auth/dev/sign-in', payload: { persona: 'contenteditor' } });
    const editor = { authorization: `Bearer ${(signIn.json() as { token: string }).token}` };
    const frames = await app.inject({ method: 'POST', url: '/api/preview/frames', headers: editor, payload: { environment: 'cont', phase: 'live', date: '2027-05-18T10:00:00Z', audiences: ['inperson'] } });
    const grant = (frames.json() as { frames: { token: string }[] }).frames[0]!.token;

    const page = await app.inject({ url: `/en/home?preview=${encodeURIComponent(grant)}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow">');
    // The live phase's layout, for the in-person persona the grant names (the session the preview tab holds too).
    const state = stateOf(page.body);
    const content = state.queries.queries.map((q) => q.queryKey).filter((key) => key[0] === 'content');
    expect(JSON.stringify(content)).toContain('"live"');
    expect(JSON.stringify(content)).not.toContain('"pre-event"');
    expect(state.visitor?.user).toMatchObject({ displayName: 'In-person attendee', scopes: expect.arrayContaining(['inperson']) });
    expect(page.body).not.toContain(grant.split('.')[1]);

    // Nobody else sees it: the same page without the grant is the anonymous pre-event page.
    const plain = await app.inject({ url: '/en/home' });
    expect(plain.body).toContain(`>${heading}<`);
    expect(stateOf(plain.body).visitor).toBeNull();
  });

  it("drop cached HTML on a write, this process's and another's (through NOTIFY)", async () => {
    const before = await other.inject({ url: '/en/home' });
    expect(before.body).toContain(`>${heading}<`);
    const token = (await app.inject({ method: 'POST', url: '/api/auth/dev/sign-in', payload: { persona: 'contenteditor' } })).json() as { token: string };
    const headers = { authorization: `Bearer ${token.token}` };
    const current = (await app.inject({ url: '/api/content/home--pre-event', headers })).json() as { hash: string; components: { props: Record<string, unknown> }[] };
    const components = current.components.map((c, i) => (i === 0 ? { ...c, props: { ...c.props, heading: 'Rendered again after the write' } } : c));
    const saved = await app.inject({ method: 'PUT', url: '/api/content/home', headers, payload: { environment: 'cont', phase: 'pre-event', components, originalPageHash: current.hash } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await app.inject({ url: '/en/home' })).body).toContain('Rendered again after the write');
    await expect.poll(async () => (await other.inject({ url: '/en/home' })).body.includes('Rendered again after the write')).toBe(true);
  });

  it('keep answering the last HTML of a page while the store does not answer', async () => {
    const own = await createTestStore();
    const alone = await testApp(own.db, { siteDir });
    try {
      const rendered = await alone.inject({ url: '/en/home' });
      expect(rendered.statusCode).toBe(200);
      await own.db.close();
      const down = await alone.inject({ url: '/en/home' });
      expect(down.statusCode).toBe(200);
      expect(down.body).toBe(rendered.body);
    } finally {
      // Closing stops listening on the store, which is gone already.
      await alone.close().catch(() => undefined);
    }
  });
});
