// Session times in the zone the visitor chose (the event's zone or their own; renderer/time keeps the choice for
// every component and tab), and the switch between the two, shown when the showTimezoneSwitcher flag is on.
import { useMemo } from 'react';
import { TimeZoneControl, useRenderContext } from '../../renderer';
import type { Session } from '../../schemas';

export interface SessionTimes {
  /** The zone the times show in (IANA name). */
  zone: string;
  /** 'Tuesday, May 18, 2027' */
  day: (ms: number) => string;
  /** 'Tue, May 18' */
  short: (ms: number) => string;
  /** '9:00 – 10:30 AM PDT' */
  range: (start: number, end: number) => string;
  /** '9:05 AM PDT' */
  time: (ms: number) => string;
}

/**
 * Plain spaces for the thin and no-break ones ICU puts around the dash and before AM/PM: Node's ICU and the
 * browser's differ there ('9:00\u2009–\u200910:30\u202fAM' against '9:00 – 10:30 AM'), and the server's text must
 * equal the hydrating browser's.
 */
const plain = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

/** The formatters of the page's times. Without a zone in the context, UTC: server and browser must print the same. */
export function sessionTimes(language: string, zone: string, hourCycle?: 'h12' | 'h23'): SessionTimes {
  const cycle = hourCycle ? { hourCycle } : {};
  const day = new Intl.DateTimeFormat(language, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: zone,
  });
  const short = new Intl.DateTimeFormat(language, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: zone,
  });
  const clock = new Intl.DateTimeFormat(language, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: zone,
    timeZoneName: 'short',
    ...cycle,
  });
  return {
    zone,
    day: (ms) => plain(day.format(ms)),
    short: (ms) => plain(short.format(ms)),
    range: (start, end) => plain(clock.formatRange(start, end)),
    time: (ms) => plain(clock.format(ms)),
  };
}

export function useSessionTimes(_session: Session): SessionTimes {
  const { language, timeZone, hourCycle } = useRenderContext();
  const zone = timeZone ?? 'UTC';
  return useMemo(() => sessionTimes(language, zone, hourCycle), [language, zone, hourCycle]);
}

/**
 * Event time or my time (spec 000 section 2: the time-zone switcher, flag-gated by showTimezoneSwitcher). The
 * visitor's own zone is read after the first render (the server knows only the event's), so until then the
 * second choice names no city.
 */
export function TimeZoneSwitch() {
  const { features, eventTimeZone } = useRenderContext();
  if (!features.showTimezoneSwitcher || !eventTimeZone) return null;
  return (
    <TimeZoneControl
      as="radios"
      className="blk-session__zones"
      classes={{ legend: 'blk-session__zones-legend', option: 'blk-session__zone' }}
      eventTimeZone={eventTimeZone}
      label="Show times in"
      eventOption={(city) => <span>{`Event time (${city})`}</span>}
      visitorOption={(city) => <span>{city ? `My time (${city})` : 'My time'}</span>}
    />
  );
}
