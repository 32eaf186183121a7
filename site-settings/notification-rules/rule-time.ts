// The rule screens' times. Shown in the viewer's language and clock, in the zone event times show in (the viewer's
// choice, else the event's); typed on the event's clock, as the editors' other date fields are, since a rule's start
// and end are moments of the event. Both zones are named next to the times.
import { useMemo } from 'react';
import {
  effectiveTimeZone,
  eventTimeFormat,
  hourCycleFor,
  instantToWallClock,
  isKnownTimeZone,
  useShell,
  useTimeZoneChoice,
  wallClockToInstant,
} from '../../renderer';

export interface RuleClock {
  /** The zone times are shown in. */
  zone: string;
  /** An instant as a date and time in the viewer's language, e.g. 'Nov 20, 2026, 9:05 AM'. */
  format: (instant: string) => string;
}

export interface RuleInputClock {
  /** The zone the form's times are typed in. */
  zone: string;
  /** A datetime-local value (yyyy-MM-ddTHH:mm) for a stored instant; '' for none. */
  wallOf: (instant: string | null | undefined) => string;
  /** The instant (ISO, UTC) a datetime-local value means; null for '' or a value that is no date and time. */
  instantOf: (wall: string) => string | null;
}

const DATE_TIME: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' };

const usable = (zone: string | undefined) => (isKnownTimeZone(zone) ? zone : 'UTC');

/** How the rule screens show times to this viewer. */
export function useRuleClock(): RuleClock {
  const { settings, language } = useShell();
  const [choice] = useTimeZoneChoice();
  const zone = usable(effectiveTimeZone(choice, settings?.timezones?.eventTimezone));
  const lang = settings?.languages?.find((l) => l.language === language);
  const locale = lang?.uiLocale ?? lang?.langLocale ?? language;
  const hourCycle = hourCycleFor(lang?.timeFormat, locale);
  return useMemo(() => {
    const formatter = eventTimeFormat(locale, zone, hourCycle, DATE_TIME);
    return { zone, format: (instant: string) => formatter.format(instant) };
  }, [locale, zone, hourCycle]);
}

/** The form's clock: the event's zone (UTC when settings name none). */
export function inputClock(zone: string): RuleInputClock {
  return {
    zone,
    wallOf: (instant) => (instant && !Number.isNaN(Date.parse(instant)) ? instantToWallClock(new Date(instant), zone) : ''),
    instantOf: (wall) => (wall ? (wallClockToInstant(wall, zone)?.toISOString() ?? null) : null),
  };
}

export function useInputClock(): RuleInputClock {
  const zone = usable(useShell().settings?.timezones?.eventTimezone);
  return useMemo(() => inputClock(zone), [zone]);
}
