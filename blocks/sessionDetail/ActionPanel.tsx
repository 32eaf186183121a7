// The RSVP, nomination or schedule button in the viewer's state (docs/behaviour/catalog.md). Anonymous visitors get
// the sign-in prompt; signed-in visitors the working actions of blocks/shared/schedule-actions (RSVP and waitlist,
// add / remove or bookmark with every clash named, nomination), and every session its add-to-calendar link.
import { useId } from 'react';
import { useRenderContext } from '../../renderer';
import { Button } from '../../ui';
import { dispatchCustomAction, SIGN_IN_ACTION } from '../shared/custom-action';
import { nominationText, rsvpText, type ButtonText, type RsvpApiState } from '../shared/schedule-actions/labels';
import { NominateAction } from '../shared/schedule-actions/NominateAction';
import { AddToCalendar, RsvpAction, ScheduleAction } from '../shared/schedule-actions/SessionActions';
import {
  sessionAction,
  type SessionAction,
  type RsvpState,
  type ScheduleBlock,
  type ScheduleState,
} from './session-state';
import type { SessionNow } from './time';
import './panel.css';

/** What the button says: its label, whether the state can be acted on (else disabled with its reason), the note. */
type Shown = Pick<ButtonText, 'label' | 'actionable' | 'note'>;

const BLOCK_NOTES: Record<ScheduleBlock, string> = {
  'not-schedulable': 'This session cannot be added to a schedule.',
  'schedule-off': 'My schedule is not available.',
  'no-tools': 'Your registration does not include My schedule.',
  'in-person-only': 'This session is for in-person attendees.',
};

function scheduleShown(state: ScheduleState, reason: ScheduleBlock | undefined): Shown {
  switch (state) {
    case 'add':
      return { label: 'Add to schedule', actionable: true };
    case 'remove':
      return { label: 'Remove from schedule', actionable: true };
    case 'bookmark':
      return { label: 'Bookmark', actionable: true };
    case 'unbookmark':
      return { label: 'Remove bookmark', actionable: true };
    case 'unavailable':
      return { label: 'Add to schedule', actionable: false, note: reason ? BLOCK_NOTES[reason] : undefined };
  }
}

const RSVP_API_STATE: Record<RsvpState, RsvpApiState> = {
  'not-open': 'not-open',
  rsvp: 'open',
  waitlist: 'waitlist-open',
  'waitlist-full': 'waitlist-full',
  'on-schedule': 'on-schedule',
  'on-waitlist': 'on-waitlist',
  closed: 'closed',
  restricted: 'restricted',
};

/** Signed-in visitors act: the RSVP shows the server's live state (seats, waitlist), the others act at once. */
function LiveActions({
  session,
  action,
  opens,
  times,
  bookmarkable,
}: Omit<SessionNow, 'now'> & { action: Exclude<SessionAction, { kind: 'none' }>; opens: string | null }) {
  const ref = { sessionId: session.sessionId, title: session.title };
  const format = (start: string, end: string) => `${times.short(Date.parse(start))}, ${times.range(Date.parse(start), Date.parse(end))}`;
  const label = action.kind === 'schedule' ? 'Schedule' : action.kind === 'rsvp' ? 'RSVP' : 'Nomination';
  return (
    <section className="blk-session__action" aria-label={label} data-state={`${action.kind}:${action.state}`}>
      {action.kind === 'rsvp' ? (
        <RsvpAction session={ref} opens={opens} initial={RSVP_API_STATE[action.state]} />
      ) : action.kind === 'nomination' ? (
        <NominateAction session={ref} state={action.state} opens={opens} />
      ) : (
        <ScheduleAction
          session={ref}
          present={action.state === 'remove' || action.state === 'unbookmark'}
          bookmark={bookmarkable.includes(session.sessionType.logicalValue)}
          format={format}
        />
      )}
      {session.startDateTime ? <AddToCalendar sessionId={session.sessionId} /> : null}
    </section>
  );
}

export function ActionPanel({
  session,
  now,
  bookmarkable,
  componentId,
  times,
}: SessionNow & { componentId: string }) {
  const { signedIn, scopes, features } = useRenderContext();
  const noteId = useId();
  const action = sessionAction(session, { signedIn, scopes, features }, now, bookmarkable);
  if (action.kind === 'none') return null;
  const opensMs = session.rsvpOpensAt ? Date.parse(session.rsvpOpensAt) : NaN;
  const opens = Number.isFinite(opensMs) ? `${times.short(opensMs)}, ${times.time(opensMs)}` : null;
  // The same texts as the live buttons (labels.ts); only a visitor who is not signed in, or a schedule button that
  // cannot add, gets this static one, so the nominated and confirmed states (signed-in only) never show here.
  const shown: Shown =
    action.kind === 'rsvp'
      ? rsvpText(RSVP_API_STATE[action.state], opens)
      : action.kind === 'nomination'
        ? nominationText(action.state, opens)
        : scheduleShown(action.state, action.reason);
  const signIn = !signedIn && shown.actionable;
  if (signedIn && (action.kind !== 'schedule' || action.state !== 'unavailable')) {
    return <LiveActions session={session} action={action} opens={opens} times={times} bookmarkable={bookmarkable} />;
  }
  const notes = [shown.note, signIn ? 'Sign in to continue.' : undefined].filter(Boolean);
  return (
    <section
      className="blk-session__action"
      aria-label={action.kind === 'schedule' ? 'Schedule' : action.kind === 'rsvp' ? 'RSVP' : 'Nomination'}
      data-state={`${action.kind}:${action.state}`}
    >
      {signIn ? (
        <Button
          variant="primary"
          block
          aria-describedby={noteId}
          onClick={() => dispatchCustomAction({ componentId, action: SIGN_IN_ACTION })}
        >
          {shown.label}
        </Button>
      ) : (
        // aria-disabled keeps the button focusable, so keyboard and screen-reader users reach it and its reason.
        <Button
          variant={shown.actionable ? 'primary' : 'secondary'}
          block
          aria-disabled="true"
          aria-describedby={noteId}
          className="blk-session__disabled"
        >
          {shown.label}
        </Button>
      )}
      <p id={noteId} className="blk-session__action-note">
        {notes.join(' ')}
      </p>
    </section>
  );
}
