// Phase assignment (spec 001 section 4): a block is added to another phase's layout of the same page at the
// same position, or removed from it. Pure: the view reads the layouts, these compute, the view saves.

/** What placement needs of a block: its id and where it hangs. */
export interface PlacedBlock {
  componentId: string;
  parentId?: string | null;
  slot?: string | null;
}

export type PlacementResult<T> = { ok: true; components: T[] } | { ok: false; reason: 'parent-missing'; parentId: string };

const sameSlot = (a: PlacedBlock, b: PlacedBlock) => (a.parentId ?? null) === (b.parentId ?? null) && (a.slot ?? null) === (b.slot ?? null);

/**
 * Inserts `block` into `target` where it stands in `source`: right after the nearest earlier sibling (same
 * parentId and slot) that the target has, else right before the nearest later one, else right after its
 * parent (or at the end when it has none). A block already in the target stays where it is; a child whose
 * container the target lacks cannot be placed.
 */
export function insertAtSamePosition<T extends PlacedBlock>(source: readonly PlacedBlock[], target: readonly T[], block: T): PlacementResult<T> {
  const components = [...target];
  if (components.some((c) => c.componentId === block.componentId)) return { ok: true, components };
  const parentId = block.parentId ?? null;
  if (parentId !== null && !components.some((c) => c.componentId === parentId)) return { ok: false, reason: 'parent-missing', parentId };

  const indexInTarget = (id: string) => components.findIndex((c) => c.componentId === id && sameSlot(c, block));
  const siblings = source.filter((c) => sameSlot(c, block));
  const at = siblings.findIndex((c) => c.componentId === block.componentId);
  if (at >= 0) {
    for (const before of siblings.slice(0, at).reverse()) {
      const i = indexInTarget(before.componentId);
      if (i >= 0) return { ok: true, components: insertAt(components, i + 1, block) };
    }
    for (const after of siblings.slice(at + 1)) {
      const i = indexInTarget(after.componentId);
      if (i >= 0) return { ok: true, components: insertAt(components, i, block) };
    }
  }
  const parentIndex = parentId === null ? -1 : components.findIndex((c) => c.componentId === parentId);
  return { ok: true, components: insertAt(components, parentIndex >= 0 ? parentIndex + 1 : components.length, block) };
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

/** One pending change of the phase assignment view. */
export interface PhaseChange {
  phase: string;
  assign: boolean;
}

/** assignPhaseAction: the target phase's new layout for one pending change. */
export function assignPhaseAction<T extends PlacedBlock>(
  change: PhaseChange,
  source: readonly PlacedBlock[],
  target: readonly T[],
  block: T,
): PlacementResult<T> {
  return change.assign ? insertAtSamePosition(source, target, block) : { ok: true, components: removeFromLayout(target, block.componentId) };
}

function insertAt<T>(list: T[], index: number, item: T): T[] {
  return [...list.slice(0, index), item, ...list.slice(index)];
}
