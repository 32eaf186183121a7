import { beforeAll, describe, expect, it } from 'vitest';
import { exampleProps } from '../test-support.js';
import { openTestServer } from '../test-app.js';

interface Layout {
  hash: string;
  components: { componentId: string; component: string; props: Record<string, unknown>; originalHash: string; editor: { name: string; revision: number } | null }[];
}
interface Entry {
  Timestamp: string;
  Editor: { name: string; email: string };
  Changes: { Field: string; Component: string; PreviousValue: unknown; CurrentValue: unknown }[];
  Forced: boolean;
}

const server = openTestServer();
let editor: Record<string, string>;

const read = async (env = 'cont', id = 'home--live'): Promise<Layout> => {
  const res = await server.app.inject({ url: `/api/content/${id}?env=${env}`, headers: editor });
  expect(res.statusCode).toBe(200);
  return res.json() as Layout;
};
const changelog = async (id = 'home--live', env = 'cont'): Promise<Entry[]> =>
  ((await server.app.inject({ url: `/api/changelog/content?documentId=${id}&env=${env}`, headers: editor })).json() as { entries: Entry[] }).entries;
const componentUrl = (id: string, flag: 'force' | 'normal', type = 'sectionHeading', env = 'cont') =>
  `/api/content/component/${env}/home/live/${id}/${type}/2026-11-20T12:00:00Z/${flag}`;

beforeAll(async () => {
  editor = await server.headersOf('contenteditor');
});

describe('content reads', () => {
  it('answers a phase layout to anyone, with the layout hash but without editor metadata', async () => {
    const res = await server.app.inject({ url: '/api/content/home--live' });
    expect(res.statusCode).toBe(200);
    const layout = res.json() as Layout & { id: string; environment: string };
    expect(layout.id).toBe('home--live');
    expect(layout.environment).toBe('cont');
    expect(layout.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(layout.components.map((c) => c.componentId)).toEqual(['heading', 'note']);
    for (const c of layout.components) {
      expect(Object.keys(c).sort()).toEqual(['component', 'componentId', 'parentId', 'props', 'schemaVersion', 'slot']);
    }
    expect(res.body).not.toMatch(/originalHash|"editor"/);
  });
  it('answers editor metadata to content editors only, each variant with its own ETag', async () => {
    const visitor = await server.app.inject({ url: '/api/content/home--live' });
    const attendee = await server.app.inject({ url: '/api/content/home--live', headers: await server.headersOf('attendee') });
    const asEditor = await server.app.inject({ url: '/api/content/home--live', headers: editor });
    const asSiteEditor = await server.app.inject({ url: '/api/content/home--live', headers: await server.headersOf('siteeditor') });
    expect(attendee.body).toBe(visitor.body);
    expect(asSiteEditor.body).toBe(asEditor.body);
    const full = asEditor.json() as Layout;
    expect(full.components[0]?.originalHash).toMatch(/^[0-9a-f]{64}$/);
    expect(full.components[0]).toHaveProperty('editor');
    expect(full.hash).toBe((visitor.json() as Layout).hash);
    expect(asEditor.headers.etag).not.toBe(visitor.headers.etag);
    expect(asEditor.headers.vary).toMatch(/Authorization/);
    // The visitor's validator does not stand for the editor's answer.
    const revalidated = await server.app.inject({ url: '/api/content/home--live', headers: { ...editor, 'if-none-match': String(visitor.headers.etag) } });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.body).toBe(asEditor.body);
  });
  it('answers 404 with a code for an unknown layout', async () => {
    const res = await server.app.inject({ url: '/api/content/nowhere--live' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'translate.base.error.not-found' });
  });
  it('answers ETag and 304 when unchanged', async () => {
    const first = await server.app.inject({ url: '/api/content/home--live' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const second = await server.app.inject({ url: '/api/content/home--live', headers: { 'if-none-match': etag } });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });
  it('answers all environments of a page to editors', async () => {
    const res = await server.app.inject({ url: '/api/content/all/home', headers: editor });
    const all = res.json() as Record<string, Layout[]>;
    expect(Object.keys(all).sort()).toEqual(['cont', 'prod', 'uat']);
    expect(all.uat).toHaveLength(3);
  });
});

describe('component save', () => {
  it('refuses invalid props with 400 naming the field, and changes nothing', async () => {
    const before = await read();
    const heading = before.components[0]!;
    const res = await server.app.inject({
      method: 'PUT', url: componentUrl('heading', 'normal'), headers: editor,
      payload: { originalHash: heading.originalHash, changes: { ...heading.props, isDisabled: 'yes' } },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { code: string; message: string; details: { errors: { path: string }[] } };
    expect(body.code).toBe('translate.base.error.component-settings.invalid');
    expect(body.message).toContain('isDisabled');
    expect(body.details.errors[0]?.path).toContain('isDisabled');
    expect(await read()).toEqual(before);
    expect(await changelog()).toHaveLength(0);
  });

  it('saves with the current hash and writes one changelog entry with field-level changes', async () => {
    const before = await read();
    const heading = before.components[0]!;
    const res = await server.app.inject({
      method: 'PUT', url: componentUrl('heading', 'normal'), headers: editor,
      payload: { originalHash: heading.originalHash, changes: { ...heading.props, isDisabled: true } },
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json() as { changed: boolean; component: Layout['components'][number] };
    expect(saved.changed).toBe(true);
    expect(saved.component.originalHash).not.toBe(heading.originalHash);
    expect(saved.component.editor).toMatchObject({ name: 'Casey Contenteditor', revision: 1 });
    const log = await changelog();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      Editor: { name: 'Casey Contenteditor', email: 'contenteditor@nimbus.example' },
      Forced: false,
      Changes: [{ Field: 'isDisabled', Component: 'heading', PreviousValue: heading.props.isDisabled ?? null, CurrentValue: true }],
    });
    expect(Date.parse(log[0]!.Timestamp)).not.toBeNaN();
  });

  it('refuses a stale hash with 409, the conflict code and the current hash, and changes nothing', async () => {
    const before = await read();
    const current = before.components[0]!;
    const res = await server.app.inject({
      method: 'PUT', url: componentUrl('heading', 'normal'), headers: editor,
      payload: { originalHash: 'f'.repeat(64), changes: { ...current.props, isDisabled: false } },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'translate.base.error.component-settings.conflict',
      details: { currentHash: current.originalHash },
    });
    expect(await read()).toEqual(before);
    expect(await changelog()).toHaveLength(1);
  });

  it('lands the same stale save with force and records it as forced', async () => {
    const before = await read();
    const res = await server.app.inject({
      method: 'PUT', url: componentUrl('heading', 'force'), headers: editor,
      payload: { originalHash: 'f'.repeat(64), changes: { ...before.components[0]!.props, isDisabled: false } },
    });
    expect(res.statusCode).toBe(200);
    const log = await changelog();
    expect(log).toHaveLength(2);
    expect(log[0]).toMatchObject({ Forced: true, Changes: [{ Field: 'isDisabled', PreviousValue: true, CurrentValue: false }] });
  });

  it('adds a new block with the type from the path', async () => {
    const res = await server.app.inject({
      method: 'PUT', url: componentUrl('extra', 'normal'), headers: editor,
      payload: { originalHash: null, changes: exampleProps('sectionHeading') },
    });
    expect(res.statusCode).toBe(200);
    expect((await read()).components.map((c) => c.componentId)).toEqual(['heading', 'note', 'extra']);
  });
});

describe('page save', () => {
  it('saves a reordered layout with the hashes read, one changelog entry', async () => {
    const before = await read('cont', 'home--pre-event');
    const components = [...before.components].reverse();
    const res = await server.app.inject({
      method: 'PUT', url: '/api/content/home', headers: editor,
      payload: { environment: 'cont', phase: 'pre-event', originalPageHash: before.hash, components },
    });
    expect(res.statusCode).toBe(200);
    const after = await read('cont', 'home--pre-event');
    expect(after.components.map((c) => c.componentId)).toEqual(['note', 'heading']);
    const log = await changelog('home--pre-event');
    expect(log).toHaveLength(1);
    expect(log[0]!.Changes.map((c) => c.Field)).toEqual(['position', 'position']);
  });

  it('refuses a layout read at a version the server never stored (409) and changes nothing', async () => {
    const before = await read('cont', 'home--pre-event');
    const res = await server.app.inject({
      method: 'PUT', url: '/api/content/home', headers: editor,
      payload: { environment: 'cont', phase: 'pre-event', originalPageHash: 'a'.repeat(64), components: before.components.map((c) => ({ ...c, originalHash: 'a'.repeat(64) })) },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'translate.base.error.component-settings.conflict', details: { currentHash: before.hash, fields: [] } });
    expect(await read('cont', 'home--pre-event')).toEqual(before);
  });

  it('refuses a body missing the phase with 400 naming it', async () => {
    const res = await server.app.inject({ method: 'PUT', url: '/api/content/home', headers: editor, payload: { environment: 'cont', components: [] } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'translate.base.error.bad-request' });
    expect((res.json() as { message: string }).message).toContain('phase');
  });
});

describe('copyToEnvironment', () => {
  it('pushes a layout to another environment with the target base hash', async () => {
    const source = await read('cont', 'home--live');
    const target = await read('uat', 'home--live');
    const res = await server.app.inject({
      method: 'POST', url: '/api/content/copyToEnvironment/home/uat', headers: editor,
      payload: { sourceEnvironment: 'cont', phase: 'live', targetBaseHash: target.hash },
    });
    expect(res.statusCode).toBe(200);
    const pushed = await read('uat', 'home--live');
    expect(pushed.hash).toBe(source.hash);
    expect(await changelog('home--live', 'uat')).toHaveLength(1);
  });

  it('refuses the push when the target moved since it was read', async () => {
    const stale = await read('prod', 'home--live');
    // Someone edits prod after it was read.
    const block = stale.components[0]!;
    const edit = await server.app.inject({
      method: 'PUT', url: componentUrl(block.componentId, 'normal', 'sectionHeading', 'prod'), headers: editor,
      payload: { originalHash: block.originalHash, changes: { ...block.props, isDisabled: true } },
    });
    expect(edit.statusCode).toBe(200);
    const moved = await read('prod', 'home--live');
    const res = await server.app.inject({
      method: 'POST', url: '/api/content/copyToEnvironment/home/prod', headers: editor,
      payload: { sourceEnvironment: 'cont', phase: 'live', targetBaseHash: stale.hash },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'translate.base.error.push.conflict', details: { currentHash: moved.hash } });
    expect(await read('prod', 'home--live')).toEqual(moved);
  });

  it('pushes one block with the target block hash', async () => {
    const target = await read('prod', 'home--live');
    const res = await server.app.inject({
      method: 'POST', url: '/api/content/copyToEnvironment/home/prod', headers: editor,
      payload: { sourceEnvironment: 'cont', phase: 'live', componentId: 'extra', targetBaseHash: null },
    });
    expect(res.statusCode).toBe(200);
    const after = await read('prod', 'home--live');
    expect(after.components.map((c) => c.componentId)).toEqual([...target.components.map((c) => c.componentId), 'extra']);
  });
});
