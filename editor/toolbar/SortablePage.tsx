import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useMemo, type ReactNode } from 'react';
import { sameGroup } from '../actions/siblings';
import { useTranslation } from '../../renderer';
import { editorStrings } from '../i18n/strings';
import { useEditorStore, useEditorStoreApi } from '../state/store';

/**
 * The ids in page order, from the layout (which changes with the structure only): a prop edit neither re-renders
 * the drag and drop contexts, whose consumers are every block frame, nor walks the page to list the ids.
 */
function useIds(): string[] {
  const layout = useEditorStore((s) => s.layout);
  return useMemo(() => layout.map((c) => c.componentId), [layout]);
}

/**
 * Drag and drop reordering (mouse, touch and keyboard) among siblings, with screen-reader announcements.
 * `children` must not change on a prop edit (pass a component that reads the working copy itself), or every
 * frame re-renders on each keystroke.
 */
export function SortablePage({ children }: { children: ReactNode }) {
  const { t } = useTranslation(editorStrings);
  const store = useEditorStoreApi();
  const ids = useIds();
  const sensors = useSensors(
    // A small distance, so a click on a toolbar button is not taken for a drag.
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

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const { components, positions, move } = store.getState();
    const dragged = components.find((c) => c.componentId === active.id);
    const target = components.find((c) => c.componentId === over.id);
    // Only reordering among siblings: a drop onto another container's block is ignored.
    if (!dragged || !target || !sameGroup(dragged, target)) return;
    const to = positions[target.componentId]?.index;
    if (to !== undefined) move(dragged.componentId, to);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('translate.editor.dnd.instructions') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
