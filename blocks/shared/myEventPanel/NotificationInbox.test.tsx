// The attendee's notification inbox against the real API (a child process seeded with a 12-session demo): a site
// editor deploys a rule while the attendee's page is open; within 2 s the page shows the rule's toast and the inbox
// lists it with the count up; mark all read zeroes the count, and when the server refuses it the list and count come
// back with the failure toast. The choices flip at once and stay flipped on the server.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useLiveUpdates, type EventSourceFactory } from '../../../api-client';
import { clearToasts, showToast, ShellContext, useToasts, type ShellState } from '../../../renderer';
import type { NotificationPreference, NotificationRuleAnswer } from '../../../schemas/api-types';
import { realApiPerFile } from '../../../test-support/real-api';
import { fetchEventSource } from '../../../test-support/fetch-event-source';
import { closeLiveBetweenTests } from '../../../test-support/site-test-hooks';
import { withEnglish } from '../test/english-i18n';
import { NotificationInbox } from './NotificationInbox';
import { NotificationPreferences } from './NotificationPreferences';

const api = realApiPerFile({ demoSessions: 12 });
const VIEWER = 'cms-attendee';

function Toasts() {
  return <ul aria-label="Toasts">{useToasts().map((t) => <li key={t.id}>{t.message}</li>)}</ul>;
}

function Live({ createEventSource }: { createEventSource: EventSourceFactory }) {
  useLiveUpdates(['en'], { createEventSource, identity: VIEWER, onNotice: showToast });
  return null;
}

const shell = { settings: { timezones: { eventTimezone: 'UTC' } }, language: 'en', signedIn: true, phase: { id: 'live', lists: {} } } as Partial<ShellState> as ShellState;

const live = closeLiveBetweenTests();

async function deploy(title: string): Promise<void> {
  const created = await api.call<NotificationRuleAnswer>('POST', '/pushnotification/rules', {
    persona: 'siteeditor',
    body: {
      notificationRuleDto: {
        notificationName: title, notificationTypes: [1, 2], notificationSubType: 1, attendeeRegistrationTypes: ['digital'],
        categories: ['Announcement'], title, body: 'Hall A opens at 9.', startDate: new Date(Date.now() - 60_000).toISOString(),
      },
    },
  });
  expect(created.status).toBe(200);
  expect((await api.call('POST', `/pushnotification/rules/${created.body.notificationRuleDto.notificationID}/Deployed`, { persona: 'siteeditor' })).status).toBe(200);
}

describe('the notification inbox', () => {
  it('shows a deployed rule at once (toast, list, count); mark all read zeroes the count, and comes back when refused', async () => {
    for (const name of ['Inbox', 'Toast']) {
      await api.call('POST', '/pushnotification/preference/notification-type', { persona: 'attendee', body: { NotificationType: name, IsSelected: true } });
    }
    await api.signIn('attendee');
    const signedIn = await fetch(`${api.origin}/api/auth/dev/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ persona: 'attendee' }) });
    const token = ((await signedIn.json()) as { token: string }).token;
    let joined = () => undefined as void;
    const streamJoined = new Promise<void>((resolve) => (joined = resolve));
    const client = live.newClient();
    await act(async () => {
      render(
        withEnglish(
          <QueryClientProvider client={client}>
            <MemoryRouter initialEntries={['/en/home']}>
              <ShellContext value={shell}>
                <Live createEventSource={fetchEventSource(api.origin, `conf_session=${token}`, live.opened, (type) => type === 'joined' && joined())} />
                <NotificationInbox viewer={VIEWER} />
                <Toasts />
              </ShellContext>
            </MemoryRouter>
          </QueryClientProvider>,
        ),
      );
    });
    await screen.findByText('No notifications yet.', {}, { timeout: 8000 });
    await streamJoined;

    await deploy('Doors are open');
    await waitFor(() => expect(screen.getByRole('list', { name: 'Toasts' }).textContent).toBe('Doors are open: Hall A opens at 9.'), { timeout: 2000 });
    await waitFor(() => expect(screen.getByText('1 unread notification')).toBeTruthy(), { timeout: 2000 });
    const item = within(await within(screen.getByRole('region', { name: 'Inbox' })).findByRole('listitem', {}, { timeout: 2000 }));
    expect(item.getByText('Doors are open')).toBeTruthy();
    expect(item.getByRole('img', { name: 'Unread' })).toBeTruthy();
    expect(item.getByText('this minute')).toBeTruthy();

    api.failNext('POST', '/pushnotification/readAll', 500, { code: 'translate.base.error.internal-server-error', message: 'Down.', details: null });
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Toasts' }).textContent).toContain('Marking as read failed. Please try again.'));
    expect(screen.getByText('1 unread notification')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Unread' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.getByText('0 unread notifications')).toBeTruthy());
    expect(screen.queryByRole('img', { name: 'Unread' })).toBeNull();
    // The mark shows at once; the server has it once the write lands.
    const serverCount = async () => (await api.call<{ unreadCount: number }>('GET', '/pushnotification/unreadCount', { persona: 'attendee' })).body.unreadCount;
    await waitFor(async () => expect(await serverCount()).toBe(0));
    expect(screen.getByText('0 unread notifications')).toBeTruthy();
  });
});

describe('the notification choices', () => {
  it('flip at once, are kept by the server, and flip back with the failure toast when refused', async () => {
    await api.signIn('exhibitor');
    const client = live.newClient();
    render(
      withEnglish(
        <QueryClientProvider client={client}>
          <ShellContext value={shell}>
            <NotificationPreferences viewer="cms-exhibitor" />
            <Toasts />
          </ShellContext>
        </QueryClientProvider>,
      ),
    );
    const toast = await screen.findByRole('switch', { name: 'Messages on the open page' }, { timeout: 8000 });
    expect((toast as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('switch', { name: 'Push notifications' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('switch', { name: 'Announcements' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('switch', { name: 'Reminders' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('No device receives push notifications.')).toBeTruthy();

    await userEvent.click(toast);
    expect((toast as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(screen.getByRole('list', { name: 'Toasts' }).textContent).toBe('Your notification preferences were saved.'));
    const stored = (await api.call<NotificationPreference>('GET', '/pushnotification/preference', { persona: 'exhibitor' })).body;
    expect(stored.notificationTypes.find((t) => t.notificationType === 'Toast')?.isSelected).toBe(true);

    clearToasts();
    api.failNext('POST', '/pushnotification/preference/category', 500, { code: 'translate.base.error.internal-server-error', message: 'Down.', details: null });
    const reminders = screen.getByRole('switch', { name: 'Reminders' }) as HTMLInputElement;
    await userEvent.click(reminders);
    await waitFor(() => expect(screen.getByRole('list', { name: 'Toasts' }).textContent).toBe('Failed to update preference'));
    await waitFor(() => expect(reminders.checked).toBe(false));
  });
});
