import { describe, expect, it } from 'vitest';
import { createEditorStore } from './store';
import { isUiAction } from './ui-slice';

const key = { layoutId: 'home', phase: 'live', environment: 'cont' as const };
const layout = { hash: 'page-1', components: [{ componentId: 'a', component: 'sectionHeading', props: { heading: 'A' }, originalHash: 'ha' }] };

describe('editor store UI slice', () => {
  it('tells UI actions from document actions', () => {
    expect(isUiAction({ type: 'select', componentId: 'a' })).toBe(true);
    expect(isUiAction({ type: 'setPanelOpen', open: false })).toBe(true);
    expect(isUiAction({ type: 'undo' })).toBe(false);
    expect(isUiAction({ type: 'remove', componentId: 'a' })).toBe(false);
  });

  it('changes what the editor shows without an undo step or a change of the document', () => {
    const store = createEditorStore(key, layout);
    const components = store.getState().components;
    store.getState().showBlock('a', 'diff');
    expect(store.getState()).toMatchObject({ selectedId: 'a', blockView: 'diff', panelTab: 'fields', panelOpen: true });
    expect(store.getState().lastAction).toEqual({ type: 'showBlock', componentId: 'a', view: 'diff' });
    expect(store.getState().dispatch({ type: 'showBlock', componentId: 'nope', view: 'ui' })).toBe(false);
    store.getState().toggleCollapsed('a');
    expect(store.getState().collapsed).toEqual({ a: true });
    expect(store.getState().past).toEqual([]);
    expect(store.getState().components).toBe(components);
  });

  it('document actions clear a selection whose block went away', () => {
    const store = createEditorStore(key, layout);
    store.getState().select('a');
    store.getState().remove('a');
    expect(store.getState().selectedId).toBeNull();
    store.getState().undo();
    store.getState().select('a');
    store.getState().load({ components: [] });
    expect(store.getState().selectedId).toBeNull();
  });
});
