import { useEffect, useId, useRef, type ReactNode, type RefObject, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
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

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/**
 * The editing UI's one modal, on the native `<dialog>` opened with showModal(): the browser keeps the focus inside
 * and makes the page behind inert; Escape arrives as the cancel event, which closes through onClose so React stays
 * the owner of whether the dialog is shown. Render it only while open. A portal to <body>, so an editor frame's
 * styles never reach it.
 */
export function Dialog({
  title,
  onClose,
  children,
  role = 'dialog',
  describedBy,
  className,
  initialFocus,
  returnFocus,
  closeLabel,
}: DialogProps) {
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  // Set on unmount: the close() of the cleanup fires a close event that must not call onClose again.
  const gone = useRef(false);

  useEffect(() => {
    const returnTo = returnFocus ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    const node = ref.current;
    if (!node) return;
    // Reset for StrictMode's second mount of the same element.
    gone.current = false;
    if (!node.open) node.showModal();
    // showModal() focuses something itself, but not the same thing in every browser: choose explicitly.
    const first =
      initialFocus === 'heading'
        ? heading.current
        : (initialFocus?.current ?? node.querySelector<HTMLElement>(FOCUSABLE) ?? heading.current);
    first?.focus();
    return () => {
      gone.current = true;
      if (node.open) node.close();
      // The opener may be gone (a deleted block): then the focus stays where the browser puts it.
      if (returnTo?.isConnected) returnTo.focus();
    };
    // Opened once, when mounted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // React passes cancel and close up its own tree: a nested dialog's events must not close this one.
  const own = (event: SyntheticEvent) => event.target === event.currentTarget && !gone.current;

  return createPortal(
    <dialog
      ref={ref}
      role={role}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      className={className ? `eg-dialog ${className}` : 'eg-dialog'}
      onCancel={(event) => {
        // Not cancelable (Chrome's close watcher without a user activation): the browser closes the dialog, and
        // the close event below tells the owner, once.
        if (!own(event) || !event.cancelable) return;
        event.preventDefault();
        closeRef.current();
      }}
      onClose={(event) => {
        // The close event is queued: under StrictMode the dialog is open again by the time the first unmount's
        // close() reports, and that one must not close it.
        if (own(event) && !event.currentTarget.open) closeRef.current();
      }}
    >
      <div className="eg-dialog-head">
        <h2 id={titleId} ref={heading} tabIndex={-1} className="eg-dialog-title">
          {title}
        </h2>
        {closeLabel ? (
          <button type="button" className="eg-dialog-close" onClick={() => closeRef.current()}>
            {closeLabel}
          </button>
        ) : null}
      </div>
      {children}
    </dialog>,
    document.body,
  );
}
