import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient, resetApiClientConfig } from '../config';
import { clearEtagCache } from '../http';
import { getAllEnvironments } from './get-all-environments';
import { getPage } from './get-page';

// A layout stored before sectionHeading v2 (schemas/migrations/section-heading.ts) renamed headingAlignment.
const block = (props: Record<string, unknown>, schemaVersion: number) => ({
  componentId: 'intro',
  component: 'sectionHeading',
  parentId: null,
  slot: null,
  props,
  originalHash: 'h',
  schemaVersion,
});
const layout = (components: unknown[]) => ({ id: 'home--live', page: 'home', phase: 'live', environment: 'cont', hash: 'x', revision: 1, components });

function answerWith(body: unknown): void {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })));
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearEtagCache();
  resetApiClientConfig();
});

describe('reads of blocks stored for an older schema version', () => {
  // The server migrates on every read (server/content/content-store.ts, tested there), the static copies included.
  it('getPage leaves the layout as the server sent it', async () => {
    configureApiClient({ baseUrl: 'http://api.test/api' });
    const current = layout([block({ heading: 'Hi', textAlignment: 'center' }, 2)]);
    answerWith(current);
    const { data } = await getPage({ page: 'home', phase: 'live', env: 'cont' });
    expect(data).toEqual(current);
  });

  it('getAllEnvironments migrates every environment', async () => {
    configureApiClient({ baseUrl: 'http://api.test/api' });
    answerWith({ cont: [layout([block({ headingAlignment: 'right' }, 1)])], uat: [], prod: [] });
    const all = await getAllEnvironments('home');
    expect(all.cont[0]?.components[0]?.props).toEqual({ textAlignment: 'right' });
    expect(all.uat).toEqual([]);
  });
});
