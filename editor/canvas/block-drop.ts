import { firstExample } from '../insert/example';
import { defaultComponentId } from '../actions/component-id';
import { siblingsOf } from '../actions/siblings';
import type { EditorStore } from '../state/store';

/** The drag data type of a block dragged from the insert list (its value is the block type). */
export const BLOCK_DRAG_TYPE = 'application/x-conference-block';

/** Where a dragged block would land: before or after a block already on the page; null target: the page's end. */
export interface DropPlace {
  targetId: string | null;
  edge: 'before' | 'after';
}

/**
 * The place under the pointer: the innermost block frame it is over, before it when the pointer is in the frame's
 * upper half, after it otherwise. Outside every frame the block goes at the end of the page.
 */
export function dropPlaceAt(target: EventTarget | null, clientY: number): DropPlace {
  const element = target as Element | null;
  const frame = typeof element?.closest === 'function' ? element.closest<HTMLElement>('[data-editor-frame]') : null;
  if (!frame) return { targetId: null, edge: 'after' };
  const rect = frame.getBoundingClientRect();
  return { targetId: frame.dataset.editorFrame ?? null, edge: clientY < rect.top + rect.height / 2 ? 'before' : 'after' };
}

/**
 * Adds a block of `type` at `place` with its schema's first example and the insert rule's default ID (the same block
 * the insert list's Add makes), selects it and answers its ID. One undo step, except before the first of its
 * siblings (insert after it, then move it up: two).
 */
export function dropBlock(store: EditorStore, type: string, place: DropPlace): string {
  const state = store.getState();
  const componentId = defaultComponentId(type, new Set(state.components.map((c) => c.componentId)));
  const props = structuredClone(firstExample(type) ?? {});
  const target = place.targetId ? state.components.find((c) => c.componentId === place.targetId) : undefined;
  if (!target) {
    state.insert({ component: type, componentId, props, afterId: null });
  } else if (place.edge === 'after') {
    state.insert({ component: type, componentId, props, afterId: target.componentId });
  } else {
    const siblings = siblingsOf(state.components, target);
    const at = siblings.indexOf(target);
    const previous = at > 0 ? siblings[at - 1] : undefined;
    state.insert({ component: type, componentId, props, afterId: previous?.componentId ?? target.componentId });
    if (!previous) store.getState().move(componentId, 0);
  }
  store.getState().select(componentId);
  return componentId;
}
