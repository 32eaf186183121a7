import {
  closestCenter,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DroppableContainer,
  type DroppableContainers,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useCallback, useMemo } from 'react';
import { useTranslation } from '../../renderer';
import { sameGroup } from '../actions/siblings';
import { editorStrings } from '../i18n/strings';
import { useEditorStoreApi, type EditorStore } from '../state/store';

/**
 * Moves the dragged block to the drop target's place among its siblings. Only reordering among siblings: a drop
 * onto a block of another container or slot is ignored (the page and the outline share this rule).
 */
export function reorderOnDrop(store: EditorStore, activeId: string, overId: string | null): void {
  if (!overId || activeId === overId) return;
  const { components, positions, move } = store.getState();
  const dragged = components.find((c) => c.componentId === activeId);
  const target = components.find((c) => c.componentId === overId);
  if (!dragged || !target || !sameGroup(dragged, target)) return;
  const to = positions[target.componentId]?.index;
  if (to !== undefined) move(dragged.componentId, to);
}

/** Whether a drop target is a sibling of the dragged block (same parent and slot): the only places a drop moves it to. */
function isSiblingOf(store: EditorStore, activeId: UniqueIdentifier): (target: DroppableContainer) => boolean {
  const components = store.getState().components;
  const dragged = components.find((c) => c.componentId === String(activeId));
  return (target) => {
    const block = components.find((c) => c.componentId === String(target.id));
    return dragged !== undefined && block !== undefined && sameGroup(dragged, block);
  };
}

/**
 * The drop targets a drag may end over: the dragged block's siblings. Without this filter the arrow keys (and the
 * collision check) also stopped on the blocks inside a neighbouring container (ArrowUp from "sponsors" landed on
 * the last quote inside "testimonials"), and the drop there moved nothing.
 */
export function siblingDroppables(store: EditorStore, activeId: UniqueIdentifier, all: DroppableContainers): DroppableContainers {
  const keep = isSiblingOf(store, activeId);
  // The same map type dnd-kit builds (its get/getEnabled are what the coordinate getter calls), with siblings only.
  const ContainersMap = all.constructor as new (entries: [UniqueIdentifier, DroppableContainer][]) => DroppableContainers;
  return new ContainersMap([...all.entries()].filter(([, container]) => keep(container)));
}

/** closestCenter among the dragged block's siblings. */
export function siblingCollisions(store: EditorStore): CollisionDetection {
  return (args) => {
    const keep = isSiblingOf(store, args.active.id);
    return closestCenter({ ...args, droppableContainers: args.droppableContainers.filter(keep) });
  };
}

/** The sortable keyboard moves (arrow keys), stepping from sibling to sibling only. */
export function siblingKeyboardCoordinates(store: EditorStore): KeyboardCoordinateGetter {
  return (event, args) => {
    const { active, droppableContainers } = args.context;
    if (!active) return sortableKeyboardCoordinates(event, args);
    const context = { ...args.context, droppableContainers: siblingDroppables(store, active.id, droppableContainers) };
    return sortableKeyboardCoordinates(event, { ...args, context });
  };
}

/**
 * What a drag and drop context of blocks needs: sensors (mouse, touch and keyboard), the screen-reader
 * announcements and instructions, and the drop handler. The page's frames and the panel's outline both use it.
 */
export function useBlockReorder() {
  const { t } = useTranslation(editorStrings);
  const store = useEditorStoreApi();
  const coordinateGetter = useMemo(() => siblingKeyboardCoordinates(store), [store]);
  const sensors = useSensors(
    // A small distance, so a click on a button beside the handle is not taken for a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );
  const collisionDetection = useMemo(() => siblingCollisions(store), [store]);
  const announcements = useMemo<Announcements>(
    () => ({
      onDragStart: ({ active }) => t('translate.editor.dnd.start', { id: active.id }),
      onDragOver: ({ active, over }) =>
        over
          ? t('translate.editor.dnd.over', { id: active.id, over: over.id })
          : t('translate.editor.dnd.over-none', { id: active.id }),
      onDragEnd: ({ active, over }) =>
        over
          ? t('translate.editor.dnd.end', { id: active.id, over: over.id })
          : t('translate.editor.dnd.end-none', { id: active.id }),
      onDragCancel: ({ active }) => t('translate.editor.dnd.cancel', { id: active.id }),
    }),
    [t],
  );
  const accessibility = useMemo(
    () => ({ announcements, screenReaderInstructions: { draggable: t('translate.editor.dnd.instructions') } }),
    [announcements, t],
  );
  const onDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => reorderOnDrop(store, String(active.id), over ? String(over.id) : null),
    [store],
  );
  return { sensors, accessibility, onDragEnd, collisionDetection };
}
