import type { EditorBlock, SiblingPosition } from '../state/types';

/** Blocks are siblings when they share parent and slot (null and absent are the same). */
export function sameGroup(a: EditorBlock, b: EditorBlock): boolean {
  return (a.parentId ?? null) === (b.parentId ?? null) && (a.slot ?? null) === (b.slot ?? null);
}

/** The siblings of a block (itself included), in page order. */
export function siblingsOf(components: readonly EditorBlock[], block: EditorBlock): EditorBlock[] {
  return components.filter((c) => sameGroup(c, block));
}

/** Every block's index among its siblings, computed in one pass (the toolbar's move buttons read it). */
export function siblingPositions(components: readonly EditorBlock[]): Record<string, SiblingPosition> {
  const counts = new Map<string, number>();
  const groupOf = (c: EditorBlock) => `${c.parentId ?? ''}\u0000${c.slot ?? ''}`;
  const out: Record<string, SiblingPosition> = {};
  for (const c of components) {
    const g = groupOf(c);
    const index = counts.get(g) ?? 0;
    counts.set(g, index + 1);
    out[c.componentId] = { index, count: 0 };
  }
  for (const c of components) {
    const position = out[c.componentId];
    if (position) position.count = counts.get(groupOf(c)) ?? 0;
  }
  return out;
}
