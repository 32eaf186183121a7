import type { ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { Dialog as UiDialog } from '../ui';
import './editing.css';

export interface DialogProps {
  /** The heading; it names the dialog (aria-labelledby). */
  title: string;
  /** Called for Escape (the dialog's cancel event), the close button, or when the browser closes the dialog. */
  onClose: () => void;
  children: ReactNode;
  /** alertdialog for confirmations (screen readers announce the question at once). */
  role?: 'dialog' | 'alertdialog';
  /** Describes the dialog (the confirmation question). */
  describedBy?: string;
  className?: string;
  /**
   * What has the focus first: an element, 'heading' (the title, for long dialogs whose first control is far down),
   * or by default the first focusable element.
   */
  initialFocus?: RefObject<HTMLElement | null> | 'heading';
  /** Where the focus returns on close; defaults to the element that had it when the dialog opened. */
  returnFocus?: HTMLElement | null;
  /** When given, a close button with this label sits beside the title. */
  closeLabel?: string;
}

/**
 * The editing UI's modal: ui's Dialog (native `<dialog>` with showModal(), the page behind inert, Escape through
 * onClose so React stays the owner of whether it is shown), always open while rendered: render it only while open.
 * A click on the backdrop does not close it (an editor may hold unsaved work). A portal to <body>, so an editor
 * frame's styles never reach it.
 */
export function Dialog({ className, children, ...rest }: DialogProps) {
  return createPortal(
    <UiDialog open backdropCloses={false} className={className ? `eg-dialog ${className}` : 'eg-dialog'} {...rest}>
      {children}
    </UiDialog>,
    document.body,
  );
}
