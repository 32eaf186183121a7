// The fetchers against the real API (test-support/real-api: server/app.ts on an embedded PGlite store seeded with
// the server tests' fixture): each sends the path, query, body and token the server's routes expect, and reads its
// answer. The HTTP layer's own behaviour (429, ETags, unreadable answers) is in http.test.ts.
import { beforeEach, describe, expect, it } from 'vitest';
import { realApiPerFile } from '../test-support/real-api';
import { currentUserQueryOptions, getCurrentUser } from './auth/current-user';
import { getSession } from './auth/session-store';
import { getContentChangelog } from './changelog/get-changelog';
import { copyToEnvironment } from './content/copy-to-environment';
import { getAllEnvironments } from './content/get-all-environments';
import { getPage } from './content/get-page';
import { saveComponent, saveComponentPath } from './content/save-component';
import { savePage } from './content/save-page';
import { clearEtagCache } from './http';
import { getEnvironmentSettingsChangelog } from './site-editor/settings-changelog';
import {
  getAllSiteEditorSettings,
  getSiteEditorSettings,
  saveEnvironmentSettings,
  saveSiteEditorSettings,
} from './site-editor/site-editor-settings';
import { getChrome } from './system/get-chrome';
import { getVersion } from './system/get-version';
import { headingSave } from './test-support/heading-save';

const api = realApiPerFile();
beforeEach(async () => {
  clearEtagCache();
  await api.signIn('siteeditor');
  api.requests.length = 0;
});

const bearer = () => `Bearer ${getSession().token ?? ''}`;
const only = (method: string, url: string) => {
  const found = api.requests.filter((r) => r.method === method && r.url === url);
  expect(found).toHaveLength(1);
  return found[0]!;
};

describe('content calls', () => {
  it('getAllEnvironments: GET /content/all/{page} with the token', async () => {
    const all = await getAllEnvironments('home');
    expect(all.cont.map((l) => l.phase).sort()).toEqual(['live', 'post-event', 'pre-event']);
    expect(all.cont[0]?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(only('GET', '/content/all/home').authorization).toBe(bearer());
  });

  it('savePage: PUT /content/{page} with phase, environment, components and the hash read', async () => {
    const read = (await getPage({ page: 'home', phase: 'post-event', env: 'cont' })).data;
    const components = [...read.components].reverse().map((c) => ({ ...c }));
    const result = await savePage({ environment: 'cont', page: 'home', phase: 'post-event', components, originalPageHash: read.hash });
    expect(result.changed).toBe(true);
    expect(result.layout.components.map((c) => c.componentId)).toEqual(components.map((c) => c.componentId));
    const request = only('PUT', '/content/home');
    expect(request.body).toEqual({ environment: 'cont', phase: 'post-event', components, originalPageHash: read.hash });
    expect(request.authorization).toBe(bearer());
  });

  it('saveComponent: PUT the spec path with originalHash, changes, parentId', async () => {
    const save = await headingSave('uat', 'New');
    const { heading } = save;
    const input = { ...save.input, timestamp: 1_700_000_000_000, force: true };
    const path = saveComponentPath(input);
    expect(path).toBe('/content/component/uat/home/live/heading/sectionHeading/1700000000000/force');
    const answer = await saveComponent(input);
    expect(answer.component.props.heading).toBe('New');
    expect(only('PUT', path).body).toEqual({ originalHash: heading.originalHash, changes: input.changes, parentId: null });
    expect(saveComponentPath({ ...input, force: false })).toMatch(/\/normal$/);
  });

  it('copyToEnvironment: POST /content/copyToEnvironment/{page}/{env} with the target hash read', async () => {
    const targetBaseHash = (await getAllEnvironments('home')).prod.find((l) => l.phase === 'live')!.hash;
    const answer = await copyToEnvironment({ page: 'home', phase: 'live', sourceEnvironment: 'uat', targetEnvironment: 'prod', targetBaseHash });
    expect(answer.layout.environment).toBe('prod');
    expect(only('POST', '/content/copyToEnvironment/home/prod').body).toEqual({ phase: 'live', sourceEnvironment: 'uat', targetBaseHash });
  });
});

describe('change logs', () => {
  it('GET /changelog/content?documentId= and /changelog/site-settings?env=, one page at a time', async () => {
    const log = await getContentChangelog('home--live');
    expect(Array.isArray(log.entries)).toBe(true);
    expect(log).toHaveProperty('nextCursor');
    const settingsLog = await getEnvironmentSettingsChangelog('uat');
    expect(Array.isArray(settingsLog.entries)).toBe(true);
    expect(only('GET', '/changelog/content?documentId=home--live').authorization).toBe(bearer());
    expect(only('GET', '/changelog/site-settings?env=uat').authorization).toBe(bearer());
  });
});

describe('site editor calls', () => {
  it('reads and saves with the token and the hash read', async () => {
    const cont = await getSiteEditorSettings();
    const uat = await getSiteEditorSettings('uat');
    expect(api.requests.filter((r) => r.method === 'GET').map((r) => r.url)).toEqual(['/siteeditor', '/siteeditor?env=uat']);
    expect((await getAllSiteEditorSettings()).cont?.hash).toBe(cont.hash);
    await saveSiteEditorSettings({ changes: { allowLogOn: false }, originalHash: cont.hash });
    await saveEnvironmentSettings({ environment: 'uat', settings: uat.settings as Record<string, unknown>, originalHash: uat.hash, force: true });
    expect(only('POST', '/siteeditor').body).toEqual({ changes: { allowLogOn: false }, originalHash: cont.hash });
    expect(only('POST', '/siteeditor/setting/uat').body).toEqual({ settings: uat.settings, originalHash: uat.hash, force: true });
    expect((await getSiteEditorSettings()).settings).toMatchObject({ allowLogOn: false });
    for (const r of api.requests) expect(r.authorization).toBe(bearer());
  });
});

describe('system calls', () => {
  it('getCurrentUser: GET /auth/me with the token', async () => {
    await expect(getCurrentUser()).resolves.toMatchObject({ scopes: expect.arrayContaining(['siteeditor']) });
    expect(only('GET', '/auth/me').authorization).toBe(bearer());
    expect(currentUserQueryOptions().staleTime).toBe(Infinity);
  });

  it('getVersion and getChrome', async () => {
    await expect(getVersion()).resolves.toMatchObject({ server: { version: expect.any(String) } });
    await expect(getChrome('en')).resolves.toMatchObject({ cssIncludes: expect.any(Array), headerHtml: expect.any(String) });
  });
});
