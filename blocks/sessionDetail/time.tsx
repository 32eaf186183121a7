// Session times in the zone the visitor chose (the event's zone or their own; renderer/time keeps the choice for
// every component and tab), and the switch between the two, shown when the showTimezoneSwitcher flag is on.
import { useMemo } from 'react';
import { eventTimeFormat, TimeZoneControl, useRenderContext, useTranslation } from '../../renderer';
import type { Session } from '../../schemas/api-types';
import { sessionDetailNamespace, sessionDetailStrings } from './strings';

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
 * What the page's action panel and evaluations judge a session by: the session, the page's clock, the session
 * types a visitor may bookmark, and its times.
 */
export interface SessionNow {
  session: Session;
  now: number;
  bookmarkable: readonly string[];
  times: SessionTimes;
}

/** The formatters of the page's times. Without a zone in the context, UTC: server and browser must print the same. */
export function sessionTimes(language: string, zone: string, hourCycle?: 'h12' | 'h23'): SessionTimes {
  const day = eventTimeFormat(language, zone, undefined, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
  const short = eventTimeFormat(language, zone, undefined, { weekday: 'short', month: 'short', day: 'numeric' });
  const clock = eventTimeFormat(language, zone, hourCycle, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
  return { zone, day: day.format, short: short.format, range: clock.range, time: clock.format };
}

export function useSessionTimes(_session: Session): SessionTimes {
  const { language, timeZone, hourCycle } = useRenderContext();
  const zone = timeZone ?? 'UTC';
  return useMemo(() => sessionTimes(language, zone, hourCycle), [language, zone, hourCycle]);
}

/**
 * Event time or my time (docs/behaviour/catalog.md: the time-zone switcher, flag-gated by showTimezoneSwitcher). The
 * visitor's own zone is read after the first render (the server knows only the event's), so until then the
 * second choice names no city.
 */
export function TimeZoneSwitch() {
  const { features, eventTimeZone } = useRenderContext();
  const { t } = useTranslation(sessionDetailStrings, sessionDetailNamespace);
  if (!features.showTimezoneSwitcher || !eventTimeZone) return null;
  return (
    <TimeZoneControl
      as="radios"
      className="blk-session__zones"
      classes={{ legend: 'blk-session__zones-legend', option: 'blk-session__zone blk-session__chip' }}
      eventTimeZone={eventTimeZone}
      label={t('translate.sessionDetail.zone.label')}
      eventOption={(city) => <span>{t('translate.sessionDetail.zone.event', { city })}</span>}
      visitorOption={(city) => (
        <span>{city ? t('translate.sessionDetail.zone.mine', { city }) : t('translate.sessionDetail.zone.mine-unknown')}</span>
      )}
    />
  );
}
