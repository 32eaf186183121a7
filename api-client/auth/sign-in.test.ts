import { describe, expect, it } from 'vitest';
import { configureApiClient } from '../config';
import { apiRequest } from '../http';
import { apiTestServerPerFile, sendJson } from '../test-support/api-test-server';
import { getSession, getValidToken, isExpired, saveSession, subscribeSession } from './session-store';
import { jwtExpiry } from './jwt-expiry';
import { signIn, signOut } from './sign-in';
import { TOKEN_STORAGE_KEY } from './token-storage';

const server = apiTestServerPerFile();


function fakeJwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none' })}.${part(claims)}.sig`;
}

describe('signIn / signOut', () => {
  it('posts the persona without a token and stores token, user and expiry', async () => {
    configureApiClient({ baseUrl: `${server.origin}/api` });
    saveSession('stale-but-valid', { scopes: [] }, new Date(Date.now() + 60_000).toISOString());
    const expiry = new Date(Date.now() + 3_600_000).toISOString();
    server.on('POST', '/api/auth/dev/sign-in', (req, res) => {
      const { persona } = JSON.parse(req.body) as { persona: string };
      sendJson(res, 200, { token: `token-${persona}`, user: { displayName: 'Sam', scopes: ['contenteditor'], expiry } });
    });
    await signIn('contenteditor');
    const [request] = server.requestsTo('/api/auth/dev/sign-in');
    expect(JSON.parse(request?.body ?? '')).toEqual({ persona: 'contenteditor' });
    expect(request?.headers.authorization).toBeUndefined();
    const session = getSession();
    expect(session).toMatchObject({
      signedIn: true,
      token: 'token-contenteditor',
      expiry,
      isContentEditor: true,
      isSiteEditor: false,
      scopes: ['contenteditor'],
    });
    expect(session.user?.displayName).toBe('Sam');

    server.on('GET', '/api/siteeditor', (_req, res) => sendJson(res, 200, {}));
    await apiRequest('/siteeditor');
    expect(server.requestsTo('/api/siteeditor')[0]?.headers.authorization).toBe('Bearer token-contenteditor');
  });

  it('takes the expiry from the JWT when the answer has none', async () => {
    configureApiClient({ baseUrl: `${server.origin}/api` });
    const exp = Math.floor(Date.now() / 1000) + 600;
    server.on('POST', '/api/auth/dev/sign-in', (_req, res) =>
      sendJson(res, 200, { token: fakeJwt({ exp }), user: { scopes: ['siteeditor'] } }),
    );
    await signIn('siteeditor');
    expect(getSession().expiry).toBe(new Date(exp * 1000).toISOString());
    expect(getSession()).toMatchObject({ isContentEditor: true, isSiteEditor: true });
  });

  it('stores nothing when the server refuses', async () => {
    configureApiClient({ baseUrl: `${server.origin}/api` });
    server.on('POST', '/api/auth/dev/sign-in', (_req, res) =>
      sendJson(res, 400, { code: 'auth.unknown-persona', message: 'Unknown persona' }),
    );
    await expect(signIn('attendee')).rejects.toMatchObject({ status: 400, message: 'Unknown persona' });
    expect(getSession().signedIn).toBe(false);
  });

  it('signOut forgets the token and notifies subscribers', () => {
    saveSession('t', { scopes: ['attendee'] }, new Date(Date.now() + 60_000).toISOString());
    let calls = 0;
    const stop = subscribeSession(() => (calls += 1));
    signOut();
    stop();
    expect(calls).toBe(1);
    expect(getValidToken()).toBeNull();
    expect(getSession().signedIn).toBe(false);
  });
});

describe('token validity', () => {
  it('is valid only while the expiry is in the future', () => {
    const now = Date.parse('2026-11-21T10:00:00Z');
    expect(isExpired('2026-11-21T10:00:01Z', now)).toBe(false);
    expect(isExpired('2026-11-21T10:00:00Z', now)).toBe(true);
    expect(isExpired('not a date', now)).toBe(true);
  });

  it('reads an expired record as signed out', () => {
    saveSession('t', { scopes: ['siteeditor'] }, new Date(Date.now() - 1).toISOString());
    expect(getSession()).toMatchObject({ signedIn: false, token: null, isSiteEditor: false });
  });

  it('answers the same snapshot object until the session changes', () => {
    saveSession('t', { scopes: ['attendee'] }, new Date(Date.now() + 60_000).toISOString());
    expect(getSession()).toBe(getSession());
  });

  it('jwtExpiry is null for tokens without exp', () => {
    expect(jwtExpiry('opaque-token')).toBeNull();
    expect(jwtExpiry(fakeJwt({ sub: 'x' }))).toBeNull();
  });

  it('uses the documented storage key', () => {
    expect(TOKEN_STORAGE_KEY).toBe('conference.auth');
  });
});
