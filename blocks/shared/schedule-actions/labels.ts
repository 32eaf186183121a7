// What each schedule action button says in each state (docs/behaviour/schedule-and-rsvp.md): RSVP per session, roundtable
// nomination, and add / remove, which read bookmark / unbookmark for bookmarkable types. `actionable: false` states
// are shown disabled with their reason (aria-disabled, so keyboard users still reach the reason). The texts are
// strings.ts's keys, translated by the caller's `t` (useTranslation(scheduleActionsStrings, scheduleActionsNamespace)).
import type { TFunction } from '../../../renderer';
import type { ScheduleActionsKey } from './strings';

/** The RSVP states the API answers (GET /api/rsvp/{sessionId}, docs: /tmp/coord/contracts.md). */
export type RsvpApiState =
  | 'not-open'
  | 'open'
  | 'waitlist-open'
  | 'waitlist-full'
  | 'on-schedule'
  | 'on-waitlist'
  | 'closed'
  | 'restricted';

export interface ButtonText {
  label: string;
  actionable: boolean;
  note?: string;
  /** What a click does. */
  act?: 'rsvp' | 'cancel-rsvp' | 'nominate' | 'cancel-nomination' | 'add' | 'remove';
}

/** A button's state before translation: its label's and note's keys. */
interface ButtonKeys {
  label: ScheduleActionsKey;
  actionable: boolean;
  note?: ScheduleActionsKey;
  act?: ButtonText['act'];
}

const shown = ({ label, note, ...rest }: ButtonKeys, t: TFunction): ButtonText => ({ ...rest, label: t(label), ...(note ? { note: t(note) } : {}) });

/**
 * docs/behaviour/schedule-and-rsvp.md: not yet open (disabled, shows open date), open with room (RSVP), open with no room and waitlist
 * room (add to waitlist), waitlist full (disabled), on schedule (cancel RSVP), on waitlist (leave waitlist), closed
 * (disabled), restricted for the user's scopes (disabled).
 */
export function rsvpText(state: RsvpApiState, opens: string | null, seatsLeft: number | null | undefined, t: TFunction): ButtonText {
  if (state === 'not-open') {
    return {
      label: opens ? t('translate.shared-schedule-actions.rsvp.opens', { date: opens }) : t('translate.shared-schedule-actions.rsvp.not-open'),
      actionable: false,
    };
  }
  if (state === 'open') {
    return {
      label: t('translate.shared-schedule-actions.rsvp.open'),
      actionable: true,
      act: 'rsvp',
      note:
        seatsLeft != null
          ? t('translate.shared-schedule-actions.rsvp.seats-left', { count: seatsLeft })
          : t('translate.shared-schedule-actions.rsvp.seats-limited'),
    };
  }
  return shown(RSVP_TEXT[state], t);
}

/** The RSVP states whose text is fixed (no date, no seat count). */
const RSVP_TEXT: Record<Exclude<RsvpApiState, 'not-open' | 'open'>, ButtonKeys> = {
  'waitlist-open': {
    label: 'translate.shared-schedule-actions.rsvp.waitlist-open',
    actionable: true,
    act: 'rsvp',
    note: 'translate.shared-schedule-actions.rsvp.waitlist-open-note',
  },
  'waitlist-full': {
    label: 'translate.shared-schedule-actions.rsvp.waitlist-full',
    actionable: false,
    note: 'translate.shared-schedule-actions.rsvp.waitlist-full-note',
  },
  'on-schedule': {
    label: 'translate.shared-schedule-actions.rsvp.on-schedule',
    actionable: true,
    act: 'cancel-rsvp',
    note: 'translate.shared-schedule-actions.rsvp.on-schedule-note',
  },
  'on-waitlist': {
    label: 'translate.shared-schedule-actions.rsvp.on-waitlist',
    actionable: true,
    act: 'cancel-rsvp',
    note: 'translate.shared-schedule-actions.rsvp.on-waitlist-note',
  },
  closed: { label: 'translate.shared-schedule-actions.rsvp.closed', actionable: false },
  restricted: {
    label: 'translate.shared-schedule-actions.rsvp.restricted',
    actionable: false,
    note: 'translate.shared-schedule-actions.rsvp.restricted-note',
  },
};

export type NominationUiState = 'not-open' | 'nominate' | 'nominated' | 'confirmed' | 'closed' | 'full' | 'restricted';

/** The nomination states the API answers (GET /api/roundtable/{sessionId}/nomination): 'open' is "nominate". */
export type NominationApiState = Exclude<NominationUiState, 'nominate'> | 'open';

export const nominationUiState = (state: NominationApiState): NominationUiState => (state === 'open' ? 'nominate' : state);

/** docs/behaviour/schedule-and-rsvp.md: not open; nominate; nominated (cancellable after confirmation); confirmed (cancellable); closed; full. */
export function nominationText(state: NominationUiState, opens: string | null, t: TFunction): ButtonText {
  if (state === 'not-open') {
    return {
      label: opens ? t('translate.shared-schedule-actions.nomination.opens', { date: opens }) : t('translate.shared-schedule-actions.nomination.not-open'),
      actionable: false,
    };
  }
  return shown(NOMINATION_TEXT[state], t);
}

/** The nomination states whose text is fixed (no date). */
const NOMINATION_TEXT: Record<Exclude<NominationUiState, 'not-open'>, ButtonKeys> = {
  nominate: {
    label: 'translate.shared-schedule-actions.nomination.nominate',
    actionable: true,
    act: 'nominate',
    note: 'translate.shared-schedule-actions.nomination.nominate-note',
  },
  nominated: {
    label: 'translate.shared-schedule-actions.nomination.nominated',
    actionable: true,
    act: 'cancel-nomination',
    note: 'translate.shared-schedule-actions.nomination.nominated-note',
  },
  confirmed: {
    label: 'translate.shared-schedule-actions.nomination.confirmed',
    actionable: true,
    act: 'cancel-nomination',
    note: 'translate.shared-schedule-actions.nomination.confirmed-note',
  },
  closed: { label: 'translate.shared-schedule-actions.nomination.closed', actionable: false },
  full: { label: 'translate.shared-schedule-actions.nomination.full', actionable: false },
  restricted: {
    label: 'translate.shared-schedule-actions.nomination.restricted',
    actionable: false,
    note: 'translate.shared-schedule-actions.nomination.restricted-note',
  },
};

/** docs/behaviour/schedule-and-rsvp.md: "Add/remove label switches to bookmark/unbookmark for bookmarkable types". */
export function scheduleText(present: boolean, bookmark: boolean, t: TFunction): ButtonText {
  if (bookmark) {
    return present
      ? shown({ label: 'translate.shared-schedule-actions.schedule.unbookmark', actionable: true, act: 'remove' }, t)
      : shown({ label: 'translate.shared-schedule-actions.schedule.bookmark', actionable: true, act: 'add' }, t);
  }
  return present
    ? shown({ label: 'translate.shared-schedule-actions.schedule.remove', actionable: true, act: 'remove' }, t)
    : shown({ label: 'translate.shared-schedule-actions.schedule.add', actionable: true, act: 'add' }, t);
}
