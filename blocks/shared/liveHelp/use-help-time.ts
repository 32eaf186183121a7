// The widget renders in the site shell, outside any page's render context (like the My Event panel), so it reads
// the shell's language, the event's zone and the visitor's zone choice itself to show a message's time.
import { useMemo } from 'react';
import { effectiveTimeZone, eventTimeFormat, hourCycleFor, isKnownTimeZone, useShell, useTimeZoneChoice, type EventTimeFormat } from '../../../renderer';

const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

interface TimeSettings {
  timezones?: { eventTimezone?: string };
  languages?: { language: string; timeFormat?: 12 | 24; uiLocale?: string; langLocale?: string }[];
}

/**
 * Formats an instant as the time of day in the visitor's language and zone. The format is built at the first time
 * shown (a message, once the panel opens), not when the widget mounts: that would set up the browser's Intl data
 * right after every signed-in page hydrates, for a button.
 */
export function useHelpTime(): (instant: string) => string {
  const shell = useShell();
  const [choice] = useTimeZoneChoice();
  const settings = shell.settings as TimeSettings | undefined;
  const eventZone = settings?.timezones?.eventTimezone;
  const lang = settings?.languages?.find((l) => l.language === shell.language);
  const locale = lang?.uiLocale ?? lang?.langLocale ?? shell.language;
  const timeFormat = lang?.timeFormat;
  return useMemo(() => {
    let formatter: EventTimeFormat | undefined;
    return (instant: string) => {
      if (!formatter) {
        const wanted = effectiveTimeZone(choice, eventZone);
        formatter = eventTimeFormat(locale, isKnownTimeZone(wanted) ? wanted : 'UTC', hourCycleFor(timeFormat, locale), TIME);
      }
      return formatter.format(instant);
    };
  }, [choice, eventZone, locale, timeFormat]);
}
