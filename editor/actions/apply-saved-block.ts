import type { EditorBlock } from '../state/types';

export interface SavedState {
  components: readonly EditorBlock[];
  /** Each block as last read from or saved to the server (the "original state" of the block toolbar's Edit). */
  originals: Readonly<Record<string, EditorBlock>>;
}

/**
 * Puts a block as the server stored it (new props, new originalHash) into the working copy and records it as
 * the block's original state. A block no longer in the working copy (removed meanwhile) stays removed.
 */
export function applySavedBlockAction(state: SavedState, saved: EditorBlock): SavedState {
  const index = state.components.findIndex((c) => c.componentId === saved.componentId);
  const current = state.components[index];
  const components =
    index < 0
      ? state.components
      : state.components.map((c, i) =>
          i === index
            ? { ...saved, parentId: current?.parentId ?? saved.parentId ?? null, slot: current?.slot ?? saved.slot ?? null }
            : c,
        );
  return { components, originals: { ...state.originals, [saved.componentId]: saved } };
}
