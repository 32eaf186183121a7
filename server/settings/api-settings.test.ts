import { beforeAll, describe, expect, it } from 'vitest';
import { hashOf } from '../canonical-hash.js';
import { openTestServer } from '../test-app.js';

const server = openTestServer();
let site: Record<string, string>;
let editor: Record<string, string>;

interface Stored {
  settings: Record<string, unknown>;
  hash: string;
}

beforeAll(async () => {
  site = await server.headersOf('siteeditor');
  editor = await server.headersOf('contenteditor');
});

describe('GET /settings', () => {
  it('answers the environment, the resolved current phase and the features', async () => {
    const res = await server.app.inject({ url: '/api/settings' });
    expect(res.statusCode).toBe(200);
    const s = res.json() as { environment: string; currentPhaseId: string; features: Record<string, boolean> };
    expect(s.environment).toBe('cont');
    expect(s.currentPhaseId).toBe('pre-event');
    expect(s.features.showMeetings).toBe(false);
  });
  it('applies scoped feature overrides for the token holder', async () => {
    const attendee = await server.headersOf('attendee');
    const s = (await server.app.inject({ url: '/api/settings', headers: attendee })).json() as { features: Record<string, boolean> };
    expect(s.features.showMeetings).toBe(true);
  });
  it('answers ETag and 304', async () => {
    const first = await server.app.inject({ url: '/api/settings' });
    const again = await server.app.inject({ url: '/api/settings', headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });
});

describe('site editor', () => {
  it('shows a saved change in GET /settings, with one changelog entry', async () => {
    const before = await server.app.inject({ url: '/api/settings' });
    const current = (await server.app.inject({ url: '/api/siteeditor', headers: site })).json() as Stored;
    const res = await server.app.inject({
      method: 'POST', url: '/api/siteeditor', headers: site,
      payload: { changes: { testingDate: '2027-05-19T10:00:00Z', allowLogOn: false }, originalHash: current.hash },
    });
    expect(res.statusCode).toBe(200);
    const after = await server.app.inject({ url: '/api/settings', headers: { 'if-none-match': before.headers.etag as string } });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ testingDate: '2027-05-19T10:00:00Z', allowLogOn: false, currentPhaseId: 'live' });
    const log = ((await server.app.inject({ url: '/api/changelog/site-settings', headers: site })).json() as { entries: { Changes: { Field: string }[] }[] }).entries;
    expect(log).toHaveLength(1);
    expect(log[0]!.Changes.map((c) => c.Field)).toEqual(['allowLogOn', 'testingDate']);
  });
  it('refuses a stale hash with 409 and the current hash; force lands it as forced', async () => {
    const current = (await server.app.inject({ url: '/api/siteeditor', headers: site })).json() as Stored;
    const stale = await server.app.inject({ method: 'POST', url: '/api/siteeditor', headers: site, payload: { changes: { allowLogOn: true }, originalHash: 'x' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'translate.base.error.site-settings.conflict', details: { currentHash: current.hash } });
    const forced = await server.app.inject({ method: 'POST', url: '/api/siteeditor', headers: site, payload: { changes: { allowLogOn: true }, originalHash: 'x', force: true } });
    expect(forced.statusCode).toBe(200);
    const log = ((await server.app.inject({ url: '/api/changelog/site-settings', headers: site })).json() as { entries: { Forced: boolean }[] }).entries;
    expect(log[0]!.Forced).toBe(true);
  });
  it('refuses invalid settings with 400 and changes nothing', async () => {
    const current = (await server.app.inject({ url: '/api/siteeditor', headers: site })).json() as Stored;
    const res = await server.app.inject({ method: 'POST', url: '/api/siteeditor', headers: site, payload: { changes: { allowLogOn: 'maybe' }, originalHash: current.hash } });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: string }).message).toContain('allowLogOn');
    expect(((await server.app.inject({ url: '/api/siteeditor', headers: site })).json() as Stored).hash).toBe(current.hash);
  });
  it('replaces one environment with /siteeditor/setting/{env} and lists all', async () => {
    const all = (await server.app.inject({ url: '/api/siteeditor/all', headers: site })).json() as Record<string, Stored>;
    const res = await server.app.inject({
      method: 'POST', url: '/api/siteeditor/setting/prod', headers: site,
      payload: { settings: all.cont!.settings, originalHash: all.prod!.hash },
    });
    expect(res.statusCode).toBe(200);
    const again = (await server.app.inject({ url: '/api/siteeditor/all', headers: site })).json() as Record<string, Stored>;
    expect(again.prod!.hash).toBe(all.cont!.hash);
  });
});

describe('translations', () => {
  it('answers a namespace to anyone with ETag/304', async () => {
    const res = await server.app.inject({ url: '/api/translation/en-US/base' });
    expect(res.json()).toEqual({ 'translate.base.welcome': 'Welcome (cont)' });
    const again = await server.app.inject({ url: '/api/translation/en-US/base', headers: { 'if-none-match': res.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });
  it('updates a key, invalidates the cache and logs the change', async () => {
    const first = await server.app.inject({ url: '/api/translation/en-US/base' });
    const res = await server.app.inject({
      method: 'PUT', url: '/api/translation/update/en/en-US/cont', headers: editor,
      payload: { updates: [{ key: 'translate.base.welcome', content: 'Hello', originalHash: hashOf('Welcome (cont)') }] },
    });
    expect(res.json()).toEqual({ changed: 1 });
    const after = await server.app.inject({ url: '/api/translation/en-US/base', headers: { 'if-none-match': first.headers.etag as string } });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ 'translate.base.welcome': 'Hello' });
  });
  it('refuses keys outside the translate. rule with 400 and writes nothing', async () => {
    const res = await server.app.inject({
      method: 'PUT', url: '/api/translation/addInitialTranslations', headers: editor,
      payload: { language: 'en', locale: 'en-US', translations: [{ key: 'translate.base.ok', content: 'a' }, { key: 'base.bad key', content: 'b' }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'translate.base.error.translation.invalid-key', details: { keys: ['base.bad key'] } });
    expect((await server.app.inject({ url: '/api/translation/en-US/base' })).json()).not.toHaveProperty('translate.base.ok');
  });
  it('adds missing keys only, copies to another environment, lists all environments', async () => {
    const add = await server.app.inject({
      method: 'PUT', url: '/api/translation/addInitialTranslations', headers: editor,
      payload: { language: 'en', locale: 'en-US', translations: [{ key: 'translate.base.welcome', content: 'ignored' }, { key: 'translate.base.new-key', content: 'New' }] },
    });
    expect(add.json()).toEqual({ changed: 1 });
    const copy = await server.app.inject({ method: 'POST', url: '/api/translation/copyToEnvironment/en/translation/uat', headers: editor, payload: { sourceEnvironment: 'cont' } });
    expect(copy.json()).toEqual({ changed: 2 });
    const all = (await server.app.inject({ url: '/api/translation/all/en/en-US', headers: editor })).json() as Record<string, Record<string, string>>;
    expect(all.uat).toEqual({ 'translate.base.new-key': 'New', 'translate.base.welcome': 'Hello' });
    expect(all.prod).toEqual({ 'translate.base.welcome': 'Welcome (prod)' });
    const meta = (await server.app.inject({ url: '/api/translation/metadata/en-US/base', headers: editor })).json() as { count: number };
    expect(meta.count).toBe(2);
  });
});
