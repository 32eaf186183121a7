import { createContext, useContext } from 'react';
import { castDraft, type Draft } from 'immer';
import { useStore } from 'zustand';
import { immer } from 'zustand/middleware/immer';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { applySavedBlockAction } from '../actions/apply-saved-block';
import { duplicateBlockAction, insertBlocksAction, type CopiedBlock } from '../actions/copy-blocks';
import { editPropsAction } from '../actions/edit-props';
import { followStoredAction, type ChangedElsewhere } from '../actions/follow-stored';
import { insertBlockAction, type InsertBlockInput } from '../actions/insert-block';
import { moveBlockAction } from '../actions/move-block';
import { removeBlockAction } from '../actions/remove-block';
import { siblingPositions } from '../actions/siblings';
import { changeComponentWidthAction } from '../pushes/component-width';
import type { WidthPreset } from '../../renderer';
import type { EditorAction, LoadedLayout } from './editor-action';
import { sameJson } from '../../schemas';
import type { DataView, EditedPageKey, EditorBlock, EditorModal, PanelTab, SiblingPosition } from './types';

/** Undo keeps this many steps. */
export const HISTORY_LIMIT = 100;

/** One undo step: the working copy and the unsaved mark before `action` changed them. */
export interface HistoryEntry {
  action: EditorAction;
  components: readonly EditorBlock[];
  unsaved: boolean;
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
  /**
   * Issue 28: the newest stored version of a block whose pending edits were made from an older one (its original
   * stays that older one, the base its save is merged against), and the fields both changed (follow-stored.ts).
   */
  newer: Readonly<Record<string, EditorBlock>>;
  elsewhere: ChangedElsewhere;
  /** Insert, remove and move set it; a page save clears it (spec 001 section 4). */
  unsaved: boolean;
  /** The action log undo walks back: one entry per recorded action, newest last. */
  past: readonly HistoryEntry[];
  future: readonly HistoryEntry[];
  /** The last action dispatched (the changelog preview and tests read it). */
  lastAction: EditorAction | null;
  /** Consecutive prop edits of one block are one undo step (a keystroke is not). */
  coalesceKey: string | null;
  positions: Readonly<Record<string, SiblingPosition>>;
  selectedId: string | null;
  collapsed: Readonly<Record<string, boolean>>;
  modal: EditorModal | null;
  /** The side panel's shown tab, whether it is unfolded, and the view its Fields tab shows for the selected block. */
  panelTab: PanelTab;
  panelOpen: boolean;
  blockView: DataView;

  /**
   * The one way to change the store. Answers false when the action was refused (its block is not in the working
   * copy), true otherwise.
   */
  dispatch: (action: EditorAction) => boolean;

  // Shorthands for dispatch, for the toolbar and dialogs.
  insert: (input: InsertBlockInput) => void;
  remove: (componentId: string) => void;
  /** Duplicates a block after itself and selects the copy; answers the copy's ID (null: no such block). */
  duplicate: (componentId: string) => string | null;
  /** Pastes checked blocks after `afterId` (else at the end) and selects the first; answers its new ID. */
  paste: (blocks: readonly CopiedBlock[], afterId: string | null) => string;
  move: (componentId: string, toIndex: number) => void;
  editProps: (componentId: string, props: Record<string, unknown>) => void;
  /** Sets a block's wrapper width preset, one undo step per pick; false when the block is not in the working copy. */
  setWidth: (componentId: string, width: WidthPreset) => boolean;
  /** Replaces the working copy with a newer stored layout (see the `load` action). */
  load: (layout: LoadedLayout) => void;
  undo: () => void;
  redo: () => void;
  select: (componentId: string | null) => void;
  toggleCollapsed: (componentId: string) => void;
  openModal: (modal: EditorModal) => void;
  closeModal: () => void;
  showPanel: (tab: PanelTab, focus?: boolean) => void;
  /** Selects the block and shows `view` of it in the panel's Fields tab. */
  showBlock: (componentId: string, view?: DataView) => void;
  setPanelOpen: (open: boolean) => void;
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
      const setUi = (action: EditorAction, recipe: (draft: Draft<EditorState>) => void) =>
        set((draft) => {
          recipe(draft);
          draft.lastAction = castDraft(action);
        });

      const dispatch = (action: EditorAction): boolean => {
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
        selectedId: null,
        collapsed: {},
        modal: null,
        panelTab: 'fields',
        panelOpen: true,
        blockView: 'ui',

        dispatch,
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
        select: (componentId) => void dispatch({ type: 'select', componentId }),
        toggleCollapsed: (componentId) => void dispatch({ type: 'toggleCollapsed', componentId }),
        openModal: (modal) => void dispatch({ type: 'openModal', modal }),
        closeModal: () => void dispatch({ type: 'closeModal' }),
        showPanel: (tab, focus) => void dispatch({ type: 'showPanel', tab, ...(focus ? { focus } : {}) }),
        showBlock: (componentId, view = 'ui') => void dispatch({ type: 'showBlock', componentId, view }),
        setPanelOpen: (open) => void dispatch({ type: 'setPanelOpen', open }),
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
