import { useEffect, useId, useRef, type ReactNode } from 'react';
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
}

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
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const back = document.activeElement as HTMLElement | null;
      dialog.showModal();
      return () => {
        if (dialog.open) dialog.close();
        back?.focus?.();
      };
    }
  }, [open]);

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
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onClose={() => closeRef.current()}
      // A click on the backdrop lands on the <dialog> itself.
      onClick={(e) => {
        if (e.target === e.currentTarget) e.currentTarget.close();
      }}
    >
      {open ? (
        <>
          <div className="ui-dialog__head">
            <h2 id={titleId} className="ui-dialog__title">
              {title}
            </h2>
            {closeLabel ? (
              <IconButton label={closeLabel} icon="close" onClick={() => ref.current?.close()} />
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
