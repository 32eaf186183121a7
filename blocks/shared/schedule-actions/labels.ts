// What each schedule action button says in each state (docs/behaviour/schedule-and-rsvp.md): RSVP per session, roundtable
// nomination, and add / remove, which read bookmark / unbookmark for bookmarkable types. `actionable: false` states
// are shown disabled with their reason (aria-disabled, so keyboard users still reach the reason).

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

/**
 * docs/behaviour/schedule-and-rsvp.md: not yet open (disabled, shows open date), open with room (RSVP), open with no room and waitlist
 * room (add to waitlist), waitlist full (disabled), on schedule (cancel RSVP), on waitlist (leave waitlist), closed
 * (disabled), restricted for the user's scopes (disabled).
 */
export function rsvpText(state: RsvpApiState, opens: string | null, seatsLeft?: number | null): ButtonText {
  if (state === 'not-open') return { label: opens ? `RSVP opens ${opens}` : 'RSVP not open yet', actionable: false };
  if (state === 'open') {
    return {
      label: 'RSVP',
      actionable: true,
      act: 'rsvp',
      note: seatsLeft != null ? `${seatsLeft} ${seatsLeft === 1 ? 'seat' : 'seats'} left.` : 'Seats are limited: reserve yours.',
    };
  }
  return { ...RSVP_TEXT[state] };
}

/** The RSVP states whose text is fixed (no date, no seat count). */
const RSVP_TEXT: Record<Exclude<RsvpApiState, 'not-open' | 'open'>, ButtonText> = {
  'waitlist-open': { label: 'Add to waitlist', actionable: true, act: 'rsvp', note: 'The room is full. The waitlist still has room.' },
  'waitlist-full': { label: 'Waitlist full', actionable: false, note: 'The room and its waitlist are full.' },
  'on-schedule': { label: 'Cancel RSVP', actionable: true, act: 'cancel-rsvp', note: 'You have a seat in this session.' },
  'on-waitlist': { label: 'Leave waitlist', actionable: true, act: 'cancel-rsvp', note: 'You are on the waitlist.' },
  closed: { label: 'RSVP closed', actionable: false },
  restricted: { label: 'RSVP not available', actionable: false, note: 'This session is not open to your registration type.' },
};

export type NominationUiState = 'not-open' | 'nominate' | 'nominated' | 'confirmed' | 'closed' | 'full' | 'restricted';

/** The nomination states the API answers (GET /api/roundtable/{sessionId}/nomination): 'open' is "nominate". */
export type NominationApiState = Exclude<NominationUiState, 'nominate'> | 'open';

export const nominationUiState = (state: NominationApiState): NominationUiState => (state === 'open' ? 'nominate' : state);

/** docs/behaviour/schedule-and-rsvp.md: not open; nominate; nominated (cancellable after confirmation); confirmed (cancellable); closed; full. */
export function nominationText(state: NominationUiState, opens: string | null): ButtonText {
  if (state === 'not-open') return { label: opens ? `Nominations open ${opens}` : 'Nominations not open yet', actionable: false };
  return { ...NOMINATION_TEXT[state] };
}

/** The nomination states whose text is fixed (no date). */
const NOMINATION_TEXT: Record<Exclude<NominationUiState, 'not-open'>, ButtonText> = {
  nominate: { label: 'Nominate yourself', actionable: true, act: 'nominate', note: 'Roundtable seats are confirmed by the hosts.' },
  nominated: { label: 'Nominated', actionable: true, act: 'cancel-nomination', note: 'The hosts will confirm your seat. Select to cancel your nomination.' },
  confirmed: { label: 'Confirmed', actionable: true, act: 'cancel-nomination', note: 'Your seat is confirmed. Select to cancel it.' },
  closed: { label: 'Nominations closed', actionable: false },
  full: { label: 'Roundtable full', actionable: false },
  restricted: { label: 'Nomination not available', actionable: false, note: 'This roundtable is not open to your registration type.' },
};

/** docs/behaviour/schedule-and-rsvp.md: "Add/remove label switches to bookmark/unbookmark for bookmarkable types". */
export function scheduleText(present: boolean, bookmark: boolean): ButtonText {
  if (bookmark) return present ? { label: 'Remove bookmark', actionable: true, act: 'remove' } : { label: 'Bookmark', actionable: true, act: 'add' };
  return present ? { label: 'Remove from schedule', actionable: true, act: 'remove' } : { label: 'Add to schedule', actionable: true, act: 'add' };
}
