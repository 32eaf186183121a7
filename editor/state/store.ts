import { createContext, useContext } from 'react';
import { castDraft } from 'immer';
import { useStore } from 'zustand';
import { immer } from 'zustand/middleware/immer';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { applySavedBlockAction } from '../actions/apply-saved-block';
import { editPropsAction } from '../actions/edit-props';
import { insertBlockAction, type InsertBlockInput } from '../actions/insert-block';
import { moveBlockAction } from '../actions/move-block';
import { removeBlockAction } from '../actions/remove-block';
import { siblingPositions } from '../actions/siblings';
import { changeComponentWidthAction } from '../pushes/component-width';
import type { WidthPreset } from '../../renderer';
import { sameJson } from './equal';
import type { EditedPageKey, EditorBlock, EditorModal, SiblingPosition } from './types';

/** Undo keeps this many steps. */
export const HISTORY_LIMIT = 100;

interface HistoryEntry {
  components: readonly EditorBlock[];
  unsaved: boolean;
}

/** A layout as loaded from or saved to the API. */
export interface LoadedLayout {
  components: readonly EditorBlock[];
  /** The layout hash (the page hash a structural save is checked against). */
  hash?: string | null;
}

export interface EditorState {
  page: EditedPageKey;
  /** The working copy, in page order. */
  components: readonly EditorBlock[];
  /**
   * The working copy as of its last change of structure (order, parents, slots): what the page renderer lays
   * out. Blocks read their current value through live-blocks.ts, so a prop edit does not re-render the page.
   */
  layout: readonly EditorBlock[];
  /** Each block as last read from or saved to the server: its "original state". */
  originals: Readonly<Record<string, EditorBlock>>;
  /** The page hash the working copy was read with. */
  baseHash: string | null;
  /** Insert, remove and move set it; a page save clears it (spec 001 section 4). */
  unsaved: boolean;
  past: readonly HistoryEntry[];
  future: readonly HistoryEntry[];
  /** Consecutive prop edits of one block are one undo step (a keystroke is not). */
  coalesceKey: string | null;
  positions: Readonly<Record<string, SiblingPosition>>;
  selectedId: string | null;
  collapsed: Readonly<Record<string, boolean>>;
  modal: EditorModal | null;

  insert: (input: InsertBlockInput) => void;
  remove: (componentId: string) => void;
  move: (componentId: string, toIndex: number) => void;
  editProps: (componentId: string, props: Record<string, unknown>) => void;
  /** Sets a block's wrapper width preset, one undo step per pick; false when the block is not in the working copy. */
  setWidth: (componentId: string, width: WidthPreset) => boolean;
  /** A block save landed (data modal views): the stored block; `pageHash` when the answer carried the layout. */
  applySaved: (saved: EditorBlock, pageHash?: string | null) => void;
  /** Replaces the working copy with a layout from the server (first load, after a page save). */
  load: (layout: LoadedLayout) => void;
  undo: () => void;
  redo: () => void;
  select: (componentId: string | null) => void;
  toggleCollapsed: (componentId: string) => void;
  openModal: (modal: EditorModal) => void;
  closeModal: () => void;
}

function originalsOf(components: readonly EditorBlock[]): Record<string, EditorBlock> {
  const out: Record<string, EditorBlock> = {};
  for (const c of components) if (c.originalHash) out[c.componentId] = c;
  return out;
}

export type EditorStore = StoreApi<EditorState>;

export function createEditorStore(page: EditedPageKey, layout: LoadedLayout): EditorStore {
  return createStore<EditorState>()(
    immer((set, get) => {
      /** Applies a structural or prop change with an undo step; no-ops (same array) record nothing. */
      const commit = (next: readonly EditorBlock[], opts: { structural: boolean; coalesce?: string }) => {
        const state = get();
        if (next === state.components) return;
        const merge = opts.coalesce !== undefined && opts.coalesce === state.coalesceKey;
        set((draft) => {
          if (!merge) {
            draft.past = castDraft([...state.past, { components: state.components, unsaved: state.unsaved }].slice(-HISTORY_LIMIT));
          }
          draft.future = [];
          draft.coalesceKey = opts.coalesce ?? null;
          draft.components = castDraft(next);
          if (opts.structural) {
            draft.layout = castDraft(next);
            draft.unsaved = true;
            draft.positions = siblingPositions(next);
          }
        });
      };
      const restore = (entry: HistoryEntry, into: 'past' | 'future') => {
        const state = get();
        set((draft) => {
          const current = { components: state.components, unsaved: state.unsaved };
          if (into === 'past') {
            draft.past = castDraft([...state.past, current]);
            draft.future = castDraft(state.future.slice(0, -1));
          } else {
            draft.future = castDraft([...state.future, current]);
            draft.past = castDraft(state.past.slice(0, -1));
          }
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

      return {
        page,
        components: layout.components,
        layout: layout.components,
        originals: originalsOf(layout.components),
        baseHash: layout.hash ?? null,
        unsaved: false,
        past: [],
        future: [],
        coalesceKey: null,
        positions: siblingPositions(layout.components),
        selectedId: null,
        collapsed: {},
        modal: null,

        insert: (input) => {
          const next = insertBlockAction(get().components, input);
          commit(next, { structural: true });
        },
        remove: (componentId) => {
          commit(removeBlockAction(get().components, componentId), { structural: true });
          set((draft) => {
            if (draft.selectedId && !draft.components.some((c) => c.componentId === draft.selectedId)) {
              draft.selectedId = null;
            }
          });
        },
        move: (componentId, toIndex) => commit(moveBlockAction(get().components, componentId, toIndex), { structural: true }),
        editProps: (componentId, props) =>
          commit(editPropsAction(get().components, componentId, props), { structural: false, coalesce: `props:${componentId}` }),
        setWidth: (componentId, width) => {
          const before = get().components.find((c) => c.componentId === componentId);
          const result = changeComponentWidthAction(get().components, componentId, width);
          if (!result.ok) return false;
          // Picking the width it already has records nothing.
          if (!sameJson(before?.props ?? {}, result.block.props)) commit(result.components, { structural: false });
          return true;
        },
        applySaved: (saved, pageHash) => {
          const next = applySavedBlockAction(get(), saved);
          set((draft) => {
            draft.components = castDraft(next.components);
            draft.layout = castDraft(next.components);
            draft.originals = castDraft(next.originals);
            if (pageHash !== undefined) draft.baseHash = pageHash;
            // Older steps carry the previous hash: undoing across a save would only produce a conflict.
            draft.past = [];
            draft.future = [];
            draft.coalesceKey = null;
          });
        },
        load: (loaded) =>
          set((draft) => {
            draft.components = castDraft(loaded.components);
            draft.layout = castDraft(loaded.components);
            draft.originals = castDraft(originalsOf(loaded.components));
            draft.baseHash = loaded.hash ?? null;
            draft.unsaved = false;
            draft.past = [];
            draft.future = [];
            draft.coalesceKey = null;
            draft.positions = siblingPositions(loaded.components);
            if (draft.selectedId && !loaded.components.some((c) => c.componentId === draft.selectedId)) {
              draft.selectedId = null;
            }
          }),
        undo: () => {
          const entry = get().past.at(-1);
          if (entry) restore(entry, 'future');
        },
        redo: () => {
          const entry = get().future.at(-1);
          if (entry) restore(entry, 'past');
        },
        select: (componentId) =>
          set((draft) => {
            draft.selectedId = componentId;
          }),
        toggleCollapsed: (componentId) =>
          set((draft) => {
            draft.collapsed[componentId] = !draft.collapsed[componentId];
          }),
        openModal: (modal) =>
          set((draft) => {
            draft.modal = modal;
          }),
        closeModal: () =>
          set((draft) => {
            draft.modal = null;
          }),
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

// Per block object: the editor bar asks on every change of the store (each keystroke), and unchanged blocks keep
// their objects, so only the edited block is compared again.
const comparedWithOriginal = new WeakMap<EditorBlock, { original: EditorBlock; differs: boolean }>();

function differsFromOriginal(block: EditorBlock, original: EditorBlock): boolean {
  const known = comparedWithOriginal.get(block);
  if (known?.original === original) return known.differs;
  const differs = !sameJson(original.props ?? {}, block.props ?? {});
  comparedWithOriginal.set(block, { original, differs });
  return differs;
}

/** True when any block's props differ from its original state (edits not yet saved as a component). */
export function hasPropEdits(state: Pick<EditorState, 'components' | 'originals'>): boolean {
  return state.components.some((c) => {
    const original = state.originals[c.componentId];
    return original !== undefined && differsFromOriginal(c, original);
  });
}
