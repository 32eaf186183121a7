import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './editor.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** alertdialog for confirmations (screen readers announce the question at once). */
  role?: 'dialog' | 'alertdialog';
  /** Describes the dialog (the confirmation question). */
  describedBy?: string;
  className?: string;
  /** Element to focus first; defaults to the first focusable element. */
  initialFocus?: React.RefObject<HTMLElement | null>;
  /** Where the focus returns on close; defaults to the element that had it when the modal opened. */
  returnFocus?: HTMLElement | null;
}

/**
 * An accessible modal: labelled by its title, focus kept inside (Tab wraps), Escape closes, and focus returns
 * to where it was when the modal closes. A portal to <body>, so block wrappers cannot clip it.
 */
export function Modal({
  title,
  onClose,
  children,
  role = 'dialog',
  describedBy,
  className,
  initialFocus,
  returnFocus,
}: ModalProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const returnTo = returnFocus ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    const node = ref.current;
    const first = initialFocus?.current ?? node?.querySelector<HTMLElement>(FOCUSABLE) ?? node;
    first?.focus();
    return () => {
      // The opener may be gone (a deleted block): then focus stays where the browser puts it.
      if (returnTo?.isConnected) returnTo.focus();
    };
    // Focus moves once, when the modal opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      closeRef.current();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (items.length === 0) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="ed-backdrop">
      <div
        ref={ref}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={className ? `ed-modal ${className}` : 'ed-modal'}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="ed-modal-title">
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}
