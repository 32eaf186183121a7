import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import { persist, type PersistStorage } from 'zustand/middleware';
import { immer } from 'zustand/middleware/immer';
import { storage } from '../../renderer';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createDocumentSlice, documentReducer } from './document-slice';
import type { LoadedLayout } from './editor-action';
import type { EditorState } from './editor-state';
import type { EditedPageKey } from './types';
import { createUiSlice, isUiAction, uiReducer } from './ui-slice';

export { HISTORY_LIMIT } from './document-slice';
export type { DocumentSlice, EditorState, HistoryEntry, UiSlice } from './editor-state';
export { hasPropEdits } from './prop-edits';

export type EditorStore = StoreApi<EditorState>;

/** What the editor keeps of its UI between visits, in this browser: whether the side panel is folded. */
type KeptUi = Pick<EditorState, 'panelOpen'>;

/** The key the kept UI is stored under (renderer/storage.ts, the one module that touches localStorage). */
export const KEPT_UI_KEY = 'editor.ui';

// persist writes after every change of the store, a keystroke included: only a change of what is kept is written.
const keptUiStorage: PersistStorage<KeptUi> = {
  getItem: (name) => storage.get(name, null),
  setItem: (name, value) => {
    if (storage.getRaw(name) !== JSON.stringify(value)) storage.set(name, value);
  },
  removeItem: (name) => storage.remove(name),
};

/**
 * One store of two slices (editor-state.ts): the document with its history, and the UI. zustand's persist keeps
 * the panel's fold across reloads and pages (an editor who folded it to see the page keeps it folded).
 */
export function createEditorStore(page: EditedPageKey, layout: LoadedLayout): EditorStore {
  return createStore<EditorState>()(
    persist(
      immer((set, get, api) => {
        const applyDocument = documentReducer(set, get);
        const applyUi = uiReducer(set, get);
        return {
          ...createDocumentSlice(page, layout)(set, get, api),
          ...createUiSlice(set, get, api),
          dispatch: (action) => (isUiAction(action) ? applyUi(action) : applyDocument(action)),
        };
      }),
      { name: KEPT_UI_KEY, version: 1, storage: keptUiStorage, partialize: (state): KeptUi => ({ panelOpen: state.panelOpen }) },
    ),
  );
}

export const EditorStoreContext = createContext<EditorStore | null>(null);

/** Reads the editor store with a selector; components re-render only when their selected value changes. */
export function useEditorStore<T>(selector: (state: EditorState) => T): T {
  const store = useContext(EditorStoreContext);
  if (!store) throw new Error('useEditorStore: render inside <EditorStoreContext>.');
  return useStore(store, selector);
}

export function useEditorStoreApi(): EditorStore {
  const store = useContext(EditorStoreContext);
  if (!store) throw new Error('useEditorStoreApi: render inside <EditorStoreContext>.');
  return store;
}

