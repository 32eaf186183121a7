import { describe, expect, it } from 'vitest';
import { routeTable } from './route-table.js';
import { openTestServer } from '../test-app.js';
import { bearer, signIn, testApp, testConfig, TEST_NOW } from '../test-support.js';

const SAMPLE: Record<string, string> = {
  env: 'uat', page: 'home', phase: 'live', pageId: 'home--live', contentId: 'heading', parentOrType: 'sectionHeading',
  timestamp: '2026-11-20T12:00:00Z', flag: 'normal', lang: 'en', locale: 'en-US', namespace: 'base', language: 'en',
};
const urlOf = (path: string) => `/api${path.replace(/:([A-Za-z]+)/g, (_, name: string) => SAMPLE[name] ?? name)}`;

const server = openTestServer();

describe('dev sign-in', () => {
  it('answers a token and the user of each persona, scopes per docs/behaviour/roles-and-flags.md, Scopes', async () => {
    const res = await server.app.inject({ method: 'POST', url: '/api/auth/dev/sign-in', payload: { persona: 'siteeditor' } });
    expect(res.statusCode).toBe(200);
    const { token, user } = res.json() as { token: string; user: Record<string, unknown> & { scopes: string[]; expiry: string } };
    expect(token.split('.')).toHaveLength(3);
    expect(user).toMatchObject({ displayName: 'Sam Siteeditor', email: 'siteeditor@nimbus.example', eventProfileId: 'ep-siteeditor', cmsId: 'cms-siteeditor' });
    expect(user.scopes).toEqual(expect.arrayContaining(['siteeditor', 'contenteditor', 'lang-en-US']));
    expect(Date.parse(user.expiry)).toBeGreaterThan(TEST_NOW.getTime());
    const anonymous = (await server.app.inject({ method: 'POST', url: '/api/auth/dev/sign-in', payload: { persona: 'anonymous' } })).json() as { user: { scopes: string[] } };
    expect(anonymous.user.scopes).toEqual([]);
    const inperson = (await server.app.inject({ method: 'POST', url: '/api/auth/dev/sign-in', payload: { persona: 'inperson' } })).json() as { user: { scopes: string[] } };
    expect(inperson.user.scopes).toContain('inperson');
  });
  it('refuses an unknown persona with 400', async () => {
    const res = await server.app.inject({ method: 'POST', url: '/api/auth/dev/sign-in', payload: { persona: 'root' } });
    expect(res.statusCode).toBe(400);
  });
  it('is disabled in OIDC mode', async () => {
    const oidc = await testApp(server.store.db, {
      auth: { ...testConfig().auth, mode: 'oidc', oidcIssuer: 'https://idp.example', oidcJwksUrl: 'https://idp.example/jwks' },
    });
    const res = await oidc.inject({ method: 'POST', url: '/api/auth/dev/sign-in', payload: { persona: 'siteeditor' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'translate.base.error.dev-sign-in-disabled' });
    await oidc.close();
  });
});

describe('route guards', () => {
  const guarded = routeTable.filter((r) => r.scope !== 'public');
  // Writes to the site (content, settings, translations, files) need an editor; a signed-in visitor writes only
  // their own favorites.
  const ownWrites = routeTable.filter((r) => r.write && r.scope === 'authenticated');
  // Meeting writes (scope 'meetings') are a visitor's own too; the authorization matrix checks them per persona.
  const writes = routeTable.filter((r) => r.write && r.scope !== 'public' && r.scope !== 'authenticated' && r.scope !== 'meetings');

  it("covers every write with an editor scope, except a visitor's own things", () => {
    expect(writes.length).toBeGreaterThanOrEqual(8);
    for (const r of writes) expect(['contenteditor', 'siteeditor']).toContain(r.scope);
    // A signed-in visitor writes only what is theirs: favorites, schedule, RSVPs, nominations, calendar feed,
    // evaluations, their live-help conversation, profile, photo, consent, catalog preferences, notification read
    // marks, choices and push devices (the services key every row by the token's cmsId).
    expect(ownWrites.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
      'DELETE /favorites/:kind/:id',
      'DELETE /roundtable/:sessionId/nomination',
      'DELETE /rsvp/:sessionId',
      'DELETE /schedule/feed',
      'DELETE /schedule/sessions/:sessionId',
      'POST /PushSubscription',
      'POST /PushSubscription/remove',
      'POST /evaluations/:target/submit',
      'POST /live-help/messages',
      'POST /live-help/read',
      'POST /profile/photo',
      'POST /pushnotification/:id/read',
      'POST /pushnotification/preference/category',
      'POST /pushnotification/preference/notification-type',
      'POST /pushnotification/readAll',
      'POST /schedule/feed',
      'POST /schedule/sessions/:sessionId',
      'PUT /consent',
      'PUT /favorites/:kind/:id',
      'PUT /preferences',
      'PUT /profile',
      'PUT /roundtable/:sessionId/nomination',
      'PUT /rsvp/:sessionId',
    ]);
  });

  it('answers 401 with a code to every non-public call without a token', async () => {
    for (const r of guarded) {
      const res = await server.app.inject({ method: r.method, url: urlOf(r.path), payload: r.method === 'GET' ? undefined : {} });
      expect(res.statusCode, `${r.method} ${r.path}`).toBe(401);
      expect(res.json()).toMatchObject({ code: 'translate.base.error.unauthorized' });
    }
  });

  it('answers 401 to a forged token', async () => {
    const res = await server.app.inject({ url: '/api/siteeditor', headers: bearer('a.b.c') });
    expect(res.statusCode).toBe(401);
  });

  it('refuses an attendee token on every write with 403', async () => {
    const attendee = bearer(await signIn(server.app, 'attendee'));
    for (const r of writes) {
      const res = await server.app.inject({ method: r.method, url: urlOf(r.path), headers: attendee, payload: {} });
      expect(res.statusCode, `${r.method} ${r.path}`).toBe(403);
      expect(res.json()).toMatchObject({ code: 'translate.base.error.forbidden' });
    }
  });

  it('refuses settings writes to a content editor but lets content through', async () => {
    const editor = bearer(await signIn(server.app, 'contenteditor'));
    const res = await server.app.inject({ method: 'POST', url: '/api/siteeditor', headers: editor, payload: { changes: {}, originalHash: null } });
    expect(res.statusCode).toBe(403);
    const all = await server.app.inject({ url: '/api/content/all/home', headers: editor });
    expect(all.statusCode).toBe(200);
  });

  it('keeps other environments from anonymous readers', async () => {
    const res = await server.app.inject({ url: '/api/content/home--live?env=prod' });
    expect(res.statusCode).toBe(401);
  });
});

describe('write rate limit', () => {
  it('answers 429 with a plain-text body past the limit', async () => {
    const limited = await testApp(server.store.db, { writeRateLimit: { max: 2, timeWindowMs: 60_000 } });
    const codes: number[] = [];
    let last = { body: '', type: '' };
    for (let i = 0; i < 3; i++) {
      const res = await limited.inject({ method: 'POST', url: '/api/auth/dev/sign-in', payload: { persona: 'attendee' } });
      codes.push(res.statusCode);
      last = { body: res.body, type: String(res.headers['content-type']) };
    }
    expect(codes).toEqual([200, 200, 429]);
    expect(last.type).toMatch(/^text\/plain/);
    expect(last.body).toMatch(/^Too many requests/);
    // Reads are not limited.
    expect((await limited.inject({ url: '/api/ping' })).statusCode).toBe(200);
    await limited.close();
  });
});

describe('operational calls', () => {
  it('answers ping, version and chrome', async () => {
    expect((await server.app.inject({ url: '/api/ping' })).json()).toEqual({ ok: true });
    expect((await server.app.inject({ url: '/api/version' })).json()).toEqual({ server: { version: '1.2.3', build: 'local' } });
    const chrome = (await server.app.inject({ url: '/api/chrome/en' })).json() as Record<string, unknown>;
    expect(Object.keys(chrome).sort()).toEqual(['cssIncludes', 'footerHtml', 'footerLinks', 'headerHtml', 'javascriptIncludes']);
  });
  it('answers unknown /api paths with a coded 404', async () => {
    const res = await server.app.inject({ url: '/api/nothing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'translate.base.error.not-found' });
  });
});
