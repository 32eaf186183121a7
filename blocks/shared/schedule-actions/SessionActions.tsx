// The session's schedule actions for signed-in visitors (docs/behaviour/schedule-and-rsvp.md): RSVP with its
// waitlist, add to / remove from schedule (bookmark / remove bookmark for bookmarkable types) naming every clash an
// addition creates, roundtable nomination with its confirmation before cancelling, and add to calendar. Anonymous
// visitors get the sign-in prompt from the caller instead (docs/behaviour/schedule-and-rsvp.md).
import { useId, useState } from 'react';
import { isApiError } from '../../../api-client';
import { LinkButton } from '../../../ui';
import { ActionButton, ActionNotes } from './ActionButton';
import { useAddToSchedule, useDeleteRsvp, usePutRsvp, useRemoveFromSchedule, useRsvp } from './api';
import { ClashAlert, type ClashEntry } from './ClashAlert';
import { rsvpText, scheduleText, type RsvpApiState } from './labels';
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

/** docs/behaviour/schedule-and-rsvp.md, RSVP per session: the state the server answers for this viewer, and its action. */
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
      <ActionNotes noteId={noteId} note={text.note} message={message} />
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
  // The server's answer wins when it changes (a refetch after this or another button's write, a reload's data):
  // the session page and the catalog card then agree with the database, not with what was clicked here.
  const [answered, setAnswered] = useState(initiallyPresent);
  if (answered !== initiallyPresent) {
    setAnswered(initiallyPresent);
    setPresent(initiallyPresent);
  }
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

/** One-click add to calendar: the session as an iCalendar file (GET /api/session/{id}/ics, public). */
export function AddToCalendar({ sessionId }: { sessionId: string }) {
  return (
    <LinkButton variant="ghost" size="sm" href={`/api/session/${encodeURIComponent(sessionId)}/ics`} download className="sched-act__calendar">
      Add to calendar
    </LinkButton>
  );
}
