import { describe, expect, it } from 'vitest';
import { TEST_TIME_ZONES } from '../validators';
import { instantAtMinutes, instantToWallClock, nextDay, wallClockToInstant, zoneOffsetMs } from './zoned-arithmetic';
import { zoneCity, zonedDayKey, zonedParts } from './zoned-time';

describe('zoneCity', () => {
  it('names a zone by its city', () => {
    expect(zoneCity('America/Los_Angeles')).toBe('Los Angeles');
    expect(zoneCity('UTC')).toBe('UTC');
  });
});

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

describe('wall clock <-> instant (the date inputs: phase switcher, meeting forms)', () => {
  const instant = new Date('2027-05-18T08:00:00Z');
  it('shows an instant on each zone wall clock', () => {
    expect(instantToWallClock(instant, 'UTC')).toBe('2027-05-18T08:00');
    expect(instantToWallClock(instant, 'US/Pacific')).toBe('2027-05-18T01:00');
    expect(instantToWallClock(instant, 'US/Eastern')).toBe('2027-05-18T04:00');
    expect(instantToWallClock(instant, 'Pacific/Auckland')).toBe('2027-05-18T20:00');
    expect(instantToWallClock(instant, 'Asia/Shanghai')).toBe('2027-05-18T16:00');
    expect(instantToWallClock(instant, 'Asia/Tokyo')).toBe('2027-05-18T17:00');
    expect(instantToWallClock(instant, 'America/Mexico_City')).toBe('2027-05-18T02:00');
    expect(instantToWallClock(new Date('2027-05-18T00:00:00Z'), 'UTC')).toBe('2027-05-18T00:00');
  });
  it('reads a wall-clock value back as the same instant in every zone', () => {
    for (const zone of TEST_TIME_ZONES) {
      expect(wallClockToInstant(instantToWallClock(instant, zone), zone)?.toISOString(), zone).toBe(instant.toISOString());
    }
  });
  it('follows daylight saving: Auckland is 13 h ahead in January and 12 h in July', () => {
    expect(zoneOffsetMs(new Date('2027-01-15T00:00:00Z'), 'Pacific/Auckland')).toBe(13 * 3_600_000);
    expect(zoneOffsetMs(new Date('2027-07-15T00:00:00Z'), 'Pacific/Auckland')).toBe(12 * 3_600_000);
    expect(wallClockToInstant('2027-01-15T13:00', 'Pacific/Auckland')?.toISOString()).toBe('2027-01-15T00:00:00.000Z');
    expect(wallClockToInstant('2027-07-15T12:00', 'Pacific/Auckland')?.toISOString()).toBe('2027-07-15T00:00:00.000Z');
  });
  it('moves a wall time skipped by the spring-forward jump past the jump', () => {
    // US/Eastern skips 02:00-03:00 on 14 March 2027; 02:30 does not exist there.
    expect(wallClockToInstant('2027-03-14T02:30', 'US/Eastern')?.toISOString()).toBe('2027-03-14T07:30:00.000Z');
  });
  it('refuses values that are not dates', () => {
    expect(wallClockToInstant('', 'UTC')).toBeNull();
    expect(wallClockToInstant('2027-13-01T00:00', 'UTC')).toBeNull();
    expect(wallClockToInstant('2027-02-30T00:00', 'UTC')).toBeNull();
    expect(wallClockToInstant('tomorrow', 'UTC')).toBeNull();
  });
});
