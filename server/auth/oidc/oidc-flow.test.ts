// The sign-in through a real OpenID Connect provider (local-provider.ts, oidc-provider) against the real app, on
// the store of this run (PGlite, or PostgreSQL with TEST_DATABASE_URL): the code flow with PKCE, the session it
// starts, its renewal at the provider, the sign-out at both ends, and every failure answered with the forbidden
// page and no session.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, testApp, testConfig, TEST_NOW, type TestStore } from '../../test-support.js';
import { cookieValue, idpBrowser, signInAtProvider } from '../../../test-support/idp-browser.js';
import { startLocalIdp, type LocalIdp, type LocalIdpUser } from './local-provider.js';
import { oidcSettings } from './settings.js';

// Never fetched: the tests hand the provider's redirect to the app themselves.
const SITE = 'http://127.0.0.1:9';
const REDIRECT_URI = `${SITE}/api/auth/oidc/callback`;
const user = (sub: string, email: string, roles: string[], extra: Partial<LocalIdpUser> = {}): LocalIdpUser => ({
  sub, email, password: 'pass-word', given_name: 'Ada', family_name: 'Lovelace', roles, ...extra,
});
const ADA = user('ada', 'ada@example.test', ['inperson'], { locale: 'de-DE', companyName: 'Analytical Engines' });
const EDITOR = user('eve', 'eve@example.test', ['contenteditor']);
const ADMIN = user('sam', 'sam@example.test', ['siteeditor']);
const NOBODY = user('nob', 'nobody@example.test', ['visitor']);

let idp: LocalIdp;
let store: TestStore;
let app: FastifyInstance;
let clock = TEST_NOW;

async function oidcApp(issuer: string, env: Record<string, string> = {}): Promise<FastifyInstance> {
  const oidc = oidcSettings({ OIDC_ISSUER: issuer, OIDC_CLIENT_ID: 'site', OIDC_CLIENT_SECRET: 'site-secret-0123456789', OIDC_REDIRECT_URI: REDIRECT_URI, ...env });
  return testApp(store.db, { auth: { ...testConfig().auth, mode: 'oidc', oidc } }, () => clock);
}

beforeAll(async () => {
  idp = await startLocalIdp({
    users: [ADA, EDITOR, ADMIN, NOBODY],
    clients: [{ client_id: 'site', client_secret: 'site-secret-0123456789', redirect_uris: [REDIRECT_URI], post_logout_redirect_uris: [`${SITE}/`] }],
  });
  store = await createTestStore();
  // The profile is on in this site (the fixture has it off), so a new user's record can be seen and edited.
  await store.db.query(`UPDATE site_settings SET doc = jsonb_set(doc, '{features,enableProfile}', 'true') WHERE environment = 'cont'`);
  await store.db.query(`UPDATE site_settings SET doc = jsonb_set(doc, '{enableAdminAttendeeTypeChanger}', 'true') WHERE environment = 'cont'`);
  app = await oidcApp(idp.issuer);
});
afterAll(async () => {
  await app?.close();
  await idp?.close();
  await store?.drop();
});

const setCookiesOf = (res: { headers: Record<string, unknown> }) => {
  const raw = res.headers['set-cookie'];
  return raw === undefined ? [] : Array.isArray(raw) ? raw.map(String) : [String(raw)];
};

/** Starts a sign-in on the app and signs in at the provider; answers the callback's query and the flow cookie. */
async function toProvider(email: string, password = 'pass-word', dest = '/de/schedule', target = app) {
  const start = await target.inject({ method: 'GET', url: `/api/auth/oidc/start?lang=de&dest=${encodeURIComponent(dest)}` });
  expect(start.statusCode).toBe(302);
  const flow = cookieValue(start.headers, 'conf_oidc_flow');
  expect(flow).toBeTruthy();
  const back = await signInAtProvider(idpBrowser(idp.issuer), String(start.headers.location), email, password);
  expect(back.url.startsWith(`${REDIRECT_URI}?`), back.url).toBe(true);
  return { query: new URL(back.url).search, flow: flow! };
}

const callback = (query: string, flow?: string, target = app) =>
  target.inject({ method: 'GET', url: `/api/auth/oidc/callback${query}`, headers: flow ? { cookie: `conf_oidc_flow=${flow}` } : {} });

async function signedIn(email: string) {
  const { query, flow } = await toProvider(email);
  const res = await callback(query, flow);
  return { res, token: cookieValue(res.headers, 'conf_session')!, refresh: cookieValue(res.headers, 'conf_refresh')!, query, flow };
}

const forbiddenCode = (location: unknown) => new URL(String(location), SITE).searchParams.get('errorCode');

describe('sign-in through the identity provider', () => {
  it('starts with PKCE, state and nonce, and keeps them in an encrypted cookie only the callback gets', async () => {
    const start = await app.inject({ method: 'GET', url: '/api/auth/oidc/start?lang=en&dest=%2Fen%2Fsessions' });
    const target = new URL(String(start.headers.location));
    expect(`${target.origin}`).toBe(idp.issuer);
    expect(target.searchParams.get('code_challenge_method')).toBe('S256');
    expect(target.searchParams.get('state')).toBeTruthy();
    expect(target.searchParams.get('nonce')).toBeTruthy();
    expect(target.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    const cookie = setCookiesOf(start).find((c) => c.startsWith('conf_oidc_flow='))!;
    expect(cookie).toMatch(/Path=\/api\/auth\/oidc; Max-Age=600; HttpOnly; SameSite=Lax/);
    // Encrypted: neither the verifier nor the destination can be read from it.
    expect(cookie).not.toContain('sessions');
  });

  it('lands on auth-redirect with dest, a session whose scopes come from the roles, and an attendee record', async () => {
    const { res, token, refresh } = await signedIn('ada@example.test');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/de/auth-redirect?dest=%2Fde%2Fschedule');
    expect(setCookiesOf(res).some((c) => /^conf_oidc_flow=;.*Max-Age=0/.test(c))).toBe(true);
    expect(token).toBeTruthy();
    expect(refresh).toBeTruthy();
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(200);
    const shown = me.json() as { cmsId: string; displayName: string; email: string; companyName: string; scopes: string[] };
    expect(shown).toMatchObject({ displayName: 'Ada Lovelace', email: 'ada@example.test', companyName: 'Analytical Engines' });
    expect(shown.cmsId).toMatch(/^oidc-[A-Za-z0-9_-]{24}$/);
    expect(shown.scopes).toEqual(expect.arrayContaining(['session-catalog', 'attendee-directory', 'meetings', 'side-meetings', 'inperson', 'lang-de-DE']));
    expect(shown.scopes).not.toContain('contenteditor');
    const { rows } = await store.db.query<{ doc: Record<string, unknown>; listed: boolean }>('SELECT doc, listed FROM attendees WHERE user_id = $1', [shown.cmsId]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.listed).toBe(false);
    expect(rows[0]!.doc).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', company: 'Analytical Engines', attendeeDirectory: false, participationType: { logicalValue: 'inperson' } });
    // The profile is theirs to complete, and they are out of the directory until they opt in.
    const profile = await app.inject({ method: 'GET', url: '/api/profile', headers: { authorization: `Bearer ${token}` } });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(JSON.stringify(profile.json())).toContain('Lovelace');
    const optIn = await app.inject({ method: 'PUT', url: '/api/profile', headers: { authorization: `Bearer ${token}` }, payload: { privacy: { attendeeDirectory: true } } });
    expect(optIn.statusCode, optIn.body).toBe(200);
    expect((await store.db.query<{ listed: boolean }>('SELECT listed FROM attendees WHERE user_id = $1', [shown.cmsId])).rows[0]?.listed).toBe(true);
    // A second sign-in keeps the one record, as the visitor left it.
    await signedIn('ada@example.test');
    expect((await store.db.query<{ listed: boolean }>('SELECT listed FROM attendees WHERE user_id = $1', [shown.cmsId])).rows[0]?.listed).toBe(true);
    expect((await store.db.query('SELECT 1 FROM attendees WHERE user_id = $1', [shown.cmsId])).rows).toHaveLength(1);
  });

  it('gives editors their scopes and no attendee record', async () => {
    const { token } = await signedIn('eve@example.test');
    const me = (await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } })).json() as { cmsId: string; scopes: string[] };
    expect(me.scopes).toEqual(expect.arrayContaining(['contenteditor', 'lang-en-US']));
    expect((await store.db.query('SELECT 1 FROM attendees WHERE user_id = $1', [me.cmsId])).rows).toHaveLength(0);
  });

  it('renews the session at the provider, and ends it when the provider takes the role away', async () => {
    const { refresh } = await signedIn('ada@example.test');
    clock = new Date(TEST_NOW.getTime() + 25 * 60_000);
    const renewed = await app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: `conf_refresh=${refresh}` } });
    expect(renewed.statusCode).toBe(200);
    expect((renewed.json() as { user: { scopes: string[] } }).user.scopes).toContain('inperson');
    ADA.roles = ['attendee'];
    clock = new Date(TEST_NOW.getTime() + 50 * 60_000);
    const demoted = await app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: `conf_refresh=${refresh}` } });
    expect((demoted.json() as { user: { scopes: string[] } }).user.scopes).not.toContain('inperson');
    ADA.roles = [];
    clock = new Date(TEST_NOW.getTime() + 75 * 60_000);
    const ended = await app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: `conf_refresh=${refresh}` } });
    expect(ended.statusCode).toBe(401);
    expect(setCookiesOf(ended).some((c) => /^conf_refresh=;/.test(c))).toBe(true);
    ADA.roles = ['inperson'];
    clock = TEST_NOW;
  });

  it('ends the session when the provider revoked its grant', async () => {
    const { refresh } = await signedIn('eve@example.test');
    const sessionId = refresh.split('.')[0]!;
    const { rows } = await store.db.query<{ provider_tokens: string }>('SELECT provider_tokens FROM auth_sessions WHERE id = $1', [sessionId]);
    // Kept encrypted: the provider's refresh token is not readable from the store.
    expect(rows[0]!.provider_tokens).toMatch(/^[\w-]+\.\.[\w-]+\.[\w-]+\.[\w-]+$/);
    const { refreshToken } = await app.routeContext.oidc!.unseal(rows[0]!.provider_tokens);
    expect(rows[0]!.provider_tokens).not.toContain(refreshToken!);
    const revoked = await fetch(`${idp.issuer}/token/revocation`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: refreshToken!, client_id: 'site', client_secret: 'site-secret-0123456789' }).toString(),
    });
    expect(revoked.status).toBe(200);
    clock = new Date(TEST_NOW.getTime() + 25 * 60_000);
    const ended = await app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: `conf_refresh=${refresh}` } });
    expect(ended.statusCode).toBe(401);
    expect((ended.json() as { message: string }).message).toBe('The session has ended at the identity provider: sign in again.');
    clock = TEST_NOW;
  });

  it('lets a site editor view the site as an attendee type, kept across a renewal at the provider, and reset', async () => {
    const { token, refresh } = await signedIn('sam@example.test');
    const auth = (t: string) => ({ authorization: `Bearer ${t}` });
    const viewAs = await app.inject({ method: 'POST', url: '/api/siteeditor/change-attendee-type/inperson', headers: auth(token), payload: {} });
    expect(viewAs.statusCode, viewAs.body).toBe(200);
    expect((viewAs.json() as { user: { scopes: string[] } }).user.scopes).toContain('inperson');
    clock = new Date(TEST_NOW.getTime() + 25 * 60_000);
    const renewed = await app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: `conf_refresh=${refresh}` } });
    const after = renewed.json() as { token: string; user: { scopes: string[]; attendeeType?: string } };
    expect(after.user).toMatchObject({ attendeeType: 'inperson' });
    expect(after.user.scopes).toEqual(expect.arrayContaining(['inperson', 'siteeditor']));
    const reset = await app.inject({ method: 'POST', url: '/api/siteeditor/reset-attendee-type', headers: auth(after.token), payload: {} });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((reset.json() as { user: { scopes: string[] } }).user.scopes).not.toContain('inperson');
    clock = TEST_NOW;
  });

  it('signs out here and answers the provider logout, after which neither the token nor the refresh works', async () => {
    const { token, refresh } = await signedIn('ada@example.test');
    const out = await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { authorization: `Bearer ${token}`, cookie: `conf_refresh=${refresh}` } });
    expect(out.statusCode).toBe(200);
    const logout = new URL((out.json() as { logoutUrl: string }).logoutUrl);
    expect(logout.origin).toBe(idp.issuer);
    // No token in the URL: the site is named by its client id.
    expect(logout.searchParams.get('id_token_hint')).toBeNull();
    expect(logout.searchParams.get('client_id')).toBe('site');
    expect(logout.searchParams.get('post_logout_redirect_uri')).toBe(`${SITE}/`);
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: `conf_refresh=${refresh}` } })).statusCode).toBe(401);
  });
});

describe('failed sign-ins go to forbidden with no session', () => {
  const noSession = (res: { headers: Record<string, unknown> }) => expect(setCookiesOf(res).some((c) => /^conf_(session|refresh)=[^;]/.test(c))).toBe(false);

  it('a changed state: 1404', async () => {
    const { query, flow } = await toProvider('ada@example.test');
    const res = await callback(query.replace(/state=[^&]+/, 'state=forged'), flow);
    expect(res.headers.location).toMatch(/^\/de\/forbidden\?errorCode=1404&errorMessage=/);
    noSession(res);
  });

  it("no flow cookie (another browser, or a second tab's answer): 1404", async () => {
    const { query } = await toProvider('ada@example.test');
    const res = await callback(query);
    expect(forbiddenCode(res.headers.location)).toBe('1404');
    noSession(res);
  });

  it('a replayed code: 1404', async () => {
    const { query, flow } = await signedIn('ada@example.test');
    const again = await callback(query, flow);
    expect(forbiddenCode(again.headers.location)).toBe('1404');
    noSession(again);
  });

  it('an expired ID token: 1404', async () => {
    idp.setClockOffset(-3600);
    try {
      const { query, flow } = await toProvider('ada@example.test');
      const res = await callback(query, flow);
      expect(forbiddenCode(res.headers.location)).toBe('1404');
      noSession(res);
    } finally {
      idp.setClockOffset(0);
    }
  });

  it('a user with none of the site roles: 3403, and with OIDC_DEFAULT_ROLE the default role', async () => {
    const { query, flow } = await toProvider('nobody@example.test');
    const res = await callback(query, flow);
    const location = new URL(String(res.headers.location), SITE);
    expect(location.searchParams.get('errorCode')).toBe('3403');
    expect(location.searchParams.get('errorMessage')).toBe('Your account has no access to this site.');
    expect(location.searchParams.get('errorKey')).toBe('translate.base.error.sign-in-no-role');
    noSession(res);
    const lenient = await oidcApp(idp.issuer, { OIDC_DEFAULT_ROLE: 'attendee' });
    try {
      const second = await toProvider('nobody@example.test', 'pass-word', '/de/schedule', lenient);
      const ok = await callback(second.query, second.flow, lenient);
      expect(ok.headers.location).toBe('/de/auth-redirect?dest=%2Fde%2Fschedule');
    } finally {
      await lenient.close();
    }
  });

  it('the provider down: 500, and the site keeps answering', async () => {
    const down = await oidcApp('http://127.0.0.1:9');
    try {
      const res = await down.inject({ method: 'GET', url: '/api/auth/oidc/start?lang=en' });
      expect(res.statusCode).toBe(302);
      const location = new URL(String(res.headers.location), SITE);
      expect(location.pathname).toBe('/en/forbidden');
      expect(location.searchParams.get('errorCode')).toBe('500');
      expect((await down.inject({ method: 'GET', url: '/api/ping' })).statusCode).toBe(200);
    } finally {
      await down.close();
    }
  });

  it("the provider's forgotten-password answer (AADB2C90118) starts the password reset", async () => {
    const { flow } = await toProvider('ada@example.test');
    const res = await callback('?error=access_denied&error_description=AADB2C90118%3A+The+user+has+forgotten+their+password.', flow);
    expect(res.headers.location).toBe('/api/auth/oidc/start?lang=de&dest=%2Fde%2Fschedule&reset=1');
    noSession(res);
  });

  it('the development sign-in is off, and an open redirect is refused', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/auth/dev/sign-in', payload: { persona: 'siteeditor' } })).statusCode).toBe(404);
    const start = await app.inject({ method: 'GET', url: '/api/auth/oidc/start?lang=en&dest=%2F%2Fevil.example%2F' });
    const { query, flow } = { query: '', flow: cookieValue(start.headers, 'conf_oidc_flow') };
    expect(flow).toBeTruthy();
    expect(query).toBe('');
    const back = await signInAtProvider(idpBrowser(idp.issuer), String(start.headers.location), 'ada@example.test', 'pass-word');
    const res = await callback(new URL(back.url).search, flow);
    expect(res.headers.location).toBe('/en/auth-redirect');
  });
});
