import type { EditorBlock } from '../state/types';
import { siblingsOf } from './siblings';

/**
 * Moves a block to position `toIndex` among its siblings (same parent and slot). A target outside the sibling
 * range, or the block's own position, changes nothing and answers the same array (docs/behaviour/editor.md).
 */
export function moveBlockAction(
  components: readonly EditorBlock[],
  componentId: string,
  toIndex: number,
): readonly EditorBlock[] {
  const block = components.find((c) => c.componentId === componentId);
  if (!block) return components;
  const siblings = siblingsOf(components, block);
  const from = siblings.indexOf(block);
  if (!Number.isInteger(toIndex) || toIndex < 0 || toIndex >= siblings.length || toIndex === from) return components;
  const target = siblings[toIndex]!;
  const rest = components.filter((c) => c !== block);
  const at = rest.indexOf(target);
  // Moving down lands after the target, moving up before it; other blocks keep their flat positions.
  const insertAt = toIndex > from ? at + 1 : at;
  return [...rest.slice(0, insertAt), block, ...rest.slice(insertAt)];
}
