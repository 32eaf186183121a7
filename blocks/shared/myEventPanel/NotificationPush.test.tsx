// Turning push on and off for this device from the My Event panel, against the real API, in a browser that can push
// (test-support/fake-push-browser.ts stands in for the service worker, PushManager and the permission prompt):
// granted, the browser subscribes with the server's key and the server lists the device; denied, nothing is
// subscribed or registered; a refused registration is undone in the browser; turning off forgets the device.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../api-client';
import { clearToasts, pwaStore, ShellContext, useToasts, type ShellState } from '../../../renderer';
import type { NotificationPreference } from '../../../schemas/api-types';
import { installFakePushBrowser, type FakePushBrowser, type FakeSubscription } from '../../../test-support/fake-push-browser';
import { realApiPerFile } from '../../../test-support/real-api';
import { withEnglish } from '../test/english-i18n';
import { NotificationInbox } from './NotificationInbox';
import { NotificationPreferences } from './NotificationPreferences';

const api = realApiPerFile({ demoSessions: 12 });
const VIEWER = 'cms-attendee';
const shell = { settings: { timezones: { eventTimezone: 'UTC' } }, language: 'en', signedIn: true, phase: { id: 'live', lists: {} } } as Partial<ShellState> as ShellState;

function Toasts() {
  return <ul aria-label="Toasts">{useToasts().map((t) => <li key={t.id}>{t.message}</li>)}</ul>;
}

let client: QueryClient;
let browser: FakePushBrowser;
beforeEach(() => pwaStore.set({ workerReady: true }));
afterEach(() => {
  browser?.restore();
  pwaStore.reset();
  client?.clear();
  clearToasts();
});

async function renderPanel(answer: NotificationPermission) {
  browser = installFakePushBrowser({ answer });
  await api.signIn('attendee');
  client = createQueryClient();
  render(
    withEnglish(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/en/home']}>
          <ShellContext value={shell}>
            <NotificationInbox viewer={VIEWER} />
            <NotificationPreferences viewer={VIEWER} />
            <Toasts />
          </ShellContext>
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  );
  const inbox = within(screen.getByRole('region', { name: 'Inbox' }));
  await inbox.findByText('Push notifications are not turned on for this device.', {}, { timeout: 8000 });
  return inbox.getByRole('button', { name: 'Turn on' });
}

const serverDevices = async () =>
  (await api.call<NotificationPreference>('GET', '/pushnotification/preference', { persona: 'attendee' })).body.devices.map((d) => d.endpoint);
const toastText = () => screen.getByRole('list', { name: 'Toasts' }).textContent;
/** The one subscription the page made. */
function madeOne(): FakeSubscription {
  expect(browser.made).toHaveLength(1);
  return browser.made[0] as FakeSubscription;
}
const registrations = () => api.requests.filter((r) => r.method === 'POST' && r.url === '/PushSubscription');

describe('push on this device, from the My Event panel', () => {
  it('granted: subscribes with the server key and registers; the switch turns it off and forgets the device', async () => {
    await userEvent.click(await renderPanel('granted'));
    await waitFor(() => expect(screen.queryByText('Push notifications are not turned on for this device.')).toBeNull());
    const made = madeOne();
    expect(browser.prompts).toBe(1);
    expect(browser.keys).toEqual([(await api.call<{ publicKey: string }>('GET', '/PushSubscription/public-key')).body.publicKey]);
    expect(await serverDevices()).toContain(made.endpoint);
    const thisDevice = (await screen.findByRole('switch', { name: 'Push notifications on this device' })) as HTMLInputElement;
    await waitFor(() => expect(thisDevice.checked).toBe(true));

    await userEvent.click(thisDevice);
    await waitFor(() => expect(thisDevice.checked).toBe(false));
    expect(made.unsubscribed).toBe(true);
    expect(browser.current).toBeNull();
    expect(await serverDevices()).not.toContain(made.endpoint);
    expect(await screen.findByText('Push notifications are not turned on for this device.')).toBeTruthy();
    expect(toastText()).toBe('');
  });

  it('denied: the permission toast, and nothing is subscribed or registered', async () => {
    const before = registrations().length;
    await userEvent.click(await renderPanel('denied'));
    await waitFor(() => expect(toastText()).toBe('Notifications are blocked for this site in your browser settings.'));
    expect(browser.made).toEqual([]);
    expect(registrations().length).toBe(before);
    // Blocked notifications make push unusable here: no prompt and no switch offer it again.
    await waitFor(() => expect(screen.queryByRole('switch', { name: 'Push notifications on this device' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Turn on' })).toBeNull();
  });

  it('a refused registration unsubscribes the browser again, with the failed-to-subscribe toast', async () => {
    const turnOn = await renderPanel('granted');
    api.failNext('POST', '/PushSubscription', 500, { code: 'translate.base.error.internal-server-error', message: 'Down.', details: null });
    await userEvent.click(turnOn);
    await waitFor(() => expect(toastText()).toBe('Could not turn on push notifications on this device.'));
    const made = madeOne();
    expect(made.unsubscribed).toBe(true);
    expect(browser.current).toBeNull();
    expect(await serverDevices()).not.toContain(made.endpoint);
    expect(screen.getByText('Push notifications are not turned on for this device.')).toBeTruthy();
  });
});
