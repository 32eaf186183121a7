import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { currentUserQueryOptions, getCurrentUser } from './auth/current-user';
import { saveSession } from './auth/session-store';
import { signOut } from './auth/sign-in';
import { getContentChangelog } from './changelog/get-changelog';
import { getEnvironmentSettingsChangelog } from './site-editor/settings-changelog';
import { configureApiClient, resetApiClientConfig } from './config';
import { copyToEnvironment } from './content/copy-to-environment';
import { getAllEnvironments } from './content/get-all-environments';
import { saveComponent, saveComponentPath } from './content/save-component';
import { savePage } from './content/save-page';
import { clearEtagCache } from './http';
import {
  EMPTY_SETTINGS_HASH,
  getAllSiteEditorSettings,
  getSiteEditorSettings,
  saveEnvironmentSettings,
  saveSiteEditorSettings,
} from './site-editor/site-editor-settings';
import { getChrome } from './system/get-chrome';
import { getVersion } from './system/get-version';
import { sendJson, startApiTestServer, type ApiTestServer, type RecordedRequest } from './test-support/api-test-server';

let server: ApiTestServer;
const layout = { id: 'home--live', page: 'home', phase: 'live', environment: 'cont', components: [], hash: 'h1' };

beforeAll(async () => {
  server = await startApiTestServer();
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  server.reset();
  signOut();
  clearEtagCache();
  resetApiClientConfig();
});

function signedInEditor(): void {
  configureApiClient({ baseUrl: `${server.origin}/api` });
  saveSession('editor-token', { scopes: ['contenteditor'] }, new Date(Date.now() + 60_000).toISOString());
}

function only(path: string): RecordedRequest {
  const requests = server.requestsTo(path);
  expect(requests).toHaveLength(1);
  return requests[0] as RecordedRequest;
}

describe('content calls', () => {
  it('getAllEnvironments: GET /content/all/{page} with the token', async () => {
    signedInEditor();
    const all = { cont: [layout], uat: [], prod: [] };
    server.on('GET', '/api/content/all/home', (_req, res) => sendJson(res, 200, all));
    await expect(getAllEnvironments('home')).resolves.toEqual(all);
    expect(only('/api/content/all/home').headers.authorization).toBe('Bearer editor-token');
  });

  it('savePage: PUT /content/{page} with phase, environment, components and hashes', async () => {
    signedInEditor();
    server.on('PUT', '/api/content/home', (_req, res) => sendJson(res, 200, { changed: true, layout }));
    const components = [{ componentId: 'hero', component: 'headerBanner', props: {}, originalHash: 'b1' }];
    const result = await savePage({ environment: 'cont', page: 'home', phase: 'live', components, originalPageHash: 'h0' });
    expect(result).toEqual({ changed: true, layout });
    const request = only('/api/content/home');
    expect(JSON.parse(request.body)).toEqual({ environment: 'cont', phase: 'live', components, originalPageHash: 'h0' });
    expect(request.headers.authorization).toBe('Bearer editor-token');
  });

  it('saveComponent: PUT the spec path with originalHash, changes, parentId', async () => {
    signedInEditor();
    const input = {
      environment: 'uat' as const,
      page: 'home',
      phase: 'live',
      contentId: 'hero',
      parentOrType: 'headerBanner',
      originalHash: 'b1',
      changes: { title: 'New' },
      timestamp: 1_700_000_000_000,
      force: true,
    };
    const path = saveComponentPath(input);
    expect(path).toBe('/content/component/uat/home/live/hero/headerBanner/1700000000000/force');
    server.on('PUT', `/api${path}`, (_req, res) => sendJson(res, 200, { changed: true, layout }));
    await saveComponent(input);
    expect(JSON.parse(only(`/api${path}`).body)).toEqual({ originalHash: 'b1', changes: { title: 'New' }, parentId: null });
    expect(saveComponentPath({ ...input, force: false })).toMatch(/\/normal$/);
  });

  it('copyToEnvironment: POST /content/copyToEnvironment/{page}/{env}', async () => {
    signedInEditor();
    server.on('POST', '/api/content/copyToEnvironment/home/prod', (_req, res) => sendJson(res, 200, { changed: true, layout }));
    await copyToEnvironment({
      page: 'home',
      phase: 'live',
      sourceEnvironment: 'uat',
      targetEnvironment: 'prod',
      targetBaseHash: null,
    });
    expect(JSON.parse(only('/api/content/copyToEnvironment/home/prod').body)).toEqual({
      phase: 'live',
      sourceEnvironment: 'uat',
      targetBaseHash: null,
    });
  });
});

describe('change logs', () => {
  it('GET /changelog/content?documentId= and /changelog/site-settings', async () => {
    signedInEditor();
    const entry = { Timestamp: '2026-11-21T10:00:00Z', Editor: { name: 'A', email: 'a@x' }, Changes: [] };
    server.on('GET', '/api/changelog/content', (_req, res) => sendJson(res, 200, { entries: [entry], nextCursor: 'c2' }));
    server.on('GET', '/api/changelog/site-settings', (_req, res) => sendJson(res, 200, { entries: [], nextCursor: null }));
    await expect(getContentChangelog('home--live')).resolves.toEqual({ entries: [entry], nextCursor: 'c2' });
    await expect(getEnvironmentSettingsChangelog('uat', 'older')).resolves.toEqual({ entries: [], nextCursor: null });
    expect(only('/api/changelog/content').url).toBe('/api/changelog/content?documentId=home--live');
    expect(only('/api/changelog/site-settings').url).toBe('/api/changelog/site-settings?env=uat&cursor=older');
    expect(only('/api/changelog/content').headers.authorization).toBe('Bearer editor-token');
  });
});

describe('site editor calls', () => {
  it('reads and saves with the token', async () => {
    signedInEditor();
    const stored = { environment: 'cont', settings: {}, hash: 's1', revision: 1 };
    server.on('GET', '/api/siteeditor', (_req, res) => sendJson(res, 200, stored));
    server.on('GET', '/api/siteeditor/all', (_req, res) => sendJson(res, 200, { cont: stored, uat: null, prod: null }));
    server.on('POST', '/api/siteeditor', (_req, res) => sendJson(res, 200, { ...stored, changed: true }));
    server.on('POST', '/api/siteeditor/setting/uat', (_req, res) => sendJson(res, 200, { ...stored, changed: true }));
    await expect(getSiteEditorSettings()).resolves.toEqual(stored);
    await getSiteEditorSettings('uat');
    expect(server.requestsTo('/api/siteeditor').map((r) => r.url)).toEqual(['/api/siteeditor', '/api/siteeditor?env=uat']);
    await expect(getAllSiteEditorSettings()).resolves.toMatchObject({ cont: stored, uat: null });
    await saveSiteEditorSettings({ changes: { allowLogOn: false }, originalHash: 's1' });
    await saveEnvironmentSettings({ environment: 'uat', settings: {}, originalHash: EMPTY_SETTINGS_HASH, force: true });
    const post = server.requestsTo('/api/siteeditor').find((r) => r.method === 'POST');
    expect(JSON.parse(post?.body ?? '')).toEqual({ changes: { allowLogOn: false }, originalHash: 's1' });
    expect(JSON.parse(only('/api/siteeditor/setting/uat').body)).toEqual({ settings: {}, originalHash: EMPTY_SETTINGS_HASH, force: true });
    for (const r of server.requests) expect(r.headers.authorization).toBe('Bearer editor-token');
  });
});

describe('system calls', () => {
  it('getCurrentUser: GET /auth/me with the token', async () => {
    signedInEditor();
    server.on('GET', '/api/auth/me', (_req, res) => sendJson(res, 200, { displayName: 'Sam', scopes: ['contenteditor'] }));
    await expect(getCurrentUser()).resolves.toMatchObject({ displayName: 'Sam' });
    expect(only('/api/auth/me').headers.authorization).toBe('Bearer editor-token');
    expect(currentUserQueryOptions().staleTime).toBe(Infinity);
  });

  it('getVersion and getChrome', async () => {
    configureApiClient({ baseUrl: `${server.origin}/api` });
    const chrome = { cssIncludes: ['a.css'], javascriptIncludes: [], headerHtml: '<header></header>', footerHtml: '' };
    server.on('GET', '/api/version', (_req, res) => sendJson(res, 200, { server: { version: '1.0.0', build: 'abc' } }));
    server.on('GET', '/api/chrome/fr', (_req, res) => sendJson(res, 200, chrome));
    await expect(getVersion()).resolves.toEqual({ server: { version: '1.0.0', build: 'abc' } });
    await expect(getChrome('fr')).resolves.toEqual(chrome);
  });
});
