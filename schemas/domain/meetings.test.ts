import { describe, expect, it } from 'vitest';
import { APPOINTMENT_TYPE, CREATABLE_MEETING_TYPES, holdsMeetingScope, isEditableMeetingType, maxInvitees, MEETING_TYPES, TYPES_WITHOUT_DETAILS } from './meetings';

describe('meeting facts', () => {
  it('offers every type but the appointment on the meeting form', () => {
    expect([...CREATABLE_MEETING_TYPES].sort()).toEqual(MEETING_TYPES.filter((t) => t !== APPOINTMENT_TYPE).sort());
    expect(TYPES_WITHOUT_DETAILS.has(APPOINTMENT_TYPE)).toBe(true);
  });

  it('lets the organizer edit every type but expert-connect', () => {
    expect(MEETING_TYPES.filter((t) => !isEditableMeetingType(t))).toEqual(['expert-connect']);
  });

  it('counts meetings, side-meetings and expertconnect as meeting scopes', () => {
    expect(['meetings', 'side-meetings', 'expertconnect'].map((s) => holdsMeetingScope(['attendee', s]))).toEqual([true, true, true]);
    expect(holdsMeetingScope(['session-catalog', 'attendee-directory'])).toBe(false);
  });

  it('invites capacity minus the organizer, 9 by default', () => {
    expect(maxInvitees({})).toBe(9);
    expect(maxInvitees({ meetingCapacity: 4 })).toBe(3);
    expect(maxInvitees({ meetingCapacity: 1 })).toBe(9);
    expect(maxInvitees({ meetingCapacity: 2.5 })).toBe(9);
  });
});
