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

/** Which modal the editor shows; one at a time. */
export type EditorModal =
  | { kind: 'insert' }
  | { kind: 'confirm-delete'; componentId: string }
  | { kind: 'data'; componentId: string; view: DataView };

/** The data modal's views (spec 001 section 2). */
export const DATA_VIEWS = ['ui', 'edit', 'diff', 'changelog', 'phaseassignment'] as const;
export type DataView = (typeof DATA_VIEWS)[number];

/** Index of a block among its siblings (same parent and slot), for move up/down. */
export interface SiblingPosition {
  index: number;
  count: number;
}
