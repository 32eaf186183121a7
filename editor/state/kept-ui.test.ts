// @vitest-environment jsdom
// The editor keeps the side panel's fold in this browser's storage (store.ts, zustand's persist): the node
// environment of the other store tests has no storage, so this one runs in jsdom.
import { afterEach, describe, expect, it } from 'vitest';
import { createEditorStore, KEPT_UI_KEY } from './store';

const key = { layoutId: 'home', phase: 'live', environment: 'cont' as const };
const layout = { hash: 'page-1', components: [{ componentId: 'a', component: 'sectionHeading', props: { heading: 'A' }, originalHash: 'ha' }] };

afterEach(() => localStorage.clear());

describe('the editor UI kept between visits', () => {
  it('keeps the side panel folded for the next store, as after a reload, and open again once unfolded', () => {
    expect(createEditorStore(key, layout).getState().panelOpen).toBe(true);
    createEditorStore(key, layout).getState().setPanelOpen(false);
    const reloaded = createEditorStore(key, layout);
    expect(reloaded.getState().panelOpen).toBe(false);
    // Only the fold is kept: the document and the rest of the UI start afresh.
    expect(reloaded.getState()).toMatchObject({ selectedId: null, panelTab: 'fields', components: layout.components });
    reloaded.getState().showPanel('outline');
    expect(createEditorStore(key, layout).getState().panelOpen).toBe(true);
    // Unreadable kept state is ignored.
    localStorage.setItem(KEPT_UI_KEY, '{not json');
    expect(createEditorStore(key, layout).getState().panelOpen).toBe(true);
  });
});
