import { describe, expect, it } from 'vitest';
import { formatTimeOfDay, timeFormatLanguage } from './time-format';

const languages = [
  { language: 'en', langLocale: 'en-US', uiLocale: 'en-US', timeFormat: 12 as const },
  { language: 'de', langLocale: 'de-DE', uiLocale: 'de-DE', timeFormat: 24 as const },
];
const afternoon = new Date('2027-05-18T14:05:00Z');
const midnight = new Date('2027-05-18T00:05:00Z');

describe('formatTimeOfDay', () => {
  it('uses the 12-hour clock for a language with timeFormat 12', () => {
    expect(formatTimeOfDay(afternoon, timeFormatLanguage(languages, 'en')).replace(/\s/g, ' ')).toBe('2:05 PM');
    expect(formatTimeOfDay(midnight, timeFormatLanguage(languages, 'en')).replace(/\s/g, ' ')).toBe('12:05 AM');
  });

  it('uses the 24-hour clock for a language with timeFormat 24', () => {
    expect(formatTimeOfDay(afternoon, timeFormatLanguage(languages, 'de'))).toBe('14:05');
    expect(formatTimeOfDay(midnight, timeFormatLanguage(languages, 'de'))).toBe('00:05');
  });

  it('a 24-hour setting wins over the locale habit, and the time zone is applied', () => {
    expect(formatTimeOfDay(afternoon, { language: 'en', uiLocale: 'en-US', timeFormat: 24 })).toBe('14:05');
    expect(formatTimeOfDay(afternoon, timeFormatLanguage(languages, 'de'), 'America/Los_Angeles')).toBe('07:05');
  });
});
