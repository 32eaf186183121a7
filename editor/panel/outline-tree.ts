import type { EditorBlock } from '../state/types';

/** A block of the outline with its children, grouped by the container's slot (a tab id, a drawer's body...). */
export interface OutlineNode {
  block: EditorBlock;
  slots: OutlineSlot[];
}

export interface OutlineSlot {
  /** The slot's name; null for children placed without one. */
  slot: string | null;
  children: OutlineNode[];
}

/**
 * The page's blocks as a tree in page order: top-level blocks, each container's children under it by slot (slots
 * in the order their first child appears). A block whose parent is not on the page is listed at the top level, so
 * the outline still offers it (the page shows such orphans in edit mode too).
 */
export function outlineTree(components: readonly EditorBlock[]): OutlineNode[] {
  const ids = new Set(components.map((c) => c.componentId));
  const nodes = new Map<string, OutlineNode>();
  for (const block of components) nodes.set(block.componentId, { block, slots: [] });
  const roots: OutlineNode[] = [];
  for (const block of components) {
    const node = nodes.get(block.componentId)!;
    const parent = block.parentId && ids.has(block.parentId) && block.parentId !== block.componentId ? nodes.get(block.parentId) : undefined;
    if (!parent) {
      roots.push(node);
      continue;
    }
    const slot = block.slot ?? null;
    let group = parent.slots.find((s) => s.slot === slot);
    if (!group) parent.slots.push((group = { slot, children: [] }));
    group.children.push(node);
  }
  return roots;
}
