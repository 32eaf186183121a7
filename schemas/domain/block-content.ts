/**
 * A block's content: what an editor changes and a save compares, everything but its hash, schema version and editor
 * stamp. The server's three-way merge (server/shared/merge.ts) and the editor's push to the next phase
 * (editor/pushes) build blocks of this shape from what was sent or read.
 */
export type BlockContent = {
  componentId: string;
  component: string;
  parentId: string | null;
  slot: string | null;
  props: Record<string, unknown>;
};

/** A block as a save sends it or a read answers it, where a missing parent or slot means page level or the one slot. */
export interface BlockContentSource {
  componentId: string;
  component: string;
  parentId?: string | null;
  slot?: string | null;
  props: Record<string, unknown>;
}

/** The content of a block, with a missing parent or slot as null, so two blocks compare alike however they came. */
export function blockContentOf(b: BlockContentSource): BlockContent {
  return { componentId: b.componentId, component: b.component, parentId: b.parentId ?? null, slot: b.slot ?? null, props: b.props };
}
