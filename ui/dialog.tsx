import { useEffect, useId, useRef, type ReactNode, type RefObject, type SyntheticEvent } from 'react';
import { IconButton } from './button';

export interface DialogProps {
  open: boolean;
  /** Called when the dialog closes by Escape, the close button or a click on the backdrop. */
  onClose: () => void;
  title: ReactNode;
  /** The close button's accessible name (no close button without it). */
  closeLabel?: string;
  children?: ReactNode;
  className?: string;
  /** 'dialog' (default) or 'drawer' (a side sheet; `side` picks the edge). */
  kind?: 'dialog' | 'drawer';
  side?: 'start' | 'end';
  /** The id of the element that describes the dialog. */
  describedBy?: string;
  /** 'alertdialog' for confirmations; always rendered as an explicit role attribute. */
  role?: 'dialog' | 'alertdialog';
  /**
   * What has the focus first: an element, 'heading' (the title), 'close' (the close button, for a body with no
   * control of its own, such as a video lightbox), or by default the body's first control (the heading when the
   * body has none; never the close button).
   */
  initialFocus?: RefObject<HTMLElement | null> | 'heading' | 'close';
  /** Where the focus returns on close; defaults to the element that had it when the dialog opened. */
  returnFocus?: HTMLElement | null;
  /** Whether a click on the backdrop closes the dialog (default true; editors with unsaved work turn it off). */
  backdropCloses?: boolean;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/**
 * A modal on the native <dialog> (showModal): top layer, the page behind is inert, Escape closes, focus returns
 * to where it was. The title is the dialog's heading and accessible name.
 */
export function Dialog({
  open,
  onClose,
  title,
  closeLabel,
  children,
  className,
  kind = 'dialog',
  side = 'end',
  describedBy,
  role = 'dialog',
  initialFocus,
  returnFocus,
  backdropCloses = true,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const focusRef = useRef({ initialFocus, returnFocus });
  focusRef.current = { initialFocus, returnFocus };
  // Set while the effect closes the dialog itself: that close() fires a close event that must not call onClose.
  const gone = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const { initialFocus: first, returnFocus: back } = focusRef.current;
    const returnTo = back ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    // Reset for StrictMode's second mount of the same element.
    gone.current = false;
    if (!dialog.open) dialog.showModal();
    // showModal() focuses something itself, but not the same thing in every browser: choose explicitly. By default
    // the first control of the body (WAI-ARIA dialog pattern), never the close button in the head: a dialog with
    // no control in its body (text only) gets the focus on its heading, where reading starts.
    const body = dialog.querySelector<HTMLElement>('.ui-dialog__body');
    const target =
      first === 'heading'
        ? heading.current
        : first === 'close'
          ? (closeButton.current ?? heading.current)
          : (first?.current ?? body?.querySelector<HTMLElement>(FOCUSABLE) ?? heading.current);
    target?.focus();
    return () => {
      gone.current = true;
      if (dialog.open) dialog.close();
      // The opener may be gone (a deleted block): then the focus stays where the browser puts it.
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, [open]);

  // React passes cancel and close up its own tree: a nested dialog's events must not close this one.
  const own = (event: SyntheticEvent) => event.target === event.currentTarget && !gone.current;

  const classes = [
    'ui-dialog',
    kind === 'drawer' ? 'ui-drawer' : '',
    kind === 'drawer' && side === 'start' ? 'ui-drawer--start' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <dialog
      ref={ref}
      className={classes}
      role={role}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={(event) => {
        // Escape: the owner decides (React owns whether the dialog is shown). Not cancelable (Chrome's close
        // watcher without a user activation): the browser closes it and the close event below tells the owner.
        if (!own(event) || !event.cancelable) return;
        event.preventDefault();
        closeRef.current();
      }}
      onClose={(event) => {
        // Queued: under StrictMode the dialog is open again by the time the first unmount's close() reports.
        if (own(event) && !event.currentTarget.open) closeRef.current();
      }}
      // A click on the backdrop lands on the <dialog> itself.
      onClick={(e) => {
        if (backdropCloses && e.target === e.currentTarget) closeRef.current();
      }}
    >
      {open ? (
        <>
          <div className="ui-dialog__head">
            <h2 id={titleId} ref={heading} tabIndex={-1} className="ui-dialog__title">
              {title}
            </h2>
            {closeLabel ? (
              <IconButton ref={closeButton} label={closeLabel} icon="close" onClick={() => closeRef.current()} />
            ) : null}
          </div>
          <div className="ui-dialog__body">{children}</div>
        </>
      ) : null}
    </dialog>
  );
}

export type DrawerProps = Omit<DialogProps, 'kind'>;

/** A side sheet: the Dialog at the page's edge (Escape and the backdrop close it too). */
export function Drawer(props: DrawerProps) {
  return <Dialog {...props} kind="drawer" />;
}
