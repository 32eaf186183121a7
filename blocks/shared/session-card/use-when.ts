// Start times as the catalog prints them, shared by the session cards and the directories' session lists; apart
// from SessionCard.tsx so that a list importing it does not load the cards' styles.
import { useMemo } from 'react';
import { useRenderContext } from '../../../renderer';

// One formatter per language, zone and hour cycle for the whole page: building an Intl.DateTimeFormat is slow
// (a page of session cards spent more time building them than rendering the cards).
const formats = new Map<string, (iso: string) => string>();

/** Formats start times like the catalog does: in the page's zone (UTC when none), the language's hour cycle. */
export function useWhen(): (iso: string) => string {
  const { language, timeZone, hourCycle } = useRenderContext();
  return useMemo(() => {
    const key = `${language}|${timeZone ?? 'UTC'}|${hourCycle ?? ''}`;
    let format = formats.get(key);
    if (!format) {
      const f = new Intl.DateTimeFormat(language, {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone: timeZone ?? 'UTC',
        ...(hourCycle ? { hourCycle } : {}),
      });
      // Plain spaces: Node's ICU and the browser's may differ in the narrow spaces they put before AM/PM (hydration).
      format = (iso: string) => f.format(new Date(iso)).replace(/[\u202f\u2009]/g, ' ');
      formats.set(key, format);
    }
    return format;
  }, [language, timeZone, hourCycle]);
}
