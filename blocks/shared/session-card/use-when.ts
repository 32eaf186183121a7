// Start times as the catalog prints them, shared by the session cards and the directories' session lists; apart
// from SessionCard.tsx so that a list importing it does not load the cards' styles.
import { useEventTimeFormat, WEEKDAY_DATE_TIME } from '../../../renderer';

/** Formats start times like the catalog does: in the page's zone (UTC when none), the language's hour cycle. */
export function useWhen(): (iso: string) => string {
  return useEventTimeFormat(WEEKDAY_DATE_TIME).format;
}
