// The session's schedule actions for signed-in visitors (issue 16 item 2; spec 000 sections 4 to 6): RSVP with its
// waitlist, add to / remove from schedule (bookmark / remove bookmark for bookmarkable types) naming every clash an
// addition creates, roundtable nomination with its confirmation before cancelling, and add to calendar. Anonymous
// visitors get the sign-in prompt from the caller instead (spec 000 section 6).
import { useId, useState } from 'react';
import { isApiError } from '../../../api-client';
import { Button, Dialog, LinkButton } from '../../../ui';
import { useAddToSchedule, useCancelNomination, useDeleteRsvp, useNominate, useNomination, usePutRsvp, useRemoveFromSchedule, useRsvp } from './api';
import { ClashAlert, type ClashEntry } from './ClashAlert';
import { nominationText, nominationUiState, rsvpText, scheduleText, type ButtonText, type NominationApiState, type NominationUiState, type RsvpApiState } from './labels';
import './schedule-actions.css';

export interface SessionRef {
  sessionId: string;
  title: string;
}

/** Formats an event's start and end for a clash line ('Tue, May 18, 9:00 – 10:00 AM'). */
export type RangeFormat = (start: string, end: string) => string;

interface ClashEvent {
  id: string;
  title: string;
  start?: string | null;
  end?: string | null;
}

function clashEntries(clashes: readonly ClashEvent[], format: RangeFormat): ClashEntry[] {
  return clashes.map((c) => ({ id: c.id, title: c.title, when: c.start && c.end ? format(c.start, c.end) : undefined }));
}

/** A button in its state: actionable ones act; the others are aria-disabled (focusable, so their reason is read). */
function ActionButton({
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

/** Spec 000 section 4, RSVP per session: the state the server answers for this viewer, and its action. */
export function RsvpAction({ session, opens, initial, onChanged }: { session: SessionRef; opens: string | null; initial?: RsvpApiState; onChanged?: () => void }) {
  const noteId = useId();
  const rsvp = useRsvp(session.sessionId);
  const put = usePutRsvp();
  const del = useDeleteRsvp();
  const [message, setMessage] = useState('');
  const answer = rsvp.data as { state: RsvpApiState; seats?: number | null; seatsTaken?: number | null; position?: number | null } | undefined;
  const state = answer?.state ?? initial ?? 'not-open';
  const seatsLeft = answer?.seats != null && answer.seatsTaken != null ? Math.max(0, answer.seats - answer.seatsTaken) : null;
  const text = rsvpText(state, opens, seatsLeft);
  const busy = put.isPending || del.isPending || (rsvp.isPending && !initial);
  const act = () => {
    setMessage('');
    if (text.act === 'rsvp') {
      put.mutate(session.sessionId, {
        onSuccess: (next) => {
          const n = next as { state: RsvpApiState; position?: number | null };
          setMessage(n.state === 'on-waitlist' ? `You are on the waitlist${n.position ? `, position ${n.position}` : ''}. A freed seat goes to the first on the waitlist.` : 'Your seat is reserved. The session is on your schedule.');
          onChanged?.();
        },
        onError: (error) => setMessage(isApiError(error) && error.status === 409 ? 'The session and its waitlist just filled up.' : 'Your RSVP did not go through. Please try again.'),
      });
    } else if (text.act === 'cancel-rsvp') {
      del.mutate(session.sessionId, {
        onSuccess: () => {
          setMessage(state === 'on-waitlist' ? 'You left the waitlist.' : 'Your RSVP is cancelled and your seat released.');
          onChanged?.();
        },
        onError: () => setMessage('Your RSVP could not be cancelled. Please try again.'),
      });
    }
  };
  return (
    <div className="sched-act" data-state={`rsvp:${state}`}>
      <ActionButton text={text} busy={busy} onAct={act} describedBy={noteId} />
      <p id={noteId} className="sched-act__note">
        {text.note}
      </p>
      <p className="sched-act__result" role="status">
        {message}
      </p>
    </div>
  );
}

/** Add to / remove from the schedule; an addition names every clash it creates. */
export function ScheduleAction({
  session,
  present: initiallyPresent,
  bookmark,
  format,
  onChanged,
  compact = false,
}: {
  session: SessionRef;
  present: boolean;
  bookmark: boolean;
  format: RangeFormat;
  onChanged?: () => void;
  compact?: boolean;
}) {
  const noteId = useId();
  const add = useAddToSchedule();
  const remove = useRemoveFromSchedule();
  const [present, setPresent] = useState(initiallyPresent);
  const [result, setResult] = useState<{ added: string; clashes: ClashEntry[] } | null>(null);
  const [error, setError] = useState('');
  const text = scheduleText(present, bookmark);
  const act = () => {
    setError('');
    setResult(null);
    if (text.act === 'add') {
      add.mutate(session.sessionId, {
        onSuccess: (answer) => {
          const a = answer as { clashes?: ClashEvent[] };
          setPresent(true);
          setResult({ added: bookmark ? 'Bookmarked.' : 'Added to your schedule.', clashes: clashEntries(a.clashes ?? [], format) });
          onChanged?.();
        },
        onError: (e) => setError(isApiError(e) ? e.message : 'The session could not be added. Please try again.'),
      });
    } else {
      remove.mutate(session.sessionId, {
        onSuccess: () => {
          setPresent(false);
          setResult({ added: bookmark ? 'Bookmark removed.' : 'Removed from your schedule.', clashes: [] });
          onChanged?.();
        },
        onError: (e) => setError(isApiError(e) ? e.message : 'The session could not be removed. Please try again.'),
      });
    }
  };
  return (
    <div className="sched-act" data-state={`schedule:${present ? 'present' : 'absent'}`}>
      <ActionButton
        text={text}
        busy={add.isPending || remove.isPending}
        onAct={act}
        describedBy={noteId}
        compact={compact}
        name={compact ? `${text.label}: ${session.title}` : undefined}
      />
      <span id={noteId} hidden>
        {session.title}
      </span>
      {result ? <ClashAlert added={result.added} clashes={result.clashes} /> : null}
      {error ? (
        <p className="sched-act__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Spec 000 section 4, roundtable nomination: nominate (then nominated), and cancelling a nomination or a confirmed
 * seat after a confirmation. The evaluation form the spec opens before nominating comes with the evaluations
 * helper's shared form; until then the nomination goes without answers (the API takes them as optional).
 */
export function NominateAction({ session, state: initialState, opens, onChanged }: { session: SessionRef; state: NominationUiState; opens: string | null; onChanged?: () => void }) {
  const noteId = useId();
  const live = useNomination(session.sessionId);
  const nominate = useNominate();
  const cancel = useCancelNomination();
  const [answered, setAnswered] = useState<NominationUiState | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState('');
  // The last write's answer, else the server's state for this viewer, else what the session page knew.
  const liveState = (live.data as { status?: NominationApiState } | undefined)?.status;
  const state = answered ?? (liveState ? nominationUiState(liveState) : initialState);
  const text = nominationText(state, opens);
  const settle = (answer: unknown) => {
    const status = (answer as { status?: NominationApiState }).status;
    if (status) setAnswered(nominationUiState(status));
  };
  const act = () => {
    setMessage('');
    if (text.act === 'nominate') {
      nominate.mutate(
        { sessionId: session.sessionId },
        {
          onSuccess: (answer) => {
            settle(answer);
            setMessage('You are nominated. The hosts will confirm your seat.');
            onChanged?.();
          },
          onError: (e) => {
            if (isApiError(e) && e.status === 409) setAnswered('full');
            setMessage(isApiError(e) ? e.message : 'Your nomination did not go through. Please try again.');
          },
        },
      );
    } else if (text.act === 'cancel-nomination') setConfirming(true);
  };
  const confirmCancel = () => {
    setConfirming(false);
    cancel.mutate(session.sessionId, {
      onSuccess: (answer) => {
        settle(answer);
        setMessage('Your nomination is cancelled.');
        onChanged?.();
      },
      onError: () => setMessage('Your nomination could not be cancelled. Please try again.'),
    });
  };
  return (
    <div className="sched-act" data-state={`nomination:${state}`}>
      <ActionButton text={text} busy={nominate.isPending || cancel.isPending} onAct={act} describedBy={noteId} variant={state === 'nominate' ? 'primary' : 'secondary'} />
      <p id={noteId} className="sched-act__note">
        {text.note}
      </p>
      <p className="sched-act__result" role="status">
        {message}
      </p>
      {confirming ? (
        <Dialog open role="alertdialog" title={state === 'confirmed' ? 'Give up your seat?' : 'Cancel your nomination?'} onClose={() => setConfirming(false)}>
          <p>
            {state === 'confirmed' ? `Your confirmed seat at ${session.title} goes to someone else.` : `The hosts will no longer consider you for ${session.title}.`}
          </p>
          <div className="sched-act__confirm">
            <Button variant="danger" onClick={confirmCancel}>
              Yes, cancel
            </Button>
            <Button onClick={() => setConfirming(false)}>No, keep it</Button>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}

/** One-click add to calendar: the session as an iCalendar file (GET /api/session/{id}/ics, public). */
export function AddToCalendar({ sessionId }: { sessionId: string }) {
  return (
    <LinkButton variant="ghost" size="sm" href={`/api/session/${encodeURIComponent(sessionId)}/ics`} download className="sched-act__calendar">
      Add to calendar
    </LinkButton>
  );
}
