import { produce } from 'immer';
import type { EditorBlock } from '../state/types';
import { assertComponentIdAvailable, normalizeComponentId } from './component-id';

export interface InsertBlockInput {
  /** The block type (registry key). */
  component: string;
  /** The ID as typed; stored trimmed and lower-cased. */
  componentId: string;
  props: Record<string, unknown>;
  /** Insert after this block, as its sibling; null or absent: at the end of the page root. */
  afterId?: string | null;
}

/**
 * Inserts a new block (no originalHash: not yet saved). Throws EditorActionError when the ID is empty, used or
 * not storable.
 */
export function insertBlockAction(
  components: readonly EditorBlock[],
  input: InsertBlockInput,
): readonly EditorBlock[] {
  const id = normalizeComponentId(input.componentId);
  assertComponentIdAvailable(id, new Set(components.map((c) => c.componentId)));
  const afterIndex = input.afterId ? components.findIndex((c) => c.componentId === input.afterId) : -1;
  const after = afterIndex >= 0 ? components[afterIndex] : undefined;
  const block: EditorBlock = {
    componentId: id,
    component: input.component,
    parentId: after?.parentId ?? null,
    slot: after?.slot ?? null,
    props: input.props,
    originalHash: null,
  };
  return produce(components as EditorBlock[], (draft) => {
    if (after) draft.splice(afterIndex + 1, 0, block);
    else draft.push(block);
  });
}
