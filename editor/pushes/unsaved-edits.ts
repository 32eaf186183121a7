import { useContext, useSyncExternalStore } from 'react';
import { EditorStoreContext, hasPropEdits, type EditorState } from '../state/store';

const noSubscription = () => () => undefined;

/** Whether one block has edits not saved yet: a new block (never saved), or props that differ from the saved ones. */
function blockHasEdits(state: Pick<EditorState, 'components' | 'originals'>, componentId: string): boolean {
  const block = state.components.find((c) => c.componentId === componentId);
  if (!block) return false;
  const original = state.originals[componentId];
  if (!original || (block.originalHash ?? null) === null) return true;
  return hasPropEdits({ components: [block], originals: { [componentId]: original } });
}

/**
 * Whether the editor's working copy holds edits a push would not carry (a push copies saved content): the whole
 * page's (structure or props), or, given a block id, that block's. False outside an editor store (tests of a view).
 */
export function useUnsavedEdits(componentId?: string): boolean {
  const store = useContext(EditorStoreContext);
  const read = () => {
    if (!store) return false;
    const state = store.getState();
    return componentId === undefined ? state.unsaved || hasPropEdits(state) : blockHasEdits(state, componentId);
  };
  return useSyncExternalStore(store ? store.subscribe : noSubscription, read, () => false);
}
