// The widget renders in the site shell, outside any page's render context (like the My Event panel), so it reads
// the shell's language, the event's zone and the visitor's zone choice itself to show a message's time.
import { useMemo } from 'react';
import { effectiveTimeZone, eventTimeFormat, hourCycleFor, isKnownTimeZone, useShell, useTimeZoneChoice } from '../../../renderer';

const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

interface TimeSettings {
  timezones?: { eventTimezone?: string };
  languages?: { language: string; timeFormat?: 12 | 24; uiLocale?: string; langLocale?: string }[];
}

/** Formats an instant as the time of day in the visitor's language and zone. */
export function useHelpTime(): (instant: string) => string {
  const shell = useShell();
  const [choice] = useTimeZoneChoice();
  const settings = shell.settings as TimeSettings | undefined;
  const wanted = effectiveTimeZone(choice, settings?.timezones?.eventTimezone);
  const zone = isKnownTimeZone(wanted) ? wanted : 'UTC';
  const lang = settings?.languages?.find((l) => l.language === shell.language);
  const locale = lang?.uiLocale ?? lang?.langLocale ?? shell.language;
  const hourCycle = hourCycleFor(lang?.timeFormat, locale);
  return useMemo(() => {
    const formatter = eventTimeFormat(locale, zone, hourCycle, TIME);
    return (instant: string) => formatter.format(instant);
  }, [locale, zone, hourCycle]);
}
