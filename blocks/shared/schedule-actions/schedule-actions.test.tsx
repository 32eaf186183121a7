// The schedule action buttons against the real API (a child process seeded with a 60-session demo, its clock on
// 2027-05-01 when RSVPs are open): adding names the clash it creates, an RSVP takes the last seat and gives it back,
// a roundtable nomination is made and then cancelled after the confirmation.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../api-client';
import { createShellI18n } from '../../../renderer';
import { realApiPerFile } from '../../../test-support/real-api';
import { demoSessionCards, type DemoSessionCard } from '../test/demo-sessions';
import { withEnglish } from '../test/english-i18n';
import { NominateAction } from './NominateAction';
import { RsvpAction, ScheduleAction } from './SessionActions';

const api = realApiPerFile({ demoSessions: 60, now: new Date('2027-05-01T16:00:00Z') });
const WAIT = { timeout: 8000 };

let client: QueryClient;
afterEach(() => client?.clear());

async function show(node: ReactNode) {
  client = createQueryClient();
  await act(async () => {
    render(withEnglish(<QueryClientProvider client={client}>{node}</QueryClientProvider>));
  });
}

const sessions = () => demoSessionCards(api, 'inperson');
const format = (start: string, end: string) => `${start} to ${end}`;

describe('schedule actions', () => {
  it('adding a session names the clash it creates, then the button removes it', async () => {
    await api.signIn('attendee');
    const plain = (await sessions()).filter((s) => s.canBeScheduled && !s.isCapacityControlled && s.startDateTime && !['roundtable', 'hands-on-lab'].includes(s.sessionType.logicalValue));
    const first = plain.find((s) => plain.some((o) => o !== s && o.startDateTime === s.startDateTime));
    const second = plain.find((o) => o !== first && o.startDateTime === first?.startDateTime);
    expect(first && second).toBeTruthy();
    if (!first || !second) return;
    expect((await api.call('POST', `/schedule/sessions/${first.sessionId}`, { persona: 'attendee' })).status).toBe(200);

    const user = userEvent.setup();
    await show(<ScheduleAction session={second} present={false} bookmark={false} format={format} />);
    await user.click(screen.getByRole('button', { name: 'Add to schedule' }));
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert.textContent).toContain('Added to your schedule.');
    expect(within(alert).getAllByRole('listitem').map((li) => li.textContent)).toEqual([expect.stringContaining(first.title)]);
    await user.click(screen.getByRole('button', { name: 'Remove from schedule' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to schedule' })).toBeTruthy(), WAIT);
    expect(screen.getByRole('status').textContent).toBe('Removed from your schedule.');
  });

  it('an RSVP takes the last seat and gives it back', async () => {
    await api.signIn('attendee');
    const candidates = (await sessions()).filter((s) => s.isCapacityControlled && s.roomHasCapacity && s.sessionType.logicalValue !== 'roundtable');
    let target: DemoSessionCard | undefined;
    for (const s of candidates) {
      const { body } = await api.call<{ state: string; seats: number; seatsTaken: number }>('GET', `/rsvp/${s.sessionId}`, { persona: 'attendee' });
      if (body.state === 'open' && body.seats - body.seatsTaken === 1) {
        target = s;
        break;
      }
    }
    expect(target).toBeTruthy();
    if (!target) return;
    const user = userEvent.setup();
    await show(<RsvpAction session={target} opens={null} />);
    const rsvp = await screen.findByRole('button', { name: 'RSVP' }, WAIT);
    expect(screen.getByText('1 seat left.')).toBeTruthy();
    await user.click(rsvp);
    await screen.findByRole('button', { name: 'Cancel RSVP' }, WAIT);
    expect(screen.getByRole('status').textContent).toBe('Your seat is reserved. The session is on your schedule.');
    await user.click(screen.getByRole('button', { name: 'Cancel RSVP' }));
    await screen.findByRole('button', { name: 'RSVP' }, WAIT);
    expect(screen.getByRole('status').textContent).toBe('Your RSVP is cancelled and your seat released.');
  });

  it('nominates for a roundtable, and cancels only after the confirmation', async () => {
    await api.signIn('inperson');
    const roundtables = (await sessions()).filter((s) => s.sessionType.logicalValue === 'roundtable');
    let target: DemoSessionCard | undefined;
    for (const s of roundtables) {
      const { body } = await api.call<{ status: string }>('GET', `/roundtable/${s.sessionId}/nomination`, { persona: 'inperson' });
      if (body.status === 'open') {
        target = s;
        break;
      }
    }
    expect(target).toBeTruthy();
    if (!target) return;
    const user = userEvent.setup();
    await show(<NominateAction session={target} state="nominate" opens={null} />);
    await user.click(await screen.findByRole('button', { name: 'Nominate yourself' }, WAIT));
    await screen.findByRole('button', { name: 'Nominated' }, WAIT);
    expect(screen.getByRole('status').textContent).toBe('You are nominated. The hosts will confirm your seat.');
    await user.click(screen.getByRole('button', { name: 'Nominated' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel your nomination?' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, cancel' }));
    await screen.findByRole('button', { name: 'Nominate yourself' }, WAIT);
    expect(screen.getByRole('status').textContent).toBe('Your nomination is cancelled.');
  });

  it("follows the server's answer when it changes: a refetch after a write elsewhere or a reload's data", async () => {
    client = createQueryClient();
    const ref = { sessionId: 'x1', title: 'A session' };
    const i18n = createShellI18n('en');
    const page = (present: boolean) =>
      withEnglish(
        <QueryClientProvider client={client}>
          <ScheduleAction session={ref} present={present} bookmark={false} format={format} />
        </QueryClientProvider>,
        i18n,
      );
    let view!: ReturnType<typeof render>;
    await act(async () => {
      view = render(page(false));
    });
    expect(screen.getByRole('button', { name: 'Add to schedule' })).toBeTruthy();
    // The catalog card added it: the session's answer now says scheduled, and this page's button agrees.
    await act(async () => view.rerender(page(true)));
    expect(screen.getByRole('button', { name: 'Remove from schedule' })).toBeTruthy();
    await act(async () => view.rerender(page(false)));
    expect(screen.getByRole('button', { name: 'Add to schedule' })).toBeTruthy();
  });
});
