import { describe, expect, it } from 'vitest';
import { buildRenderContext, eventDate, fixedEventTime } from './render-context';
import { languageCodes, localeOf, visibleItems } from './shell-settings';

describe('buildRenderContext', () => {
  const settings = {
    eventPhases: [
      { id: 'pre', start: '2026-09-01T00:00:00Z' },
      { id: 'live', start: '2026-11-18T00:00:00Z' },
    ],
    testingDate: null,
    features: { enableSessions: true, showMeetings: false },
    scopedFeatureOverrides: [{ featureFlagName: 'showMeetings', permissions: ['meetings'] }],
  };
  const base = { settings, clock: new Date('2026-11-20T00:00:00Z'), environment: 'cont' as const, language: 'de', pageId: 'home', editMode: false };

  it('carries the session, the flags after scoped overrides, the current phase, environment and language', () => {
    const ctx = buildRenderContext({ ...base, viewer: { signedIn: true, scopes: ['meetings'] } });
    expect(ctx).toEqual({
      scopes: ['meetings'],
      signedIn: true,
      features: { enableSessions: true, showMeetings: true },
      phaseId: 'live',
      editMode: false,
      environment: 'cont',
      language: 'de',
      // No language entry in these settings: the locale's own clock (de: 24 hours).
      hourCycle: 'h23',
      pageId: 'home',
    });
  });

  it('uses the testing date for the phase', () => {
    const ctx = buildRenderContext({ ...base, settings: { ...settings, testingDate: '2026-10-01T00:00:00Z' }, viewer: { signedIn: false, scopes: [] } });
    expect(ctx.phaseId).toBe('pre');
    expect(ctx.features.showMeetings).toBeUndefined();
  });

  it("carries the event's time zone from the settings, for the blocks that show dates", () => {
    const zoned = { ...settings, timezones: { allTimezones: ['UTC'], eventTimezone: 'America/Los_Angeles' } };
    expect(buildRenderContext({ ...base, settings: zoned, viewer: { signedIn: false, scopes: [] } }).timeZone).toBe('America/Los_Angeles');
    expect(buildRenderContext({ ...base, viewer: { signedIn: false, scopes: [] } }).timeZone).toBeUndefined();
  });

  it('is phase null without settings', () => {
    expect(buildRenderContext({ ...base, settings: undefined, viewer: { signedIn: false, scopes: [] } }).phaseId).toBeNull();
  });
});

describe('shell settings', () => {
  it('languages from settings, else en and de; then the pseudo-locale, which reads the first language\'s texts', () => {
    expect(languageCodes(undefined)).toEqual(['en', 'de', 'xx']);
    expect(languageCodes({ languages: [{ language: 'en', langLocale: 'en-US' }, { language: 'fr', langLocale: 'fr-FR' }] })).toEqual(['en', 'fr', 'xx']);
    expect(localeOf({ languages: [{ language: 'en', langLocale: 'en-US' }] }, 'en')).toBe('en-US');
    expect(localeOf({ languages: [{ language: 'en', langLocale: 'en-US' }, { language: 'fr', langLocale: 'fr-FR' }] }, 'xx')).toBe('en-US');
  });
  it('drops hidden menu items at every level', () => {
    const items = visibleItems([
      { name: 'a', hidden: true },
      { name: 'b', subMenu: [{ name: 'c' }, { name: 'd', hidden: true }] },
    ]);
    expect(items).toEqual([{ name: 'b', subMenu: [{ name: 'c' }] }]);
  });
});

describe("the tab's event clock", () => {
  const settings = { eventPhases: [{ id: 'pre', start: '2026-09-01T00:00:00Z' }, { id: 'live', start: '2027-05-18T08:00:00Z' }], testingDate: '2027-05-19T20:00:00Z' };
  const real = new Date('2026-12-02T10:00:00Z');

  it('is the preview date, else the testing date, else the real time', () => {
    const preview = new Date('2027-05-20T17:00:00Z');
    expect(eventDate(settings, preview, real)).toBe(preview);
    expect(eventDate(settings, null, real).toISOString()).toBe('2027-05-19T20:00:00.000Z');
    expect(eventDate({ ...settings, testingDate: null }, null, real)).toBe(real);
    expect(fixedEventTime(settings, preview)).toBe(preview.getTime());
    expect(fixedEventTime(settings, null)).toBe(Date.parse('2027-05-19T20:00:00Z'));
    expect(fixedEventTime({ ...settings, testingDate: null }, null)).toBeNull();
    expect(fixedEventTime({ ...settings, testingDate: 'soon' }, null)).toBeNull();
  });

  it("gives the page's blocks the shell's phase: a preview date's phase wins over the testing date's", () => {
    const base = { viewer: { signedIn: false, scopes: [] }, settings: { ...settings, testingDate: '2026-10-01T00:00:00Z' }, environment: 'cont' as const, language: 'en', pageId: 'home', editMode: false };
    expect(buildRenderContext({ ...base, clock: new Date('2027-05-19T20:00:00Z') }).phaseId).toBe('pre');
    expect(buildRenderContext({ ...base, clock: new Date('2027-05-19T20:00:00Z'), phaseId: 'live' }).phaseId).toBe('live');
  });
});
