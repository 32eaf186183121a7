// The RSVP, nomination or schedule button in the viewer's state (docs/behaviour/catalog.md). Anonymous visitors get
// the sign-in prompt; signed-in visitors the working actions of blocks/shared/schedule-actions (RSVP and waitlist,
// add / remove or bookmark with every clash named, nomination), and every session its add-to-calendar link.
import { useId } from 'react';
import { useRenderContext, useTranslation, type TFunction } from '../../renderer';
import { Button } from '../../ui';
import { dispatchCustomAction, SIGN_IN_ACTION } from '../shared/custom-action';
import { nominationText, rsvpText, type ButtonText, type RsvpApiState } from '../shared/schedule-actions/labels';
import { NominateAction } from '../shared/schedule-actions/NominateAction';
import { AddToCalendar, RsvpAction, ScheduleAction } from '../shared/schedule-actions/SessionActions';
import { scheduleActionsNamespace, scheduleActionsStrings } from '../shared/schedule-actions/strings';
import {
  sessionAction,
  type SessionAction,
  type RsvpState,
  type ScheduleBlock,
  type ScheduleState,
} from './session-state';
import { sessionDetailNamespace, sessionDetailStrings, type SessionDetailKey } from './strings';
import type { SessionNow } from './time';
import './panel.css';

/** What the button says: its label, whether the state can be acted on (else disabled with its reason), the note. */
type Shown = Pick<ButtonText, 'label' | 'actionable' | 'note'>;

const BLOCK_NOTES: Record<ScheduleBlock, SessionDetailKey> = {
  'not-schedulable': 'translate.sessionDetail.action.not-schedulable',
  'schedule-off': 'translate.sessionDetail.action.schedule-off',
  'no-tools': 'translate.sessionDetail.action.no-tools',
  'in-person-only': 'translate.sessionDetail.action.in-person-only',
};

function scheduleShown(state: ScheduleState, reason: ScheduleBlock | undefined, t: TFunction): Shown {
  switch (state) {
    case 'add':
      return { label: t('translate.sessionDetail.action.add'), actionable: true };
    case 'remove':
      return { label: t('translate.sessionDetail.action.remove'), actionable: true };
    case 'bookmark':
      return { label: t('translate.sessionDetail.action.bookmark'), actionable: true };
    case 'unbookmark':
      return { label: t('translate.sessionDetail.action.unbookmark'), actionable: true };
    case 'unavailable':
      return { label: t('translate.sessionDetail.action.add'), actionable: false, note: reason ? t(BLOCK_NOTES[reason]) : undefined };
  }
}

const ACTION_NAMES: Record<Exclude<SessionAction, { kind: 'none' }>['kind'], SessionDetailKey> = {
  schedule: 'translate.sessionDetail.action.schedule',
  rsvp: 'translate.sessionDetail.action.rsvp',
  nomination: 'translate.sessionDetail.action.nomination',
};

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
  const { t } = useTranslation(sessionDetailStrings, sessionDetailNamespace);
  const ref = { sessionId: session.sessionId, title: session.title };
  const format = (start: string, end: string) =>
    t('translate.sessionDetail.day-time', { day: times.short(Date.parse(start)), time: times.range(Date.parse(start), Date.parse(end)) });
  return (
    <section className="blk-session__action" aria-label={t(ACTION_NAMES[action.kind])} data-state={`${action.kind}:${action.state}`}>
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
  const { t } = useTranslation(sessionDetailStrings, sessionDetailNamespace);
  // The RSVP and nomination buttons say what the live ones say (the schedule actions' words).
  const { t: actionsT } = useTranslation(scheduleActionsStrings, scheduleActionsNamespace);
  const noteId = useId();
  const action = sessionAction(session, { signedIn, scopes, features }, now, bookmarkable);
  if (action.kind === 'none') return null;
  const opensMs = session.rsvpOpensAt ? Date.parse(session.rsvpOpensAt) : NaN;
  const opens = Number.isFinite(opensMs) ? t('translate.sessionDetail.day-time', { day: times.short(opensMs), time: times.time(opensMs) }) : null;
  // The same texts as the live buttons (labels.ts); only a visitor who is not signed in, or a schedule button that
  // cannot add, gets this static one, so the nominated and confirmed states (signed-in only) never show here.
  const shown: Shown =
    action.kind === 'rsvp'
      ? rsvpText(RSVP_API_STATE[action.state], opens, null, actionsT)
      : action.kind === 'nomination'
        ? nominationText(action.state, opens, actionsT)
        : scheduleShown(action.state, action.reason, t);
  const signIn = !signedIn && shown.actionable;
  if (signedIn && (action.kind !== 'schedule' || action.state !== 'unavailable')) {
    return <LiveActions session={session} action={action} opens={opens} times={times} bookmarkable={bookmarkable} />;
  }
  const notes = [shown.note, signIn ? t('translate.sessionDetail.action.sign-in') : undefined].filter(Boolean);
  return (
    <section
      className="blk-session__action"
      aria-label={t(ACTION_NAMES[action.kind])}
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
