// The example ids a QA run takes from the site over HTTP: read from the site's real catalog answer, so a change of
// its shape fails here instead of leaving every run without an example (its detail cells failing).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, generateDemo, testApp, type TestStore } from '../test-support.js';
import { pagePath } from './matrix.js';
import { exampleDetailIds } from './site-over-http.js';

let store: TestStore;
let app: FastifyInstance;
let baseUrl: string;

beforeAll(async () => {
  // The demo's catalog (the small fixture has no session an anonymous visitor sees).
  store = await createTestStore(generateDemo({ sessions: 24 }) as never);
  app = await testApp(store.db);
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await store.drop();
});

describe('QA example ids', () => {
  it('takes a session of the catalog for sessions-detail, whose page the catalog answers for', async () => {
    const ids = await exampleDetailIds(baseUrl);
    expect(ids['sessions-detail']).toEqual(expect.any(String));
    const path = pagePath('sessions-detail', 'en', ids);
    expect(path).toMatch(/^\/en\/sessions\/.+/);
    const session = await app.inject({ method: 'GET', url: `/api/session/${(path ?? '').split('/').pop()}` });
    expect(session.statusCode).toBe(200);
  });
});
