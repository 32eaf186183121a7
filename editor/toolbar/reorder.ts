import { KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
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

/**
 * What a drag and drop context of blocks needs: sensors (mouse, touch and keyboard), the screen-reader
 * announcements and instructions, and the drop handler. The page's frames and the panel's outline both use it.
 */
export function useBlockReorder() {
  const { t } = useTranslation(editorStrings);
  const store = useEditorStoreApi();
  const sensors = useSensors(
    // A small distance, so a click on a button beside the handle is not taken for a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
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
  return { sensors, accessibility, onDragEnd };
}
