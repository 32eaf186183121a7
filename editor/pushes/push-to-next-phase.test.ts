import { describe, expect, it } from 'vitest';
import { nextPhaseOf, pushToNextPhaseAction, rewriteTranslationKey, rewriteTranslationKeys, translationKeysOf } from './push-to-next-phase';

const phases = [{ id: 'pre-event' }, { id: 'live' }, { id: 'post-event' }];

describe('nextPhaseOf', () => {
  it('answers the following phase in eventPhases order, and null after the last or for an unknown phase', () => {
    expect(nextPhaseOf(phases, 'pre-event')).toBe('live');
    expect(nextPhaseOf(phases, 'live')).toBe('post-event');
    expect(nextPhaseOf(phases, 'post-event')).toBeNull();
    expect(nextPhaseOf(phases, 'nope')).toBeNull();
    expect(nextPhaseOf([], 'live')).toBeNull();
  });
});

describe('rewriteTranslationKey', () => {
  it('replaces a whole segment naming the source phase with the target phase', () => {
    expect(rewriteTranslationKey('translate.home.live.hero.title', 'live', 'post-event')).toBe('translate.home.post-event.hero.title');
  });

  it('keeps phase-less keys, partial matches and plain text as they are', () => {
    expect(rewriteTranslationKey('translate.home.speakers.heading', 'live', 'post-event')).toBe('translate.home.speakers.heading');
    expect(rewriteTranslationKey('translate.home.livestream.title', 'live', 'post-event')).toBe('translate.home.livestream.title');
    expect(rewriteTranslationKey('Join us live', 'live', 'post-event')).toBe('Join us live');
  });

  it('rewrites keys anywhere inside props', () => {
    const props = { heading: 'translate.home.live.h', buttons: [{ text: 'translate.home.live.b', url: '/en/live' }], level: 2 };
    expect(rewriteTranslationKeys(props, 'live', 'post-event')).toEqual({
      heading: 'translate.home.post-event.h',
      buttons: [{ text: 'translate.home.post-event.b', url: '/en/live' }],
      level: 2,
    });
  });
});

describe('pushToNextPhaseAction', () => {
  it('copies the blocks in order with keys rewritten and the target hashes of the same ids', () => {
    const source = [
      { componentId: 'hero', component: 'headerBanner', props: { mainTitle: 'translate.home.live.title' } },
      { componentId: 'q1', component: 'sectionHeading', parentId: 'faq', slot: null, props: { heading: 'Plain' } },
    ];
    const target = [{ componentId: 'hero', originalHash: 'h-hero' }, { componentId: 'gone', originalHash: 'h-gone' }];
    expect(pushToNextPhaseAction(source, target, 'live', 'post-event', 'replace')).toEqual([
      { componentId: 'hero', component: 'headerBanner', parentId: null, slot: null, props: { mainTitle: 'translate.home.post-event.title' }, originalHash: 'h-hero' },
      { componentId: 'q1', component: 'sectionHeading', parentId: 'faq', slot: null, props: { heading: 'Plain' }, originalHash: null },
    ]);
  });
});

describe('pushToNextPhaseAction, merge (the default)', () => {
  const stored = (componentId: string, heading: string) => ({
    componentId,
    component: 'sectionHeading',
    parentId: null,
    slot: null,
    props: { heading },
    originalHash: `h-${componentId}`,
  });

  it("keeps the next phase's other blocks, replaces the same ids, and inserts new blocks after their predecessor", () => {
    const source = [
      { componentId: 'a', component: 'sectionHeading', props: { heading: 'A live' } },
      { componentId: 'new1', component: 'countdown', props: {} },
      { componentId: 'c', component: 'sectionHeading', props: { heading: 'translate.home.live.c' } },
    ];
    const target = [stored('only-next', 'Kept'), stored('a', 'A old'), stored('c', 'C old'), stored('tail', 'Kept too')];
    const merged = pushToNextPhaseAction(source, target, 'live', 'post-event');
    expect(merged.map((b) => b.componentId)).toEqual(['only-next', 'a', 'new1', 'c', 'tail']);
    expect(merged.find((b) => b.componentId === 'a')).toMatchObject({ props: { heading: 'A live' }, originalHash: 'h-a' });
    expect(merged.find((b) => b.componentId === 'c')?.props).toEqual({ heading: 'translate.home.post-event.c' });
    expect(merged.find((b) => b.componentId === 'new1')?.originalHash).toBeNull();
    expect(merged[0]).toEqual(stored('only-next', 'Kept'));
  });

  it('puts a new first block before the next pushed block, and blocks into an empty phase in order', () => {
    const source = [
      { componentId: 'first', component: 'countdown', props: {} },
      { componentId: 'b', component: 'sectionHeading', props: { heading: 'B' } },
    ];
    expect(pushToNextPhaseAction(source, [stored('x', 'X'), stored('b', 'B old')], 'live', 'post-event').map((b) => b.componentId)).toEqual(['x', 'first', 'b']);
    expect(pushToNextPhaseAction(source, [], 'live', 'post-event').map((b) => b.componentId)).toEqual(['first', 'b']);
  });
});

describe('translationKeysOf', () => {
  it('lists the translate.* keys the blocks use, once each', () => {
    const blocks = [
      { componentId: 'a', component: 'x', props: { t: 'translate.home.a', list: [{ t: 'translate.home.b' }, 'translate.home.a'] } },
      { componentId: 'b', component: 'x', props: { text: 'not translate.home.c' } },
    ];
    expect(translationKeysOf(blocks)).toEqual(['translate.home.a', 'translate.home.b']);
  });
});
