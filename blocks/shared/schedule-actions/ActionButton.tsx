// A schedule action's button in its state: actionable ones act; the others are aria-disabled (focusable, so
// keyboard and screen-reader users reach their reason).
import type { ReactNode } from 'react';
import { Button } from '../../../ui';
import type { ButtonText } from './labels';

/** A button in its state: actionable ones act; the others are aria-disabled (focusable, so their reason is read). */
export function ActionButton({
  text,
  busy,
  onAct,
  describedBy,
  variant,
  compact = false,
  name,
}: {
  text: ButtonText;
  busy: boolean;
  onAct: () => void;
  describedBy: string;
  variant?: 'primary' | 'secondary';
  /** Small and as wide as its text (catalog tiles); the session page's buttons fill their panel. */
  compact?: boolean;
  /** The accessible name when the label alone is ambiguous (a page of tiles: "Add to schedule: {title}"). */
  name?: string;
}) {
  const size = compact ? 'sm' : 'md';
  if (!text.actionable) {
    return (
      <Button variant="secondary" size={size} block={!compact} aria-label={name} aria-disabled="true" aria-describedby={describedBy} className="sched-act__disabled">
        {text.label}
      </Button>
    );
  }
  return (
    <Button
      variant={variant ?? (text.act === 'rsvp' || text.act === 'add' || text.act === 'nominate' ? 'primary' : 'secondary')}
      size={size}
      block={!compact}
      aria-label={name}
      aria-describedby={describedBy}
      aria-busy={busy}
      disabled={busy}
      onClick={onAct}
    >
      {text.label}
    </Button>
  );
}


/** Under the button: its standing note (what describes it) and the live result of the last action. */
export function ActionNotes({ noteId, note, message }: { noteId: string; note: ReactNode; message: ReactNode }) {
  return (
    <>
      <p id={noteId} className="sched-act__note">
        {note}
      </p>
      <p className="sched-act__result" role="status">
        {message}
      </p>
    </>
  );
}
