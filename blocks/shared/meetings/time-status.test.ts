// docs/behaviour/meetings.md, meeting time status (not available, early, available now, late; lead and trail minutes; both
// boundaries), and the form's zoned times across a daylight-saving change; docs/behaviour/meetings.md autofill.
import { describe, expect, it } from 'vitest';
import { autofillText } from '../../meetingForm/AttendeePicker';
import { MEETING_JOIN_LEAD_MINUTES, MEETING_JOIN_TRAIL_MINUTES } from '../../../schemas';
import { nextBoundary, timeStatus } from './time-status';
import { isoToLocal, localToIso } from './zoned-time';

const w = { start: '2027-05-18T17:00:00Z', end: '2027-05-18T17:30:00Z', available: true };
const at = (iso: string) => Date.parse(iso);

describe('time status', () => {
  it('is early before start minus lead minutes, available now until end plus trail minutes, late afterwards', () => {
    expect([MEETING_JOIN_LEAD_MINUTES, MEETING_JOIN_TRAIL_MINUTES]).toEqual([10, 10]);
    expect(timeStatus(w, at('2027-05-18T16:49:59Z'))).toBe('early');
    expect(timeStatus(w, at('2027-05-18T16:50:00Z'))).toBe('available-now');
    expect(timeStatus(w, at('2027-05-18T17:39:59Z'))).toBe('available-now');
    expect(timeStatus(w, at('2027-05-18T17:40:00Z'))).toBe('late');
    expect(timeStatus({ ...w, leadMinutes: 0, trailMinutes: 0 }, at('2027-05-18T16:55:00Z'))).toBe('early');
  });

  it('is not available by default: a cancelled or declined meeting, or no valid time', () => {
    expect(timeStatus({ ...w, available: false }, at('2027-05-18T17:10:00Z'))).toBe('not-available');
    expect(timeStatus({ ...w, start: '' }, at('2027-05-18T17:10:00Z'))).toBe('not-available');
  });

  it('names the next boundary to re-evaluate at: the lead boundary, then the trail one, then none', () => {
    expect(nextBoundary(w, at('2027-05-18T12:00:00Z'))).toBe(at('2027-05-18T16:50:00Z'));
    expect(nextBoundary(w, at('2027-05-18T17:00:00Z'))).toBe(at('2027-05-18T17:40:00Z'));
    expect(nextBoundary(w, at('2027-05-18T18:00:00Z'))).toBeNull();
  });
});

describe('zoned form times', () => {
  it('reads a wall-clock time in the event zone across the spring-forward change', () => {
    expect(localToIso('2027-03-13T10:00', 'America/Los_Angeles')).toBe('2027-03-13T18:00:00.000Z');
    expect(localToIso('2027-03-15T10:00', 'America/Los_Angeles')).toBe('2027-03-15T17:00:00.000Z');
    expect(isoToLocal('2027-05-18T17:00:00Z', 'America/Los_Angeles')).toBe('2027-05-18T10:00');
    expect(localToIso('tomorrow', 'UTC')).toBeNull();
  });
});

describe('autofill', () => {
  it('strips trailing dots and whitespace', () => {
    expect(autofillText('Imani.. ')).toBe('Imani');
    expect(autofillText('  Dr. Avery. ')).toBe('Dr. Avery');
  });
});
