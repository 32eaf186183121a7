import { DndContext } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, useMemo } from 'react';
import { useTranslation, type BlockRegistry } from '../../renderer';
import { Button } from '../../ui';
import { editorStrings } from '../i18n/strings';
import { useEditorStore, useEditorStoreApi } from '../state/store';
import { useBlockReorder } from '../toolbar/reorder';
import { blockStrings } from '../toolbar/block-strings';
import { copyBlockToClipboard, duplicateBlock } from '../toolbar/block-commands';
import { isReadOnlyBlock } from '../toolbar/read-only';
import './outline.css';
import { outlineTree, type OutlineNode } from './outline-tree';
import { revealBlock } from './reveal-block';
import { useBlockTitle } from '../block-title';

/**
 * The panel's Outline tab: the page's blocks as a tree (containers with their slots). Choosing a block selects it
 * and scrolls the page to it; the handle beside each block drags it among its siblings, by mouse or by keyboard
 * (space to pick up, arrows, space to drop), with the same announcements and the same move as the page's frames.
 * It reads the layout (the structure), so typing in a field does not re-render it.
 */
export function Outline({ registry }: { registry: BlockRegistry }) {
  const { t } = useTranslation(editorStrings);
  const layout = useEditorStore((s) => s.layout);
  const tree = useMemo(() => outlineTree(layout), [layout]);
  const { sensors, accessibility, onDragEnd, collisionDetection } = useBlockReorder();
  if (tree.length === 0) return <p className="ed-side-empty">{t('translate.editor.outline.empty')}</p>;
  return (
    <nav className="ed-outline" aria-label={t('translate.editor.outline.label')}>
      <DndContext sensors={sensors} collisionDetection={collisionDetection} onDragEnd={onDragEnd} accessibility={accessibility}>
        <OutlineList nodes={tree} registry={registry} />
      </DndContext>
    </nav>
  );
}

function OutlineList({ nodes, registry, label }: { nodes: OutlineNode[]; registry: BlockRegistry; label?: string }) {
  const ids = useMemo(() => nodes.map((n) => n.block.componentId), [nodes]);
  return (
    <SortableContext items={ids} strategy={verticalListSortingStrategy}>
      <ol aria-label={label}>
        {nodes.map((node) => (
          <OutlineItem key={node.block.componentId} node={node} registry={registry} />
        ))}
      </ol>
    </SortableContext>
  );
}

const OutlineItem = memo(function OutlineItem({ node, registry }: { node: OutlineNode; registry: BlockRegistry }) {
  const { t } = useTranslation(editorStrings);
  useTranslation(blockStrings);
  const blockTitle = useBlockTitle();
  const store = useEditorStoreApi();
  const id = node.block.componentId;
  const selected = useEditorStore((s) => s.selectedId === id);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const title = blockTitle(node.block.component, registry[node.block.component]?.title ?? node.block.component);
  return (
    <li
      ref={setNodeRef}
      className={`ed-outline-item${isDragging ? ' ed-outline-dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <div className="ed-outline-row">
        <Button
          size="sm"
          variant="ghost"
          ref={setActivatorNodeRef}
          className="ed-drag"
          {...attributes}
          {...listeners}
          aria-label={t('translate.editor.outline.drag', { id })}
        >
          <span aria-hidden="true">⠿</span>
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="ed-outline-select"
          data-outline-id={id}
          aria-current={selected ? 'true' : undefined}
          onClick={() => {
            store.getState().select(id);
            revealBlock(id);
          }}
        >
          <span className="ed-outline-id">{id}</span> <span className="ed-outline-type">{title}</span>
        </Button>
        {!isReadOnlyBlock(node.block, registry) && (
          <>
            <OutlineAction
              kind="duplicate"
              label={t('translate.editor.outline.duplicate', { id })}
              onClick={() => {
                const copy = duplicateBlock(store, id, t);
                // The focus follows the copy's row, as the frame's selection does.
                if (copy) requestAnimationFrame(() => focusOutlineRow(copy));
              }}
            />
            <OutlineAction kind="copy" label={t('translate.editor.outline.copy', { id })} onClick={() => void copyBlockToClipboard(store, id, t)} />
          </>
        )}
      </div>
      {node.slots.map((slot) => (
        <div key={slot.slot ?? ''} className="ed-outline-slot">
          {slot.slot !== null && <p className="ed-outline-slot-name">{t('translate.editor.outline.slot', { slot: slot.slot })}</p>}
          <OutlineList
            nodes={slot.children}
            registry={registry}
            label={slot.slot !== null ? t('translate.editor.outline.slot-of', { id, slot: slot.slot }) : t('translate.editor.outline.children-of', { id })}
          />
        </div>
      ))}
    </li>
  );
});

/** Moves the focus to a block's row in the outline (after a duplicate, the copy's). */
function focusOutlineRow(componentId: string): void {
  document.querySelector<HTMLElement>(`.ed-outline [data-outline-id=${JSON.stringify(componentId)}]`)?.focus();
}

/** One of a row's icon buttons, named (and titled) by its label. */
function OutlineAction({ kind, label, onClick }: { kind: 'duplicate' | 'copy'; label: string; onClick: () => void }) {
  return (
    <Button size="sm" variant="ghost" className="ed-outline-action" aria-label={label} title={label} onClick={onClick}>
      <OutlineIcon kind={kind} />
    </Button>
  );
}

/** The row's small icons, drawn (a font may lack the symbols): two stacked sheets to duplicate, a clipboard to copy. */
function OutlineIcon({ kind }: { kind: 'duplicate' | 'copy' }) {
  return (
    <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5">
      {kind === 'duplicate' ? (
        <>
          <rect x="5.5" y="5.5" width="8" height="8" rx="1" />
          <path d="M10.5 3.5v-1a1 1 0 0 0-1-1h-6a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h1" />
        </>
      ) : (
        <>
          <rect x="3" y="3" width="10" height="11.5" rx="1" />
          <path d="M6 1.75h4v2.5H6zM5.5 8h5M5.5 11h5" />
        </>
      )}
    </svg>
  );
}
