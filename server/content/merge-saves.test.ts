// "No lost work": saves read before others' saves are merged; only a field both changed is a conflict.
import { beforeAll, describe, expect, it } from 'vitest';
import { openTestServer, type Component, type Layout } from '../test-app.js';

const server = openTestServer();
let a: Record<string, string>;
let b: Record<string, string>;

const read = async (phase: string): Promise<Layout> =>
  (await server.app.inject({ url: `/api/content/home--${phase}?env=cont`, headers: a })).json() as Layout;
const saveBlock = (who: Record<string, string>, phase: string, c: Component, props: Record<string, unknown>) =>
  server.app.inject({
    method: 'PUT', url: `/api/content/component/cont/home/${phase}/${c.componentId}/sectionHeading/2026-11-24T08:00:00Z/normal`,
    headers: who, payload: { originalHash: c.originalHash, changes: props },
  });
const savePage = (who: Record<string, string>, phase: string, read: Layout, components: Component[]) =>
  server.app.inject({ method: 'PUT', url: '/api/content/home', headers: who, payload: { environment: 'cont', phase, originalPageHash: read.hash, components } });
const lastEntry = async (phase: string) =>
  ((await server.app.inject({ url: `/api/changelog/content?documentId=home--${phase}&env=cont`, headers: a })).json() as { entries: { Merged: boolean; Editor: { name: string } }[] }).entries[0];

beforeAll(async () => {
  a = await server.headersOf('contenteditor');
  b = await server.headersOf('siteeditor');
});

describe('block saves', () => {
  it('merges edits of different props of one block: both survive, no dialog, the change log says merged', async () => {
    const seenByA = (await read('pre-event')).components[0]!;
    const seenByB = (await read('pre-event')).components[0]!;
    expect((await saveBlock(b, 'pre-event', seenByB, { ...seenByB.props, heading: 'Heading by B' })).statusCode).toBe(200);
    const res = await saveBlock(a, 'pre-event', seenByA, { ...seenByA.props, subheading: 'Subheading by A' });


    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ changed: true, merged: true, component: { props: { heading: 'Heading by B', subheading: 'Subheading by A' } } });
    expect((await read('pre-event')).components[0]!.props).toMatchObject({ heading: 'Heading by B', subheading: 'Subheading by A' });
    expect(await lastEntry('pre-event')).toMatchObject({ Merged: true, Editor: { name: 'Casey Contenteditor' } });
  });

  it('answers a same-field conflict with base, mine and theirs, and writes nothing', async () => {
    const seenByA = (await read('pre-event')).components[0]!;
    const seenByB = (await read('pre-event')).components[0]!;
    expect((await saveBlock(b, 'pre-event', seenByB, { ...seenByB.props, heading: 'Theirs' })).statusCode).toBe(200);
    const before = await read('pre-event');
    const res = await saveBlock(a, 'pre-event', seenByA, { ...seenByA.props, heading: 'Mine' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'translate.base.error.component-settings.conflict',
      details: { componentId: 'heading', fields: [{ componentId: 'heading', path: 'props.heading', base: 'Heading by B', mine: 'Mine', theirs: 'Theirs' }] },
    });
    expect(await read('pre-event')).toEqual(before);
  });
});

describe('page saves', () => {
  it('keeps a reorder by one editor and a saved edit to another block by the other', async () => {
    const seenByA = await read('live');
    const note = seenByA.components[1]!;
    expect((await saveBlock(b, 'live', note, { ...note.props, heading: 'Note by B' })).statusCode).toBe(200);
    const res = await savePage(a, 'live', seenByA, [...seenByA.components].reverse());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ changed: true, merged: true });
    const after = await read('live');
    expect(after.components.map((c) => c.componentId)).toEqual(['note', 'heading']);
    expect(after.components[0]!.props.heading).toBe('Note by B');
  });

  it('keeps a prop edit through a page save made after another editor reordered the page', async () => {
    const seenByA = await read('post-event');
    const seenByB = await read('post-event');
    expect((await savePage(b, 'post-event', seenByB, [...seenByB.components].reverse())).statusCode).toBe(200);
    const edited = seenByA.components.map((c) => (c.componentId === 'heading' ? { ...c, props: { ...c.props, heading: 'Edited by A' } } : c));
    const res = await savePage(a, 'post-event', seenByA, edited);
    expect(res.statusCode).toBe(200);
    const after = await read('post-event');
    expect(after.components.map((c) => c.componentId)).toEqual(['note', 'heading']);
    expect(after.components[1]!.props.heading).toBe('Edited by A');
  });

  it('is a conflict when one editor deletes a block the other edited, and nothing is written', async () => {
    const seenByA = await read('live');
    const heading = seenByA.components.find((c) => c.componentId === 'heading')!;
    expect((await saveBlock(b, 'live', heading, { ...heading.props, heading: 'Still wanted' })).statusCode).toBe(200);
    const before = await read('live');
    const res = await savePage(a, 'live', seenByA, seenByA.components.filter((c) => c.componentId !== 'heading'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ details: { fields: [{ componentId: 'heading', path: '(block)', mine: null }] } });
    expect(await read('live')).toEqual(before);
  });
});

describe('resolving a conflict', () => {
  it('saves the editor’s choice per field and keeps what others saved in other fields', async () => {
    const seenByA = (await read('pre-event')).components[0]!;
    const seenByB = (await read('pre-event')).components[0]!;
    expect((await saveBlock(b, 'pre-event', seenByB, { ...seenByB.props, heading: 'B again', subheading: 'Sub by B' })).statusCode).toBe(200);
    const body = { originalHash: seenByA.originalHash, changes: { ...seenByA.props, heading: 'A again' } };
    const url = `/api/content/component/cont/home/pre-event/heading/sectionHeading/2026-11-24T08:00:00Z/normal`;
    expect((await server.app.inject({ method: 'PUT', url, headers: a, payload: body })).statusCode).toBe(409);
    const res = await server.app.inject({ method: 'PUT', url, headers: a, payload: { ...body, resolutions: { heading: { 'props.heading': 'mine' } } } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ merged: true, component: { props: { heading: 'A again', subheading: 'Sub by B' } } });
  });

  it('refuses a resolution that is not mine or theirs with 400', async () => {
    const c = (await read('pre-event')).components[0]!;
    const res = await server.app.inject({
      method: 'PUT', url: `/api/content/component/cont/home/pre-event/heading/sectionHeading/2026-11-24T08:00:00Z/normal`,
      headers: a, payload: { originalHash: c.originalHash, changes: c.props, resolutions: { heading: { 'props.heading': 'both' } } },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('strict saves (pushes between environments)', () => {
  it('merge like every save: the target’s own change to another field survives the push', async () => {
    const seenByA = (await read('pre-event')).components[0]!;
    const seenByB = (await read('pre-event')).components[0]!;
    expect((await saveBlock(b, 'pre-event', seenByB, { ...seenByB.props, heading: 'Changed in the target' })).statusCode).toBe(200);
    const res = await server.app.inject({
      method: 'PUT', url: `/api/content/component/cont/home/pre-event/heading/sectionHeading/2026-11-24T08:00:00Z/normal`,
      headers: a, payload: { originalHash: seenByA.originalHash, changes: { ...seenByA.props, subheading: 'Pushed' }, strict: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ merged: true, component: { props: { heading: 'Changed in the target', subheading: 'Pushed' } } });
  });
});
