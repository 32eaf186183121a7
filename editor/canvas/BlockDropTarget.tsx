import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../renderer';
import { useEditorStoreApi } from '../state/store';
import { blockStrings } from '../toolbar/block-strings';
import { revealBlock } from '../panel/reveal-block';
import { BLOCK_DRAG_TYPE, dropBlock, dropPlaceAt, type DropPlace } from './block-drop';

interface Line {
  top: number;
  left: number;
  width: number;
}

/** The insertion line's place in the document: the frame's top or bottom edge, or below the last frame. */
function lineFor(doc: Document, place: DropPlace): Line | null {
  const view = doc.defaultView;
  const frames = [...doc.querySelectorAll<HTMLElement>('[data-editor-frame]')];
  const frame = place.targetId
    ? frames.find((f) => f.dataset.editorFrame === place.targetId)
    : frames.filter((f) => !f.parentElement?.closest('[data-editor-frame]')).at(-1);
  if (!frame || !view) return null;
  const rect = frame.getBoundingClientRect();
  const edge = place.targetId && place.edge === 'before' ? rect.top : rect.bottom;
  return { top: edge + view.scrollY, left: rect.left + view.scrollX, width: rect.width };
}

/**
 * Where a block dragged from the insert list lands on the page (as Puck's drag from its component list):
 * while it is over the page an insertion line shows the place, before or after the block under the pointer; the
 * drop adds it there and shows its fields. It listens on the page's own document (the device canvas's frame too),
 * so it works at every device width. Keyboard users add from the insert list (pick, then Add or Enter).
 */
export function BlockDropTarget() {
  const { t } = useTranslation(blockStrings);
  const store = useEditorStoreApi();
  const anchor = useRef<HTMLSpanElement>(null);
  const [line, setLine] = useState<Line | null>(null);

  useEffect(() => {
    const doc = anchor.current?.ownerDocument;
    if (!doc) return;
    let last = '';
    const carriesBlock = (event: DragEvent) => event.dataTransfer?.types.includes(BLOCK_DRAG_TYPE) === true;
    const onDragOver = (event: DragEvent) => {
      if (!carriesBlock(event)) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
      const place = dropPlaceAt(event.target, event.clientY);
      const key = `${place.targetId}|${place.edge}`;
      if (key === last) return;
      last = key;
      setLine(lineFor(doc, place));
    };
    const clear = () => {
      last = '';
      setLine(null);
    };
    const onDragLeave = (event: DragEvent) => {
      // Leaving the document (not moving from one element to another inside it).
      if (event.relatedTarget === null) clear();
    };
    const onDrop = (event: DragEvent) => {
      const type = event.dataTransfer?.getData(BLOCK_DRAG_TYPE);
      clear();
      if (!type) return;
      event.preventDefault();
      const id = dropBlock(store, type, dropPlaceAt(event.target, event.clientY));
      store.getState().showBlock(id, 'ui');
      requestAnimationFrame(() => revealBlock(id));
    };
    doc.addEventListener('dragover', onDragOver);
    doc.addEventListener('dragleave', onDragLeave);
    doc.addEventListener('drop', onDrop);
    doc.addEventListener('dragend', clear);
    return () => {
      doc.removeEventListener('dragover', onDragOver);
      doc.removeEventListener('dragleave', onDragLeave);
      doc.removeEventListener('drop', onDrop);
      doc.removeEventListener('dragend', clear);
    };
  }, [store]);

  // The line goes in the page document's body, so its coordinates are the document's whatever the page's layout.
  const body = anchor.current?.ownerDocument.body;
  return (
    <span ref={anchor} className="ed-drop-anchor">
      {line &&
        body &&
        createPortal(
          <span
            className="ed-drop-line"
            data-testid="insert-drop-line"
            aria-hidden="true"
            style={{ top: line.top, left: line.left, width: line.width }}
          >
            <span className="ed-drop-label">{t('translate.editor.insert.drop-line')}</span>
          </span>,
          body,
        )}
    </span>
  );
}
