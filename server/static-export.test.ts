// The static copies of the catalog: per environment and phase, the first page and the facet
// counts of the catalog's default query, equal to what the API answers anonymous visitors, listed in index.json.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { CatalogFacets, CatalogSessionList } from '../schemas/api-types.js';
import { generateDemo } from './demo/index.js';
import { exportStaticContent } from './static-export.js';
import { createTestStore, testApp, TEST_NOW, type TestStore } from './test-support.js';

let store: TestStore;
let app: FastifyInstance;
let files: Map<string, unknown>;

beforeAll(async () => {
  store = await createTestStore(generateDemo({ sessions: 60 }) as never);
  app = await testApp(store.db);
  files = await exportStaticContent(store.db, TEST_NOW);
}, 240_000);
afterAll(async () => {
  await app?.close();
  await store?.drop();
});

describe('static export of the catalog', () => {
  it('writes the first page and the facets of every phase of every environment, listed in the index', () => {
    const index = files.get('index.json') as { environments: Record<string, { catalog: string[] }> };
    for (const env of ['cont', 'uat', 'prod']) {
      expect(index.environments[env]?.catalog).toEqual(
        ['pre-event', 'live', 'post-event'].flatMap((phase) => [`${env}/catalog/session--${phase}.json`, `${env}/catalog/facets--${phase}.json`]),
      );
      for (const path of index.environments[env]?.catalog ?? []) expect(files.has(path), path).toBe(true);
    }
    const page = files.get('cont/catalog/session--live.json') as CatalogSessionList;
    expect(page).toMatchObject({ currentPage: 1, pageSize: 12, sortBy: 'asc', search: '*' });
    expect(page.items).toHaveLength(12);
    expect(page.total).toBeGreaterThan(12);
    const facets = files.get('cont/catalog/facets--live.json') as CatalogFacets;
    expect(facets.total).toBe(page.total);
    expect(facets.facets.map((f) => f.name)).toContain('sessionType');
  });

  it('holds what the API answers an anonymous visitor with an empty catalog URL (the pre-event phase is now)', async () => {
    const session = await app.inject({ url: '/api/session' });
    const facets = await app.inject({ url: '/api/facets' });
    expect(session.statusCode).toBe(200);
    expect(files.get('cont/catalog/session--pre-event.json')).toEqual(session.json());
    expect(files.get('cont/catalog/facets--pre-event.json')).toEqual(facets.json());
  });

  it('shows no rooms to anonymous visitors, as the API does without showRoomsToAnonymousUsers', () => {
    const page = files.get('prod/catalog/session--pre-event.json') as CatalogSessionList;
    expect(page.items.every((s) => s.location === null && s.roomId === null)).toBe(true);
  });
});
