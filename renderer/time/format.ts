// Event times as people read them, formatted by Intl in an explicit zone (the event's or the visitor's choice),
// never the machine's, so the server and the browser print the same.
import { useMemo } from 'react';
import { useRenderContext } from '../contexts';
import { lazyDateFormat, type DateFormat } from '../../schemas';
import type { HourCycle } from './hour-cycle';

/**
 * Plain spaces for the thin, narrow and no-break ones ICU puts around a range's dash and before AM/PM: Node's ICU
 * and the browser's differ there ('9:00\u2009–\u200910:30\u202fAM' against '9:00 – 10:30 AM'), and the server's
 * text must equal the hydrating browser's.
 */
export function plainSpaces(text: string): string {
  return text.replace(/[\u00a0\u2009\u202f]/g, ' ');
}

/** Weekday, date and time: 'Tue, May 18, 9:00 AM' (session cards, directory sessions, meetings). */
export const WEEKDAY_DATE_TIME: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' };

export interface EventTimeFormat {
  /** The zone the times show in (IANA name). */
  zone: string;
  /** An instant (ISO string or ms), with plain spaces. */
  format: (at: string | number) => string;
  /** Two instants as one range ('9:00 – 10:30 AM'), with plain spaces. */
  range: (start: string | number, end: string | number) => string;
}

/**
 * The date format for `locale` and `options`, one for the whole page (building an Intl.DateTimeFormat is slow: a
 * page of session cards spent more time building them than rendering the cards), built only when a text is not
 * one the page's server printed (schemas/util/lazy-intl.ts). An unknown locale or zone: English in UTC.
 */
export function cachedFormatter(locale: string, options: Intl.DateTimeFormatOptions): DateFormat {
  return lazyDateFormat(locale, options, () => {
    try {
      return new Intl.DateTimeFormat(locale, options);
    } catch {
      return new Intl.DateTimeFormat('en', { ...options, timeZone: 'UTC' });
    }
  });
}

/** Times in `zone` on the language's clock (the locale's own habit without one). */
export function eventTimeFormat(language: string, zone: string, hourCycle: HourCycle | undefined, options: Intl.DateTimeFormatOptions): EventTimeFormat {
  const formatter = cachedFormatter(language, { ...options, timeZone: zone, ...(hourCycle ? { hourCycle } : {}) });
  const instant = (at: string | number) => (typeof at === 'number' ? at : Date.parse(at));
  return {
    zone,
    format: (at) => plainSpaces(formatter.format(instant(at))),
    range: (start, end) => plainSpaces(formatter.formatRange(instant(start), instant(end))),
  };
}

/**
 * eventTimeFormat in the render context's language, zone (UTC without one: server and browser agree) and clock.
 * `options` is a constant (the formats are built again when it changes).
 */
export function useEventTimeFormat(options: Intl.DateTimeFormatOptions): EventTimeFormat {
  const { language, timeZone, hourCycle } = useRenderContext();
  return useMemo(() => eventTimeFormat(language, timeZone ?? 'UTC', hourCycle, options), [language, timeZone, hourCycle, options]);
}
