// PUT /content/phase-assignment/{env}/{page}/{componentId}: one block added to (or removed from) several phases'
// layouts in ONE transaction: all or nothing, 409 when any target moved since it was read.
import { beforeAll, describe, expect, it } from 'vitest';
import { exampleProps } from '../test-support.js';
import { openTestServer } from '../test-app.js';
import { EMPTY_LAYOUT_HASH } from '../../schemas/index.js';
import { layoutHash } from './content-store.js';

interface Layout {
  hash: string;
  components: { componentId: string; parentId: string | null; originalHash: string; schemaVersion: number }[];
}

const server = openTestServer();
let editor: Record<string, string>;

const read = async (phase: string): Promise<Layout> => {
  const res = await server.app.inject({ url: `/api/content/home--${phase}?env=cont`, headers: editor });
  expect(res.statusCode).toBe(200);
  return res.json() as Layout;
};
const ids = (layout: Layout) => layout.components.map((c) => c.componentId);
const changelogLength = async (phase: string) =>
  ((await server.app.inject({ url: `/api/changelog/content?documentId=home--${phase}&env=cont`, headers: editor })).json() as { entries: unknown[] }).entries.length;
const block = () => ({ component: 'sectionHeading', parentId: null, slot: null, props: exampleProps('sectionHeading') });
const assign = (componentId: string, payload: object) =>
  server.app.inject({ method: 'PUT', url: `/api/content/phase-assignment/cont/home/${componentId}`, headers: editor, payload });

beforeAll(async () => {
  editor = await server.headersOf('contenteditor');
  // A new block in the live layout, right after its first block: the one the tests assign.
  const live = await read('live');
  const components = [live.components[0], { componentId: 'assigned', ...block(), originalHash: null }, ...live.components.slice(1)];
  const res = await server.app.inject({ method: 'PUT', url: '/api/content/home', headers: editor, payload: { environment: 'cont', phase: 'live', originalPageHash: live.hash, components } });
  expect(res.statusCode).toBe(200);
});

describe('phase assignment', () => {
  it('adds the block to several phases in one call, where it stands in the source, one changelog entry each', async () => {
    const [pre, post] = [await read('pre-event'), await read('post-event')];
    const [preLog, postLog] = [await changelogLength('pre-event'), await changelogLength('post-event')];
    const res = await assign('assigned', {
      sourcePhase: 'live', block: block(),
      targets: [{ phase: 'pre-event', assign: true, originalPageHash: pre.hash }, { phase: 'post-event', assign: true, originalPageHash: post.hash }],
    });
    expect(res.statusCode).toBe(200);
    const answer = res.json() as { changed: boolean; layouts: Layout[] };
    expect(answer.changed).toBe(true);
    expect(answer.layouts.map(ids)).toEqual([ids(await read('pre-event')), ids(await read('post-event'))]);
    const live = await read('live');
    for (const layout of answer.layouts) {
      const at = ids(layout).indexOf('assigned');
      // After the nearest earlier sibling of the source that the target has: live's first block.
      expect(at).toBeGreaterThan(0);
      expect(ids(layout)[at - 1]).toBe(ids(live)[0]);
    }
    expect([await changelogLength('pre-event'), await changelogLength('post-event')]).toEqual([preLog + 1, postLog + 1]);
  });

  it('merges a target moved since it was read; a conflict in any target writes nothing (409 naming it)', async () => {
    const [pre, post] = [await read('pre-event'), await read('post-event')];
    // Someone removes the block from post-event after it was read, and edits the block in pre-event.
    const moved = await server.app.inject({
      method: 'PUT', url: '/api/content/home', headers: editor,
      payload: { environment: 'cont', phase: 'post-event', originalPageHash: post.hash, components: post.components.filter((c) => c.componentId !== 'assigned') },
    });
    expect(moved.statusCode).toBe(200);
    const inPre = pre.components.find((c) => c.componentId === 'assigned')!;
    const edited = await server.app.inject({
      method: 'PUT', url: '/api/content/component/cont/home/pre-event/assigned/sectionHeading/2026-11-24T08:00:00Z/normal', headers: editor,
      payload: { originalHash: inPre.originalHash, changes: { ...block().props, heading: 'Edited in pre-event' } },
    });
    expect(edited.statusCode).toBe(200);
    const [preNow, postNow] = [await read('pre-event'), await read('post-event')];
    // Removing it from pre-event, where it was edited since, is a conflict: nothing is written anywhere.
    const stale = await assign('assigned', {
      sourcePhase: 'live', block: block(),
      targets: [{ phase: 'pre-event', assign: false, originalPageHash: pre.hash }, { phase: 'post-event', assign: true, originalPageHash: postNow.hash }],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'translate.base.error.component-settings.conflict',
      details: { currentHash: preNow.hash, conflicts: [{ phase: 'pre-event', currentHash: preNow.hash }], fields: [{ componentId: 'assigned', path: '(block)', phase: 'pre-event' }] },
    });
    expect(await read('pre-event')).toEqual(preNow);
    expect(await read('post-event')).toEqual(postNow);

    // The editor keeps their choice for that block: both targets land, the stale one merged.
    const chosen = await assign('assigned', {
      sourcePhase: 'live', block: block(), resolutions: { assigned: { '(block)': 'mine' } },
      targets: [{ phase: 'pre-event', assign: false, originalPageHash: pre.hash }, { phase: 'post-event', assign: true, originalPageHash: postNow.hash }],
    });
    expect(chosen.statusCode).toBe(200);
    expect(ids(await read('pre-event'))).not.toContain('assigned');
    expect(ids(await read('post-event'))).toContain('assigned');
  });

  it('creates the layout of a phase that has none, against the empty layout hash', async () => {
    const res = await assign('assigned', { sourcePhase: 'live', block: block(), targets: [{ phase: 'encore', assign: true, originalPageHash: EMPTY_LAYOUT_HASH }] });
    expect(res.statusCode).toBe(200);
    expect(ids(await read('encore'))).toEqual(['assigned']);
    // The layout hash of no blocks is the constant clients send for a phase without a layout.
    expect(layoutHash([])).toBe(EMPTY_LAYOUT_HASH);
  });

  it('rolls back every target when the block cannot be placed in a later one', async () => {
    const [pre, post] = [await read('pre-event'), await read('post-event')];
    // The first target (a removal) is written inside the transaction before the second one fails.
    expect([ids(pre).includes('assigned'), ids(post).includes('assigned')]).toEqual([false, true]);
    const res = await assign('assigned', {
      sourcePhase: 'live', block: { ...block(), parentId: 'no-such-container' },
      targets: [{ phase: 'post-event', assign: false, originalPageHash: post.hash }, { phase: 'pre-event', assign: true, originalPageHash: pre.hash }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'translate.base.error.bad-request', details: { phase: 'pre-event', parentId: 'no-such-container' } });
    expect(await read('pre-event')).toEqual(pre);
    expect(await read('post-event')).toEqual(post);
  });

  it('refuses a target without its hash, a null hash, a coerced force, a repeated phase or the source phase, with 400', async () => {
    const pre = await read('pre-event');
    const bodies = [
      { sourcePhase: 'live', block: block(), targets: [{ phase: 'pre-event', assign: true }] },
      { sourcePhase: 'live', block: block(), targets: [{ phase: 'pre-event', assign: true, originalPageHash: null }] },
      { sourcePhase: 'live', block: block(), force: 'true', targets: [{ phase: 'pre-event', assign: true, originalPageHash: 'stale' }] },
      { sourcePhase: 'live', block: block(), targets: [{ phase: 'pre-event', assign: 'true', originalPageHash: pre.hash }] },
      { sourcePhase: 'live', block: block(), targets: [{ phase: 'pre-event', assign: true, originalPageHash: pre.hash }, { phase: 'pre-event', assign: false, originalPageHash: pre.hash }] },
      { sourcePhase: 'live', block: block(), targets: [{ phase: 'live', assign: true, originalPageHash: pre.hash }] },
    ];
    for (const body of bodies) {
      const res = await assign('assigned', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'translate.base.error.bad-request' });
    }
    expect(await read('pre-event')).toEqual(pre);
  });

  it('needs the contenteditor scope', async () => {
    const attendee = await server.headersOf('attendee');
    const res = await server.app.inject({
      method: 'PUT', url: '/api/content/phase-assignment/cont/home/assigned', headers: attendee,
      payload: { sourcePhase: 'live', block: block(), targets: [{ phase: 'pre-event', assign: true, originalPageHash: 'x' }] },
    });
    expect(res.statusCode).toBe(403);
  });
});
