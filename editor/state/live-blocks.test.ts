import { describe, expect, it } from 'vitest';
import { createLiveBlocks } from './live-blocks';
import { createEditorStore } from './store';
import type { EditorBlock } from './types';

const key = { layoutId: 'home', phase: 'live', environment: 'cont' as const };
const components: EditorBlock[] = [
  { componentId: 'a', component: 'sectionHeading', props: { heading: 'A' }, originalHash: 'ha' },
  { componentId: 'b', component: 'sectionHeading', props: { heading: 'B' }, originalHash: 'hb' },
  { componentId: 'c', component: 'sectionHeading', props: { heading: 'C' }, originalHash: 'hc' },
];

function setup() {
  const store = createEditorStore(key, { components, hash: 'page-1' });
  const live = createLiveBlocks(store);
  const calls: string[] = [];
  for (const c of components) live.subscribe(c.componentId, () => calls.push(c.componentId));
  return { store, live, calls };
}

describe('live blocks', () => {
  it('answers each block as it is in the working copy, while the layout keeps the structure', () => {
    const { store, live } = setup();
    store.getState().editProps('b', { heading: 'B2' });
    expect(store.getState().layout).toBe(components);
    expect(live.get('b')?.props).toEqual({ heading: 'B2' });
    expect(live.get('a')).toBe(components[0]);
    expect(live.get('nope')).toBeUndefined();
  });

  it('notifies only the block whose object changed: a keystroke reaches one block, not the page', () => {
    const { store, calls } = setup();
    store.getState().editProps('b', { heading: 'B2' });
    store.getState().select('c');
    expect(calls).toEqual(['b']);
    store.getState().undo();
    expect(calls).toEqual(['b', 'b']);
  });

  it('follows moves and removals', () => {
    const { store, live, calls } = setup();
    store.getState().move('c', 0);
    expect(calls.sort()).toEqual(['a', 'b', 'c']);
    expect(live.get('c')).toBe(components[2]);
    store.getState().remove('a');
    expect(live.get('a')).toBeUndefined();
  });

  it('stops notifying after unsubscribe', () => {
    const store = createEditorStore(key, { components });
    const live = createLiveBlocks(store);
    let n = 0;
    const off = live.subscribe('a', () => n++);
    store.getState().editProps('a', { heading: 'A2' });
    off();
    store.getState().editProps('a', { heading: 'A3' });
    expect(n).toBe(1);
  });
});
