import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { configureApiClient } from './config';
import { getPage } from './content/get-page';
import { getSettings } from './settings/get-settings';
import { getSiteEnvironment } from './site-env';
import { isServingStaticFallback, subscribeStaticFallback } from './static-fallback';
import { apiTestServerPerFile, sendJson, sendText, unusedOrigin } from './test-support/api-test-server';
import { getTranslations } from './translations/get-translations';

// Handlers, ETags, the client configuration and the fallback state go after each test.
const server = apiTestServerPerFile();
const staticHome = { id: 'home--live', page: 'home', phase: 'live', environment: 'uat', components: [] };
const apiHome = { ...staticHome, components: [{ componentId: 'hero', component: 'headerBanner', props: {} }] };

function pointAtServer(apiOrigin = server.origin): void {
  configureApiClient({ baseUrl: `${apiOrigin}/api`, staticBaseUrl: `${server.origin}/static-content` });
}

describe('static fallback', () => {
  it('answers from the API when it works, flagged false', async () => {
    pointAtServer();
    server.on('GET', '/api/content/home--live', (_req, res) => sendJson(res, 200, apiHome));
    const answer = await getPage({ page: 'home', phase: 'live', env: 'uat' });
    expect(answer).toEqual({ data: apiHome, fromStaticFallback: false });
    expect(server.requests[0]?.url).toBe('/api/content/home--live?env=uat');
    expect(server.requestsTo('/static-content/uat/content/home--live.json')).toHaveLength(0);
  });

  it('reads the static page copy on a 5xx and flags it', async () => {
    pointAtServer();
    server.on('GET', '/api/content/home--live', (_req, res) => sendText(res, 503, 'down'));
    server.on('GET', '/static-content/uat/content/home--live.json', (_req, res) => sendJson(res, 200, staticHome));
    let notices = 0;
    const stop = subscribeStaticFallback(() => (notices += 1));
    const answer = await getPage({ page: 'home', phase: 'live', env: 'uat' });
    stop();
    expect(answer).toEqual({ data: staticHome, fromStaticFallback: true });
    expect(isServingStaticFallback()).toBe(true);
    expect(notices).toBe(1);
    expect(server.requestsTo('/static-content/uat/content/home--live.json')[0]?.headers.authorization).toBeUndefined();
  });

  it('reads the static copy on a network error', async () => {
    pointAtServer(await unusedOrigin());
    server.on('GET', '/static-content/cont/settings.json', (_req, res) => sendJson(res, 200, { eventPhases: [] }));
    const answer = await getSettings('cont');
    expect(answer).toEqual({ data: { eventPhases: [] }, fromStaticFallback: true });
  });

  it('reads static translations at /static-content/{env}/translations/{locale}/{namespace}.json', async () => {
    pointAtServer();
    server.on('GET', '/api/translation/fr-fr/common', (_req, res) => sendText(res, 500, ''));
    server.on('GET', '/static-content/prod/translations/fr-fr/common.json', (_req, res) =>
      sendJson(res, 200, { 'translate.base.hello': 'Bonjour' }),
    );
    const answer = await getTranslations('fr-fr', 'common', 'prod');
    expect(answer).toEqual({ data: { 'translate.base.hello': 'Bonjour' }, fromStaticFallback: true });
  });

  it('clears the flag once the API answers again', async () => {
    pointAtServer();
    server.on('GET', '/api/settings', (_req, res) => sendText(res, 502, 'bad gateway'));
    server.on('GET', '/static-content/cont/settings.json', (_req, res) => sendJson(res, 200, {}));
    await getSettings('cont');
    expect(isServingStaticFallback()).toBe(true);
    server.on('GET', '/api/settings', (_req, res) => sendJson(res, 200, { allowLogOn: true }));
    const answer = await getSettings('cont');
    expect(answer.fromStaticFallback).toBe(false);
    expect(isServingStaticFallback()).toBe(false);
  });

  it.each([
    ['a static host\'s 404 page', 404, 'text/html', '<!doctype html><title>Not found</title>'],
    ['a plain-text 404', 404, 'text/plain', 'Not Found'],
    ['the site\'s HTML with 200 (SPA fallback)', 200, 'text/html', '<!doctype html><div id="root"></div>'],
    ['a 429', 429, 'text/plain', 'Too many requests'],
    ['a 403 page of a proxy', 403, 'text/html', '<h1>Forbidden</h1>'],
  ])('reads the static copy on %s', async (_name, status, type, body) => {
    pointAtServer();
    server.on('GET', '/api/content/home--live', (_req, res) => {
      res.writeHead(status, { 'content-type': type });
      res.end(body);
    });
    server.on('GET', '/static-content/cont/content/home--live.json', (_req, res) => sendJson(res, 200, staticHome));
    const answer = await getPage({ page: 'home', phase: 'live', env: 'cont' });
    expect(answer).toEqual({ data: staticHome, fromStaticFallback: true });
    expect(isServingStaticFallback()).toBe(true);
  });

  it('does not hide the API\'s own coded 4xx behind the static copy', async () => {
    pointAtServer();
    server.on('GET', '/api/content/nope--live', (_req, res) =>
      sendJson(res, 404, { code: 'translate.base.error.not-found', message: 'Not found.', details: null }),
    );
    server.on('GET', '/static-content/cont/content/nope--live.json', (_req, res) => sendJson(res, 200, staticHome));
    await expect(getPage({ page: 'nope', phase: 'live', env: 'cont' })).rejects.toMatchObject({ status: 404 });
    expect(server.requestsTo('/static-content/cont/content/nope--live.json')).toHaveLength(0);
    expect(isServingStaticFallback()).toBe(false);
  });

  it('reports the API error when the static copy is missing too', async () => {
    pointAtServer();
    server.on('GET', '/api/settings', (_req, res) => sendText(res, 500, 'boom'));
    const error = await getSettings('uat').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(500);
    expect(server.requestsTo('/static-content/uat/settings.json')).toHaveLength(1);
    expect(isServingStaticFallback()).toBe(false);
  });
});

describe('getSiteEnvironment', () => {
  it('defaults to cont without a document', () => {
    expect(getSiteEnvironment(undefined)).toBe('cont');
  });
});
