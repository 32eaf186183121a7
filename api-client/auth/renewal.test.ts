// The 30-minute token is renewed from the HttpOnly refresh cookie before it ends; a 401
// there ends the local session; sign-out tells the server.
import { describe, expect, it } from 'vitest';
import { configureApiClient } from '../config';
import { apiTestServerPerFile, sendJson } from '../test-support/api-test-server';
import { keepSessionFresh, refreshSession } from './renewal';
import { getSession, saveSession } from './session-store';
import { signOut } from './sign-in';

// Handlers, the session and the client configuration go after each test.
const server = apiTestServerPerFile();

const until = (ms: number) => new Date(Date.now() + ms).toISOString();

async function eventually(check: () => boolean, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('session renewal', () => {
  it('renews from the cookie without sending the old token, and stores the new token', async () => {
    configureApiClient({ baseUrl: `${server.origin}/api` });
    saveSession('old', { scopes: ['attendee'] }, until(60_000));
    server.on('POST', '/api/auth/refresh', (_req, res) => sendJson(res, 200, { token: 'new', user: { scopes: ['attendee'], expiry: until(1_800_000) } }));
    expect(await refreshSession()).toBe(true);
    expect(server.requestsTo('/api/auth/refresh')[0]?.headers.authorization).toBeUndefined();
    expect(getSession().token).toBe('new');
  });

  it('renews a token that ended while the page was closed, as soon as something uses the session', async () => {
    configureApiClient({ baseUrl: `${server.origin}/api` });
    saveSession('ended', { scopes: ['attendee'] }, until(-1000));
    expect(getSession().signedIn).toBe(false);
    server.on('POST', '/api/auth/refresh', (_req, res) => sendJson(res, 200, { token: 'again', user: { scopes: ['attendee'], expiry: until(1_800_000) } }));
    const stop = keepSessionFresh();
    await eventually(() => getSession().token === 'again');
    stop();
  });

  it('drops the stored token when the server says the session is over (401)', async () => {
    configureApiClient({ baseUrl: `${server.origin}/api` });
    saveSession('revoked', { scopes: ['attendee'] }, until(60_000));
    server.on('POST', '/api/auth/refresh', (_req, res) => sendJson(res, 401, { code: 'translate.base.error.unauthorized', message: 'ended', details: null }));
    expect(await refreshSession()).toBe(false);
    expect(getSession().signedIn).toBe(false);
  });

  it('a renewal on its way when the visitor signs out does not sign them back in', async () => {
    configureApiClient({ baseUrl: `${server.origin}/api` });
    saveSession('before', { scopes: ['attendee'] }, until(60_000));
    server.on('POST', '/api/auth/sign-out', (_req, res) => sendJson(res, 200, { ok: true }));
    server.on('POST', '/api/auth/refresh', (_req, res) => {
      setTimeout(() => sendJson(res, 200, { token: 'late', user: { scopes: ['attendee'], expiry: until(1_800_000) } }), 100);
    });
    const renewal = refreshSession();
    await eventually(() => server.requestsTo('/api/auth/refresh').length > 0);
    signOut();
    expect(await renewal).toBe(false);
    expect(getSession().signedIn).toBe(false);
  });

  it('sign-out revokes server-side with the token', async () => {
    configureApiClient({ baseUrl: `${server.origin}/api` });
    server.on('POST', '/api/auth/sign-out', (_req, res) => sendJson(res, 200, { ok: true }));
    saveSession('mine', { scopes: ['attendee'] }, until(60_000));
    signOut();
    expect(getSession().signedIn).toBe(false);
    // (Earlier tests' sign-outs may arrive here too, without a token.)
    await eventually(() => server.requestsTo('/api/auth/sign-out').some((r) => r.headers.authorization === 'Bearer mine'));
  });
});
