import { describe, expect, it } from 'vitest';
import { createI18n, type TFunction } from '../../../renderer';
import { nominationText, nominationUiState, rsvpText, scheduleText, type RsvpApiState } from './labels';
import { scheduleActionsNamespace, scheduleActionsStrings } from './strings';

const i18n = createI18n({ defaultNamespace: scheduleActionsNamespace, resources: { en: { [scheduleActionsNamespace]: scheduleActionsStrings } } });
const t: TFunction = (key, options) => String(i18n.t(key, options));

describe('RSVP per session (docs/behaviour/schedule-and-rsvp.md)', () => {
  it('labels every state, and disables not open, waitlist full, closed and restricted', () => {
    const states: RsvpApiState[] = ['not-open', 'open', 'waitlist-open', 'waitlist-full', 'on-schedule', 'on-waitlist', 'closed', 'restricted'];
    const shown = states.map((s) => [s, rsvpText(s, 'Tue, Apr 20, 9:00 AM', null, t).label, rsvpText(s, null, null, t).actionable]);
    expect(shown).toEqual([
      ['not-open', 'RSVP opens Tue, Apr 20, 9:00 AM', false],
      ['open', 'RSVP', true],
      ['waitlist-open', 'Add to waitlist', true],
      ['waitlist-full', 'Waitlist full', false],
      ['on-schedule', 'Cancel RSVP', true],
      ['on-waitlist', 'Leave waitlist', true],
      ['closed', 'RSVP closed', false],
      ['restricted', 'RSVP not available', false],
    ]);
  });

  it('counts the seats left', () => {
    expect(rsvpText('open', null, 1, t).note).toBe('1 seat left.');
    expect(rsvpText('open', null, 12, t).note).toBe('12 seats left.');
  });
});

describe('roundtable nomination (docs/behaviour/schedule-and-rsvp.md)', () => {
  it('nominates, then shows nominated and confirmed as cancellable; closed and full are disabled', () => {
    expect(nominationText('nominate', null, t)).toMatchObject({ label: 'Nominate yourself', act: 'nominate' });
    expect(nominationText('nominated', null, t)).toMatchObject({ label: 'Nominated', act: 'cancel-nomination' });
    expect(nominationText('confirmed', null, t)).toMatchObject({ label: 'Confirmed', act: 'cancel-nomination' });
    expect(nominationText('closed', null, t).actionable).toBe(false);
    expect(nominationText('full', null, t).actionable).toBe(false);
    expect(nominationText(nominationUiState('restricted'), null, t).actionable).toBe(false);
    expect(nominationUiState('open')).toBe('nominate');
  });
});

describe('add / remove (docs/behaviour/schedule-and-rsvp.md: bookmark / unbookmark for bookmarkable types)', () => {
  it('switches the label for bookmarkable types', () => {
    expect([scheduleText(false, false, t).label, scheduleText(true, false, t).label]).toEqual(['Add to schedule', 'Remove from schedule']);
    expect([scheduleText(false, true, t).label, scheduleText(true, true, t).label]).toEqual(['Bookmark', 'Remove bookmark']);
  });
});
