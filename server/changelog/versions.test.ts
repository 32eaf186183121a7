// Versions: every change-log entry of a page layout can be read back and restored; a restore
// is a new save (its own entry, merged like any save), never a rewrite of history.
import { beforeAll, describe, expect, it } from 'vitest';
import { exampleProps } from '../test-support.js';
import { openTestServer, type Component, type Layout } from '../test-app.js';

interface Entry {
  Id: string;
  Timestamp: string;
  Editor: { name: string; email: string };
  Changes: { Field: string; Component: string; PreviousValue: unknown; CurrentValue: unknown }[];
  Version?: boolean;
  Merged?: boolean;
  RestoredFrom?: { Id: string; Timestamp: string; Editor: { name: string; email: string } };
}

const PAGE = 'versions';
const server = openTestServer();
let a: Record<string, string>;
let b: Record<string, string>;

const read = async (phase: string): Promise<Layout> => {
  const res = await server.app.inject({ url: `/api/content/${PAGE}--${phase}?env=cont`, headers: a });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Layout;
};
const log = async (phase: string): Promise<Entry[]> =>
  ((await server.app.inject({ url: `/api/changelog/content?documentId=${PAGE}--${phase}&env=cont`, headers: a })).json() as { entries: Entry[] }).entries;
const saveBlock = async (who: Record<string, string>, phase: string, id: string, originalHash: string | null, props: Record<string, unknown>) => {
  const res = await server.app.inject({
    method: 'PUT', url: `/api/content/component/cont/${PAGE}/${phase}/${id}/sectionHeading/2026-11-24T08:00:00Z/normal`,
    headers: who, payload: { originalHash, changes: props },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { component: Component }).component;
};
const restore = (kind: 'block' | 'page', who: Record<string, string>, payload: Record<string, unknown>) =>
  server.app.inject({ method: 'POST', url: `/api/changelog/content/restore-${kind}`, headers: who, payload: { env: 'cont', ...payload } });
const version = (phase: string, entry: string, who = a) =>
  server.app.inject({ url: `/api/changelog/content/version?documentId=${PAGE}--${phase}&env=cont&entry=${entry}`, headers: who });

const heading = (text: string, extra: Record<string, unknown> = {}) => ({ ...exampleProps('sectionHeading'), heading: text, ...extra });

beforeAll(async () => {
  a = await server.headersOf('contenteditor');
  b = await server.headersOf('siteeditor');
});

describe('block versions', () => {
  it("reads the block as an entry left it and restores it as a new save, the history kept", async () => {
    const first = await saveBlock(a, 'live', 'intro', null, heading('First'));
    const second = await saveBlock(a, 'live', 'intro', first.originalHash, heading('Second'));
    const [newest, oldest] = await log('live');
    expect(newest?.Version).toBe(true);
    expect(oldest?.Id).toMatch(/^[0-9]+$/);

    const then = await version('live', oldest!.Id);
    expect(then.statusCode, then.body).toBe(200);
    expect(then.json()).toMatchObject({ entry: { Id: oldest!.Id }, components: [{ componentId: 'intro', props: { heading: 'First' }, originalHash: first.originalHash }] });

    const res = await restore('block', a, { documentId: `${PAGE}--live`, entry: oldest!.Id, componentId: 'intro', originalHash: second.originalHash });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ changed: true, component: { props: { heading: 'First' } } });
    expect((await read('live')).components[0]!.props.heading).toBe('First');

    const after = await log('live');
    // A new entry on top; the two saves it restored over are still there, unchanged.
    expect(after).toHaveLength(3);
    expect(after.slice(1)).toEqual([newest, oldest]);
    expect(after[0]).toMatchObject({
      Version: true,
      Editor: { name: 'Casey Contenteditor' },
      RestoredFrom: { Id: oldest!.Id, Timestamp: oldest!.Timestamp, Editor: oldest!.Editor },
      Changes: [{ Field: 'heading', Component: 'intro', PreviousValue: 'Second', CurrentValue: 'First' }],
    });
    // The restore's own entry is a version too: restoring it again is possible.
    expect((await version('live', after[0]!.Id)).statusCode).toBe(200);
  });

  it("keeps another editor's later change to another field (the restore merges from the editor's base)", async () => {
    const v1 = await saveBlock(a, 'pre-event', 'intro', null, heading('V1', { subheading: 'Sub 1' }));
    const v2 = await saveBlock(a, 'pre-event', 'intro', v1.originalHash, heading('V2', { subheading: 'Sub 1' }));
    const entryOfV1 = (await log('pre-event'))[1]!;
    // B changes the subheading after A read v2; A restores v1's heading from v2.
    await saveBlock(b, 'pre-event', 'intro', v2.originalHash, heading('V2', { subheading: 'Sub by B' }));
    const res = await restore('block', a, { documentId: `${PAGE}--pre-event`, entry: entryOfV1.Id, componentId: 'intro', originalHash: v2.originalHash });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ changed: true, merged: true, component: { props: { heading: 'V1', subheading: 'Sub by B' } } });
    expect((await log('pre-event'))[0]).toMatchObject({ Merged: true, RestoredFrom: { Id: entryOfV1.Id } });
  });

  it('answers a field both changed as a conflict and writes nothing; force makes the restored version win there', async () => {
    const v1 = await saveBlock(a, 'post-event', 'intro', null, heading('One'));
    const v2 = await saveBlock(a, 'post-event', 'intro', v1.originalHash, heading('Two'));
    const entryOfV1 = (await log('post-event'))[1]!;
    await saveBlock(b, 'post-event', 'intro', v2.originalHash, heading('Theirs'));
    const before = await log('post-event');
    const body = { documentId: `${PAGE}--post-event`, entry: entryOfV1.Id, componentId: 'intro', originalHash: v2.originalHash };
    const res = await restore('block', a, body);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'translate.base.error.component-settings.conflict',
      details: { fields: [{ componentId: 'intro', path: 'props.heading', base: 'Two', mine: 'One', theirs: 'Theirs' }] },
    });
    expect(await log('post-event')).toEqual(before);
    const chosen = await restore('block', a, { ...body, resolutions: { intro: { 'props.heading': 'mine' } } });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect((await read('post-event')).components[0]!.props.heading).toBe('One');
  });
});

describe('page versions', () => {
  it('brings back the layout an entry left: blocks added since go, blocks removed since return, in its order', async () => {
    const one = await saveBlock(a, 'page', 'one', null, heading('One'));
    await saveBlock(a, 'page', 'two', null, heading('Two'));
    const entryWithTwo = (await log('page'))[0]!;
    let now = await read('page');
    // Since then: "two" removed, "three" added.
    let res = await server.app.inject({
      method: 'PUT', url: `/api/content/${PAGE}`, headers: a,
      payload: { environment: 'cont', phase: 'page', originalPageHash: now.hash, components: [now.components[0], { componentId: 'three', component: 'sectionHeading', parentId: null, slot: null, props: heading('Three'), originalHash: null }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    now = await read('page');
    const count = (await log('page')).length;

    res = await restore('page', a, { documentId: `${PAGE}--page`, entry: entryWithTwo.Id, originalPageHash: now.hash });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ changed: true });
    const restored = await read('page');
    expect(restored.components.map((c) => [c.componentId, c.props.heading])).toEqual([['one', 'One'], ['two', 'Two']]);
    expect(restored.components[0]!.originalHash).toBe(one.originalHash);
    const entries = await log('page');
    expect(entries).toHaveLength(count + 1);
    expect(entries[0]).toMatchObject({ RestoredFrom: { Id: entryWithTwo.Id } });
  });

  it("reports a conflict, writing nothing, when the restore would remove a block another editor changed since", async () => {
    await saveBlock(a, 'page2', 'one', null, heading('One'));
    const entryOfOne = (await log('page2'))[0]!;
    const seen = await saveBlock(a, 'page2', 'one', (await read('page2')).components[0]!.originalHash, heading('One again'));
    await saveBlock(a, 'page2', 'two', null, heading('Two'));
    const readByA = await read('page2');
    // B edits block two after A read the page; A restores the page as it was before two existed.
    await saveBlock(b, 'page2', 'two', readByA.components[1]!.originalHash, heading('Two by B'));
    expect(seen.props.heading).toBe('One again');
    const res = await restore('page', a, { documentId: `${PAGE}--page2`, entry: entryOfOne.Id, originalPageHash: readByA.hash });
    // A removes two, B changed it: a conflict on the block, nothing written.
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ details: { fields: [{ componentId: 'two', path: '(block)' }] } });
    expect((await read('page2')).components.map((c) => c.props.heading)).toEqual(['One again', 'Two by B']);
  });
});

describe('coded errors', () => {
  it('refuses an unknown entry, an entry of another page, and a block the version did not have', async () => {
    const res = await version('live', '999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'translate.base.error.changelog.unknown-entry' });
    const entryOfLive = (await log('live'))[0]!;
    const other = await version('pre-event', entryOfLive.Id);
    expect(other.json()).toMatchObject({ code: 'translate.base.error.changelog.unknown-entry' });
    const before = await read('live');
    const restoreUnknown = await restore('block', a, { documentId: `${PAGE}--live`, entry: '999999', componentId: 'intro', originalHash: null });
    expect(restoreUnknown.statusCode).toBe(404);
    const missing = await restore('block', a, { documentId: `${PAGE}--live`, entry: entryOfLive.Id, componentId: 'nowhere', originalHash: null });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'translate.base.error.changelog.no-block' });
    expect(await read('live')).toEqual(before);
  });

  it('says an entry older than the kept versions cannot be restored', async () => {
    const entry = (await log('live'))[0]!;
    await server.store.db.query('UPDATE changelog SET version_hash = NULL WHERE id = $1::bigint', [entry.Id]);
    expect((await log('live'))[0]!.Version).toBe(false);
    const res = await version('live', entry.Id);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ code: 'translate.base.error.changelog.no-version' });
  });

  it('lets content editors only read versions and restore', async () => {
    const attendee = await server.headersOf('attendee');
    const entry = (await log('page'))[0]!;
    expect((await version('page', entry.Id, attendee)).statusCode).toBe(403);
    expect((await restore('page', attendee, { documentId: `${PAGE}--page`, entry: entry.Id, originalPageHash: 'x' })).statusCode).toBe(403);
    expect((await server.app.inject({ url: `/api/changelog/content/version?documentId=${PAGE}--page&entry=${entry.Id}` })).statusCode).toBe(401);
  });
});
