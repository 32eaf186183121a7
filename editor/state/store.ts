import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import { immer } from 'zustand/middleware/immer';
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

/** One store of two slices (editor-state.ts): the document with its history, and the UI. */
export function createEditorStore(page: EditedPageKey, layout: LoadedLayout): EditorStore {
  return createStore<EditorState>()(
    immer((set, get, api) => {
      const applyDocument = documentReducer(set, get);
      const applyUi = uiReducer(set, get);
      return {
        ...createDocumentSlice(page, layout)(set, get, api),
        ...createUiSlice(set, get, api),
        dispatch: (action) => (isUiAction(action) ? applyUi(action) : applyDocument(action)),
      };
    }),
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

