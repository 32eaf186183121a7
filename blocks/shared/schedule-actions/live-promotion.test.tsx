// The defect: when A cancels and B is moved from the waitlist onto the session, B's open session
// page kept its old RSVP button until B opened a new browser. Here B's RSVP button and the shell's live connection
// run against the real API (a child process seeded with a 60-session demo, its clock on 2027-05-01 when RSVPs are
// open); the stream is a real HTTP event stream carrying B's page session cookie. A cancels through the API, as
// another browser would; within 2 s B's button says "Cancel RSVP" and a toast names the session.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLiveUpdates, type EventSourceFactory } from '../../../api-client';
import { showToast, useToasts } from '../../../renderer';
import { realApiPerFile } from '../../../test-support/real-api';
import { fetchEventSource } from '../../../test-support/fetch-event-source';
import { closeLiveBetweenTests } from '../../../test-support/site-test-hooks';
import { withEnglish } from '../test/english-i18n';
import { RsvpAction } from './SessionActions';

const api = realApiPerFile({ demoSessions: 60, now: new Date('2027-05-01T16:00:00Z') });

interface Card {
  sessionId: string;
  title: string;
  startDateTime: string | null;
  isCapacityControlled: boolean;
  sessionType: { logicalValue: string };
}
interface Seats {
  state: string;
  seats: number;
  seatsTaken: number;
  waitlistSeats: number;
  waitlistTaken: number;
}

function Toasts() {
  return (
    <ul aria-label="Toasts">
      {useToasts().map((t) => (
        <li key={t.id}>{t.message}</li>
      ))}
    </ul>
  );
}

function Live({ createEventSource }: { createEventSource: EventSourceFactory }) {
  useLiveUpdates(['en'], { createEventSource, identity: 'inperson', onNotice: showToast });
  return null;
}

const live = closeLiveBetweenTests();

describe("B's open session page", () => {
  it('shows the seat within 2 s of A cancelling, with a toast naming the session', async () => {
    const { body } = await api.call<{ items: Card[] }>('GET', '/session?pageSize=96&sortBy=chronological', { persona: 'inperson' });
    let target: Card | undefined;
    for (const s of body.items.filter((c) => c.isCapacityControlled && c.sessionType.logicalValue !== 'roundtable')) {
      const seats = (await api.call<Seats>('GET', `/rsvp/${s.sessionId}`, { persona: 'inperson' })).body;
      if (seats.state === 'open' && seats.seats - seats.seatsTaken === 1 && seats.waitlistTaken < seats.waitlistSeats) {
        target = s;
        break;
      }
    }
    expect(target).toBeTruthy();
    if (!target) return;
    // A takes the last seat; B lands on the waitlist.
    expect((await api.call<Seats>('PUT', `/rsvp/${target.sessionId}`, { persona: 'attendee' })).body.state).toBe('on-schedule');
    expect((await api.call<Seats>('PUT', `/rsvp/${target.sessionId}`, { persona: 'inperson' })).body.state).toBe('on-waitlist');

    await api.signIn('inperson');
    const signedIn = await fetch(`${api.origin}/api/auth/dev/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ persona: 'inperson' }) });
    const token = ((await signedIn.json()) as { token: string }).token;
    let joined = () => undefined as void;
    const streamJoined = new Promise<void>((resolve) => (joined = resolve));
    const factory = fetchEventSource(api.origin, `conf_session=${token}`, live.opened);
    const createEventSource: EventSourceFactory = (url) => {
      const source = factory(url);
      source.addEventListener('joined', () => joined());
      return source;
    };
    const client = live.newClient();
    await act(async () => {
      render(
        withEnglish(
          <QueryClientProvider client={client}>
            <Live createEventSource={createEventSource} />
            <RsvpAction session={target} opens={null} />
            <Toasts />
          </QueryClientProvider>,
        ),
      );
    });
    await screen.findByRole('button', { name: 'Leave waitlist' }, { timeout: 8000 });
    await streamJoined;

    expect((await api.call('DELETE', `/rsvp/${target.sessionId}`, { persona: 'attendee' })).status).toBe(200);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel RSVP' })).toBeTruthy(), { timeout: 2000 });
    expect(screen.getByText('You have a seat in this session.')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Toasts' }).textContent).toBe(`You are in: ${target.title} moved from the waitlist to your schedule`);
  });
});
