// Remembered choices (docs/behaviour/catalog.md: page size and view "remembered per user"): the choice is stored on the
// server, so another browser (another sign-in of the same user) gets it; other users do not; bad values change
// nothing. On PGlite and (TEST_DATABASE_URL) PostgreSQL.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Preferences } from '../../schemas/api-types.js';
import { bearer, createTestStore, signIn, testApp, type TestStore } from '../test-support.js';

let store: TestStore;
let app: FastifyInstance;
beforeAll(async () => {
  store = await createTestStore();
  app = await testApp(store.db);
}, 120_000);
afterAll(async () => {
  await app?.close();
  await store?.drop();
});

/** A new sign-in: what a second browser of the same user holds. */
const browser = async (persona: string) => bearer(await signIn(app, persona));

describe('catalog preferences per user', () => {
  it('48 chosen in one browser is 48 in another browser of the same user, not for another user', async () => {
    const first = await browser('attendee');
    const fresh = await app.inject({ method: 'GET', url: '/api/preferences', headers: first });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toEqual({ catalogPageSize: null, catalogView: null });
    const put = await app.inject({ method: 'PUT', url: '/api/preferences', headers: first, payload: { catalogPageSize: 48 } });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ catalogPageSize: 48, catalogView: null });
    const view = await app.inject({ method: 'PUT', url: '/api/preferences', headers: first, payload: { catalogView: 'tile' } });
    expect(view.json()).toEqual({ catalogPageSize: 48, catalogView: 'tile' });

    const second = await browser('attendee');
    const there = await app.inject({ method: 'GET', url: '/api/preferences', headers: second });
    expect(there.json() as Preferences).toEqual({ catalogPageSize: 48, catalogView: 'tile' });
    expect(there.headers['cache-control']).toBe('private, no-store');
    const other = await app.inject({ method: 'GET', url: '/api/preferences', headers: await browser('inperson') });
    expect(other.json()).toEqual({ catalogPageSize: null, catalogView: null });
    // The other browser changes it back: the first one reads that.
    await app.inject({ method: 'PUT', url: '/api/preferences', headers: second, payload: { catalogView: 'list' } });
    expect((await app.inject({ method: 'GET', url: '/api/preferences', headers: first })).json()).toEqual({ catalogPageSize: 48, catalogView: 'list' });
  });

  it('refuses sizes the catalog does not offer, unknown fields and anonymous visitors, changing nothing', async () => {
    const headers = await browser('exhibitor');
    await app.inject({ method: 'PUT', url: '/api/preferences', headers, payload: { catalogPageSize: 24 } });
    for (const payload of [{ catalogPageSize: 13 }, { catalogPageSize: '48' }, { catalogPageSize: null }, { catalogView: 'grid' }, { theme: 'dark' }, {}]) {
      const res = await app.inject({ method: 'PUT', url: '/api/preferences', headers, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('translate.base.error.bad-request');
    }
    expect((await app.inject({ method: 'GET', url: '/api/preferences', headers })).json()).toEqual({ catalogPageSize: 24, catalogView: null });
    expect((await app.inject({ method: 'GET', url: '/api/preferences' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'PUT', url: '/api/preferences', payload: { catalogPageSize: 48 } })).statusCode).toBe(401);
  });
});
