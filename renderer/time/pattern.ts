// Date patterns in the date-fns tokens editors type into block props ('h:mm a', "EEEE, MMMM d 'at' h a"), read
// through Intl: numbers come from the instant's wall clock in the zone (ASCII digits, as date-fns writes them), the
// names of months, weekdays and day periods from Intl's formatToParts in the page's language.
import { zonedParts, type ZonedParts } from '../../schemas';
import { cachedFormatter } from './format';
import type { HourCycle } from './hour-cycle';

// Longest tokens first so that "MMMM" is not read as "MM" + "MM".
const TOKENS = /'([^']*)'|yyyy|yy|MMMM|MMM|MM|M|EEEE|EEE|dd|d|HH|H|hh|h|mm|m|ss|s|aaaa|aa|a/g;

/** The number behind each numeric token; a token of two letters pads it to two digits (yyyy does not). */
const NUMBERS: Readonly<Record<string, (t: ZonedParts) => number>> = {
  y: (t) => t.year,
  M: (t) => t.month,
  d: (t) => t.day,
  H: (t) => t.hour,
  h: (t) => t.hour % 12 || 12,
  m: (t) => t.minute,
  s: (t) => t.second,
};

/** The Intl field each name token is read from (its part has the field's name; 'a' reads the day period). */
const NAMES: Readonly<Record<string, Intl.DateTimeFormatOptions>> = {
  // Months as they read next to a day number (the format form, e.g. "ноября" rather than "ноябрь").
  MMMM: { month: 'long', day: 'numeric' },
  MMM: { month: 'short', day: 'numeric' },
  EEEE: { weekday: 'long' },
  EEE: { weekday: 'short' },
};

/** `instant` on `timeZone`'s clocks, written with the date-fns tokens of `pattern`; quoted text stays as written. */
export function formatPattern(instant: Date, timeZone: string, pattern: string, locale = 'en'): string {
  const t = zonedParts(instant, timeZone);
  const wall = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);
  return pattern.replace(TOKENS, (token, literal: string | undefined) => {
    if (literal !== undefined) return literal || "'";
    const number = token.length <= 2 || token === 'yyyy' ? NUMBERS[token[0]!] : undefined;
    if (number) {
      const n = token === 'yy' ? t.year % 100 : number(t);
      return token.length === 2 ? String(n).padStart(2, '0') : String(n);
    }
    // date-fns writes the long day period of English as 'a.m.' / 'p.m.'; other languages have Intl's.
    if (token === 'aaaa' && locale.toLowerCase().startsWith('en')) return t.hour < 12 ? 'a.m.' : 'p.m.';
    const options = NAMES[token] ?? { hour: 'numeric', hour12: true };
    const type = options.month ? 'month' : options.weekday ? 'weekday' : 'dayPeriod';
    // Read at the wall clock in UTC: an unknown language falls back to English in UTC (cachedFormatter) and still
    // names this day and hour.
    return cachedFormatter(locale, { ...options, timeZone: 'UTC' }).formatToParts(wall).find((p) => p.type === type)?.value ?? '';
  });
}

/**
 * The editor's pattern on the language's clock: 24 hours turns h/hh into HH (padded, as the 24-hour clock is
 * written: 07:00) and drops the day period; 12 hours turns H/HH into h/hh and adds the day period when the pattern
 * has none. Quoted literals stay as written.
 */
export function patternForHourCycle(pattern: string, hourCycle: HourCycle | undefined): string {
  if (!hourCycle) return pattern;
  const pieces = pattern.split(/('[^']*')/);
  const out = pieces.map((piece) => {
    if (piece.startsWith("'")) return piece;
    return hourCycle === 'h23' ? piece.replace(/\s*a{1,4}/g, '').replace(/h+/g, 'HH') : piece.replace(/H+/g, 'h');
  });
  const result = out.join('');
  const tokens = out.filter((piece) => !piece.startsWith("'")).join('');
  return hourCycle === 'h12' && tokens.includes('h') && !tokens.includes('a') ? `${result} a` : result;
}
