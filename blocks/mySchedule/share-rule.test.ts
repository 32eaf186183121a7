import { describe, expect, it } from 'vitest';
import { shareAnswer } from './share-rule';

describe('share schedule (docs/behaviour/schedule-and-rsvp.md)', () => {
  it('shares with a directory profile that is public and displays sessions', () => {
    expect(shareAnswer({ attendeeId: 'att-inperson', attendeeDirectory: true, displayProfileToPublic: true, displaySessions: true })).toEqual({ kind: 'share', attendeeId: 'att-inperson' });
  });

  it('otherwise prompts to opt in, naming what is missing', () => {
    expect(shareAnswer({ attendeeId: 'att-attendee', attendeeDirectory: false, displayProfileToPublic: true, displaySessions: false })).toEqual({ kind: 'opt-in', missing: ['directory', 'sessions'] });
  });
});
