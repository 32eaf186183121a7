import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from '../../ui';
import './dialog.css';

interface DialogProps {
  open: boolean;
  /** Accessible name of the dialog. */
  label: string;
  onClose: () => void;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), iframe, video[controls], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog (lightbox): focus moves in on open and back to the opener on close,
 * Tab stays inside, Escape and the backdrop close it.
 */
export function Dialog({ open, label, onClose, children }: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panelRef.current?.querySelector<HTMLElement>('.blk-dialog__close')?.focus();
    return () => opener?.focus();
  }, [open]);

  if (!open || typeof document === 'undefined') return null;

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="blk-dialog__backdrop" onClick={onClose}>
      <div
        ref={panelRef}
        className="blk-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        onClick={(event) => event.stopPropagation()}
      >
        <div className="blk-dialog__header">
          <h2 id={titleId} className="blk-dialog__title">
            {label}
          </h2>
          <IconButton className="blk-dialog__close" label="Close" icon="close" onClick={onClose} />
        </div>
        <div className="blk-dialog__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
