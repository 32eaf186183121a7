// The editor store's document slice: the working copy, its originals and hashes, and the action log undo walks
// back (Puck's reducer and recordHistory). Structural actions mark the page unsaved; saves and loads clear the log.
import { castDraft } from 'immer';
import { applySavedBlockAction } from '../actions/apply-saved-block';
import { duplicateBlockAction, insertBlocksAction } from '../actions/copy-blocks';
import { editPropsAction } from '../actions/edit-props';
import { followStoredAction } from '../actions/follow-stored';
import { insertBlockAction } from '../actions/insert-block';
import { moveBlockAction } from '../actions/move-block';
import { removeBlockAction } from '../actions/remove-block';
import { siblingPositions } from '../actions/siblings';
import { changeComponentWidthAction } from '../pushes/component-width';
import { sameJson } from '../../schemas';
import type { EditorAction, LoadedLayout } from './editor-action';
import type { DocumentSlice, EditorSlice, GetEditorState, HistoryEntry, SetEditorState } from './editor-state';
import type { EditedPageKey, EditorBlock } from './types';
import type { UiAction } from './ui-slice';

/** Undo keeps this many steps. */
export const HISTORY_LIMIT = 100;

export type DocumentAction = Exclude<EditorAction, UiAction>;

function originalsOf(components: readonly EditorBlock[]): Record<string, EditorBlock> {
  const out: Record<string, EditorBlock> = {};
  for (const c of components) if (c.originalHash) out[c.componentId] = c;
  return out;
}

export function createDocumentSlice(page: EditedPageKey, layout: LoadedLayout): EditorSlice<DocumentSlice> {
  return (_set, get) => {
    const dispatch = (action: DocumentAction) => get().dispatch(action);
    return {
      page,
      components: layout.components,
      layout: layout.components,
      originals: originalsOf(layout.components),
      baseHash: layout.hash ?? null,
      newer: {},
      elsewhere: {},
      unsaved: false,
      past: [],
      future: [],
      lastAction: null,
      coalesceKey: null,
      positions: siblingPositions(layout.components),

      insert: (input) => void dispatch({ type: 'insert', input }),
      remove: (componentId) => void dispatch({ type: 'remove', componentId }),
      move: (componentId, toIndex) => void dispatch({ type: 'move', componentId, toIndex }),
      duplicate: (componentId) => (dispatch({ type: 'duplicate', componentId }) ? get().selectedId : null),
      paste: (blocks, afterId) => {
        dispatch({ type: 'paste', blocks, afterId });
        return get().selectedId!;
      },
      editProps: (componentId, props) => void dispatch({ type: 'editProps', componentId, props }),
      setWidth: (componentId, width) => dispatch({ type: 'setWidth', componentId, width }),
      load: (loaded) => void dispatch({ type: 'load', layout: loaded }),
      undo: () => void dispatch({ type: 'undo' }),
      redo: () => void dispatch({ type: 'redo' }),
    };
  };
}

/**
 * Applies a document action; false when it was refused (its block is not in the working copy). Where blocks go
 * away, the selection of a block no longer there is cleared; duplicate and paste select what they added.
 */
export function documentReducer(set: SetEditorState, get: GetEditorState): (action: DocumentAction) => boolean {
  /**
   * Puck's recordHistory: applies a structural or prop change and records the action as an undo step; no-ops
   * (same array) record nothing.
   */
  const commit = (action: EditorAction, next: readonly EditorBlock[], opts: { structural: boolean; coalesce?: string }) => {
    const state = get();
    if (next === state.components) return;
    const merge = opts.coalesce !== undefined && opts.coalesce === state.coalesceKey;
    set((draft) => {
      if (!merge) {
        const entry: HistoryEntry = { action, components: state.components, unsaved: state.unsaved };
        draft.past = castDraft([...state.past, entry].slice(-HISTORY_LIMIT));
      }
      draft.future = [];
      draft.lastAction = castDraft(action);
      draft.coalesceKey = opts.coalesce ?? null;
      draft.components = castDraft(next);
      if (opts.structural) {
        draft.layout = castDraft(next);
        draft.unsaved = true;
        draft.positions = siblingPositions(next);
      }
    });
  };
  const restore = (action: EditorAction, entry: HistoryEntry, into: 'past' | 'future') => {
    const state = get();
    set((draft) => {
      const current: HistoryEntry = { action: entry.action, components: state.components, unsaved: state.unsaved };
      if (into === 'past') {
        draft.past = castDraft([...state.past, current]);
        draft.future = castDraft(state.future.slice(0, -1));
      } else {
        draft.future = castDraft([...state.future, current]);
        draft.past = castDraft(state.past.slice(0, -1));
      }
      draft.lastAction = castDraft(action);
      draft.components = castDraft(entry.components);
      draft.layout = castDraft(entry.components);
      draft.unsaved = entry.unsaved;
      draft.coalesceKey = null;
      draft.positions = siblingPositions(entry.components);
      if (draft.selectedId && !entry.components.some((c) => c.componentId === draft.selectedId)) {
        draft.selectedId = null;
      }
    });
  };
  /** A layout from the server becomes the working copy: nothing unsaved, no steps to undo. */
  const replace = (action: EditorAction, loaded: LoadedLayout) =>
    set((draft) => {
      draft.components = castDraft(loaded.components);
      draft.layout = castDraft(loaded.components);
      draft.originals = castDraft(originalsOf(loaded.components));
      draft.baseHash = loaded.hash ?? null;
      draft.newer = {};
      draft.elsewhere = {};
      draft.unsaved = false;
      draft.past = [];
      draft.future = [];
      draft.lastAction = castDraft(action);
      draft.coalesceKey = null;
      draft.positions = siblingPositions(loaded.components);
      if (draft.selectedId && !loaded.components.some((c) => c.componentId === draft.selectedId)) {
        draft.selectedId = null;
      }
    });
  const applySavedBlock = (action: EditorAction, saved: EditorBlock, pageHash: string | null) => {
    const next = applySavedBlockAction(get(), saved);
    set((draft) => {
      draft.components = castDraft(next.components);
      draft.layout = castDraft(next.components);
      draft.originals = castDraft(next.originals);
      draft.baseHash = pageHash;
      delete draft.newer[saved.componentId];
      delete draft.elsewhere[saved.componentId];
      // Older steps carry the previous hash: undoing across a save would only produce a conflict. Structural
      // changes not yet saved as a page stay unsaved.
      draft.past = [];
      draft.future = [];
      draft.lastAction = castDraft(action);
      draft.coalesceKey = null;
    });
  };

  return (action) => {
    const components = get().components;
    switch (action.type) {
      case 'insert':
        commit(action, insertBlockAction(components, action.input), { structural: true });
        return true;
      case 'remove':
        commit(action, removeBlockAction(components, action.componentId), { structural: true });
        set((draft) => {
          if (draft.selectedId && !draft.components.some((c) => c.componentId === draft.selectedId)) {
            draft.selectedId = null;
          }
        });
        return true;
      case 'duplicate':
      case 'paste': {
        const result =
          action.type === 'duplicate'
            ? duplicateBlockAction(components, action.componentId)
            : insertBlocksAction(components, action.blocks, action.afterId);
        if (!result) return false;
        commit(action, result.components, { structural: true });
        set((draft) => {
          draft.selectedId = result.componentId;
        });
        return true;
      }
      case 'move':
        commit(action, moveBlockAction(components, action.componentId, action.toIndex), { structural: true });
        return true;
      case 'editProps': {
        commit(action, editPropsAction(components, action.componentId, action.props), {
          structural: false,
          coalesce: `props:${action.componentId}`,
        });
        // A field changed elsewhere that the editor set to the other save's value is no longer in question.
        const marks = get().elsewhere[action.componentId];
        if (marks && Object.keys(marks).some((key) => sameJson(action.props[key], marks[key]))) {
          set((draft) => {
            const left = Object.fromEntries(Object.entries(marks).filter(([key, value]) => !sameJson(action.props[key], value)));
            if (Object.keys(left).length > 0) draft.elsewhere[action.componentId] = castDraft(left);
            else delete draft.elsewhere[action.componentId];
          });
        }
        return true;
      }
      case 'setWidth': {
        const before = components.find((c) => c.componentId === action.componentId);
        const result = changeComponentWidthAction(components, action.componentId, action.width);
        if (!result.ok) return false;
        // Picking the width it already has records nothing.
        if (!sameJson(before?.props ?? {}, result.block.props)) commit(action, result.components, { structural: false });
        return true;
      }
      case 'saved':
        if (action.save.kind === 'page') replace(action, action.save.layout);
        else applySavedBlock(action, action.save.block, action.save.pageHash);
        return true;
      case 'load':
        replace(action, action.layout);
        return true;
      case 'follow': {
        const state = get();
        const next = followStoredAction(state, action.layout.components);
        if (next.components === state.components && next.originals === state.originals) return true;
        set((draft) => {
          draft.components = castDraft(next.components);
          draft.originals = castDraft(next.originals);
          draft.newer = castDraft(next.newer);
          draft.elsewhere = castDraft(next.elsewhere);
          draft.lastAction = castDraft(action);
          if (next.structureChanged) {
            draft.layout = castDraft(next.components);
            draft.positions = siblingPositions(next.components);
            if (draft.selectedId && !next.components.some((c) => c.componentId === draft.selectedId)) draft.selectedId = null;
          }
        });
        return true;
      }
      case 'undo': {
        const entry = get().past.at(-1);
        if (entry) restore(action, entry, 'future');
        return true;
      }
      case 'redo': {
        const entry = get().future.at(-1);
        if (entry) restore(action, entry, 'past');
        return true;
      }
    }
  };
}
