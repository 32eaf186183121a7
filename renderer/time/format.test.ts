import { describe, expect, it } from 'vitest';
import { cachedFormatter, eventTimeFormat, plainSpaces, WEEKDAY_DATE_TIME } from './format';

describe('event time formatting (Intl in an explicit zone)', () => {
  it("prints instants and ranges in the zone, on the language's clock, with plain spaces", () => {
    const la = eventTimeFormat('en-US', 'America/Los_Angeles', 'h12', WEEKDAY_DATE_TIME);
    expect(la.zone).toBe('America/Los_Angeles');
    expect(la.format('2027-05-18T16:00:00Z')).toBe('Tue, May 18, 9:00 AM');
    expect(la.range('2027-05-18T16:00:00Z', '2027-05-18T17:30:00Z')).toBe('Tue, May 18, 9:00 – 10:30 AM');
    const de = eventTimeFormat('de-DE', 'Europe/Berlin', 'h23', { hour: 'numeric', minute: '2-digit' });
    expect(de.format(Date.parse('2027-05-18T22:05:00Z'))).toBe('0:05');
  });
  it('turns ICU thin, narrow and no-break spaces into plain ones', () => {
    expect(plainSpaces('9:00\u2009–\u200910:30\u202fAM\u00a0PDT')).toBe('9:00 – 10:30 AM PDT');
  });
  it('builds a formatter once, and falls back to English in UTC for an unknown zone', () => {
    expect(cachedFormatter('en', { hour: 'numeric' })).toBe(cachedFormatter('en', { hour: 'numeric' }));
    expect(cachedFormatter('en', { timeZone: 'Mars/Olympus', hour: 'numeric', hourCycle: 'h23' }).format(new Date('2027-05-18T07:00:00Z'))).toBe('07');
  });
});
