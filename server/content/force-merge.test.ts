// "No lost work": a forced write is merged like any other, and only the fields both editors changed take
// the forcing editor's value. Force never writes the forcing editor's stale copy of the fields only others changed.
import { beforeAll, describe, expect, it } from 'vitest';
import { openTestServer, type Component, type Layout } from '../test-app.js';

type Headers = Record<string, string>;

const server = openTestServer();
let a: Headers;
let b: Headers;

const read = async (phase: string, env = 'cont'): Promise<Layout> =>
  (await server.app.inject({ url: `/api/content/home--${phase}?env=${env}`, headers: a })).json() as Layout;
const byId = (layout: Layout, id: string) => layout.components.find((c) => c.componentId === id)!;
/** One block of a phase's layout as it is now. */
const readBlock = async (phase: string, id: string, env = 'cont') => byId(await read(phase, env), id);
const saveBlock = (who: Headers, phase: string, c: Component, props: Record<string, unknown>, flag: 'normal' | 'force' = 'normal', env = 'cont') =>
  server.app.inject({
    method: 'PUT', url: `/api/content/component/${env}/home/${phase}/${c.componentId}/sectionHeading/2026-11-24T08:00:00Z/${flag}`,
    headers: who, payload: { originalHash: c.originalHash, changes: props },
  });
const savePage = (who: Headers, phase: string, seen: Layout, components: Component[], force = false) =>
  server.app.inject({ method: 'PUT', url: '/api/content/home', headers: who, payload: { environment: 'cont', phase, originalPageHash: seen.hash, components, force } });
const push = (target: string, payload: object) =>
  server.app.inject({ method: 'POST', url: `/api/content/copyToEnvironment/home/${target}`, headers: a, payload: { sourceEnvironment: 'cont', ...payload } });
const assign = (componentId: string, payload: object) =>
  server.app.inject({ method: 'PUT', url: `/api/content/phase-assignment/cont/home/${componentId}`, headers: a, payload });
const lastEntry = async (id: string, env = 'cont') =>
  ((await server.app.inject({ url: `/api/changelog/content?documentId=${id}&env=${env}`, headers: a })).json() as { entries: { Forced: boolean; Merged: boolean }[] }).entries[0];

beforeAll(async () => {
  a = await server.headersOf('contenteditor');
  b = await server.headersOf('siteeditor');
});

describe('a forced block save', () => {
  it('keeps the subheading another editor saved when only the heading is forced (a force-save once dropped it)', async () => {
    const seenByA = await readBlock('pre-event', 'heading');
    const seenByB = await readBlock('pre-event', 'heading');
    expect((await saveBlock(b, 'pre-event', seenByB, { ...seenByB.props, heading: 'Heading by B', subheading: 'Subheading by B' })).statusCode).toBe(200);
    // A's open form is older: it changes only the heading, meets the conflict, and forces.
    const mine = { ...seenByA.props, heading: 'Heading by A' };
    const first = await saveBlock(a, 'pre-event', seenByA, mine);
    expect(first.statusCode).toBe(409);
    expect(first.json()).toMatchObject({ details: { fields: [{ componentId: 'heading', path: 'props.heading', mine: 'Heading by A', theirs: 'Heading by B' }] } });
    const forced = await saveBlock(a, 'pre-event', seenByA, mine, 'force');
    expect(forced.statusCode).toBe(200);
    expect(forced.json()).toMatchObject({ changed: true, merged: true, component: { props: { heading: 'Heading by A', subheading: 'Subheading by B' } } });
    expect((await readBlock('pre-event', 'heading')).props).toMatchObject({ heading: 'Heading by A', subheading: 'Subheading by B' });
    expect(await lastEntry('home--pre-event')).toMatchObject({ Forced: true, Merged: true });
  });

  it('re-adds a block the others removed since (the whole block was the conflict)', async () => {
    const seen = await read('post-event');
    const note = byId(seen, 'note');
    expect((await savePage(b, 'post-event', seen, seen.components.filter((c) => c.componentId !== 'note'))).statusCode).toBe(200);
    const res = await saveBlock(a, 'post-event', note, { ...note.props, heading: 'Kept by A' }, 'force');
    expect(res.statusCode).toBe(200);
    expect((await readBlock('post-event', 'note')).props.heading).toBe('Kept by A');
  });
});

describe('a forced page (layout) save', () => {
  it('keeps what only the others changed: their edit of another field and of another block, and their new block', async () => {
    const seenByA = await read('live');
    const seenByB = await read('live');
    const heading = byId(seenByB, 'heading');
    const note = byId(seenByB, 'note');
    const added = { ...heading, componentId: 'added-by-b', originalHash: null, props: { ...heading.props, heading: 'Added by B' } };
    const bLayout = [
      { ...heading, props: { ...heading.props, heading: 'Heading by B', subheading: 'Subheading by B' } },
      { ...note, props: { ...note.props, heading: 'Note by B' } },
      added,
    ];
    expect((await savePage(b, 'live', seenByB, bLayout as Component[])).statusCode).toBe(200);
    // A moves the note first and changes the heading's heading, from the layout it read before B's save.
    const aLayout = [byId(seenByA, 'note'), { ...byId(seenByA, 'heading'), props: { ...byId(seenByA, 'heading').props, heading: 'Heading by A' } }];
    const first = await savePage(a, 'live', seenByA, aLayout);
    expect(first.statusCode).toBe(409);
    expect(first.json()).toMatchObject({ details: { fields: [{ componentId: 'heading', path: 'props.heading' }] } });
    const forced = await savePage(a, 'live', seenByA, aLayout, true);
    expect(forced.statusCode).toBe(200);
    const after = await read('live');
    // A's order (note first) and B's new block, placed after the block it followed in B's layout.
    expect(after.components.map((c) => c.componentId)).toEqual(['note', 'added-by-b', 'heading']);
    expect(byId(after, 'heading').props).toMatchObject({ heading: 'Heading by A', subheading: 'Subheading by B' });
    expect(byId(after, 'note').props.heading).toBe('Note by B');
    expect(byId(after, 'added-by-b').props.heading).toBe('Added by B');
    expect(await lastEntry('home--live')).toMatchObject({ Forced: true, Merged: true });
  });
});

describe('a push whose target moved since it was reviewed', () => {
  it('merges a page push: the target’s own change to a field the push leaves alone survives, even forced', async () => {
    // The source (cont) changes the note's heading; the push to uat is reviewed against uat as it is then.
    const reviewed = await read('pre-event', 'uat');
    const contNote = await readBlock('pre-event', 'note');
    expect((await saveBlock(a, 'pre-event', contNote, { ...contNote.props, heading: 'Pushed note' })).statusCode).toBe(200);
    // Then someone changes uat's note subheading and heading, and its heading block's subheading.
    const uatNote = byId(reviewed, 'note');
    expect((await saveBlock(b, 'pre-event', uatNote, { ...uatNote.props, heading: 'UAT note', subheading: 'UAT sub' }, 'normal', 'uat')).statusCode).toBe(200);
    // And disables uat's heading block, a field the source left as uat had it when the push was reviewed.
    const uatHeading = byId(reviewed, 'heading');
    expect((await readBlock('pre-event', 'heading')).props.isDisabled).toBe(uatHeading.props.isDisabled);
    expect((await saveBlock(b, 'pre-event', uatHeading, { ...uatHeading.props, isDisabled: true }, 'normal', 'uat')).statusCode).toBe(200);

    const stale = await push('uat', { phase: 'pre-event', targetBaseHash: reviewed.hash });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'translate.base.error.push.conflict', details: { fields: [{ componentId: 'note', path: 'props.heading', mine: 'Pushed note', theirs: 'UAT note' }] } });
    const forced = await push('uat', { phase: 'pre-event', targetBaseHash: reviewed.hash, force: true });
    expect(forced.statusCode).toBe(200);
    const after = await read('pre-event', 'uat');
    expect(byId(after, 'note').props).toMatchObject({ heading: 'Pushed note', subheading: 'UAT sub' });
    expect(byId(after, 'heading').props.isDisabled).toBe(true);
    expect(await lastEntry('home--pre-event', 'uat')).toMatchObject({ Forced: true, Merged: true });
  });

  it('merges a block push the same way, and lands a push with no conflict without force', async () => {
    const reviewed = await readBlock('post-event', 'heading', 'prod');
    const contHeading = await readBlock('post-event', 'heading');
    expect((await saveBlock(a, 'post-event', contHeading, { ...contHeading.props, heading: 'Pushed heading' })).statusCode).toBe(200);
    expect((await saveBlock(b, 'post-event', reviewed, { ...reviewed.props, subheading: 'Prod sub' }, 'normal', 'prod')).statusCode).toBe(200);
    const res = await push('prod', { phase: 'post-event', componentId: 'heading', targetBaseHash: reviewed.originalHash });
    expect(res.statusCode).toBe(200);
    expect((await readBlock('post-event', 'heading', 'prod')).props).toMatchObject({ heading: 'Pushed heading', subheading: 'Prod sub' });
  });
});

describe('a stale phase assignment', () => {
  it('adds the block to a target moved since without undoing the others’ change there', async () => {
    const preHeading = await readBlock('pre-event', 'heading');
    // The source phase: post-event, whose note follows its heading.
    const note = await readBlock('post-event', 'note');
    // After A read pre-event, B edits its heading block.
    expect((await saveBlock(b, 'pre-event', preHeading, { ...preHeading.props, subheading: 'Pre sub by B' })).statusCode).toBe(200);
    // A first removed the note from pre-event, then assigns it back, from the layout read before B's save.
    const without = await read('pre-event');
    expect((await savePage(a, 'pre-event', without, without.components.filter((c) => c.componentId !== 'note'))).statusCode).toBe(200);
    const seen = await read('pre-event');
    expect((await saveBlock(b, 'pre-event', byId(seen, 'heading'), { ...byId(seen, 'heading').props, heading: 'Pre heading by B' })).statusCode).toBe(200);
    const res = await assign('note', {
      sourcePhase: 'post-event',
      block: { component: note.component, parentId: null, slot: null, props: note.props },
      targets: [{ phase: 'pre-event', assign: true, originalPageHash: seen.hash }],
    });
    expect(res.statusCode).toBe(200);
    const after = await read('pre-event');
    expect(after.components.map((c) => c.componentId)).toEqual(['heading', 'note']);
    expect(byId(after, 'heading').props).toMatchObject({ heading: 'Pre heading by B', subheading: 'Pre sub by B' });
  });

  it('names the conflict of a removal the others edited since, writes nothing, and force removes only that block', async () => {
    const seen = await read('pre-event');
    const note = byId(seen, 'note');
    const heading = byId(seen, 'heading');
    expect((await saveBlock(b, 'pre-event', note, { ...note.props, heading: 'Note edited by B' })).statusCode).toBe(200);
    expect((await saveBlock(b, 'pre-event', heading, { ...heading.props, heading: 'Heading edited by B' })).statusCode).toBe(200);
    const before = await read('pre-event');
    const body = {
      sourcePhase: 'live',
      block: { component: note.component, parentId: null, slot: null, props: note.props },
      targets: [{ phase: 'pre-event', assign: false, originalPageHash: seen.hash }],
    };
    const stale = await assign('note', body);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'translate.base.error.component-settings.conflict',
      details: { conflicts: [{ phase: 'pre-event', currentHash: before.hash }], fields: [{ componentId: 'note', path: '(block)', phase: 'pre-event' }] },
    });
    expect(await read('pre-event')).toEqual(before);
    const forced = await assign('note', { ...body, force: true });
    expect(forced.statusCode).toBe(200);
    const after = await read('pre-event');
    expect(after.components.map((c) => c.componentId)).toEqual(['heading']);
    expect(byId(after, 'heading').props.heading).toBe('Heading edited by B');
  });
});
