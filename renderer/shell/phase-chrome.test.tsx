// Phase-dependent shell content ("Banners ignore the phase"): the announcement bar and the assigned header
// banner every page shows are chosen by the current phase, as home's own bar is. In the live phase, /en/sessions,
// /en/schedule and the meeting pages said "Early-bird registration ends February 28 ... Register now" while home said
// "Doors open at 7:30 am". The announcement bar is the demo's (server/demo/settings.ts), read from the real API
// seeded with the demo; the header banners below are the demo's assignment of the catalog's banner, cut down.
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SettingsAnswer } from '../../schemas/api-types';
import { realApiPerFile } from '../../test-support/real-api';
import { announcementBarFor } from './announcement';
import { AnnouncementBar } from './Banners';
import { withAssignedHeaderBanner } from './header-banners';
import type { ShellSettings } from './shell-settings';
import { renderInShell } from './test-support/render-banners';

const api = realApiPerFile({ demoSessions: 12 });

const banners: ShellSettings['banners'] = {
  headerBanners: [
    { identifier: 'catalog', mainTitle: 'translate.banner.catalog.title', buttons: [{ type: 'ctalink', text: 'translate.banner.catalog.register', url: '/en/get-started' }] } as never,
    { identifier: 'catalog-live', mainTitle: 'translate.banner.catalog.title' } as never,
  ],
  headerBannerAssignments: [
    { pages: ['sessions', 'archives'], bannerIdentifier: 'catalog', phases: ['pre-event'] },
    { pages: ['sessions', 'archives'], bannerIdentifier: 'catalog-live', phases: ['live', 'post-event'] },
  ],
};

let settings: ShellSettings;
let texts: Record<string, string>;
beforeAll(async () => {
  const demo = await api.call<SettingsAnswer>('GET', '/settings');
  settings = { announcementBar: (demo.body as ShellSettings).announcementBar, banners };
  // The bar's texts are translation keys: the English the API holds for them.
  texts = (await api.call<Record<string, string>>('GET', '/translation/en-US/common')).body as Record<string, string>;
});

function renderBar(phaseId: string | null, shellSettings: ShellSettings = settings) {
  return renderInShell(<AnnouncementBar />, shellSettings, null, { path: '/en/sessions', phaseId, texts });
}

const bar = () => screen.getByRole('region', { name: 'Announcement' });

describe('the announcement bar of every page follows the phase', () => {
  it('before the event: the early-bird price and Register now', () => {
    renderBar('pre-event');
    expect(bar().textContent).toContain('Early-bird registration ends February 28.');
    expect(screen.getByRole('link', { name: 'Register now' }).getAttribute('href')).toBe('/en/get-started');
  });

  it("in the live phase: what home's bar says (doors open), no registration", () => {
    renderBar('live');
    expect(bar().textContent).toContain('Doors open at 7:30 am. Bring your badge.');
    expect(bar().textContent).not.toContain('Early-bird');
    expect(screen.queryByRole('link', { name: 'Register now' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the venue map' }).getAttribute('href')).toBe('/en/map');
  });

  it('after the event: the recordings, no registration', () => {
    renderBar('post-event');
    expect(bar().textContent).toContain('Nimbus 2027 is on demand');
    expect(screen.queryByRole('link', { name: 'Register now' })).toBeNull();
  });

  it('keeps the site-wide bar for phases no phase bar names, and a phase bar may switch the bar off', () => {
    const base = { content: 'Site-wide', enabled: true };
    expect(announcementBarFor({ ...base, phaseBars: [{ phases: ['live'], content: 'Live', enabled: true }] }, 'pre-event')).toMatchObject(base);
    expect(announcementBarFor({ ...base, phaseBars: [{ phases: ['live'], content: 'Live', enabled: true }] }, null)).toMatchObject(base);
    renderBar('live', { ...settings, announcementBar: { ...base, phaseBars: [{ phases: ['live'], enabled: false }] } });
    expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull();
  });
});

describe('the header banner settings assign to a page follows the phase', () => {
  const layout = { components: [{ componentId: 'catalog', component: 'sessionCatalog', parentId: null, props: {} }] };
  const buttonsOn = (phaseId: string) => {
    const banner = withAssignedHeaderBanner(layout, 'sessions', banners, phaseId).components[0];
    expect(banner?.component).toBe('headerBanner');
    return ((banner?.props?.buttons ?? []) as { text: string }[]).map((b) => b.text);
  };

  it('asks to register on the catalog before the event only', () => {
    expect(buttonsOn('pre-event')).toEqual(['translate.banner.catalog.register']);
    expect(buttonsOn('live')).toEqual([]);
    expect(buttonsOn('post-event')).toEqual([]);
  });

  it('holds in every phase when the assignment names none', () => {
    const banners = { headerBanners: [{ identifier: 'b', mainTitle: 'B' }], headerBannerAssignments: [{ pages: ['speakers'], bannerIdentifier: 'b' }] };
    expect(withAssignedHeaderBanner(layout, 'speakers', banners, 'live').components[0]?.component).toBe('headerBanner');
    const phased = { ...banners, headerBannerAssignments: [{ pages: ['speakers'], bannerIdentifier: 'b', phases: ['pre-event'] }] };
    expect(withAssignedHeaderBanner(layout, 'speakers', phased, 'live')).toBe(layout);
  });
});
