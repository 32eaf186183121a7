import { DndContext } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useMemo, type ReactNode } from 'react';
import { useEditorStore } from '../state/store';
import { useBlockReorder } from './reorder';
import { BlockDropTarget } from '../canvas/BlockDropTarget';

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
  const ids = useIds();
  const { sensors, accessibility, onDragEnd, collisionDetection } = useBlockReorder();
  return (
    <DndContext sensors={sensors} collisionDetection={collisionDetection} onDragEnd={onDragEnd} accessibility={accessibility}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
      <BlockDropTarget />
    </DndContext>
  );
}
