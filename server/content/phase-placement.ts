// Where a block goes when it is assigned to another phase's layout of the same page (docs/behaviour/editor.md), and what
// leaves with it when it is unassigned. The server places it inside the phase-assignment transaction, against the
// layouts as they are then, not as the editor last read them.

/** What placement needs of a block: its id and where it hangs. */
export interface PlacedBlock {
  componentId: string;
  parentId?: string | null;
  slot?: string | null;
}

export type PlacementResult<T> = { ok: true; components: T[] } | { ok: false; reason: 'parent-missing'; parentId: string };

const sameSlot = (a: PlacedBlock, b: PlacedBlock) => (a.parentId ?? null) === (b.parentId ?? null) && (a.slot ?? null) === (b.slot ?? null);

function insertAt<T>(list: readonly T[], index: number, item: T): T[] {
  return [...list.slice(0, index), item, ...list.slice(index)];
}

/**
 * Inserts `block` into `target` where it stands in `source`: right after the nearest earlier sibling (same parentId
 * and slot) that the target has, else right before the nearest later one, else right after its parent (or at the
 * end when it has none). A block already in the target stays where it is; a child whose container the target lacks
 * cannot be placed.
 */
export function insertAtSamePosition<T extends PlacedBlock>(source: readonly PlacedBlock[], target: readonly T[], block: T): PlacementResult<T> {
  if (target.some((c) => c.componentId === block.componentId)) return { ok: true, components: [...target] };
  const parentId = block.parentId ?? null;
  if (parentId !== null && !target.some((c) => c.componentId === parentId)) return { ok: false, reason: 'parent-missing', parentId };
  const indexInTarget = (id: string) => target.findIndex((c) => c.componentId === id && sameSlot(c, block));
  const siblings = source.filter((c) => sameSlot(c, block));
  const at = siblings.findIndex((c) => c.componentId === block.componentId);
  if (at >= 0) {
    for (const before of siblings.slice(0, at).reverse()) {
      const i = indexInTarget(before.componentId);
      if (i >= 0) return { ok: true, components: insertAt(target, i + 1, block) };
    }
    for (const after of siblings.slice(at + 1)) {
      const i = indexInTarget(after.componentId);
      if (i >= 0) return { ok: true, components: insertAt(target, i, block) };
    }
  }
  const parentIndex = parentId === null ? -1 : target.findIndex((c) => c.componentId === parentId);
  return { ok: true, components: insertAt(target, parentIndex >= 0 ? parentIndex + 1 : target.length, block) };
}

/** The layout without the block and without the blocks inside it (a container takes its children along). */
export function removeFromLayout<T extends PlacedBlock>(target: readonly T[], componentId: string): T[] {
  const removed = new Set([componentId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const c of target) {
      if (!removed.has(c.componentId) && c.parentId && removed.has(c.parentId)) {
        removed.add(c.componentId);
        grew = true;
      }
    }
  }
  return target.filter((c) => !removed.has(c.componentId));
}

/** A target phase's new layout: the block added where it stands in `source`, or removed with its children. */
export function placeInPhase<T extends PlacedBlock>(assign: boolean, source: readonly PlacedBlock[], target: readonly T[], block: T): PlacementResult<T> {
  return assign ? insertAtSamePosition(source, target, block) : { ok: true, components: removeFromLayout(target, block.componentId) };
}
