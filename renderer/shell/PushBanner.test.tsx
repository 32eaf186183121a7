// The push opt-in banner in the banner area (docs/behaviour/shell.md, Banners), against the real API in a browser
// that can push (test-support/fake-push-browser.ts): shown to a signed-in visitor while push is usable and this
// browser is not subscribed, in the colours of settings.banners.push, never on the map or chat-only pages; Turn on
// subscribes and the banner goes for good; a dismissal is kept across pages and visits.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../api-client';
import type { NotificationPreference } from '../../schemas/api-types';
import { installFakePushBrowser, type FakePushBrowser } from '../../test-support/fake-push-browser';
import { realApiPerFile } from '../../test-support/real-api';
import { I18nextProvider } from '../i18n/react';
import { storage } from '../storage';
import { Banners } from './Banners';
import { createShellI18n } from './i18n';
import { pwaStore } from './pwa';
import { PUSH_DISMISSED_KEY } from './PushBanner';
import { ShellContext, type ShellState } from './shell-context';

const api = realApiPerFile({ demoSessions: 12 });
const TEXT = 'Get event announcements as push notifications on this device.';

function renderBanners(path = '/en/home', signedIn = true): RenderResult {
  const shell = {
    settings: { eventPhases: [], testingDate: null, chatOnlyRoutes: ['/globalchat'], banners: { push: { color: '#1b1b1b', backgroundColor: '#fff4ce' } } },
    language: 'en',
    signedIn,
    phase: { id: 'live', lists: {} },
    previewDate: null,
    clock: () => new Date(),
  } as Partial<ShellState> as ShellState;
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <I18nextProvider i18n={createShellI18n('en')}>
          <ShellContext value={shell}>
            <Banners />
          </ShellContext>
        </I18nextProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The banner once the lazy chunk and the subscription are known (findBy waits for both). */
const banner = async () => (await screen.findByText(TEXT, {}, { timeout: 8000 })).parentElement as HTMLElement;

let browser: FakePushBrowser | undefined;
beforeEach(async () => {
  await api.signIn('attendee');
});
afterEach(() => {
  browser?.restore();
  browser = undefined;
  pwaStore.reset();
  storage.remove(PUSH_DISMISSED_KEY);
});

describe('the push banner', () => {
  it('is not offered where push is unusable: no worker of this page, a browser without push, blocked, signed out', async () => {
    // Nothing is asked of the server either (the device list is read only where push is usable).
    const deviceReads = () => api.requests.filter((r) => r.url === '/pushnotification/preference').length;
    const before = deviceReads();
    browser = installFakePushBrowser();
    const cases: [string, () => void][] = [
      ['no worker registered by this page', () => pwaStore.set({ workerReady: false })],
      ['blocked notifications', () => (browser!.permission = 'denied')],
    ];
    for (const [name, arrange] of cases) {
      await act(async () => pwaStore.set({ workerReady: true }));
      arrange();
      const view = renderBanners();
      await act(async () => new Promise((r) => setTimeout(r, 300)));
      expect(screen.queryByText(TEXT), name).toBeNull();
      view.unmount();
      browser.permission = 'default';
    }
    browser.restore();
    await act(async () => pwaStore.set({ workerReady: true }));
    const withoutPush = renderBanners();
    await act(async () => new Promise((r) => setTimeout(r, 300)));
    expect(screen.queryByText(TEXT), 'a browser without push').toBeNull();
    withoutPush.unmount();
    browser = installFakePushBrowser();
    const signedOut = renderBanners('/en/home', false);
    await act(async () => new Promise((r) => setTimeout(r, 300)));
    expect(screen.queryByText(TEXT), 'signed out').toBeNull();
    signedOut.unmount();
    expect(deviceReads()).toBe(before);
  });

  it('shows in the settings colours while not subscribed, never on the map or chat-only pages; Turn on subscribes', async () => {
    browser = installFakePushBrowser({ answer: 'granted' });
    pwaStore.set({ workerReady: true });
    for (const path of ['/en/interactive-map', '/en/globalchat']) {
      const view = renderBanners(path);
      await act(async () => new Promise((r) => setTimeout(r, 300)));
      expect(screen.queryByText(TEXT), path).toBeNull();
      view.unmount();
    }
    const first = renderBanners();
    const shown = await banner();
    expect(shown.getAttribute('role')).toBe('status');
    expect(shown.style.backgroundColor).toBe('rgb(255, 244, 206)');
    expect(shown.style.color).toBe('rgb(27, 27, 27)');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(screen.queryByText(TEXT)).toBeNull());
    const endpoint = browser.made[0]?.endpoint;
    const devices = (await api.call<NotificationPreference>('GET', '/pushnotification/preference', { persona: 'attendee' })).body.devices;
    expect(endpoint).toBeDefined();
    expect(devices.map((d) => d.endpoint)).toContain(endpoint);
    first.unmount();
    // A later visit knows it is subscribed: no banner.
    renderBanners();
    await act(async () => new Promise((r) => setTimeout(r, 500)));
    expect(screen.queryByText(TEXT)).toBeNull();
    await api.call('POST', '/PushSubscription/remove', { persona: 'attendee', body: { endpoint } });
  });

  it('keeps its dismissal (stored locally) across a remount', async () => {
    browser = installFakePushBrowser();
    pwaStore.set({ workerReady: true });
    const first = renderBanners();
    await banner();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(TEXT)).toBeNull();
    expect(storage.get(PUSH_DISMISSED_KEY, false)).toBe(true);
    first.unmount();
    renderBanners('/en/sessions');
    await act(async () => new Promise((r) => setTimeout(r, 500)));
    expect(screen.queryByText(TEXT)).toBeNull();
    expect(browser.prompts).toBe(0);
  });
});
