// My schedule against the real API (a child process seeded with a 60-session demo): an attendee's two overlapping
// sessions show each other's clash by name, free time shows between events, the views switch through the URL, the
// detail dialog opens with the focus inside and removes a session; the server loader fills the key the first render
// reads; anonymous visitors are asked to sign in.
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../api-client';
import { realApiPerFile } from '../../test-support/real-api';
import { renderBlocks } from '../shared/test/english-i18n';
import { block } from '../shared/test/render-blocks';
import { demoSessionCards, type DemoSessionCard } from '../shared/test/demo-sessions';
import { siteWrap } from '../shared/test/site-wrap';
import { scheduleQueryOptions } from './api';
import { loadMySchedule } from './load';
import { scheduleRange } from './schedule-model';

const api = realApiPerFile({ demoSessions: 60 });
const DAYS = ['2027-05-18', '2027-05-19', '2027-05-20'];
const WAIT = { timeout: 8000 };

let client: QueryClient;
afterEach(() => client?.clear());

const ATTENDEE = {
  signedIn: true,
  scopes: ['event-tools', 'meetings', 'attendee-directory'],
  features: { enableMySchedule: true, enableSessions: true, showMeetings: true, showAppointments: true, enableWebCal: true, enableShareScheduleFeature: true },
  timeZone: 'America/Los_Angeles',
  eventTimeZone: 'America/Los_Angeles',
};

async function renderSchedule(url = '/en/schedule', context: Record<string, unknown> = ATTENDEE, queryClient = createQueryClient()) {
  client = queryClient;
  return renderBlocks([block('my-schedule', 'mySchedule', { eventDays: DAYS })], context, siteWrap(client, url, 'url'));
}

// vitest.setup.ts clears localStorage (where the token lives) after each test.
beforeEach(() => api.signIn('attendee'));

let first: DemoSessionCard;
let second: DemoSessionCard;

beforeAll(async () => {
  await api.signIn('attendee');
  const plain = (await demoSessionCards(api, 'attendee')).filter((s) => s.canBeScheduled && !s.isCapacityControlled && s.startDateTime && !['roundtable', 'hands-on-lab'].includes(s.sessionType.logicalValue));
  for (const s of plain) {
    const other = plain.find((o) => o !== s && o.startDateTime === s.startDateTime);
    if (other) {
      [first, second] = [s, other];
      break;
    }
  }
  expect(first && second).toBeTruthy();
  for (const s of [first, second]) {
    const res = await api.call('POST', `/schedule/sessions/${s.sessionId}`, { persona: 'attendee' });
    expect(res.status).toBe(200);
  }
});

describe('My schedule', () => {
  it('names every clash on both events, in the list view by default', async () => {
    await renderSchedule();
    const a = await screen.findByRole('button', { name: first.title }, WAIT);
    const cardA = a.closest('article') as HTMLElement;
    const cardB = screen.getByRole('button', { name: second.title }).closest('article') as HTMLElement;
    expect(within(cardA).getByText(`Clashes with ${second.title}`)).toBeTruthy();
    expect(within(cardB).getByText(`Clashes with ${first.title}`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).toBe('true');
    // The event-type filter has more than two choices for this attendee (meetings scope): shown.
    expect(screen.getByRole('combobox', { name: 'Event type' })).toBeTruthy();
  });

  it('switches to the day calendar through the URL and opens the detail dialog', async () => {
    const user = userEvent.setup();
    await renderSchedule();
    await screen.findByRole('button', { name: first.title }, WAIT);
    await user.click(screen.getByRole('button', { name: 'Day' }));
    await waitFor(() => expect(screen.getByTestId('url').textContent).toContain('view=Day'));
    expect(screen.getByRole('region', { name: / calendar$/ })).toBeTruthy();
    const opener = screen.getByRole('button', { name: first.title });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: first.title });
    expect(within(dialog).getByText(second.title)).toBeTruthy();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('removes a session from the dialog, and the clash goes with it', async () => {
    const user = userEvent.setup();
    await renderSchedule();
    await user.click(await screen.findByRole('button', { name: second.title }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: second.title });
    await user.click(within(dialog).getByRole('button', { name: 'Remove from schedule' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: second.title })).toBeNull(), WAIT);
    const cardA = screen.getByRole('button', { name: first.title }).closest('article') as HTMLElement;
    expect(within(cardA).queryByText(/Clashes with/)).toBeNull();
    // Put it back for the next tests.
    expect((await api.call('POST', `/schedule/sessions/${second.sessionId}`, { persona: 'attendee' })).status).toBe(200);
  });

  it('the server loader prefetches the key the first render reads', async () => {
    const queryClient = createQueryClient();
    await loadMySchedule({ eventDays: DAYS }, { queryClient, signedIn: true, scopes: [], search: '', params: {}, user: { cmsId: 'demo-attendee' }, environment: 'cont', language: 'en', phaseId: null, features: {} });
    const data = queryClient.getQueryData(scheduleQueryOptions(scheduleRange(DAYS), 'demo-attendee').queryKey) as { events: { title: string }[] } | undefined;
    expect(data?.events.map((e) => e.title)).toEqual(expect.arrayContaining([first.title, second.title]));
  });

  it("shows another attendee's shared schedule read only, or says they do not share it", async () => {
    // demo-attendee is not in the attendee directory (server/demo): their schedule is not shared with inperson.
    await api.signIn('inperson');
    await renderSchedule('/en/schedule?attendeeId=att-attendee');
    expect(screen.getByRole('heading', { name: 'Shared schedule' })).toBeTruthy();
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toContain('This attendee does not share their schedule.');
    expect(screen.queryByRole('group', { name: 'Schedule tools' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to my schedule' }).getAttribute('href')).toBe('/en/schedule');
  });

  it('asks anonymous visitors to sign in', async () => {
    await renderSchedule('/en/schedule', { signedIn: false });
    expect(screen.getByText('Sign in to see your schedule, RSVPs and meetings.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });
});
