import { describe, expect, it } from 'vitest';
import type { PageLayout, SiteSettings } from './api-types';
import { validateBlockProps, validatePageLayout, validateSiteSettings } from './validators';

const paths = (result: ReturnType<typeof validateBlockProps>) => (result.ok ? [] : result.errors.map((e) => e.path));
const messages = (result: ReturnType<typeof validateBlockProps>) => (result.ok ? [] : result.errors.map((e) => e.message));

describe('validateBlockProps', () => {
  it('rejects a value of the wrong type, naming the field', () => {
    const result = validateBlockProps('headerBanner', { mainTitle: 42 });
    expect(result.ok).toBe(false);
    expect(paths(result)).toEqual(['/mainTitle']);
    expect(messages(result)[0]).toMatch(/^mainTitle must be string/);
  });

  it('rejects an unknown prop', () => {
    const result = validateBlockProps('sectionHeading', { heading: 'Agenda', headingColour: 'red' });
    expect(paths(result)).toEqual(['/headingColour']);
    expect(messages(result)).toEqual(['headingColour is not a known property']);
  });

  it('rejects a bad enum value deep in an array, with the allowed values', () => {
    const result = validateBlockProps('headerBanner', { buttons: [{ type: 'ctalink', text: 'Go' }, { type: 'hyperlink', text: 'x' }] });
    expect(paths(result)).toEqual(['/buttons/1/type']);
    expect(messages(result)[0]).toContain('buttons/1/type must be one of "link", "ctalink", "button", "ctabutton", "lightbox-link", "custom-action"');
  });

  it('names a missing required field', () => {
    const result = validateBlockProps('countdown', { showDays: true });
    expect(paths(result)).toEqual(['/endTime']);
    expect(messages(result)).toEqual(['endTime is required']);
  });

  it('checks formats and patterns', () => {
    expect(paths(validateBlockProps('countdown', { endTime: 'next tuesday' }))).toEqual(['/endTime']);
    expect(paths(validateBlockProps('videoHero', { videoSource: 'javascript:alert(1)' }))).toEqual(['/videoSource']);
    expect(paths(validateBlockProps('festivalCards', { cards: [{ media: { aspectRatio: '16:9' } }] }))).toEqual([
      '/cards/0/media/aspectRatio',
    ]);
  });

  it('accepts per-breakpoint values and explains a wrong one', () => {
    expect(validateBlockProps('sectionHeading', { wrapperWidth: { mobile: 100, desktop: 50 } })).toEqual({ ok: true });
    expect(validateBlockProps('sectionHeading', { wrapperPadding: { tablet: '8px' } })).toEqual({ ok: true });
    const bad = validateBlockProps('sectionHeading', { wrapperWidth: 40 });
    expect(bad).toEqual({
      ok: false,
      errors: [
        {
          path: '/wrapperWidth',
          message:
            'wrapperWidth must be one of 100, 66, 50, 33, 25, 20, or an object of such values per breakpoint (mobile, smallTablet, tablet, desktop, ultrawide)',
        },
      ],
    });
    expect(paths(validateBlockProps('sectionHeading', { wrapperWidth: { phone: 100 } }))).toEqual(['/wrapperWidth']);
  });

  it('checks the common visibility props', () => {
    expect(paths(validateBlockProps('drawer', { title: 'FAQ', requireScope: 'siteeditor' }))).toEqual(['/requireScope']);
    expect(paths(validateBlockProps('drawer', { title: 'FAQ', isDisabled: 'yes' }))).toEqual(['/isDisabled']);
  });

  it('answers an error for an unknown block type', () => {
    expect(validateBlockProps('marquee', {})).toEqual({ ok: false, errors: [{ path: '', message: 'Unknown block type "marquee"' }] });
  });
});

const layout = (): PageLayout => ({
  id: 'home--live',
  page: 'home',
  phase: 'live',
  environment: 'cont',
  components: [
    { componentId: 'hero', component: 'headerBanner', parentId: null, slot: null, props: { mainTitle: 'Welcome' }, schemaVersion: 1 },
    { componentId: 'days', component: 'tabExplorer', parentId: null, slot: null, props: { tabs: [{ id: 'day-1', name: 'Day 1' }] } },
    {
      componentId: 'day1-heading',
      component: 'sectionHeading',
      parentId: 'days',
      slot: 'day-1',
      props: { heading: 'Tuesday' },
      originalHash: 'a1b2c3',
      editor: { name: 'Ana Souza', email: 'ana@conference.example', id: 'u-17', edited: '2026-11-01T10:00:00Z', revision: 3 },
    },
    { componentId: 'legacy', component: 'liveTicker', parentId: null, slot: null, props: { anything: true } },
  ],
});

describe('validatePageLayout', () => {
  it('accepts a layout (unknown block types are left to the renderer)', () => {
    expect(validatePageLayout(layout())).toEqual({ ok: true });
  });

  it('rejects a bad environment and a bad componentId', () => {
    const doc = { ...layout(), environment: 'staging' };
    doc.components[0] = { ...doc.components[0]!, componentId: 'Hero Banner' };
    const result = validatePageLayout(doc);
    expect(paths(result)).toEqual(expect.arrayContaining(['/environment', '/components/0/componentId']));
  });

  it('checks the id, duplicate ids, parents and block props', () => {
    const doc = layout();
    doc.id = 'home--pre-event';
    doc.components[1] = { ...doc.components[1]!, componentId: 'hero' };
    doc.components[0] = { ...doc.components[0]!, props: { mainTitle: 'Welcome', buttons: [{ type: 'nope', text: 'x' }] } };
    const result = validatePageLayout(doc);
    expect(paths(result)).toEqual([
      '/id',
      '/components/1/componentId',
      '/components/0/props/buttons/0/type',
      '/components/2/parentId',
    ]);
    expect(messages(result)[2]).toMatch(/^components\/0\/props\/buttons\/0\/type must be one of/);
  });
});

const settings = (): SiteSettings => ({
  eventPhases: [
    { id: 'pre-event', label: 'Pre-event', start: '2026-06-01T00:00:00Z' },
    { id: 'live', label: 'Live', start: '2026-11-17T15:00:00Z' },
    { id: 'post-event', label: 'On demand', start: '2026-11-20T02:00:00Z' },
  ],
  testingDate: null,
  features: { enableSessions: true, enableSpeakers: true, showMeetings: false },
  scopedFeatureOverrides: [{ featureFlagName: 'showMeetings', permissions: ['meetings'] }],
  menus: {
    anonymousNavigation: [
      { name: 'Sessions', href: '/sessions' },
      { name: 'Attend', subMenu: [{ name: 'Travel', href: '/event-guide' }, { name: 'Code of conduct', href: '/code-of-conduct' }] },
    ],
  },
  announcementBar: { content: 'Registration is open', enabled: true, hyperlink: '/register', hyperlinkText: 'Register' },
  chat: { enableChat: true, placeholderRotationIntervalMs: 3000 },
  languages: [{ language: 'en', langLocale: 'en-US', timeFormat: 12, englishLabel: 'English' }],
  banners: {
    headerBanners: [{ identifier: 'default', imageUrls: { desktop: '/media/b.webp' }, textColor: { mobile: '#fff' } }],
    headerBannerAssignments: [{ pages: ['home', 'sessions'], bannerIdentifier: 'default' }],
    offline: { color: '#ffffff', backgroundColor: '#a4262c' },
  },
});

describe('validateSiteSettings', () => {
  it('accepts a settings document', () => {
    expect(validateSiteSettings(settings())).toEqual({ ok: true });
  });

  it('rejects an unknown flag, a bad phase start and a bad menu item', () => {
    const doc = settings() as unknown as Record<string, unknown>;
    (doc.features as Record<string, unknown>).enableTeleporter = true;
    (doc.eventPhases as { start: string }[])[0]!.start = 'June';
    (doc.menus as { anonymousNavigation: unknown[] }).anonymousNavigation.push({ href: '/x' });
    const result = validateSiteSettings(doc);
    expect(paths(result)).toEqual(
      expect.arrayContaining(['/features/enableTeleporter', '/eventPhases/0/start', '/menus/anonymousNavigation/2/name']),
    );
  });

  it('rejects a time format other than 12 or 24', () => {
    const doc = settings();
    doc.languages = [{ language: 'de', langLocale: 'de-DE', timeFormat: 13 as 12 }];
    expect(paths(validateSiteSettings(doc))).toEqual(['/languages/0/timeFormat']);
  });
});
