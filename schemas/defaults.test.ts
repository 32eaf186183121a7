import { describe, expect, it } from 'vitest';
import { BREAKPOINT_KEYS, type JsonSchema } from './index';
import { blockBaseSchema, blockSchemas, getSchemaDefaults, settingsSchema } from './validators';

/** The schema node at a path of property names ('cards[]' steps into array items). */
function at(schema: JsonSchema, path: string): JsonSchema {
  let node = schema;
  for (const step of path.split('.')) {
    const name = step.replace(/\[\]$/, '');
    node = node.properties?.[name] as JsonSchema;
    if (step.endsWith('[]')) node = node.items as JsonSchema;
    expect(node, path).toBeDefined();
  }
  return node;
}

// Every number and string here is from docs/behaviour/content-and-environments.md, Blocks.
describe('spec defaults', () => {
  it('hero blade dominance ratio 50/50/100', () => {
    expect(getSchemaDefaults(blockSchemas.heroImageBlade).assetDominanceRatio).toEqual({ asset: 50, text: 50, mobile: 100 });
    expect(at(blockSchemas.heroImageBlade, 'assetDominanceRatio.asset').default).toBe(50);
    expect(at(blockSchemas.heroImageBlade, 'assetDominanceRatio.text').default).toBe(50);
    expect(at(blockSchemas.heroImageBlade, 'assetDominanceRatio.mobile').default).toBe(100);
  });

  it('happening now: max 16, min 8, blade refresh 4 minutes, per-device samples 16/8/4 and 8/4/2', () => {
    const defaults = getSchemaDefaults(blockSchemas.happeningNow);
    expect(defaults.maxNumberOfCards).toBe(16);
    expect(defaults.minNumberOfCards).toBe(8);
    expect(defaults.autoRefreshTimeInSeconds).toBe(240);
    const sample = blockSchemas.happeningNow.examples?.[0] as Record<string, unknown>;
    expect(sample.maxNumberOfCards).toEqual({ desktop: 16, tablet: 8, mobile: 4 });
    expect(sample.minNumberOfCards).toEqual({ desktop: 8, tablet: 4, mobile: 2 });
    expect(at(settingsSchema, 'happeningNowAutoRefreshTimeInSeconds').default).toBe(300);
    expect(at(settingsSchema, 'features.enableHappeningNowAutoRefresh').type).toBe('boolean');
  });

  it('sponsor shuffle 9 items, buffer 3; promoted sessions limit 10', () => {
    expect(getSchemaDefaults(blockSchemas.sponsorShuffle)).toMatchObject({ itemsToShow: 9, buffer: 3 });
    expect(getSchemaDefaults(blockSchemas.promotedSessions).limit).toBe(10);
  });

  it("festival card aspect ratio '16/9'", () => {
    expect(at(blockSchemas.festivalCards, 'cards[].media.aspectRatio').default).toBe('16/9');
  });

  it('header banner is not reduced on mobile unless asked; countdown units', () => {
    expect(getSchemaDefaults(blockSchemas.headerBanner).reduceBannerOnMobile).toBe(false);
    expect(getSchemaDefaults(blockSchemas.countdown)).toMatchObject({ showMonths: false, showDays: true, showSeconds: true });
    expect(getSchemaDefaults(blockSchemas.notificationBanner).alwaysShowBanner).toBe(false);
    expect(getSchemaDefaults(blockSchemas.sectionHeading).headingLevel).toBe(2);
  });

  // The order as the spec lists it: the test's name and its expectation are the one list.
  const socialOrder = 'facebook, instagram, youtube, linkedin, website, x, teams, github, tiktok, bluesky';
  it(`social order default: ${socialOrder}`, () => {
    expect(getSchemaDefaults(blockSchemas.socialLinks).order).toEqual(socialOrder.split(', '));
  });

  it('wrapper width presets 100, 66, 50, 33, 25, 20', () => {
    const width = at(blockBaseSchema, 'wrapperWidth');
    expect(width['x-breakpoints']).toBe(true);
    expect(width.anyOf?.[0]?.enum).toEqual([100, 66, 50, 33, 25, 20]);
    expect(Object.keys(width.anyOf?.[1]?.properties ?? {})).toEqual([...BREAKPOINT_KEYS]);
  });

  it('chat: enabled, anonymous, rotation 3000 ms, rate limit 1000 ms', () => {
    const chat = getSchemaDefaults(settingsSchema).chat as Record<string, unknown>;
    expect(chat).toMatchObject({ enableChat: true, showAnonymously: true, placeholderRotationIntervalMs: 3000, chatMessageActionRateLimitMs: 1000 });
    expect(at(settingsSchema, 'chat.placeholderRotationIntervalMs').default).toBe(3000);
    expect(at(settingsSchema, 'chat.chatMessageActionRateLimitMs').default).toBe(1000);
  });

  it('count refresh 60/60/90/15 s, update countdown 15 to 90 s, update check 30 s, test timezone UTC', () => {
    expect(getSchemaDefaults(settingsSchema)).toMatchObject({
      evaluationCountRefreshRateSeconds: 60,
      meetingCountRefreshRateSeconds: 60,
      messageCountRefreshRateSeconds: 90,
      notificationUnreadCountRefreshRateSeconds: 15,
      countdown: { randomCountdownMin: 15, randomCountdownMax: 90 },
      serviceWorkerUpdateCheckSeconds: 30,
      testingTimezone: 'UTC',
      myEventPanelDefaultScheduleView: 'List',
      defaultMeetingLocation: 'Teams',
    });
  });

  it('every settings property has a category', () => {
    for (const [name, property] of Object.entries(settingsSchema.properties ?? {})) {
      expect(property['x-category'], name).toMatch(/^[A-Z][A-Za-z -]*(\/[A-Z][A-Za-z -]*)?$/);
    }
  });

  it('getSchemaDefaults hands out copies', () => {
    const first = getSchemaDefaults(blockSchemas.heroImageBlade);
    (first.assetDominanceRatio as Record<string, number>).asset = 70;
    expect(getSchemaDefaults(blockSchemas.heroImageBlade).assetDominanceRatio).toEqual({ asset: 50, text: 50, mobile: 100 });
  });
});
