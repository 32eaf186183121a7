// The schedule's date, time and list texts in the zone times show in (the event's, or the one the visitor chose: the
// render context's timeZone), in the visitor's language. ICU's thin and no-break spaces become plain ones: Node's ICU
// and the browser's differ there, and the server's HTML must equal the hydrating browser's.
import { eventTimeFormat, instantAtMinutes, plainSpaces } from '../../renderer';
import { lazyDateFormat, lazyListFormat } from '../../schemas';

export interface ScheduleTimes {
  zone: string;
  /** 'Tuesday, May 18' for a yyyy-MM-dd day. */
  dayHeading: (day: string) => string;
  /** 'Tue, May 18' for a yyyy-MM-dd day. */
  dayShort: (day: string) => string;
  /** '9:00 – 10:30 AM' */
  range: (start: string, end: string) => string;
  /** '9:00 AM' */
  time: (iso: string) => string;
  /** '9:00 AM' for minutes from midnight of a day. */
  clock: (day: string, minutes: number) => string;
  /** 'PDT' */
  zoneName: (iso: string) => string;
  /** Names as a list in the language: 'A, B, C' ('A, B und C', 'A、B、C'). */
  list: (names: readonly string[]) => string;
}

/** A yyyy-MM-dd day read as that calendar date (noon UTC names the same date in every zone's formatter set to UTC). */
const noonUtc = (day: string) => Date.parse(`${day}T12:00:00Z`);

export function scheduleTimes(language: string, zone: string, hourCycle?: 'h12' | 'h23'): ScheduleTimes {
  const heading = eventTimeFormat(language, 'UTC', undefined, { weekday: 'long', month: 'long', day: 'numeric' });
  const short = eventTimeFormat(language, 'UTC', undefined, { weekday: 'short', month: 'short', day: 'numeric' });
  const clock = eventTimeFormat(language, zone, hourCycle, { hour: 'numeric', minute: '2-digit' });
  // Built only for a text the page's server did not print (schemas/util/lazy-intl.ts).
  const named = lazyDateFormat(language, { timeZone: zone, timeZoneName: 'short' });
  const names = lazyListFormat(language, { type: 'conjunction', style: 'narrow' });
  return {
    zone,
    dayHeading: (day) => heading.format(noonUtc(day)),
    dayShort: (day) => short.format(noonUtc(day)),
    range: clock.range,
    time: clock.format,
    clock: (day, minutes) => clock.format(instantAtMinutes(day, minutes, zone).getTime()),
    zoneName: (iso) => plainSpaces(named.formatToParts(Date.parse(iso)).find((p) => p.type === 'timeZoneName')?.value ?? ''),
    list: (list) => names.format(list),
  };
}
