import { describe, expect, it } from 'vitest';
import { formatPattern, patternForHourCycle } from './pattern';

describe('formatPattern (date-fns tokens through Intl)', () => {
  // 13:07:09 on Tuesday 17 November 2026, read on UTC's clocks.
  const t = new Date('2026-11-17T13:07:09Z');
  it('formats date-fns tokens', () => {
    expect(formatPattern(t, 'UTC', 'h:mm a')).toBe('1:07 PM');
    expect(formatPattern(t, 'UTC', 'HH:mm')).toBe('13:07');
    expect(formatPattern(t, 'UTC', 'MM-dd-yyyy, hh:mm aa')).toBe('11-17-2026, 01:07 PM');
    expect(formatPattern(t, 'UTC', "EEEE, MMMM d 'at' h a")).toBe('Tuesday, November 17 at 1 PM');
    expect(formatPattern(t, 'UTC', 'EEE MMM d yy')).toBe('Tue Nov 17 26');
  });
  it('names months, days and day periods in the page language', () => {
    expect(formatPattern(t, 'UTC', "EEEE, d. MMMM yyyy 'um' HH:mm", 'de')).toBe('Dienstag, 17. November 2026 um 13:07');
    expect(formatPattern(t, 'UTC', 'EEE d MMM', 'fr')).toBe('mar. 17 nov.');
    expect(formatPattern(t, 'UTC', 'h:mm a', 'en')).toBe('1:07 PM');
  });
  it("reads the wall clock in the zone it is given", () => {
    expect(formatPattern(new Date('2027-05-19T01:00:00Z'), 'America/Los_Angeles', 'EEE MMM d, h:mm a')).toBe('Tue May 18, 6:00 PM');
    expect(formatPattern(t, 'UTC', "aaaa 'and' ss s")).toBe("p.m. and 09 9");
  });
});

describe('patternForHourCycle', () => {
  it("puts the editor's pattern on the language's clock", () => {
    expect(patternForHourCycle('h:mm a', 'h23')).toBe('HH:mm');
    expect(patternForHourCycle('HH:mm', 'h12')).toBe('h:mm a');
    expect(patternForHourCycle("h 'h' a", undefined)).toBe("h 'h' a");
  });
});
