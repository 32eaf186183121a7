// No built-in signing key, short tokens refreshed through an HttpOnly cookie, sign-out
// revokes server-side.
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { bearer, createTestStore, testApp, testConfig, TEST_NOW, type TestStore } from '../test-support.js';
import { personaClaims } from './personas.js';
import { resolveSigningSecret, SECRET_FILE } from './signing-secret.js';

// The key that server/config.ts used to publish: a token signed with it must get nowhere.
const OLD_DEFAULT = 'conference-demo-development-secret-not-for-production';

let store: TestStore;
let app: FastifyInstance;
let clock = TEST_NOW;

beforeAll(async () => {
  store = await createTestStore();
  app = await testApp(store.db, {}, () => clock);
});
afterAll(async () => {
  await app.close();
  await store.drop();
});

async function signInFull(persona: string) {
  const res = await app.inject({ method: 'POST', url: '/api/auth/dev/sign-in', payload: { persona } });
  expect(res.statusCode).toBe(200);
  const cookie = String(res.headers['set-cookie'] ?? '');
  // Each cookie once: the refresh cookie and the session cookie.
  const names = ([res.headers['set-cookie'] ?? []].flat() as string[]).map((c) => c.split('=')[0]);
  expect(names).toEqual(['conf_refresh', 'conf_session']);
  const refresh = /conf_refresh=([^;]*)/.exec(cookie)?.[1] ?? '';
  return { token: (res.json() as { token: string }).token, cookie, refresh };
}

const me = (token: string) => app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

describe('configuration', () => {
  it('has no built-in key and refuses to start in production without one', () => {
    expect(loadConfig({}).auth.devSecret).toBe('');
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SIGNING_SECRET/);
    expect(() => loadConfig({ PRODUCTION: 'true' })).toThrow(/SIGNING_SECRET/);
    expect(() => loadConfig({ SIGNING_SECRET: 'short' })).toThrow(/at least 32/);
    const ok = loadConfig({ NODE_ENV: 'production', SIGNING_SECRET: 'x'.repeat(40) });
    expect(ok.production).toBe(true);
    expect(ok.auth.tokenTtlSeconds).toBe(1800);
  });

  it('makes a random key per data folder on first start, keeps it (mode 0600) and reuses it', async () => {
    const dirA = await mkdtemp(join(tmpdir(), 'secret-a-'));
    const dirB = await mkdtemp(join(tmpdir(), 'secret-b-'));
    try {
      const a1 = await resolveSigningSecret(undefined, { dataDir: dirA, db: store.db });
      const a2 = await resolveSigningSecret(undefined, { dataDir: dirA, db: store.db });
      const b = await resolveSigningSecret(undefined, { dataDir: dirB, db: store.db });
      expect(a1.length).toBeGreaterThanOrEqual(32);
      expect(a2).toBe(a1);
      expect(b).not.toBe(a1);
      expect((await readFile(join(dirA, SECRET_FILE), 'utf8')).trim()).toBe(a1);
      expect((await stat(join(dirA, SECRET_FILE))).mode & 0o777).toBe(0o600);
      expect(a1).not.toBe(OLD_DEFAULT);
    } finally {
      await rm(dirA, { recursive: true, force: true });
      await rm(dirB, { recursive: true, force: true });
    }
  });

  it('keeps the key in the store when there is no data folder (PostgreSQL)', async () => {
    const k1 = await resolveSigningSecret(undefined, { databaseUrl: 'postgres://x', db: store.db });
    const k2 = await resolveSigningSecret(undefined, { databaseUrl: 'postgres://x', db: store.db });
    expect(k1).toBe(k2);
    expect(k1.length).toBeGreaterThanOrEqual(32);
    expect(await resolveSigningSecret('given-secret-given-secret-given-secret', { db: store.db })).toBe('given-secret-given-secret-given-secret');
  });
});

describe('tokens and sessions', () => {
  it('refuses tokens forged with the old published key and tokens that name no session', async () => {
    const iat = Math.floor(TEST_NOW.getTime() / 1000);
    const claims = personaClaims('siteeditor');
    const forge = (secret: string, extra: Record<string, unknown> = {}) =>
      new SignJWT({ ...claims, ...extra }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuer('conference-dev-idp')
        .setAudience('conference-api').setSubject(claims.sub).setIssuedAt(iat).setExpirationTime(iat + 3600)
        .sign(new TextEncoder().encode(secret));
    expect((await me(await forge(OLD_DEFAULT))).statusCode).toBe(401);
    expect((await me(await forge(OLD_DEFAULT, { sid: 'x' }))).statusCode).toBe(401);
    // Even with the right key, a token must name a live session.
    expect((await me(await forge(testConfig().auth.devSecret))).statusCode).toBe(401);
    expect((await me(await forge(testConfig().auth.devSecret, { sid: 'made-up' }))).statusCode).toBe(401);
  });

  it('gives out 30-minute tokens with a session and an HttpOnly, SameSite=Strict refresh cookie', async () => {
    clock = TEST_NOW;
    const { token, cookie } = await signInFull('attendee');
    const claims = decodeJwt(token);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(1800);
    expect(typeof claims.sid).toBe('string');
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api\/auth/);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('refreshes through the cookie, also after the token expired, until sign-out', async () => {
    clock = TEST_NOW;
    const { token, refresh } = await signInFull('contenteditor');
    clock = new Date(TEST_NOW.getTime() + 31 * 60_000);
    expect((await me(token)).statusCode).toBe(401);
    const renewed = await app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: `conf_refresh=${refresh}` } });
    expect(renewed.statusCode).toBe(200);
    const fresh = (renewed.json() as { token: string; user: { scopes: string[] } });
    expect(fresh.user.scopes).toContain('contenteditor');
    expect(decodeJwt(fresh.token).sid).toBe(decodeJwt(token).sid);
    expect((await me(fresh.token)).statusCode).toBe(200);

    const out = await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { ...bearer(fresh.token) } });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/conf_refresh=;.*Max-Age=0/);
    // Revoked server-side: the unexpired token and the refresh cookie both stop working.
    expect((await me(fresh.token)).statusCode).toBe(401);
    const again = await app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: `conf_refresh=${refresh}` } });
    expect(again.statusCode).toBe(401);
    clock = TEST_NOW;
  });

  it('signs out with the cookie alone, and refuses refresh without a cookie or with a wrong secret', async () => {
    clock = TEST_NOW;
    const { token, refresh } = await signInFull('siteeditor');
    const [id] = refresh.split('.');
    const wrong = await app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: `conf_refresh=${id}.AAAA` } });
    expect(wrong.statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/auth/refresh' })).statusCode).toBe(401);
    const out = await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: `conf_refresh=${refresh}` } });
    expect(out.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('ends refreshing after the session lifetime', async () => {
    clock = TEST_NOW;
    const { refresh } = await signInFull('attendee');
    clock = new Date(TEST_NOW.getTime() + 13 * 3600_000);
    const res = await app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: `conf_refresh=${refresh}` } });
    expect(res.statusCode).toBe(401);
    clock = TEST_NOW;
  });

  it('sign-out without anything is harmless', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/sign-out' });
    expect(res.statusCode).toBe(200);
  });
});
