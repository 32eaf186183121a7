// The editor store's state, in two slices of one zustand store: the document and its history (document-slice.ts)
// and the editor's UI (ui-slice.ts). Both change only through `dispatch`, which hands each action to its slice's
// reducer; a reducer may write the other slice where the action requires it (removing a block unselects it).
import type { Draft } from 'immer';
import type { StateCreator } from 'zustand';
import type { WidthPreset } from '../../renderer';
import type { CopiedBlock } from '../actions/copy-blocks';
import type { ChangedElsewhere } from '../actions/follow-stored';
import type { InsertBlockInput } from '../actions/insert-block';
import type { EditorAction, LoadedLayout } from './editor-action';
import type { DataView, EditedPageKey, EditorBlock, EditorModal, PanelTab, SiblingPosition } from './types';

/** One undo step: the working copy and the unsaved mark before `action` changed them. */
export interface HistoryEntry {
  action: EditorAction;
  components: readonly EditorBlock[];
  unsaved: boolean;
}

/** The edited document, its history, and the commands that change it. */
export interface DocumentSlice {
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
   * The newest stored version of a block whose pending edits were made from an older one (its original
   * stays that older one, the base its save is merged against), and the fields both changed (follow-stored.ts).
   */
  newer: Readonly<Record<string, EditorBlock>>;
  elsewhere: ChangedElsewhere;
  /** Insert, remove and move set it; a page save clears it (docs/behaviour/editor.md). */
  unsaved: boolean;
  /** The action log undo walks back: one entry per recorded action, newest last. */
  past: readonly HistoryEntry[];
  future: readonly HistoryEntry[];
  /** The last action dispatched, of either slice (the changelog preview and tests read it). */
  lastAction: EditorAction | null;
  /** Consecutive prop edits of one block are one undo step (a keystroke is not). */
  coalesceKey: string | null;
  positions: Readonly<Record<string, SiblingPosition>>;

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
}

/** What the editor shows: the selection, folded blocks, the modal, the side panel; and the commands that change it. */
export interface UiSlice {
  selectedId: string | null;
  collapsed: Readonly<Record<string, boolean>>;
  modal: EditorModal | null;
  /** The side panel's shown tab, whether it is unfolded, and the view its Fields tab shows for the selected block. */
  panelTab: PanelTab;
  panelOpen: boolean;
  blockView: DataView;

  select: (componentId: string | null) => void;
  toggleCollapsed: (componentId: string) => void;
  openModal: (modal: EditorModal) => void;
  closeModal: () => void;
  showPanel: (tab: PanelTab, focus?: boolean) => void;
  /** Selects the block and shows `view` of it in the panel's Fields tab. */
  showBlock: (componentId: string, view?: DataView) => void;
  setPanelOpen: (open: boolean) => void;
}

export interface EditorState extends DocumentSlice, UiSlice {
  /**
   * The one way to change the store. Answers false when the action was refused (its block is not in the working
   * copy), true otherwise.
   */
  dispatch: (action: EditorAction) => boolean;
}

/** A slice's creator (the zustand slices pattern, with immer). */
export type EditorSlice<T> = StateCreator<EditorState, [['zustand/immer', never]], [], T>;
/** The store's immer setter and getter, as the slices' reducers use them. */
export type SetEditorState = (recipe: (draft: Draft<EditorState>) => void) => void;
export type GetEditorState = () => EditorState;
