import { describe, expect, it } from 'vitest';
import { blockSavedAction, pageSavedAction } from './editor-action';
import { createEditorStore, hasPropEdits } from './store';
import type { EditorBlock } from './types';

const key = { layoutId: 'home', phase: 'live', environment: 'cont' as const };
const layout = {
  hash: 'page-1',
  components: [
    { componentId: 'a', component: 'sectionHeading', props: { heading: 'A' }, originalHash: 'ha' },
    { componentId: 'b', component: 'sectionHeading', props: { heading: 'B' }, originalHash: 'hb' },
  ] satisfies EditorBlock[],
};
const savedLayout = { id: 'home--live', page: 'home', phase: 'live', environment: 'cont' as const, revision: 2, components: [] };
const ids = (s: ReturnType<typeof createEditorStore>) => s.getState().components.map((c) => c.componentId);

describe('editor store', () => {
  it('insert, remove and move mark the page unsaved; loading the saved layout clears the mark', () => {
    const store = createEditorStore(key, layout);
    expect(store.getState().unsaved).toBe(false);
    store.getState().insert({ component: 'countdown', componentId: 'clock', props: {} });
    expect(store.getState().unsaved).toBe(true);
    store.getState().load(layout);
    expect(store.getState().unsaved).toBe(false);
    store.getState().move('b', 0);
    expect(ids(store)).toEqual(['b', 'a']);
    expect(store.getState().unsaved).toBe(true);
    store.getState().load(layout);
    store.getState().remove('a');
    expect(store.getState().unsaved).toBe(true);
  });

  it('a prop edit does not mark the page unsaved, and an ignored move records nothing', () => {
    const store = createEditorStore(key, layout);
    store.getState().editProps('a', { heading: 'A2' });
    expect(store.getState().unsaved).toBe(false);
    expect(hasPropEdits(store.getState())).toBe(true);
    const before = store.getState().past.length;
    store.getState().move('a', 5);
    expect(store.getState().past.length).toBe(before);
    expect(store.getState().unsaved).toBe(false);
  });

  it('undoes and redoes editor actions, restoring the unsaved mark with them', () => {
    const store = createEditorStore(key, layout);
    store.getState().move('b', 0);
    store.getState().remove('a');
    expect(ids(store)).toEqual(['b']);
    store.getState().undo();
    expect(ids(store)).toEqual(['b', 'a']);
    store.getState().undo();
    expect(ids(store)).toEqual(['a', 'b']);
    expect(store.getState().unsaved).toBe(false);
    store.getState().redo();
    expect(ids(store)).toEqual(['b', 'a']);
    expect(store.getState().unsaved).toBe(true);
    expect(store.getState().positions.b).toEqual({ index: 0, count: 2 });
  });

  it('treats consecutive keystrokes on one block as one undo step', () => {
    const store = createEditorStore(key, layout);
    store.getState().editProps('a', { heading: 'A' + '1' });
    store.getState().editProps('a', { heading: 'A12' });
    store.getState().editProps('a', { heading: 'A123' });
    expect(store.getState().past).toHaveLength(1);
    store.getState().undo();
    expect(store.getState().components[0]!.props).toEqual({ heading: 'A' });
  });

  it('an edit keeps unchanged blocks the same objects', () => {
    const store = createEditorStore(key, layout);
    const [a] = store.getState().components;
    store.getState().editProps('b', { heading: 'B2' });
    expect(store.getState().components[0]).toBe(a);
  });

  it('a block save result (the saved action) takes the block hash as its original state and the page hash', () => {
    const store = createEditorStore(key, layout);
    store.getState().insert({ component: 'countdown', componentId: 'clock', props: {} });
    expect(store.getState().originals.clock).toBeUndefined();
    store.getState().dispatch(
      blockSavedAction({
        component: { componentId: 'clock', component: 'countdown', parentId: null, slot: null, props: {}, originalHash: 'hc', schemaVersion: 1, editor: null },
        layout: { ...savedLayout, hash: 'page-2' },
      }),
    );
    expect(store.getState().originals.clock?.originalHash).toBe('hc');
    expect(store.getState().baseHash).toBe('page-2');
    // Structural changes not saved as a page stay unsaved; steps before the save cannot be undone.
    expect(store.getState().unsaved).toBe(true);
    expect(store.getState().past).toEqual([]);
    expect(store.getState().lastAction?.type).toBe('saved');
  });

  it('a page save result clears the unsaved mark and the undo log, and later edits start a new log', () => {
    const store = createEditorStore(key, layout);
    store.getState().move('b', 0);
    store.getState().editProps('a', { heading: 'A2' });
    expect(store.getState().past.map((e) => e.action.type)).toEqual(['move', 'editProps']);
    expect(store.getState().unsaved).toBe(true);
    const stored = { parentId: null, slot: null, schemaVersion: 1, editor: null };
    const saved = [
      { ...layout.components[1]!, ...stored, originalHash: 'hb2' },
      { ...layout.components[0]!, ...stored, props: { heading: 'A2' }, originalHash: 'ha2' },
    ];
    store.getState().dispatch(pageSavedAction({ layout: { ...savedLayout, hash: 'page-2', components: saved } }));
    expect(store.getState().unsaved).toBe(false);
    expect(hasPropEdits(store.getState())).toBe(false);
    expect(store.getState().baseHash).toBe('page-2');
    expect(store.getState().past).toEqual([]);
    // Undo after a save does nothing: the saved layout stays.
    store.getState().undo();
    expect(ids(store)).toEqual(['b', 'a']);
    store.getState().remove('a');
    expect(store.getState().unsaved).toBe(true);
    store.getState().undo();
    expect(ids(store)).toEqual(['b', 'a']);
    expect(store.getState().unsaved).toBe(false);
  });

  it('every change goes through dispatch: the shorthands dispatch the same actions', () => {
    const store = createEditorStore(key, layout);
    store.getState().dispatch({ type: 'move', componentId: 'b', toIndex: 0 });
    expect(ids(store)).toEqual(['b', 'a']);
    expect(store.getState().lastAction).toEqual({ type: 'move', componentId: 'b', toIndex: 0 });
    expect(store.getState().dispatch({ type: 'setWidth', componentId: 'nope', width: 50 })).toBe(false);
    store.getState().dispatch({ type: 'undo' });
    expect(ids(store)).toEqual(['a', 'b']);
  });

  it('setWidth sets the wrapper width preset as one undo step and refuses a missing block', () => {
    const store = createEditorStore(key, layout);
    expect(store.getState().setWidth('a', 50)).toBe(true);
    expect(store.getState().components[0]?.props).toEqual({ heading: 'A', wrapperWidth: 50 });
    expect(store.getState().components[1]).toBe(layout.components[1]);
    expect(hasPropEdits(store.getState())).toBe(true);
    // The same width again records nothing.
    store.getState().setWidth('a', 50);
    expect(store.getState().past).toHaveLength(1);
    expect(store.getState().setWidth('nope', 50)).toBe(false);
    store.getState().undo();
    expect(store.getState().components[0]?.props).toEqual({ heading: 'A' });
  });

  it('keeps the layout (what the page lays out) across prop edits and replaces it on structural changes', () => {
    const store = createEditorStore(key, layout);
    const first = store.getState().layout;
    store.getState().editProps('a', { heading: 'A2' });
    expect(store.getState().layout).toBe(first);
    store.getState().move('b', 0);
    expect(store.getState().layout).toBe(store.getState().components);
    expect(store.getState().layout.map((c) => c.componentId)).toEqual(['b', 'a']);
  });
});
