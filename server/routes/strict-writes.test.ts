// A write that replaces a layout or a settings document needs the hash it was read with
// (missing or null: 400, never a blind overwrite), and write routes take their types as sent: `force: "true"`, `1`
// or `[true]` is a 400, not a forced save. Each refused request leaves the store exactly as it was.
import { beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_SETTINGS_HASH } from '../../schemas/index.js';
import { changedTables, snapshotStore } from '../../test-support/reliability/store-snapshot.js';
import { openTestServer } from '../test-app.js';

interface Layout {
  hash: string;
  components: { componentId: string; component: string; parentId: string | null; slot: string | null; props: Record<string, unknown>; originalHash: string }[];
}

const server = openTestServer();
let site: Record<string, string>;

beforeAll(async () => {
  site = await server.headersOf('siteeditor');
});

const layout = async (): Promise<Layout> => (await server.app.inject({ url: '/api/content/home--live?env=cont', headers: site })).json() as Layout;
const settingsHash = async (): Promise<string> => ((await server.app.inject({ url: '/api/siteeditor?env=cont', headers: site })).json() as { hash: string }).hash;

/** Sends each request, expects a coded 400 for every one, and the store unchanged after all of them. */
async function expectRefusedUnchanged(requests: { method: 'PUT' | 'POST'; url: string; payload: object }[]) {
  const before = await snapshotStore(server.store.db);
  for (const r of requests) {
    const res = await server.app.inject({ ...r, headers: site });
    expect(res.statusCode, `${r.method} ${r.url} ${JSON.stringify(r.payload).slice(0, 200)}`).toBe(400);
    expect(res.json()).toMatchObject({ code: 'translate.base.error.bad-request' });
  }
  expect(changedTables(before, await snapshotStore(server.store.db))).toEqual([]);
}

describe('the hash a write was read with is never optional', () => {
  it('refuses a page save without originalPageHash or with null, keeping every block', async () => {
    const { components } = await layout();
    // Leaves out every block but the first: with no hash check this would delete the rest.
    const body = { environment: 'cont', phase: 'live', components: components.slice(0, 1) };
    await expectRefusedUnchanged([
      { method: 'PUT', url: '/api/content/home', payload: body },
      { method: 'PUT', url: '/api/content/home', payload: { ...body, originalPageHash: null } },
      { method: 'PUT', url: '/api/content/home', payload: { ...body, originalPageHash: '' } },
      { method: 'PUT', url: '/api/content/home', payload: { ...body, originalPageHash: null, force: true } },
    ]);
  });

  it('refuses settings writes without originalHash or with null', async () => {
    await expectRefusedUnchanged([
      { method: 'POST', url: '/api/siteeditor', payload: { environment: 'cont', changes: { liveHelpAppId: 'blind' } } },
      { method: 'POST', url: '/api/siteeditor', payload: { environment: 'cont', changes: { liveHelpAppId: 'blind' }, originalHash: null } },
      { method: 'POST', url: '/api/siteeditor/setting/cont', payload: { settings: { eventPhases: [] }, originalHash: null, force: true } },
      { method: 'POST', url: '/api/siteeditor/testing-date', payload: { environment: 'cont', testingDate: null, originalHash: null } },
    ]);
  });

  it('names an environment without settings by the empty document hash', async () => {
    await server.store.db.query('DELETE FROM site_settings WHERE environment = $1', ['uat']);
    const write = (originalHash: string) =>
      server.app.inject({ method: 'POST', url: '/api/siteeditor/setting/uat', headers: site, payload: { settings: { eventPhases: [] }, originalHash } });
    expect((await write('some-other-hash')).statusCode).toBe(409);
    const created = await write(EMPTY_SETTINGS_HASH);
    expect(created.statusCode, created.body).toBe(200);
  });

  it('lands the same page save with the hash it was read with', async () => {
    const current = await layout();
    const res = await server.app.inject({
      method: 'PUT', url: '/api/content/home', headers: site,
      payload: { environment: 'cont', phase: 'live', originalPageHash: current.hash, components: current.components },
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { changed: boolean }).changed).toBe(false);
  });
});

describe('write routes take their types as sent', () => {
  it('refuses a stale page save whose force is "true", 1 or [true] (no coercion), or comes in the query string', async () => {
    const { components } = await layout();
    const stale = { environment: 'cont', phase: 'live', originalPageHash: 'stale', components: components.slice(0, 1) };
    await expectRefusedUnchanged([
      ...['true', 1, [true], 'yes'].map((force) => ({ method: 'PUT' as const, url: '/api/content/home', payload: { ...stale, force } })),
      { method: 'PUT', url: '/api/content/home?force=true', payload: stale },
    ]);
  });

  it('refuses a coerced force on settings, push and translation writes', async () => {
    const hash = 'stale';
    await expectRefusedUnchanged([
      { method: 'POST', url: '/api/siteeditor', payload: { environment: 'cont', changes: { liveHelpAppId: 'x' }, originalHash: hash, force: 'true' } },
      { method: 'POST', url: '/api/siteeditor/setting/cont', payload: { settings: { eventPhases: [] }, originalHash: hash, force: 1 } },
      { method: 'POST', url: '/api/siteeditor/testing-date', payload: { testingDate: null, originalHash: hash, force: [true] } },
      { method: 'POST', url: '/api/content/copyToEnvironment/home/uat', payload: { sourceEnvironment: 'cont', phase: 'live', targetBaseHash: hash, force: 'true' } },
      { method: 'PUT', url: '/api/translation/update/en/en-US/cont', payload: { updates: [{ key: 'translate.base.x', content: 'x', originalHash: hash }], force: 1 } },
    ]);
  });

  it('refuses a number where the schema wants text and keeps the settings', async () => {
    const hash = await settingsHash();
    await expectRefusedUnchanged([
      { method: 'POST', url: '/api/siteeditor', payload: { environment: 'cont', changes: {}, originalHash: 12345 } },
      { method: 'PUT', url: '/api/translation/update/en/en-US/cont', payload: { updates: [{ key: 'translate.base.x', content: 42, originalHash: null }] } },
    ]);
    expect(await settingsHash()).toBe(hash);
  });
});
