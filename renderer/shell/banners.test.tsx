// docs/behaviour/shell.md, Banners, Banners: "Each banner has a color and backgroundColor in settings."
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../storage';
import { INSTALL_DISMISSED_KEY, noInstallBannerOn, randomCountdownSeconds } from './PwaBanners';
import { pwaStore } from './pwa';
import { renderBanners } from './test-support/render-banners';

describe('the banner area', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the offline banner in the colours of settings.banners.offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderBanners({
      eventPhases: [],
      testingDate: null,
      banners: { offline: { color: '#ffffff', backgroundColor: '#5c5c5c' } },
    });
    const banner = screen.getByText(/You are offline\. Some content/).parentElement as HTMLElement;
    expect(banner.getAttribute('role')).toBe('status');
    expect(banner.style.color).toBe('rgb(255, 255, 255)');
    expect(banner.style.backgroundColor).toBe('rgb(92, 92, 92)');
  });

  it('shows nothing while online with nothing to announce', () => {
    renderBanners({ eventPhases: [], testingDate: null });
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('the update banner (docs/behaviour/README.md: needRefresh triggers the update banner)', () => {
  afterEach(() => {
    pwaStore.reset();
    vi.useRealTimers();
  });

  it('offers the new version in the colours of settings.banners.update, and dismisses for this path', async () => {
    renderBanners({
      eventPhases: [],
      testingDate: null,
      banners: { update: { color: '#ffffff', backgroundColor: '#0b5cad' } },
    });
    expect(screen.queryByText('A new version of this site is available.')).toBeNull();
    // The update and install banners' code is a lazy chunk: it loads once the browser reports something.
    await act(async () => pwaStore.set({ needRefresh: true }));
    const banner = (await screen.findByText(/A new version of this site is available\./))
      .parentElement as HTMLElement;
    expect(banner.style.backgroundColor).toBe('rgb(11, 92, 173)');
    expect(screen.getByRole('button', { name: 'Update now' })).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Dismiss' }).click());
    expect(screen.queryByText(/A new version/)).toBeNull();
  });

  it("counts down the settings' random seconds before updating by itself", async () => {
    vi.useFakeTimers();
    renderBanners({
      eventPhases: [],
      testingDate: null,
      countdown: { randomCountdownMin: 15, randomCountdownMax: 15 },
    });
    await act(async () => pwaStore.set({ needRefresh: true }));
    expect(screen.getByText(/It updates itself in 15 seconds\./)).toBeTruthy();
    act(() => vi.advanceTimersByTime(14_000));
    expect(screen.getByText(/It updates itself in 1 second\./)).toBeTruthy();
  });

  it('draws the countdown only when both bounds are above 0 and the minimum is not above the maximum', () => {
    expect(randomCountdownSeconds({ randomCountdownMin: 15, randomCountdownMax: 90 }, () => 0.5)).toBe(53);
    expect(randomCountdownSeconds({ randomCountdownMin: 0, randomCountdownMax: 90 })).toBeNull();
    expect(randomCountdownSeconds({ randomCountdownMin: 90, randomCountdownMax: 15 })).toBeNull();
    expect(randomCountdownSeconds(undefined)).toBeNull();
  });
});

describe('the install banner', () => {
  const settings = {
    eventPhases: [],
    testingDate: null,
    pwaInstallPhases: ['live'],
    chatOnlyRoutes: ['/globalchat'],
  };
  afterEach(() => {
    pwaStore.reset();
    storage.remove(INSTALL_DISMISSED_KEY);
  });

  async function offerInstall() {
    const prompt = vi.fn(async () => undefined);
    // act(async): the banners' lazy chunk loads before the assertions.
    await act(async () => {
      window.dispatchEvent(Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt }));
    });
    return prompt;
  }

  it("appears when the browser offers to install in a phase of pwaInstallPhases; Install opens the browser's prompt", async () => {
    renderBanners(settings, null, { phaseId: 'live' });
    const prompt = await offerInstall();
    const install = screen.getByRole('button', { name: 'Install' });
    expect(screen.getByText('Install the event app to open it from your home screen.')).toBeTruthy();
    await act(async () => install.click());
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
  });

  it('stays away in other phases, on the install page, the interactive map and chat-only pages', async () => {
    for (const [path, phaseId] of [
      ['/en/home', 'pre-event'],
      ['/en/install', 'live'],
      ['/en/interactive-map', 'live'],
      ['/en/globalchat', 'live'],
    ] as const) {
      const view = renderBanners(settings, null, { path, phaseId });
      await offerInstall();
      expect(screen.queryByRole('button', { name: 'Install' }), path).toBeNull();
      view.unmount();
      pwaStore.reset();
    }
    expect(noInstallBannerOn('/de/globalchat/', 'de', ['/globalchat'])).toBe(true);
    expect(noInstallBannerOn('/de/home', 'de', ['/globalchat'])).toBe(false);
  });

  it('keeps its dismissal (stored locally)', async () => {
    const first = renderBanners(settings, null, { phaseId: 'live' });
    await offerInstall();
    act(() => screen.getByRole('button', { name: 'Dismiss' }).click());
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
    expect(storage.get(INSTALL_DISMISSED_KEY, false)).toBe(true);
    first.unmount();
    renderBanners(settings, null, { phaseId: 'live' });
    await offerInstall();
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
  });
});

describe('the saved-copy mark (docs/behaviour/shell.md, Offline)', () => {
  afterEach(() => {
    pwaStore.set({ savedCopy: undefined });
    pwaStore.reset();
    vi.restoreAllMocks();
  });

  it('says when the copy was saved, in the event time zone, and offers a reload once back online', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderBanners({ eventPhases: [], testingDate: null, timezones: { eventTimezone: 'Europe/Berlin' } });
    await act(async () => pwaStore.set({ savedCopy: '2027-05-17T07:05:00.000Z' }));
    const mark = await screen.findByText(/^Saved copy from 9:05\sAM$/);
    expect(mark.closest('[role="status"]')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
  });

  it('offers the reload while online', async () => {
    renderBanners({ eventPhases: [], testingDate: null });
    await act(async () => pwaStore.set({ savedCopy: '2027-05-17T07:05:00.000Z' }));
    expect(await screen.findByText(/^Saved copy from 7:05\sAM$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});
