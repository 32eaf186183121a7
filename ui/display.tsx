import type { HTMLAttributes, ReactNode } from 'react';
import { IconButton } from './button';

const join = (...names: (string | undefined | false)[]) => names.filter(Boolean).join(' ');

/** A surface that groups related content. */
export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={join('ui-card', className)} {...rest} />;
}

/** A short label (a session type, a level, a filter that is on). */
export function Pill({ className, ...rest }: HTMLAttributes<HTMLSpanElement>) {
  return <span className={join('ui-pill', className)} {...rest} />;
}

/** A count or status marker (an unread count); give it text a screen reader understands. */
export function Badge({
  className,
  tone = 'attention',
  ...rest
}: HTMLAttributes<HTMLSpanElement> & { tone?: 'attention' | 'neutral' }) {
  return (
    <span className={join('ui-badge', tone === 'neutral' && 'ui-badge--neutral', className)} {...rest} />
  );
}

/** A count on a button (filters on, new items), nothing at zero; `suffix` tells a screen reader what is counted. */
export function ButtonCount({ count, suffix, className }: { count: number; suffix: string; className: string }) {
  return count > 0 ? (
    <span className={className}>
      {count}
      <span className="ui-visually-hidden"> {suffix}</span>
    </span>
  ) : null;
}

/** A placeholder while content loads (hidden from assistive technology; announce loading elsewhere). */
export function Skeleton({
  width,
  height,
  className,
}: {
  width?: string;
  height?: string;
  className?: string;
}) {
  return <span className={join('ui-skeleton', className)} style={{ width, height }} aria-hidden="true" />;
}

export type ToastKind = 'info' | 'success' | 'error';

/** One toast: its message and a dismiss button. Put toasts in a live region (the shell's is bottom-left). */
export function Toast({
  kind = 'info',
  dismissLabel,
  onDismiss,
  children,
}: {
  kind?: ToastKind;
  dismissLabel: string;
  onDismiss: () => void;
  children: ReactNode;
}) {
  return (
    <div className={join('ui-toast', `ui-toast--${kind}`)}>
      <span>{children}</span>
      <IconButton label={dismissLabel} icon="close" size="sm" onClick={onDismiss} />
    </div>
  );
}
