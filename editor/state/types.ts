import type { Environment, RenderableComponent } from '../../renderer';

/** A block of the working copy: what the page stores, plus the hash it was read with. */
export interface EditorBlock extends RenderableComponent {
  componentId: string;
  component: string;
  parentId?: string | null;
  slot?: string | null;
  props?: Readonly<Record<string, unknown>> | null;
  /** Hash of the block as last read from or saved to the server; null or absent for a block not yet saved. */
  originalHash?: string | null;
  schemaVersion?: number;
}

/** The stored document the working copy edits. */
export interface EditedPageKey {
  layoutId: string;
  phase: string;
  environment: Environment;
}

/**
 * The one modal the editor still shows: the delete confirmation. Insert and a block's data live in the side panel
 * (no modal covers the block being edited).
 */
export type EditorModal = { kind: 'confirm-delete'; componentId: string };

/** The side panel's tabs: the selected block's fields, the page outline, the insert list. */
export const PANEL_TABS = ['fields', 'outline', 'insert', 'history'] as const;
export type PanelTab = (typeof PANEL_TABS)[number];

/** The data modal's views (docs/behaviour/editor.md). */
export const DATA_VIEWS = ['ui', 'edit', 'diff', 'changelog', 'phaseassignment'] as const;
export type DataView = (typeof DATA_VIEWS)[number];

/** Index of a block among its siblings (same parent and slot), for move up/down. */
export interface SiblingPosition {
  index: number;
  count: number;
}
