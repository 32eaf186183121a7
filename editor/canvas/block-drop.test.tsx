import { describe, expect, it } from 'vitest';
import type { EditorBlock } from '../state/types';
import { createTestStore } from '../test-support/harness';
import { dropBlock, dropPlaceAt } from './block-drop';

const blocks: EditorBlock[] = [
  { componentId: 'intro', component: 'sectionHeading', props: { heading: 'Welcome' }, originalHash: 'h1' },
  { componentId: 'closing', component: 'sectionHeading', props: { heading: 'Bye' }, originalHash: 'h2' },
];
const ids = (store: ReturnType<typeof createTestStore>) => store.getState().components.map((c) => c.componentId);

describe('dropping a block from the insert list', () => {
  it('lands after the block under the pointer, with the first example and the default ID, selected', () => {
    const store = createTestStore(blocks);
    expect(dropBlock(store, 'countdown', { targetId: 'intro', edge: 'after' })).toBe('countdown1');
    expect(ids(store)).toEqual(['intro', 'countdown1', 'closing']);
    expect(store.getState().components[1]?.props).toHaveProperty('endTime');
    expect(store.getState().selectedId).toBe('countdown1');
  });

  it('lands before the first block, before a later one, and at the end outside every block', () => {
    const store = createTestStore(blocks);
    dropBlock(store, 'countdown', { targetId: 'intro', edge: 'before' });
    dropBlock(store, 'countdown', { targetId: 'closing', edge: 'before' });
    dropBlock(store, 'drawer', { targetId: null, edge: 'after' });
    expect(ids(store)).toEqual(['countdown1', 'intro', 'countdown2', 'closing', 'drawer1']);
    expect(store.getState().unsaved).toBe(true);
  });

  it('reads the place from the frame under the pointer: its upper half is before it', () => {
    const frame = document.createElement('div');
    frame.dataset.editorFrame = 'intro';
    const inner = frame.appendChild(document.createElement('p'));
    frame.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 100, width: 500, height: 200 });
    expect(dropPlaceAt(inner, 150)).toEqual({ targetId: 'intro', edge: 'before' });
    expect(dropPlaceAt(inner, 250)).toEqual({ targetId: 'intro', edge: 'after' });
    expect(dropPlaceAt(document.body, 10)).toEqual({ targetId: null, edge: 'after' });
  });
});
