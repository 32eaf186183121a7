import type { LiveBlocks } from '../../renderer';
import type { EditorStore } from './store';
import type { EditorBlock } from './types';

/**
 * The working copy's blocks for the renderer's LiveBlocksContext. The page renders `layout` (which changes with
 * the structure only); a prop edit notifies the one block whose object changed, which re-renders alone.
 */
export function createLiveBlocks(store: EditorStore): LiveBlocks {
  const listeners = new Map<string, Set<() => void>>();
  // componentId -> index in `layout`, rebuilt when the structure changes; between such changes the working copy
  // has the same order, so a lookup is O(1) instead of a search of the page on every render of every block.
  let indexed: readonly EditorBlock[] | null = null;
  const indexOf = new Map<string, number>();

  const notify = (componentId: string | undefined) => {
    if (componentId === undefined) return;
    for (const onChange of listeners.get(componentId) ?? []) onChange();
  };

  store.subscribe((state, previous) => {
    if (state.components === previous.components) return;
    const after = state.components;
    const before = previous.components;
    const changed = new Set<string | undefined>();
    for (let i = 0; i < Math.max(after.length, before.length); i++) {
      if (after[i] === before[i]) continue;
      changed.add(after[i]?.componentId);
      // A block moved or removed from this position: its own subscribers ask again too.
      changed.add(before[i]?.componentId);
    }
    changed.forEach(notify);
  });

  return {
    get(componentId) {
      const { components, layout } = store.getState();
      if (indexed !== layout) {
        indexed = layout;
        indexOf.clear();
        layout.forEach((c, i) => {
          if (!indexOf.has(c.componentId)) indexOf.set(c.componentId, i);
        });
      }
      const at = indexOf.get(componentId);
      const block = at === undefined ? undefined : components[at];
      return block?.componentId === componentId ? block : components.find((c) => c.componentId === componentId);
    },
    subscribe(componentId, onChange) {
      let set = listeners.get(componentId);
      if (!set) listeners.set(componentId, (set = new Set()));
      set.add(onChange);
      return () => {
        set.delete(onChange);
        if (set.size === 0) listeners.delete(componentId);
      };
    },
  };
}
