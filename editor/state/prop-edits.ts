import { sameJson } from '../../schemas';
import type { EditorState } from './editor-state';
import type { EditorBlock } from './types';

// Per block object: the editor bar asks on every change of the store (each keystroke), and unchanged blocks keep
// their objects, so only the edited block is compared again.
const comparedWithOriginal = new WeakMap<EditorBlock, { original: EditorBlock; differs: boolean }>();

function differsFromOriginal(block: EditorBlock, original: EditorBlock): boolean {
  const known = comparedWithOriginal.get(block);
  if (known?.original === original) return known.differs;
  const differs = !sameJson(original.props ?? {}, block.props ?? {});
  comparedWithOriginal.set(block, { original, differs });
  return differs;
}

/** True when any block's props differ from its original state (edits not yet saved as a component). */
export function hasPropEdits(state: Pick<EditorState, 'components' | 'originals'>): boolean {
  return state.components.some((c) => {
    const original = state.originals[c.componentId];
    return original !== undefined && differsFromOriginal(c, original);
  });
}
