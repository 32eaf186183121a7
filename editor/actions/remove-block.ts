import type { EditorBlock } from '../state/types';

/** Removes a block and everything inside it (children would otherwise be left without a parent). */
export function removeBlockAction(components: readonly EditorBlock[], componentId: string): readonly EditorBlock[] {
  if (!components.some((c) => c.componentId === componentId)) return components;
  const removed = new Set([componentId]);
  // Containers may nest: repeat until no further child of a removed block is found.
  let grew = true;
  while (grew) {
    grew = false;
    for (const c of components) {
      if (c.parentId && removed.has(c.parentId) && !removed.has(c.componentId)) {
        removed.add(c.componentId);
        grew = true;
      }
    }
  }
  return components.filter((c) => !removed.has(c.componentId));
}
