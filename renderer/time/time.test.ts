import { afterEach, describe, expect, it } from 'vitest';
import { buildRenderContext } from '../shell/render-context';
import { storage } from '../storage';
import { hourCycleFor } from './hour-cycle';
import { effectiveTimeZone, isKnownTimeZone, TIME_ZONE_STORAGE_KEY } from './time-zone-choice';
import { zonedDayKey, zonedParts } from './zoned';
import { instantAtMinutes, nextDay } from './zoned-arithmetic';

describe('where an instant falls in a zone (Intl)', () => {
  it('puts an instant on the day it falls on in the zone, not in the browser (UTC) zone', () => {
    // 01:00 UTC on 19 May is 18:00 on 18 May in Los Angeles (PDT, UTC-7).
    const evening = new Date('2027-05-19T01:00:00Z');
    expect(zonedDayKey(evening, 'UTC')).toBe('2027-05-19');
    expect(zonedDayKey(evening, 'America/Los_Angeles')).toBe('2027-05-18');
    expect(zonedParts(evening, 'America/Los_Angeles')).toEqual({ year: 2027, month: 5, day: 18, hour: 18, minute: 0, second: 0, weekday: 2 });
  });
  it('follows the daylight-saving change (Los Angeles, 14 March 2027: 02:00 PST -> 03:00 PDT)', () => {
    expect(zonedParts(new Date('2027-03-14T09:59:00Z'), 'America/Los_Angeles')).toMatchObject({ day: 14, hour: 1, minute: 59 });
    expect(zonedParts(new Date('2027-03-14T10:00:00Z'), 'America/Los_Angeles')).toMatchObject({ day: 14, hour: 3, minute: 0 });
    // 07:30 UTC is 23:30 the day before in winter (UTC-8) and 00:30 the same day in summer (UTC-7).
    expect(zonedDayKey(new Date('2027-03-13T07:30:00Z'), 'America/Los_Angeles')).toBe('2027-03-12');
    expect(zonedDayKey(new Date('2027-03-15T07:30:00Z'), 'America/Los_Angeles')).toBe('2027-03-15');
  });
});

describe('zoned arithmetic (@internationalized/date)', () => {
  it('turns a day and minutes from midnight in the event zone into an instant, across the daylight-saving change', () => {
    expect(instantAtMinutes('2027-05-18', 7 * 60, 'America/Los_Angeles').toISOString()).toBe('2027-05-18T14:00:00.000Z');
    expect(instantAtMinutes('2027-05-18', 7 * 60, 'UTC').toISOString()).toBe('2027-05-18T07:00:00.000Z');
    // 14 March 2027: midnight is PST (UTC-8), 12:00 is PDT (UTC-7); 02:30 does not exist and becomes 03:30 PDT.
    expect(instantAtMinutes('2027-03-14', 0, 'America/Los_Angeles').toISOString()).toBe('2027-03-14T08:00:00.000Z');
    expect(instantAtMinutes('2027-03-14', 12 * 60, 'America/Los_Angeles').toISOString()).toBe('2027-03-14T19:00:00.000Z');
    expect(instantAtMinutes('2027-03-14', 150, 'America/Los_Angeles').toISOString()).toBe('2027-03-14T10:30:00.000Z');
    expect(instantAtMinutes('2027-03-14', 1440, 'America/Los_Angeles').toISOString()).toBe('2027-03-15T07:00:00.000Z');
    expect(nextDay('2027-02-28')).toBe('2027-03-01');
  });
});

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
