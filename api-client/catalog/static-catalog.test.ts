// The catalog's static fallback: while the API answers 503, the default query (first page, facet counts) comes from
// the build's copy of the current phase (from the settings copy's eventPhases); other queries keep the API's error.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from '../api-error';
import { configureApiClient } from '../config';
import { isServingStaticFallback, resetStaticFallbackState } from '../static-fallback';
import { apiTestServerPerFile, sendJson, sendText } from '../test-support/api-test-server';
import { getFacets, getSessions } from './catalog';
import { isDefaultCatalogQuery } from './static-catalog';

const server = apiTestServerPerFile();
const PHASES = [
  { id: 'pre-event', label: 'Pre-event', start: '2026-09-01T00:00:00Z' },
  { id: 'live', label: 'Live', start: '2027-05-18T08:00:00Z' },
];
const page = (phase: string) => ({ items: [{ sessionId: phase }], total: 1, currentPage: 1, pageSize: 12, pageCount: 1, sortBy: 'asc', search: '*', filters: [] });

function apiDown(): void {
  configureApiClient({ baseUrl: `${server.origin}/api`, staticBaseUrl: `${server.origin}/static-content` });
  server.on('GET', '/api/session', (_req, res) => sendText(res, 503, 'down'));
  server.on('GET', '/api/facets', (_req, res) => sendText(res, 503, 'down'));
  server.on('GET', '/static-content/cont/settings.json', (_req, res) => sendJson(res, 200, { eventPhases: PHASES, testingDate: null }));
  for (const phase of ['pre-event', 'live']) {
    server.on('GET', `/static-content/cont/catalog/session--${phase}.json`, (_req, res) => sendJson(res, 200, page(phase)));
    server.on('GET', `/static-content/cont/catalog/facets--${phase}.json`, (_req, res) => sendJson(res, 200, { total: 1, facets: [{ name: phase, filters: [] }] }));
  }
}

afterEach(() => {
  vi.useRealTimers();
  resetStaticFallbackState();
});

describe('catalog static fallback', () => {
  it('knows the default query', () => {
    expect(isDefaultCatalogQuery({})).toBe(true);
    expect(isDefaultCatalogQuery({ pageSize: 12, currentPage: 1, sortBy: 'asc', search: undefined })).toBe(true);
    expect(isDefaultCatalogQuery({ pageSize: 24 })).toBe(false);
    expect(isDefaultCatalogQuery({ search: 'ai' })).toBe(false);
    expect(isDefaultCatalogQuery({ filter: ['level>300'] })).toBe(false);
  });

  it("answers the default query from the current phase's copy while the API answers 503", async () => {
    apiDown();
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-05-19T10:00:00Z') });
    expect(await getSessions({})).toEqual(page('live'));
    expect(isServingStaticFallback()).toBe(true);
    expect(await getFacets({ pageSize: 12, sortBy: 'asc' })).toEqual({ total: 1, facets: [{ name: 'live', filters: [] }] });
    vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
    expect((await getSessions({})).items).toEqual([{ sessionId: 'pre-event' }]);
    expect(server.requestsTo('/api/session')).toHaveLength(2);
  });

  it("keeps the API's error for any other query", async () => {
    apiDown();
    const error = await getSessions({ search: 'cloud' }).catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(503);
    expect(server.requestsTo('/static-content/cont/catalog/session--pre-event.json')).toHaveLength(0);
  });

  it("keeps the API's answer when it works", async () => {
    configureApiClient({ baseUrl: `${server.origin}/api`, staticBaseUrl: `${server.origin}/static-content` });
    server.on('GET', '/api/session', (_req, res) => sendJson(res, 200, page('api')));
    expect(await getSessions()).toEqual(page('api'));
    expect(isServingStaticFallback()).toBe(false);
  });
});
