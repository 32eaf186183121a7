import { produce } from 'immer';
import type { EditorBlock } from '../state/types';

/**
 * Replaces a block's props. Only that block becomes a new object: the others stay referentially equal, so
 * only the edited block re-renders (RenderBlock is memoised on the block object).
 */
export function editPropsAction(
  components: readonly EditorBlock[],
  componentId: string,
  props: Record<string, unknown>,
): readonly EditorBlock[] {
  const index = components.findIndex((c) => c.componentId === componentId);
  if (index < 0) return components;
  return produce(components as EditorBlock[], (draft) => {
    draft[index]!.props = props;
  });
}
