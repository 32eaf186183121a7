// The visitor's chosen time zone for event times, kept through the renderer's one storage module. Without a
// choice (or with one the browser does not know) times show in the event's zone (settings timezones.eventTimezone).
import { useCallback } from 'react';
import { rememberedText } from '../../schemas';
import { useStoredState } from '../storage';

export const TIME_ZONE_STORAGE_KEY = 'conference.timeZone';

/** True when Intl knows the IANA zone name. */
export function isKnownTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone === '') return false;
  // The server's answer when the page brought it: hydrating builds no Intl format (schemas/util/remembered-text.ts).
  const known = rememberedText(`zone-known|${zone}`, () => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return 'yes';
    } catch {
      return 'no';
    }
  });
  return known === 'yes';
}

/** The zone event times show in: the visitor's choice when valid, else the event's zone, else none (as written). */
export function effectiveTimeZone(choice: string | null | undefined, eventTimeZone: string | undefined): string | undefined {
  if (isKnownTimeZone(choice)) return choice;
  return eventTimeZone || undefined;
}

/**
 * The visitor's stored choice and its setter (null clears it: back to the event's zone). Shared by every component
 * and tab; the server renders without a choice.
 */
export function useTimeZoneChoice(): [string | null, (zone: string | null) => void] {
  const [stored, set, remove] = useStoredState<string | null>(TIME_ZONE_STORAGE_KEY, null);
  const choose = useCallback(
    (zone: string | null) => {
      if (zone === null) remove();
      else if (isKnownTimeZone(zone)) set(zone);
    },
    [set, remove],
  );
  return [isKnownTimeZone(stored) ? stored : null, choose];
}
