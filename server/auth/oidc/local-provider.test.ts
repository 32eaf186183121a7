// The local identity provider is a real OpenID Connect provider: openid-client, as a relying party, discovers it,
// signs in through its form (plain fetch, redirects followed by hand, cookies kept), exchanges the code, reads
// userinfo, refreshes and signs out; its clock can be shifted for tests of expired tokens.
import { decodeJwt } from 'jose';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIdpUsers, startLocalIdp, type LocalIdp, type LocalIdpUser } from './local-provider.js';
import { formAction, idpBrowser, type IdpBrowser } from '../../../test-support/idp-browser.js';

const REDIRECT_URI = 'http://127.0.0.1:9/callback';
const POST_LOGOUT_URI = 'http://127.0.0.1:9/signed-out';
const USER: LocalIdpUser = {
  sub: 'user-1',
  email: 'ada@example.test',
  password: 'correct horse',
  given_name: 'Ada',
  family_name: 'Lovelace',
  locale: 'de-DE',
  roles: ['siteeditor'],
  companyName: 'Analytical <Engines>',
};

let idp: LocalIdp;

beforeAll(async () => {
  idp = await startLocalIdp({
    users: [USER, ...demoIdpUsers()],
    clients: [
      { client_id: 'web', client_secret: 'web-secret-value', redirect_uris: [REDIRECT_URI], post_logout_redirect_uris: [POST_LOGOUT_URI] },
      { client_id: 'spa', redirect_uris: [REDIRECT_URI] },
    ],
  });
});
afterAll(async () => {
  await idp.close();
});

const browser = () => idpBrowser(idp.issuer);
type Browser = IdpBrowser;
const follow = (b: Browser, url: string, init?: RequestInit) => b.follow(url, init);
const postForm = (b: Browser, url: string, fields: Record<string, string>) => b.postForm(url, fields);

async function discover(clientId: string, secret?: string) {
  // openid-client talks https only unless told otherwise; the local provider is plain http on 127.0.0.1.
  return client.discovery(new URL(idp.issuer), clientId, secret, undefined, { execute: [client.allowInsecureRequests] });
}

/** Signs in through the form; answers the callback URL (with ?code=) and the checks the code exchange needs. */
async function signIn(config: client.Configuration, b: Browser, email: string, password: string, extra: Record<string, string> = {}) {
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const authUrl = client.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT_URI,
    scope: 'openid profile email offline_access',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...extra,
  });
  const form = await follow(b, authUrl.href);
  expect(form.res.status).toBe(200);
  const html = await form.res.text();
  const done = await postForm(b, formAction(html, form.url), { email, password });
  expect(done.res.status).toBe(303);
  const callback = new URL(done.url);
  expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT_URI);
  return { callback, checks: { pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce }, verifier };
}

describe('local identity provider', () => {
  it('publishes its discovery document on 127.0.0.1', async () => {
    expect(idp.issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const config = await discover('web', 'web-secret-value');
    const meta = config.serverMetadata();
    expect(meta.issuer).toBe(idp.issuer);
    expect(meta.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'email', 'offline_access']));
    expect(meta.code_challenge_methods_supported).toEqual(['S256']);
    expect(meta.end_session_endpoint).toBe(`${idp.issuer}/session/end`);
    expect(meta.revocation_endpoint).toBeDefined();
  });

  it('signs in with code, PKCE, state and nonce; releases the claims; refreshes; signs out', async () => {
    const config = await discover('web', 'web-secret-value');
    const b = browser();

    // The sign-in page: accessible, and nothing the provider is given is echoed unescaped.
    const first = await follow(b, client.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT_URI, scope: 'openid', code_challenge: 'x'.repeat(43), code_challenge_method: 'S256', state: 's', login_hint: '"><script>',
    }).href);
    const html = await first.res.text();
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Sign in</title>');
    expect(html).toMatch(/<main>[\s\S]*<h1>Sign in<\/h1>[\s\S]*<\/main>/);
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toMatch(/<input id="email" name="email" type="email" autocomplete="username"/);
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toMatch(/<input id="password" name="password" type="password" autocomplete="current-password"/);
    expect(html).toContain('<button type="submit">Sign in</button>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;"');

    // A wrong password (and an unknown email) re-render the form with an alert.
    for (const [email, password] of [[USER.email, 'wrong'], ['nobody@example.test', USER.password]] as const) {
      const wrong = await postForm(b, formAction(html, first.url), { email, password });
      expect(wrong.res.status).toBe(401);
      const again = await wrong.res.text();
      expect(again).toContain('<p role="alert">The email or password is not correct.</p>');
      expect(again).toContain('<button type="submit">Sign in</button>');
    }

    const { callback, checks } = await signIn(config, b, USER.email, USER.password);
    expect(callback.searchParams.get('code')).toBeTruthy();
    const tokens = await client.authorizationCodeGrant(config, callback, checks);
    expect(tokens.token_type.toLowerCase()).toBe('bearer');
    expect(tokens.expires_in).toBeLessThanOrEqual(300);
    expect(tokens.refresh_token).toBeTruthy();
    // Without prompt=consent oidc-provider drops offline_access; the refresh token comes all the same.
    expect(tokens.scope?.split(' ')).not.toContain('offline_access');
    const idClaims = tokens.claims();
    expect(idClaims).toMatchObject({
      iss: idp.issuer,
      aud: 'web',
      sub: USER.sub,
      nonce: checks.expectedNonce,
      email: USER.email,
      email_verified: true,
      given_name: 'Ada',
      family_name: 'Lovelace',
      name: 'Ada Lovelace',
      locale: 'de-DE',
      roles: ['siteeditor'],
      companyName: 'Analytical <Engines>',
    });
    expect(idClaims!.exp - idClaims!.iat).toBe(300);
    expect(decodeJwt(tokens.id_token!).iat).toBeCloseTo(Date.now() / 1000, -1);

    const userinfo = await client.fetchUserInfo(config, tokens.access_token, USER.sub);
    expect(userinfo).toMatchObject({ sub: USER.sub, email: USER.email, roles: ['siteeditor'], companyName: 'Analytical <Engines>', locale: 'de-DE' });

    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token!);
    expect(refreshed.access_token).toBeTruthy();
    expect(refreshed.access_token).not.toBe(tokens.access_token);
    expect(refreshed.claims()).toMatchObject({ sub: USER.sub, roles: ['siteeditor'] });
    const again = await client.fetchUserInfo(config, refreshed.access_token, USER.sub);
    expect(again.email).toBe(USER.email);

    // A second sign-in in the same browser needs no form: the provider's session answers at once.
    const silent = await follow(b, client.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT_URI, scope: 'openid', code_challenge: await client.calculatePKCECodeChallenge(client.randomPKCECodeVerifier()), code_challenge_method: 'S256', state: 's2',
    }).href);
    expect(new URL(silent.url).searchParams.get('code')).toBeTruthy();

    // Sign-out: the provider's page has a "Sign out" button; confirming it returns to the registered address.
    const endSession = client.buildEndSessionUrl(config, { id_token_hint: tokens.id_token!, post_logout_redirect_uri: POST_LOGOUT_URI, state: 'bye' });
    expect(endSession.href.startsWith(`${idp.issuer}/session/end?`)).toBe(true);
    const logout = await follow(b, endSession.href);
    expect(logout.res.status).toBe(200);
    const logoutHtml = await logout.res.text();
    expect(logoutHtml).toContain('<html lang="en">');
    expect(logoutHtml).toMatch(/<button type="submit" form="op.logoutForm" name="logout" value="yes"[^>]*>Sign out<\/button>/);
    const confirm = /<form id="op.logoutForm" method="post" action="([^"]+)">[\s\S]*?name="xsrf" value="([^"]+)"/.exec(logoutHtml);
    expect(confirm).not.toBeNull();
    const signedOut = await postForm(b, new URL(confirm![1]!, logout.url).href, { xsrf: confirm![2]!, logout: 'yes' });
    expect(signedOut.url).toBe(`${POST_LOGOUT_URI}?state=bye`);

    // Signed out: the next authorization asks for the form again.
    const afterLogout = await follow(b, client.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT_URI, scope: 'openid', code_challenge: await client.calculatePKCECodeChallenge(client.randomPKCECodeVerifier()), code_challenge_method: 'S256', state: 's3',
    }).href);
    expect(afterLogout.res.status).toBe(200);
    expect(await afterLogout.res.text()).toContain('<h1>Sign in</h1>');
  });

  it('serves public clients (no secret) and the demo personas, with refresh tokens with or without offline_access', async () => {
    const config = await discover('spa');
    const b = browser();
    const { callback, checks } = await signIn(config, b, 'siteeditor@nimbus.example', 'demo', { scope: 'openid profile email' });
    const tokens = await client.authorizationCodeGrant(config, callback, checks);
    expect(tokens.refresh_token).toBeTruthy();
    expect(tokens.scope).toBe('openid profile email');
    expect(tokens.claims()).toMatchObject({
      sub: 'cms-siteeditor', email: 'siteeditor@nimbus.example', roles: ['siteeditor'], locale: 'en-US', companyName: 'Nimbus Events',
    });
    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token!);
    expect(refreshed.claims()?.sub).toBe('cms-siteeditor');
    await client.tokenRevocation(config, refreshed.refresh_token!);
    await expect(client.refreshTokenGrant(config, refreshed.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });

    // offline_access is kept only with prompt=consent (OpenID Connect Core 11); the consent is granted without asking.
    const offline = await signIn(config, browser(), 'attendee@nimbus.example', 'demo', { prompt: 'consent' });
    const offlineTokens = await client.authorizationCodeGrant(config, offline.callback, offline.checks);
    expect(offlineTokens.scope?.split(' ')).toContain('offline_access');
    expect(offlineTokens.refresh_token).toBeTruthy();
  });

  it('refuses an authorization request without PKCE', async () => {
    const config = await discover('web', 'web-secret-value');
    const url = client.buildAuthorizationUrl(config, { redirect_uri: REDIRECT_URI, scope: 'openid', state: 's' });
    const res = await fetch(url, { redirect: 'manual' });
    const location = new URL(res.headers.get('location') ?? '', idp.issuer);
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });

  it('demo users: one per persona but anonymous, password "demo"', () => {
    const users = demoIdpUsers();
    expect(users.map((u) => u.roles[0])).toEqual(['attendee', 'inperson', 'exhibitor', 'contenteditor', 'siteeditor']);
    expect(users[0]).toEqual({
      sub: 'cms-attendee', email: 'attendee@nimbus.example', password: 'demo', given_name: 'Avery', family_name: 'Attendee',
      locale: 'en-US', roles: ['attendee'], companyName: 'Contoso',
    });
  });

  it('shifts its clock for the tokens it issues, and only its own', async () => {
    const config = await discover('web', 'web-secret-value');
    const realNow = () => performance.timeOrigin + performance.now();
    idp.setClockOffset(-86_400);
    try {
      expect(Math.abs(Date.now() - realNow())).toBeLessThan(1000);
      const b = browser();
      const { callback, verifier } = await signIn(config, b, USER.email, USER.password);
      // The session cookie (12 hours) expires in the browser's real time, so a browser keeps it although the provider is a day behind.
      const session = b.setCookies.find((cookie) => cookie.startsWith('_session='));
      const expires = Date.parse(/expires=([^;]+)/i.exec(session ?? '')?.[1] ?? '');
      expect(expires).toBeGreaterThan(realNow());

      // openid-client would refuse these tokens (they expired a day ago): the exchange is done by hand.
      const res = await fetch(config.serverMetadata().token_endpoint!, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code', code: callback.searchParams.get('code')!, redirect_uri: REDIRECT_URI, code_verifier: verifier,
          client_id: 'web', client_secret: 'web-secret-value',
        }),
      });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { id_token: string; access_token: string };
      const claims = decodeJwt(body.id_token);
      expect(claims.iat! - realNow() / 1000).toBeCloseTo(-86_400, -1);
      expect(claims.exp!).toBeLessThan(realNow() / 1000);
      // To the provider itself the access token is still good: its own clock is the shifted one.
      const userinfo = await fetch(config.serverMetadata().userinfo_endpoint!, { headers: { authorization: `Bearer ${body.access_token}` } });
      expect(userinfo.status).toBe(200);
    } finally {
      idp.setClockOffset(0);
    }
    const b = browser();
    const { callback, checks } = await signIn(config, b, USER.email, USER.password);
    const tokens = await client.authorizationCodeGrant(config, callback, checks);
    expect(tokens.claims()!.iat).toBeCloseTo(realNow() / 1000, -1);
  });

  it('closes: the port no longer answers', async () => {
    const other = await startLocalIdp({ users: [USER], clients: [{ client_id: 'c', redirect_uris: [REDIRECT_URI] }] });
    other.setClockOffset(60);
    const discovery = `${other.issuer}/.well-known/openid-configuration`;
    expect((await fetch(discovery)).status).toBe(200);
    await other.close();
    await expect(fetch(discovery)).rejects.toThrow();
  });
});
