import { afterEach, describe, expect, it } from 'vitest';
import { buildRenderContext } from '../shell/render-context';
import { storage } from '../storage';
import { hourCycleFor } from './hour-cycle';
import { effectiveTimeZone, isKnownTimeZone, TIME_ZONE_STORAGE_KEY } from './time-zone-choice';

describe('hourCycleFor', () => {
  it("uses the language's timeFormat, else the locale's habit", () => {
    expect(hourCycleFor(12, 'de-DE')).toBe('h12');
    expect(hourCycleFor(24, 'en-US')).toBe('h23');
    expect(hourCycleFor(undefined, 'en-US')).toBe('h12');
    expect(hourCycleFor(undefined, 'de-DE')).toBe('h23');
  });
});

describe("the visitor's time-zone choice", () => {
  afterEach(() => storage.remove(TIME_ZONE_STORAGE_KEY));
  it("wins over the event's zone when the browser knows it", () => {
    expect(isKnownTimeZone('Europe/Berlin')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
    expect(effectiveTimeZone('Europe/Berlin', 'America/Los_Angeles')).toBe('Europe/Berlin');
    expect(effectiveTimeZone('Mars/Olympus', 'America/Los_Angeles')).toBe('America/Los_Angeles');
    expect(effectiveTimeZone(null, 'America/Los_Angeles')).toBe('America/Los_Angeles');
    expect(effectiveTimeZone(null, undefined)).toBeUndefined();
  });
  it('reaches the render context with the zone, the choice and the clock of the language', () => {
    const settings = {
      timezones: { eventTimezone: 'America/Los_Angeles' },
      languages: [
        { language: 'en', langLocale: 'en-US', timeFormat: 12 as const },
        { language: 'de', langLocale: 'de-DE', timeFormat: 24 as const },
      ],
    };
    const base = { viewer: { signedIn: false, scopes: [] }, settings, clock: new Date(), environment: 'cont' as const, pageId: 'home', editMode: false };
    expect(buildRenderContext({ ...base, language: 'en' })).toMatchObject({ timeZone: 'America/Los_Angeles', eventTimeZone: 'America/Los_Angeles', hourCycle: 'h12' });
    expect(buildRenderContext({ ...base, language: 'en' }).timeZoneChoice).toBeUndefined();
    expect(buildRenderContext({ ...base, language: 'de', timeZoneChoice: 'Europe/Berlin' })).toMatchObject({
      timeZone: 'Europe/Berlin',
      timeZoneChoice: 'Europe/Berlin',
      eventTimeZone: 'America/Los_Angeles',
      hourCycle: 'h23',
    });
  });
});
