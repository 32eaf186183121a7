import { useEffect, useId, useRef } from 'react';
import { useStrings } from '../views/use-strings';
import '../views/data-views.css';
import { pushStrings } from './strings';

export interface ForceSaveDialogProps {
  open: boolean;
  /** Retry the save with force. */
  onConfirm: () => void;
  /** Keep the other version (also on Escape). */
  onCancel: () => void;
  /** What conflicted, when the caller can say more than the default text. */
  message?: string;
}

/**
 * The force-save dialog of spec 001 section 8 (a save or push answered 409): a modal <dialog> titled by
 * translate.base.component-settings.force-save.title with confirm and cancel. Cancel has the focus first, so
 * Enter never overwrites someone else's work by accident; focus returns where it was when the dialog closes.
 */
export function ForceSaveDialog({ open, onConfirm, onCancel, message }: ForceSaveDialogProps) {
  const t = useStrings(pushStrings);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // jsdom has no showModal; the open attribute is the same dialog without the top layer.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    cancelRef.current?.focus();
    return () => {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      returnFocusRef.current?.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={dialogRef}
      className="force-save-dialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        // The browser's Escape handling: close through the caller, so its state stays the truth.
        event.preventDefault();
        event.stopPropagation();
        onCancel();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        // Escape answers this dialog only, not the data modal around it.
        event.preventDefault();
        event.stopPropagation();
        onCancel();
      }}
    >
      <h2 id={titleId}>{t('translate.base.component-settings.force-save.title')}</h2>
      <p id={bodyId}>{message ?? t('translate.base.component-settings.force-save.body')}</p>
      <div className="force-save-dialog__actions">
        <button type="button" onClick={onConfirm}>
          {t('translate.base.component-settings.force-save.confirm')}
        </button>
        <button type="button" ref={cancelRef} onClick={onCancel}>
          {t('translate.base.component-settings.force-save.cancel')}
        </button>
      </div>
    </dialog>
  );
}
