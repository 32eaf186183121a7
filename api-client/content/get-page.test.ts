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

describe('reads migrate blocks stored for an older schema version', () => {
  it('getPage answers current props and version', async () => {
    configureApiClient({ baseUrl: 'http://api.test/api' });
    answerWith(layout([block({ heading: 'Hi', headingAlignment: 'center' }, 1)]));
    const { data } = await getPage({ page: 'home', phase: 'live', env: 'cont' });
    expect(data.components[0]).toMatchObject({ props: { heading: 'Hi', textAlignment: 'center' }, schemaVersion: 2 });
  });

  it('getPage leaves current blocks as the server sent them', async () => {
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
