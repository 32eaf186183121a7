// The editor store's UI slice: the selection, folded blocks, the modal and the side panel. Its actions record no
// undo step and leave the document as it is.
import { castDraft, type Draft } from 'immer';
import type { EditorAction } from './editor-action';
import type { EditorSlice, EditorState, GetEditorState, SetEditorState, UiSlice } from './editor-state';

const UI_ACTION_TYPES = ['select', 'toggleCollapsed', 'openModal', 'closeModal', 'showPanel', 'showBlock', 'setPanelOpen'] as const;
export type UiAction = Extract<EditorAction, { type: (typeof UI_ACTION_TYPES)[number] }>;

export function isUiAction(action: EditorAction): action is UiAction {
  return (UI_ACTION_TYPES as readonly string[]).includes(action.type);
}

export const createUiSlice: EditorSlice<UiSlice> = (_set, get) => {
  const dispatch = (action: UiAction) => get().dispatch(action);
  return {
    selectedId: null,
    collapsed: {},
    modal: null,
    panelTab: 'fields',
    panelOpen: true,
    blockView: 'ui',

    select: (componentId) => void dispatch({ type: 'select', componentId }),
    toggleCollapsed: (componentId) => void dispatch({ type: 'toggleCollapsed', componentId }),
    openModal: (modal) => void dispatch({ type: 'openModal', modal }),
    closeModal: () => void dispatch({ type: 'closeModal' }),
    showPanel: (tab, focus) => void dispatch({ type: 'showPanel', tab, ...(focus ? { focus } : {}) }),
    showBlock: (componentId, view = 'ui') => void dispatch({ type: 'showBlock', componentId, view }),
    setPanelOpen: (open) => void dispatch({ type: 'setPanelOpen', open }),
  };
};

/** Applies a UI action; false when it was refused (showBlock of a block not in the working copy). */
export function uiReducer(set: SetEditorState, get: GetEditorState): (action: UiAction) => boolean {
  const setUi = (action: UiAction, recipe: (draft: Draft<EditorState>) => void) =>
    set((draft) => {
      recipe(draft);
      draft.lastAction = castDraft(action);
    });
  return (action) => {
    switch (action.type) {
      case 'select':
        setUi(action, (draft) => {
          draft.selectedId = action.componentId;
        });
        return true;
      case 'toggleCollapsed':
        setUi(action, (draft) => {
          draft.collapsed[action.componentId] = !draft.collapsed[action.componentId];
        });
        return true;
      case 'openModal':
        setUi(action, (draft) => {
          draft.modal = castDraft(action.modal);
        });
        return true;
      case 'closeModal':
        setUi(action, (draft) => {
          draft.modal = null;
        });
        return true;
      case 'showPanel':
        setUi(action, (draft) => {
          draft.panelTab = action.tab;
          draft.panelOpen = true;
        });
        return true;
      case 'showBlock':
        if (!get().components.some((c) => c.componentId === action.componentId)) return false;
        setUi(action, (draft) => {
          draft.selectedId = action.componentId;
          draft.blockView = action.view;
          draft.panelTab = 'fields';
          draft.panelOpen = true;
        });
        return true;
      case 'setPanelOpen':
        setUi(action, (draft) => {
          draft.panelOpen = action.open;
        });
        return true;
    }
  };
}
