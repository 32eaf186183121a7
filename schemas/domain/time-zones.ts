// The zone lists the site offers, for both sides. Plain data; a zone's name for people (zoneCity) lives in
// zoned-time.ts, which every page loads, so these lists reach only the code that offers them.
import type { SiteSettings } from '../generated/types';

/**
 * The phase switcher's test zones: the settings' testingTimezone values. The settings schema owns the list; its
 * values travel with the full schema (TEST_TIME_ZONES in validators.ts), so only the type and the default live here.
 */
export type TestTimeZone = NonNullable<SiteSettings['testingTimezone']>;
export const DEFAULT_TEST_TIME_ZONE: TestTimeZone = 'UTC';

/** Common zones a visitor can pick for their profile: a fixed list, so the server's and the browser's HTML agree. */
export const PROFILE_TIME_ZONES = [
  'America/Los_Angeles', 'America/Denver', 'America/Chicago', 'America/New_York', 'America/Sao_Paulo', 'Europe/London',
  'Europe/Berlin', 'Europe/Paris', 'Europe/Helsinki', 'Africa/Johannesburg', 'Asia/Dubai', 'Asia/Kolkata', 'Asia/Singapore',
  'Asia/Shanghai', 'Asia/Tokyo', 'Asia/Seoul', 'Australia/Sydney', 'Pacific/Auckland', 'UTC',
] as const;

/** The event's zone and the zones its settings list by default (settings timezones). */
export const DEFAULT_EVENT_TIME_ZONE = 'America/Los_Angeles';
export const DEFAULT_EVENT_TIME_ZONES = ['America/Los_Angeles', 'America/New_York', 'UTC', 'Europe/Berlin', 'Asia/Tokyo', 'Australia/Sydney'] as const;
