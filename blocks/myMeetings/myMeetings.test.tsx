// My meetings and the message thread against the real API (a child process seeded with a small demo): an invitee
// sees the invitation pending with its time status and accepts it (stored on the server); the counts are polled at
// the settings' rates (docs/behaviour/meetings.md: meetings 60 s, messages 90 s); a blank message is refused in the form and
// a sent one shows in the thread.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createQueryClient, signOut } from '../../api-client';
import { meetingKeys } from '../../api-client/meetings';
import { createShellI18n, I18nextProvider, RenderContext, type RenderContextValue } from '../../renderer';
import type { MeetingAnswer } from '../../schemas/api-types';
import { realApiPerFile } from '../../test-support/real-api';
import { MemoryRouter, Route, Routes } from 'react-router';
import MeetingDetail from '../meetingDetail/MeetingDetail';
import { meetingDetailStrings } from '../meetingDetail/strings';
import { MessageThread } from '../shared/meetings/MessageThread';
import MyMeetings from './MyMeetings';

const SETTINGS = {
  allowLogOn: true,
  timezones: { eventTimezone: 'America/Los_Angeles', allTimezones: ['America/Los_Angeles'] },
  features: { showMeetings: true, showMessaging: true, enableAppointmentCreation: true, showAppointments: true },
  meetingCountRefreshRateSeconds: 60,
  messageCountRefreshRateSeconds: 90,
  chatMessageActionRateLimitMs: 1000,
};
const api = realApiPerFile({ demoSessions: 12, settings: { cont: SETTINGS, uat: SETTINGS, prod: SETTINGS } });

const CONTEXT: RenderContextValue = {
  scopes: ['meetings', 'expertconnect'], signedIn: true, features: SETTINGS.features, phaseId: null, editMode: false, environment: 'cont',
  language: 'en', pageId: 'meetings', timeZone: 'America/Los_Angeles',
};

let client: QueryClient;
let meeting: MeetingAnswer['meeting'];

beforeAll(async () => {
  // The in-person attendee invites the exhibitor (both listed in the demo's directory).
  const res = await api.call<MeetingAnswer>('POST', '/meetings', {
    persona: 'inperson',
    body: { subject: 'Booth walkthrough', time: '2027-05-18T17:00:00Z', endTime: '2027-05-18T17:30:00Z', meetingTypeName: 'attendee-to-attendee', attendeeIds: ['att-exhibitor'] },
  });
  expect(res.status).toBe(200);
  meeting = res.body.meeting;
});

afterEach(() => {
  client?.clear();
  signOut();
});

function renderWithApi(ui: ReactNode) {
  client = createQueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={createShellI18n('en')}>
        <RenderContext value={CONTEXT}>{ui}</RenderContext>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('My meetings', () => {
  it('shows the invitation pending, early, and stores the acceptance', async () => {
    await api.signIn('exhibitor');
    renderWithApi(<MyMeetings componentId="mine" type="myMeetings" props={{}} />);
    const card = (await screen.findByRole('heading', { name: 'Booth walkthrough' })).closest('.mtg-card') as HTMLElement;
    expect(within(card).getByText('Organized by Imani Inperson')).toBeTruthy();
    expect(within(card).getByText('Pending')).toBeTruthy();
    expect(card.querySelector('[data-time-status]')?.getAttribute('data-time-status')).toBe('early');
    await userEvent.click(within(card).getByRole('button', { name: 'Accept Booth walkthrough' }));
    await waitFor(() => expect(within(card).getByText('Accepted')).toBeTruthy());
    const stored = await api.call<MeetingAnswer>('GET', `/meetings/${meeting.id}`, { persona: 'inperson' });
    expect(stored.body.meeting.requests.map((r) => r.invitationResponse)).toEqual(['accepted']);
  });

  it('polls new invitations every 60 s and unread messages every 90 s (the settings)', async () => {
    await api.signIn('exhibitor');
    renderWithApi(<MyMeetings componentId="mine" type="myMeetings" props={{}} />);
    await screen.findByRole('heading', { name: 'Booth walkthrough' });
    const viewer = meeting.requests[0]!.userId;
    const interval = (which: 'invites' | 'messages') => client.getQueryCache().find({ queryKey: meetingKeys.counts(viewer, which) })?.observers[0]?.options.refetchInterval;
    await waitFor(() => expect(interval('invites')).toBe(60_000));
    expect(interval('messages')).toBe(90_000);
  });
});

describe('message thread', () => {
  it('refuses blank text in the form and shows a sent message', async () => {
    await api.signIn('exhibitor');
    renderWithApi(<MessageThread viewer={meeting.requests[0]!.userId} meetingId={meeting.id} />);
    await screen.findByText('No messages yet.');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Write a message first.')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'See you at booth B210');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const list = await screen.findByRole('list', { name: 'Messages, oldest first' });
    await waitFor(() => expect(within(list).getByText('See you at booth B210')).toBeTruthy());
    const organizer = await api.call<{ unreadMessages: number }>('GET', '/me/counts', { persona: 'inperson' });
    expect(organizer.body.unreadMessages).toBe(1);
  });
});

describe('a cancelled meeting', () => {
  it('leaves Upcoming for Cancelled, and its page keeps the composer disabled with the reason', async () => {
    const created = await api.call<MeetingAnswer>('POST', '/meetings', {
      persona: 'inperson',
      body: { subject: 'Roadmap sync', time: '2027-05-19T17:00:00Z', endTime: '2027-05-19T17:30:00Z', meetingTypeName: 'attendee-to-attendee', attendeeIds: ['att-exhibitor'] },
    });
    const id = created.body.meeting.id;
    expect((await api.call('DELETE', `/meetings/${id}`, { persona: 'inperson' })).status).toBe(200);

    await api.signIn('exhibitor');
    const list = renderWithApi(<MyMeetings componentId="mine" type="myMeetings" props={{}} />);
    const cancelled = await screen.findByRole('region', { name: 'Cancelled (1)' });
    const card = within(cancelled).getByRole('heading', { name: 'Roadmap sync' }).closest('.mtg-card') as HTMLElement;
    expect(within(card).getByText('Cancelled')).toBeTruthy();
    const upcoming = screen.getByRole('region', { name: /^Upcoming \(\d+\)$/ });
    expect(within(upcoming).queryByRole('heading', { name: 'Roadmap sync' })).toBeNull();
    expect(within(upcoming).getByRole('heading', { name: 'Booth walkthrough' })).toBeTruthy();
    list.unmount();

    renderWithApi(
      <MemoryRouter initialEntries={[`/en/meetings/${id}`]}>
        <Routes>
          <Route path="/:lang/meetings/:meetingId" element={<MeetingDetail componentId="detail" type="meetingDetail" props={{}} />} />
        </Routes>
      </MemoryRouter>,
    );
    const box = await screen.findByRole('textbox', { name: 'Message' });
    expect((box as HTMLTextAreaElement).disabled).toBe(true);
    expect(box.getAttribute('aria-describedby')?.split(' ').map((d) => document.getElementById(d)?.textContent)).toContain(meetingDetailStrings['translate.meetingDetail.thread-closed']);
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Cancelled by the organizer')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });
});
