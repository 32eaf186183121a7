import { useId, useRef, type ReactNode } from 'react';
import { Button } from '../ui';
import { Dialog } from './Dialog';

export interface ConflictDialogProps {
  title: string;
  /** The dialog's first paragraph, which describes it. */
  body: ReactNode;
  className: string;
  cancelLabel: string;
  onCancel: () => void;
  /** Where the focus goes back to on close. */
  opener?: HTMLElement | null;
  actionsClassName?: string;
  /** The answers after Cancel. */
  actions: ReactNode;
  /** What stands between the body and the answers. */
  children?: ReactNode;
}

/**
 * The frame of the save-conflict dialogs (force save, merge): a modal dialog described by its body, Cancel first in
 * its row of answers and focused first, so Enter never overwrites someone else's work by accident; Escape cancels,
 * and the focus returns to the opener when it closes.
 */
export function ConflictDialog({ title, body, className, cancelLabel, onCancel, opener, actionsClassName = 'eg-actions', actions, children }: ConflictDialogProps) {
  const bodyId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog title={title} describedBy={bodyId} onClose={onCancel} className={className} initialFocus={cancelRef} returnFocus={opener}>
      <p id={bodyId}>{body}</p>
      {children}
      <div className={actionsClassName}>
        <Button size="sm" ref={cancelRef} onClick={onCancel}>
          {cancelLabel}
        </Button>
        {actions}
      </div>
    </Dialog>
  );
}
