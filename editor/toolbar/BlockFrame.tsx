import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, useId, type KeyboardEvent, type ReactNode } from 'react';
import { copyToClipboard } from '../../editing';
import { useEditMode, useRegistry, useRenderContext, type RenderableComponent, useTranslation } from '../../renderer';
import { ComponentWidthControl } from '../pushes/ComponentWidthControl';
import { editorStrings } from '../i18n/strings';
import { useEditorStore, useEditorStoreApi, type EditorState } from '../state/store';
import { focusPanel } from '../panel/panel-focus';
import { MetaBadges } from './MetaBadges';
import { blockStrings } from './block-strings';
import { copyBlockToClipboard, duplicateBlock } from './block-commands';
import { editInPlace } from '../canvas/edit-in-place';
import { isReadOnlyBlock } from './read-only';
import { Button } from '../../ui';
import { useBlockTitle } from '../block-title';

/**
 * Left and right arrows move between the toolbar's controls, so each toolbar is one tab stop on a page of
 * hundreds (the width select keeps up and down for its own options).
 */
function onToolbarKeyDown(event: KeyboardEvent<HTMLDivElement>, dragging: boolean) {
  if (dragging || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
  const buttons = [
    ...event.currentTarget.querySelectorAll<HTMLElement>('button:not([disabled]), select:not([disabled])'),
  ];
  // The frame's own document: in a device preview the block lives in the canvas frame.
  const at = buttons.indexOf(event.currentTarget.ownerDocument.activeElement as HTMLElement);
  if (at < 0) return;
  event.preventDefault();
  const next =
    event.key === 'ArrowRight' ? (at + 1) % buttons.length : (at - 1 + buttons.length) % buttons.length;
  buttons[next]?.focus();
}

const FLAGS = 8;
const COUNT = 2 ** 20;

/**
 * This frame's slice of the store as one number (a page has fewer than 2^20 blocks): one subscription per
 * frame rather than five, since every frame's selector runs on every change of the store (each keystroke).
 */
function packFrameState(s: EditorState, id: string): number {
  const position = s.positions[id];
  const flags =
    (s.selectedId === id ? 1 : 0) |
    (s.collapsed[id] === true ? 2 : 0) |
    (s.originals[id] !== undefined ? 4 : 0);
  return ((position?.index ?? 0) * COUNT + (position?.count ?? 1)) * FLAGS + flags;
}

function unpackFrameState(packed: number) {
  const flags = packed % FLAGS;
  const position = Math.floor(packed / FLAGS);
  return {
    index: Math.floor(position / COUNT),
    count: position % COUNT,
    selected: (flags & 1) !== 0,
    collapsed: (flags & 2) !== 0,
    hasOriginal: (flags & 4) !== 0,
  };
}

/**
 * The edit-mode frame around one block (the renderer's BlockFrameContext): the block toolbar, selection and
 * drag and drop. It reads only this block's slice of the editor store, so an edit elsewhere does not re-render it.
 */
export const BlockFrame = memo(function BlockFrame({
  block,
  children,
}: {
  block: RenderableComponent;
  children: ReactNode;
}) {
  const id = block.componentId;
  const { t } = useTranslation(editorStrings);
  useTranslation(blockStrings);
  const blockTitle = useBlockTitle();
  const registry = useRegistry();
  const { environment } = useRenderContext();
  const store = useEditorStoreApi();
  const { index, count, selected, collapsed, hasOriginal } = unpackFrameState(
    useEditorStore((s) => packFrameState(s, id)),
  );
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id,
    });
  const bodyId = useId();
  const { metaEdit } = useEditMode();

  const title = blockTitle(block.component, registry[block.component]?.title ?? block.component);
  const readOnly = isReadOnlyBlock(block, registry);
  const canEdit = hasOriginal && !readOnly;
  const state = store.getState();

  return (
    <div
      ref={setNodeRef}
      className={`ed-frame${selected ? ' ed-frame-selected' : ''}${isDragging ? ' ed-frame-dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-editor-frame={id}
      onClickCapture={() => {
        if (store.getState().selectedId !== id) store.getState().select(id);
      }}
    >
      <div
        role="toolbar"
        aria-label={t('translate.editor.toolbar.label', { id, title })}
        className="ed-toolbar"
        onKeyDown={(e) => onToolbarKeyDown(e, isDragging)}
      >
        <Button
          size="sm"
          ref={setActivatorNodeRef}
          className="ed-drag"
          {...attributes}
          {...listeners}
          aria-label={t('translate.editor.toolbar.drag')}
        >
          <span aria-hidden="true">⠿</span>
        </Button>
        <span className="ed-toolbar-name" aria-hidden="true">
          {id} · {title}
        </span>
        <Button size="sm" tabIndex={-1} disabled={index <= 0} onClick={() => state.move(id, index - 1)}>
          {t('translate.editor.toolbar.move-up')}
        </Button>
        <Button
          size="sm"
          tabIndex={-1}
          disabled={index >= count - 1}
          onClick={() => state.move(id, index + 1)}
        >
          {t('translate.editor.toolbar.move-down')}
        </Button>
        <Button
          size="sm"
          tabIndex={-1}
          aria-expanded={!collapsed}
          aria-controls={bodyId}
          onClick={() => state.toggleCollapsed(id)}
        >
          {collapsed ? t('translate.editor.toolbar.expand') : t('translate.editor.toolbar.collapse')}
        </Button>
        {!readOnly && (
          <ComponentWidthControl
            componentId={id}
            width={block.props?.wrapperWidth}
            onChange={(width) => state.setWidth(id, width)}
            tabIndex={-1}
          />
        )}
        <Button
          size="sm"
          tabIndex={-1}
          disabled={!canEdit}
          title={readOnly ? t('translate.editor.toolbar.read-only') : undefined}
          onClick={() => {
            state.showBlock(id, 'ui');
            focusPanel();
          }}
        >
          {t('translate.editor.toolbar.edit')}
        </Button>
        <Button
          size="sm"
          tabIndex={-1}
          disabled={!canEdit}
          onClick={() => {
            state.showBlock(id, 'edit');
            focusPanel();
          }}
        >
          {t('translate.editor.toolbar.data')}
        </Button>
        <Button size="sm" tabIndex={-1} disabled={readOnly} onClick={() => duplicateBlock(store, id, t)}>
          {t('translate.editor.toolbar.duplicate')}
        </Button>
        <Button size="sm" tabIndex={-1} disabled={readOnly} onClick={() => void copyBlockToClipboard(store, id, t)}>
          {t('translate.editor.toolbar.copy-block')}
        </Button>
        {environment === 'uat' && (
          <Button
            size="sm"
            tabIndex={-1}
            onClick={() =>
              void copyToClipboard(id, (text) => t('translate.editor.clipboard.copied', { text }))
            }
          >
            {t('translate.editor.toolbar.copy-id')}
          </Button>
        )}
        <Button
          size="sm"
          tabIndex={-1}
          className="ed-danger"
          onClick={() => state.openModal({ kind: 'confirm-delete', componentId: id })}
        >
          {t('translate.editor.toolbar.delete')}
        </Button>
      </div>
      {metaEdit && <MetaBadges componentId={id} />}
      <div
        id={bodyId}
        hidden={collapsed}
        onClick={readOnly || metaEdit ? undefined : (event) => editInPlace(event, store, id, t)}
      >
        {children}
      </div>
    </div>
  );
});
