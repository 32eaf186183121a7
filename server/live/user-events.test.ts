// Other people's actions reach open pages. The user channel's NOTIFY payloads are read strictly, and
// on the embedded store (PGlite) a waitlist promotion reaches the promoted attendee's open stream within 2 s, with the
// session's title for the toast, while every open stream hears the session's new seat counts.
import { describe, expect, it } from 'vitest';
import type { RsvpAnswer } from '../../schemas/api-types.js';
import { SESSION_COOKIE } from '../auth/index.js';
import { openScheduleTestServer } from '../../test-support/schedule-test-server.js';
import { openSse } from '../../test-support/sse-reader.js';
import type { Db } from '../store/db.js';
import type { LiveHub } from './live-hub.js';
import { createUserEventRelay, parseUserEnvelope, SEAT_ANNOUNCE_INTERVAL_MS } from './user-events.js';

describe('parseUserEnvelope', () => {
  const read = (value: unknown) => parseUserEnvelope(JSON.stringify(value));

  it('reads each event type with exactly its fields', () => {
    const promoted = { type: 'onWaitlistPromoted', sessionId: 's1', title: 'Scaling' };
    expect(read({ userId: 'u1', event: { ...promoted, extra: 'dropped' } })).toEqual({ userId: 'u1', event: promoted });
    const change = { type: 'onMeetingChanged', change: 'cancelled', meetingId: 'm1', subject: 'Sync', by: null };
    expect(read({ userId: 'u1', event: change })).toEqual({ userId: 'u1', event: change });
    const message = { type: 'onMeetingMessage', meetingId: 'm1', subject: 'Sync', by: 'Avery Attendee' };
    expect(read({ userId: 'u1', event: message })).toEqual({ userId: 'u1', event: message });
    const counts = { type: 'onUserCounts', reason: 'read', meetingId: null };
    expect(read({ userId: 'u1', event: counts })).toEqual({ userId: 'u1', event: counts });
    const seats = { type: 'onSessionSeats', sessionId: 's1', seatsLeft: 0, waitlistLeft: 3 };
    expect(read({ userId: null, event: seats })).toEqual({ userId: null, event: seats });
    const chat = { type: 'onChatRoom', roomId: 'session:s1' };
    expect(read({ userId: null, event: chat })).toEqual({ userId: null, event: chat });
  });

  it('drops anything malformed, unknown, or personal without its user; seat counts only as a broadcast', () => {
    expect(parseUserEnvelope('not json')).toBeNull();
    expect(read(null)).toBeNull();
    expect(read({ userId: 'u1', event: { type: 'onSomethingElse' } })).toBeNull();
    expect(read({ userId: 'u1', event: { type: 'onWaitlistPromoted', sessionId: 's1' } })).toBeNull();
    expect(read({ userId: 'u1', event: { type: 'onWaitlistPromoted', sessionId: 's1', title: '' } })).toBeNull();
    expect(read({ userId: 'u1', event: { type: 'onMeetingChanged', change: 'exploded', meetingId: 'm1', subject: 'Sync', by: null } })).toBeNull();
    expect(read({ userId: 'u1', event: { type: 'onMeetingChanged', change: 'edited', meetingId: 'm1', subject: 'Sync' } })).toBeNull();
    expect(read({ userId: 'u1', event: { type: 'onUserCounts', reason: 'gossip', meetingId: null } })).toBeNull();
    expect(read({ userId: null, event: { type: 'onWaitlistPromoted', sessionId: 's1', title: 'T' } })).toBeNull();
    expect(read({ event: { type: 'onWaitlistPromoted', sessionId: 's1', title: 'T' } })).toBeNull();
    expect(read({ userId: 'u1', event: { type: 'onSessionSeats', sessionId: 's1', seatsLeft: 0, waitlistLeft: 0 } })).toBeNull();
    // A chat room's change goes to every stream, never addressed, and names its room.
    expect(read({ userId: 'u1', event: { type: 'onChatRoom', roomId: 'global' } })).toBeNull();
    expect(read({ userId: null, event: { type: 'onChatRoom', roomId: '' } })).toBeNull();
    expect(read({ userId: null, event: { type: 'onSessionSeats', sessionId: 's1', seatsLeft: -1, waitlistLeft: 0 } })).toBeNull();
    expect(read({ userId: null, event: { type: 'onSessionSeats', sessionId: 's1', seatsLeft: 1.5, waitlistLeft: 0 } })).toBeNull();
  });

  it('reads a help conversation\'s change for its attendee or for staff only, never for every stream', () => {
    const help = { type: 'onLiveHelp', conversationId: 'cms-attendee' };
    expect(read({ userId: 'cms-attendee', event: help })).toEqual({ userId: 'cms-attendee', event: help });
    expect(read({ userId: null, staff: true, event: help })).toEqual({ userId: null, staff: true, event: help });
    expect(read({ userId: null, event: help })).toBeNull();
    expect(read({ userId: null, staff: 'yes', event: help })).toBeNull();
    expect(read({ userId: null, staff: true, event: { type: 'onLiveHelp', conversationId: '' } })).toBeNull();
    // Only live help goes to staff: no other event rides the staff audience.
    expect(read({ userId: null, staff: true, event: { type: 'onChatRoom', roomId: 'global' } })).toBeNull();
    expect(read({ userId: 'u1', staff: true, event: { type: 'onWaitlistPromoted', sessionId: 's1', title: 'T' } })).toBeNull();
  });
});

const server = openScheduleTestServer();

describe('a waitlist promotion on the embedded store', () => {
  it("reaches the promoted attendee's open stream within 2 s with the session's title; every stream hears the seats", async () => {
    const [row] = await server.sql<{ session_id: string; title: string; waitlist_seats: number }>(
      `SELECT r.session_id, r.waitlist_seats, s.doc->>'title' AS title FROM rsvp_seats r JOIN sessions s ON s.id = r.session_id
       WHERE r.kind = 'rsvp' AND r.taken = r.seats - 1 AND r.waitlist_taken = 0 AND r.waitlist_seats > 0 ORDER BY r.session_id LIMIT 1`,
    );
    const id = row?.session_id as string;
    expect(id).toBeDefined();
    const base = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const cookie = async (persona: string) => ({ cookie: `${SESSION_COOKIE}=${(await server.headersOf(persona)).authorization?.slice(7)}` });
    const a = await openSse(`${base}/api/live?languages=en`, await cookie('attendee'));
    const b = await openSse(`${base}/api/live?languages=en`, await cookie('inperson'));
    const anonymous = await openSse(`${base}/api/live?languages=en`);
    const streams = [a, b, anonymous];
    const seats = (left: number) => (m: { event: string; data: unknown }) =>
      m.event === 'onSessionSeats' && (m.data as { sessionId: string; seatsLeft: number }).sessionId === id && (m.data as { seatsLeft: number }).seatsLeft === left;
    try {
      await Promise.all(streams.map((s) => s.next((m) => m.event === 'joined')));
      expect((await server.call('PUT', `/api/rsvp/${id}`, 'attendee')).statusCode).toBe(200);
      // The last seat went: every open page of the session learns the room is full.
      for (const s of streams) await s.next(seats(0), 2000);
      expect(((await server.call('PUT', `/api/rsvp/${id}`, 'inperson')).json() as RsvpAnswer).state).toBe('on-waitlist');

      const cancelledAt = Date.now();
      expect((await server.call('DELETE', `/api/rsvp/${id}`, 'attendee')).statusCode).toBe(200);
      const promotion = await b.next((m) => m.event === 'onWaitlistPromoted', 2000);
      expect(Date.now() - cancelledAt).toBeLessThan(2000);
      expect(promotion.data).toEqual({ type: 'onWaitlistPromoted', sessionId: id, title: row?.title });
      // What B's page refetches on it says the seat is theirs.
      expect(((await server.call('GET', `/api/rsvp/${id}`, 'inperson')).json() as RsvpAnswer).state).toBe('on-schedule');
      // The seat passed on, so the room is still full; the waitlist has its place back.
      const freed = (m: { event: string; data: unknown }) => seats(0)(m) && (m.data as { waitlistLeft: number }).waitlistLeft === row?.waitlist_seats;
      await anonymous.next(freed, 2000);
      await server.app.routeContext.live.broadcast({ type: 'onCacheClear' });
      await Promise.all([a, anonymous].map((s) => s.next((m) => m.event === 'onCacheClear')));
      expect([...a.messages, ...anonymous.messages].some((m) => m.event === 'onWaitlistPromoted')).toBe(false);
    } finally {
      for (const s of streams) s.close();
      // Leaves the demo's counts as they were for the other tests of this server.
      await server.call('DELETE', `/api/rsvp/${id}`, 'inperson');
    }
  }, 60_000);
});

describe('seat counts in a burst of RSVPs', () => {
  it('go out at once for the first change, then once per interval with the counts read again when sent', async () => {
    const written: unknown[][] = [];
    const hub = { sendToAll: (...events: unknown[]) => written.push(events).valueOf() } as unknown as LiveHub;
    // A store without LISTEN: the relay delivers to its own streams directly.
    const db = { listen: () => Promise.reject(new Error('no LISTEN')), query: () => Promise.reject(new Error('unused')) } as unknown as Db;
    const asked: (readonly string[])[] = [];
    const relay = await createUserEventRelay({
      db,
      hub,
      readSeats: async (ids) => {
        asked.push(ids);
        return ids.map((sessionId) => ({ type: 'onSessionSeats' as const, sessionId, seatsLeft: 0, waitlistLeft: 7 }));
      },
    });
    const seats = (seatsLeft: number) => ({ type: 'onSessionSeats' as const, sessionId: 's1', seatsLeft, waitlistLeft: 10 });
    try {
      for (const left of [5, 4, 3, 2, 1]) await relay.seatsChanged(seats(left));
      expect(written).toEqual([[seats(5)]]);
      // The four later changes are one announcement, with the counts as the store has them then (not the last
      // answer's), and the stream throttle sends it at the end of its own interval.
      await new Promise((resolve) => setTimeout(resolve, 1200));
      expect(asked).toEqual([['s1']]);
      expect(written).toEqual([[seats(5)], [{ type: 'onSessionSeats', sessionId: 's1', seatsLeft: 0, waitlistLeft: 7 }]]);
      expect(SEAT_ANNOUNCE_INTERVAL_MS).toBeLessThan(1000);
    } finally {
      await relay.close();
    }
  });
});
