import { useId } from 'react';
import { Dialog } from '../../editing';
import { Button } from '../../ui';

export interface ConfirmDialogProps {
  title: string;
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question in an alertdialog (the delete confirmation); the safe answer (cancel) has focus first. */
export function ConfirmDialog({
  title,
  question,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const questionId = useId();
  return (
    <Dialog
      title={title}
      role="alertdialog"
      describedBy={questionId}
      onClose={onCancel}
      className="ed-modal ed-confirm"
    >
      <p id={questionId}>{question}</p>
      <div className="eg-actions">
        <Button size="sm" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button size="sm" variant="primary" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
