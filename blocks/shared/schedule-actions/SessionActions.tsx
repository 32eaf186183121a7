// The session's schedule actions for signed-in visitors (docs/behaviour/schedule-and-rsvp.md): RSVP with its
// waitlist, add to / remove from schedule (bookmark / remove bookmark for bookmarkable types) naming every clash an
// addition creates, roundtable nomination with its confirmation before cancelling, and add to calendar. Anonymous
// visitors get the sign-in prompt from the caller instead (docs/behaviour/schedule-and-rsvp.md).
import { useId, useState } from 'react';
import { isApiError } from '../../../api-client';
import { isQueuedOffline, usePendingWrite, type OfflineWrite } from '../../../api-client/offline';
import { useErrorText, useTranslation } from '../../../renderer';
import { LinkButton } from '../../../ui';
import { ActionButton, ActionNotes } from './ActionButton';
import { useAddToSchedule, useDeleteRsvp, usePutRsvp, useRemoveFromSchedule, useRsvp, useScheduleViewer } from './api';
import { ClashAlert, type ClashEntry } from './ClashAlert';
import { rsvpText, scheduleText, type RsvpApiState } from './labels';
import { scheduleActionsNamespace, scheduleActionsStrings } from './strings';
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

/** A write of this session made offline and still queued (docs/behaviour/calls.md, Offline writes). */
function usePendingSessionWrite(sessionId: string, kinds: readonly OfflineWrite['kind'][]) {
  const viewer = useScheduleViewer();
  return usePendingWrite(viewer, (w) => kinds.includes(w.kind) && 'sessionId' in w && w.sessionId === sessionId);
}
const RSVP_WRITES = ['rsvp', 'rsvp-cancel'] as const;
const SCHEDULE_WRITES = ['schedule-add', 'schedule-remove'] as const;

function clashEntries(clashes: readonly ClashEvent[], format: RangeFormat): ClashEntry[] {
  return clashes.map((c) => ({ id: c.id, title: c.title, when: c.start && c.end ? format(c.start, c.end) : undefined }));
}

/** docs/behaviour/schedule-and-rsvp.md, RSVP per session: the state the server answers for this viewer, and its action. */
export function RsvpAction({ session, opens, initial, onChanged }: { session: SessionRef; opens: string | null; initial?: RsvpApiState; onChanged?: () => void }) {
  const { t } = useTranslation(scheduleActionsStrings, scheduleActionsNamespace);
  const noteId = useId();
  const rsvp = useRsvp(session.sessionId);
  const put = usePutRsvp({ label: session.title });
  const del = useDeleteRsvp({ label: session.title });
  const pending = usePendingSessionWrite(session.sessionId, RSVP_WRITES);
  const [message, setMessage] = useState('');
  const answer = rsvp.data as { state: RsvpApiState; seats?: number | null; seatsTaken?: number | null; position?: number | null } | undefined;
  const state = answer?.state ?? initial ?? 'not-open';
  const seatsLeft = answer?.seats != null && answer.seatsTaken != null ? Math.max(0, answer.seats - answer.seatsTaken) : null;
  const text = rsvpText(state, opens, seatsLeft, t);
  // A queued RSVP waits for the replay: no second action on it meanwhile.
  const busy = put.isPending || del.isPending || (rsvp.isPending && !initial) || pending !== undefined;
  const act = () => {
    setMessage('');
    if (text.act === 'rsvp') {
      put.mutate(session.sessionId, {
        onSuccess: (next) => {
          const n = next as { state: RsvpApiState; position?: number | null };
          setMessage(
            n.state !== 'on-waitlist'
              ? t('translate.shared-schedule-actions.rsvp.result.reserved')
              : n.position
                ? t('translate.shared-schedule-actions.rsvp.result.waitlisted-position', { position: n.position })
                : t('translate.shared-schedule-actions.rsvp.result.waitlisted'),
          );
          onChanged?.();
        },
        onError: (error) =>
          setMessage(
            isQueuedOffline(error)
              ? ''
              : t(isApiError(error) && error.status === 409 ? 'translate.shared-schedule-actions.rsvp.result.filled-up' : 'translate.shared-schedule-actions.rsvp.result.failed'),
          ),
      });
    } else if (text.act === 'cancel-rsvp') {
      del.mutate(session.sessionId, {
        onSuccess: () => {
          setMessage(t(state === 'on-waitlist' ? 'translate.shared-schedule-actions.rsvp.result.left-waitlist' : 'translate.shared-schedule-actions.rsvp.result.cancelled'));
          onChanged?.();
        },
        onError: (error) => setMessage(isQueuedOffline(error) ? '' : t('translate.shared-schedule-actions.rsvp.result.cancel-failed')),
      });
    }
  };
  return (
    <div className="sched-act" data-state={`rsvp:${state}`} data-pending={pending ? pending.write.kind : undefined}>
      <ActionButton text={text} busy={busy} onAct={act} describedBy={noteId} />
      <ActionNotes noteId={noteId} note={text.note} message={pending ? t('translate.shared-schedule-actions.pending') : message} />
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
  const { t } = useTranslation(scheduleActionsStrings, scheduleActionsNamespace);
  const noteId = useId();
  const errorText = useErrorText();
  const add = useAddToSchedule({ label: session.title });
  const remove = useRemoveFromSchedule({ label: session.title });
  const pending = usePendingSessionWrite(session.sessionId, SCHEDULE_WRITES);
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
  const text = scheduleText(present, bookmark, t);
  const act = () => {
    setError('');
    setResult(null);
    if (text.act === 'add') {
      add.mutate(session.sessionId, {
        onSuccess: (answer) => {
          const a = answer as { clashes?: ClashEvent[] };
          setPresent(true);
          setResult({
            added: t(bookmark ? 'translate.shared-schedule-actions.schedule.result.bookmarked' : 'translate.shared-schedule-actions.schedule.result.added'),
            clashes: clashEntries(a.clashes ?? [], format),
          });
          onChanged?.();
        },
        // Queued offline: shown as added, and as pending until the replay (a refusal then rolls it back).
        onError: (e) => (isQueuedOffline(e) ? setPresent(true) : setError(isApiError(e) ? errorText(e) : t('translate.shared-schedule-actions.schedule.result.add-failed'))),
      });
    } else {
      remove.mutate(session.sessionId, {
        onSuccess: () => {
          setPresent(false);
          setResult({
            added: t(bookmark ? 'translate.shared-schedule-actions.schedule.result.bookmark-removed' : 'translate.shared-schedule-actions.schedule.result.removed'),
            clashes: [],
          });
          onChanged?.();
        },
        onError: (e) => (isQueuedOffline(e) ? setPresent(false) : setError(isApiError(e) ? errorText(e) : t('translate.shared-schedule-actions.schedule.result.remove-failed'))),
      });
    }
  };
  return (
    <div className="sched-act" data-state={`schedule:${present ? 'present' : 'absent'}`} data-pending={pending ? pending.write.kind : undefined}>
      <ActionButton
        text={text}
        busy={add.isPending || remove.isPending || pending !== undefined}
        onAct={act}
        describedBy={noteId}
        compact={compact}
        name={compact ? t('translate.shared-schedule-actions.action-name', { action: text.label, title: session.title }) : undefined}
      />
      <span id={noteId} hidden>
        {session.title}
      </span>
      {result ? <ClashAlert added={result.added} clashes={result.clashes} /> : null}
      {pending ? (
        <p className="sched-act__result" role="status">
          {t('translate.shared-schedule-actions.pending')}
        </p>
      ) : null}
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
  const { t } = useTranslation(scheduleActionsStrings, scheduleActionsNamespace);
  return (
    <LinkButton variant="ghost" size="sm" href={`/api/session/${encodeURIComponent(sessionId)}/ics`} download className="sched-act__calendar">
      {t('translate.shared-schedule-actions.add-to-calendar')}
    </LinkButton>
  );
}
