import { useId } from 'react';
import { Button } from '../ui';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  title: string;
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Why the last answer failed: shown in the dialog, which stays open so the editor can try again or cancel. */
  failure?: string | null;
  /** The answer is on its way: the confirm button waits. */
  busy?: boolean;
  /** `danger` for an answer that deletes. */
  tone?: 'primary' | 'danger';
  /** The failure's class (each tool's alert style). */
  failureClassName?: string;
  className?: string;
}

/**
 * A yes/no question in an alertdialog (the delete confirmations of the editor and the site tools); the safe answer
 * (cancel) has the focus first.
 */
export function ConfirmDialog({
  title,
  question,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  failure,
  busy = false,
  tone = 'primary',
  failureClassName,
  className = 'ed-modal ed-confirm',
}: ConfirmDialogProps) {
  const questionId = useId();
  return (
    <Dialog title={title} role="alertdialog" describedBy={questionId} onClose={onCancel} className={className}>
      <p id={questionId}>{question}</p>
      {failure ? (
        <p role="alert" className={failureClassName}>
          {failure}
        </p>
      ) : null}
      <div className="eg-actions">
        <Button size="sm" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button size="sm" variant={tone} disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
