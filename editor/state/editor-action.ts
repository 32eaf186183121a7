// The editor's one action union (Puck's `PuckAction`, reducer/actions.tsx): every change of the store is one of
// these, dispatched through `dispatch`; the history records which action made each step, and undo and the unsaved
// mark read that same log. A save's result arrives as `saved`, whatever saved it (the editor bar's page save, the
// data modal's block saves).
import type { SaveComponentAnswer, SavePageAnswer } from '../../api-client';
import type { WidthPreset } from '../../renderer';
import type { InsertBlockInput } from '../actions/insert-block';
import type { CopiedBlock } from '../actions/copy-blocks';
import type { DataView, EditorBlock, EditorModal, PanelTab } from './types';

/** A layout as loaded from or saved to the API. */
export interface LoadedLayout {
  components: readonly EditorBlock[];
  /** The layout hash (the page hash a structural save is checked against). */
  hash?: string | null;
}

/**
 * What a save that landed hands the store: a page save the whole stored layout (the working copy becomes it, the
 * unsaved mark clears), a block save the stored block and the page hash the server answered with it.
 */
export type SaveLanded =
  | { kind: 'page'; layout: LoadedLayout }
  | { kind: 'block'; block: EditorBlock; pageHash: string | null };

export type EditorAction =
  | { type: 'insert'; input: InsertBlockInput }
  | { type: 'remove'; componentId: string }
  /** A copy of a block (and the blocks inside it) after it, with new IDs; the copy is selected. */
  | { type: 'duplicate'; componentId: string }
  /** Pasted blocks (already checked against their schemas) after `afterId` or at the end, renumbered, selected. */
  | { type: 'paste'; blocks: readonly CopiedBlock[]; afterId: string | null }
  | { type: 'move'; componentId: string; toIndex: number }
  | { type: 'editProps'; componentId: string; props: Record<string, unknown> }
  | { type: 'setWidth'; componentId: string; width: WidthPreset }
  | { type: 'saved'; save: SaveLanded }
  /** A newer stored layout (another editor's save, a refetch) replaces a working copy with nothing pending. */
  | { type: 'load'; layout: LoadedLayout }
  /**
   * A newer stored layout reaches a working copy with edits pending: untouched fields follow it, the
   * editor's own changes stay and are marked where the other save changed them too (editor/actions/follow-stored.ts).
   */
  | { type: 'follow'; layout: LoadedLayout }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'select'; componentId: string | null }
  | { type: 'toggleCollapsed'; componentId: string }
  | { type: 'openModal'; modal: EditorModal }
  /**
   * Shows a tab of the side panel (and opens the panel when it was folded); `focus` moves the focus into it (the
   * editor bar's Insert block puts it in the search box).
   */
  | { type: 'showPanel'; tab: PanelTab; focus?: boolean }
  /** Selects a block and shows one of its views in the panel's Fields tab (the toolbar's Edit and Component data). */
  | { type: 'showBlock'; componentId: string; view: DataView }
  /** Folds or unfolds the side panel (small screens give the page back its height). */
  | { type: 'setPanelOpen'; open: boolean }
  | { type: 'closeModal' };

export type EditorActionType = EditorAction['type'];

/** The `saved` action of a page save's answer (PUT /content/{page}). */
export function pageSavedAction(answer: Pick<SavePageAnswer, 'layout'>): EditorAction {
  return {
    type: 'saved',
    save: { kind: 'page', layout: { components: answer.layout.components as readonly EditorBlock[], hash: answer.layout.hash } },
  };
}

/** The `saved` action of a block save's answer (PUT /content/component/...). */
export function blockSavedAction(answer: Pick<SaveComponentAnswer, 'component' | 'layout'>): EditorAction {
  return { type: 'saved', save: { kind: 'block', block: answer.component as EditorBlock, pageHash: answer.layout.hash ?? null } };
}
