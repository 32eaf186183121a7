import type { MouseEvent } from 'react';
import type { TFunction } from '../../renderer';
import type { EditorStore } from '../state/store';
import { fieldAt, INLINE_ATTRIBUTE, inlineFields, startInlineEdit } from './inline-edit';

/** The caret where the pointer clicked (the element became editable after the click, so the browser placed none). */
function caretAtPoint(doc: Document, x: number, y: number): void {
  const range = doc.caretRangeFromPoint?.(x, y);
  if (!range) return;
  const selection = doc.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

/**
 * A click in a block's body in content edit: when it lands on the text of one of the block's free-text fields,
 * that text becomes editable where it is (inline-edit.ts). Only the innermost block's frame answers, so a click in a
 * drawer's child edits the child.
 */
export function editInPlace(event: MouseEvent<HTMLElement>, store: EditorStore, componentId: string, t: TFunction): void {
  const target = event.target as Element;
  if (target.closest(`[${INLINE_ATTRIBUTE}]`)) return;
  if (target.closest('[data-editor-frame]')?.getAttribute('data-editor-frame') !== componentId) return;
  const block = store.getState().components.find((c) => c.componentId === componentId);
  if (!block) return;
  const found = fieldAt(target, event.currentTarget, block.props ?? {}, inlineFields(block.component));
  if (!found) return;
  // A heading inside a link or a button is edited, not followed.
  event.preventDefault();
  startInlineEdit({
    store,
    componentId,
    element: found.element,
    field: found.field,
    label: t('translate.editor.inline.label', { field: found.field.name, id: componentId }),
  });
  caretAtPoint(found.element.ownerDocument, event.clientX, event.clientY);
}
