// Reliability figures of RSVPs and waitlists (printed), on PGlite and (TEST_DATABASE_URL) PostgreSQL, where the
// pool's 10 connections run the transactions really concurrently: 200 concurrent RSVPs for a session with 50 seats
// and a waitlist of 20 give exactly 50 confirmed, 20 waitlisted, 130 refused and nobody overbooked; 10 concurrent
// cancellations promote exactly the first 10 of the waitlist, in waitlist order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../errors.js';
import { createTestStore, type TestStore } from '../test-support.js';
import { cancelRsvp, rsvp } from './rsvp.js';

const SESSION = 'rel-1';
const NOW = new Date('2027-05-01T12:00:00Z');
let store: TestStore;

beforeAll(async () => {
  store = await createTestStore();
  const doc = {
    sessionId: SESSION, sessionCode: 'REL101', title: 'Reliability', isCapacityControlled: true,
    sessionType: { logicalValue: 'breakout', displayValue: 'Breakout' }, startDateTime: '2027-05-18T18:00:00Z', endDateTime: '2027-05-18T18:45:00Z',
  };
  await store.db.query('INSERT INTO sessions (id, doc) VALUES ($1, $2::jsonb)', [SESSION, JSON.stringify(doc)]);
  await store.db.query(
    `INSERT INTO rsvp_seats (session_id, kind, seats, waitlist_seats, opens_at, closes_at)
     VALUES ($1, 'rsvp', 50, 20, '2027-04-20T16:00:00Z', '2027-05-18T18:00:00Z')`,
    [SESSION],
  );
}, 120_000);

afterAll(() => store.drop());

const user = (i: number) => `rel-user-${String(i).padStart(3, '0')}`;

/** The session's waitlist, first in line first. */
async function waitlist(): Promise<string[]> {
  const { rows } = await store.db.query<{ user_id: string }>(
    "SELECT user_id FROM session_enrollments WHERE session_id = $1 AND status = 'waitlisted' ORDER BY seq",
    [SESSION],
  );
  return rows.map((r) => r.user_id);
}

/** The first `limit` confirmed attendees by user id. */
async function seatHolders(limit: number): Promise<string[]> {
  const { rows } = await store.db.query<{ user_id: string }>(
    "SELECT user_id FROM session_enrollments WHERE session_id = $1 AND status = 'confirmed' ORDER BY user_id LIMIT $2",
    [SESSION, limit],
  );
  return rows.map((r) => r.user_id);
}

async function counts(): Promise<{ confirmed: number; waitlisted: number; taken: number; waitlistTaken: number }> {
  const { rows } = await store.db.query<{ confirmed: string; waitlisted: string; taken: number; waitlist_taken: number }>(
    `SELECT (SELECT count(*) FROM session_enrollments WHERE session_id = $1 AND status = 'confirmed') AS confirmed,
       (SELECT count(*) FROM session_enrollments WHERE session_id = $1 AND status = 'waitlisted') AS waitlisted,
       r.taken, r.waitlist_taken FROM rsvp_seats r WHERE r.session_id = $1`,
    [SESSION],
  );
  const r = rows[0] as { confirmed: string; waitlisted: string; taken: number; waitlist_taken: number };
  return { confirmed: Number(r.confirmed), waitlisted: Number(r.waitlisted), taken: r.taken, waitlistTaken: r.waitlist_taken };
}

describe('RSVP under concurrency', () => {
  it('200 concurrent RSVPs for 50 seats and a waitlist of 20: 50 confirmed, 20 waitlisted, 130 refused, 0 overbooked', async () => {
    const started = Date.now();
    const results = await Promise.allSettled(Array.from({ length: 200 }, (_, i) => rsvp(store.db, SESSION, { userId: user(i), scopes: ['event-tools'] }, NOW)));
    const ms = Date.now() - started;
    const answers = results.filter((r) => r.status === 'fulfilled').map((r) => r.value);
    const refused = results.filter((r) => r.status === 'rejected').map((r) => r.reason as unknown);
    const confirmed = answers.filter((a) => a.state === 'on-schedule').length;
    const waitlisted = answers.filter((a) => a.state === 'on-waitlist').length;
    const stored = await counts();
    const overbooked = Math.max(0, stored.confirmed - 50) + Math.max(0, stored.waitlisted - 20);
    console.log(
      `rsvp[${store.db.kind}]: 200 concurrent RSVPs, 50 seats + waitlist 20 in ${ms} ms: confirmed ${confirmed}, waitlisted ${waitlisted}, ` +
      `refused ${refused.length} (${refused.filter((e) => e instanceof ApiError && e.code === 'translate.base.error.rsvp.full').length} 'full'), ` +
      `overbooked ${overbooked}; stored rows ${stored.confirmed}/${stored.waitlisted}, counters ${stored.taken}/${stored.waitlistTaken}`,
    );
    expect(confirmed).toBe(50);
    expect(waitlisted).toBe(20);
    expect(refused.length).toBe(130);
    expect(refused.every((e) => e instanceof ApiError && e.code === 'translate.base.error.rsvp.full')).toBe(true);
    expect(overbooked).toBe(0);
    expect(stored).toEqual({ confirmed: 50, waitlisted: 20, taken: 50, waitlistTaken: 20 });
    // Waitlist positions are 1..20 without gaps or repeats.
    expect(answers.filter((a) => a.state === 'on-waitlist').map((a) => a.position).sort((a, b) => (a as number) - (b as number))).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  }, 120_000);

  it('10 concurrent cancellations promote exactly 10, the first 10 of the waitlist in order', async () => {
    const queue = await waitlist();
    const holders = await seatHolders(10);
    const started = Date.now();
    const results = await Promise.all(holders.map((h) => cancelRsvp(store.db, SESSION, { userId: h, scopes: ['event-tools'] }, NOW)));
    const ms = Date.now() - started;
    const promoted = results.map((r) => r.promoted);
    const firstTen = queue.slice(0, 10);
    const left = await waitlist();
    const stored = await counts();
    // Each cancellation commits after the one before it on this session (row lock): in commit order the promoted
    // attendees are the waitlist's first ten. The answers come back in call order, so compare as a set and check
    // that exactly the last ten are still waiting, in their order.
    const inOrder = [...promoted].sort((a, b) => firstTen.indexOf(a as string) - firstTen.indexOf(b as string));
    console.log(
      `rsvp[${store.db.kind}]: 10 concurrent cancellations in ${ms} ms: promoted ${promoted.filter(Boolean).length}, ` +
      `the first 10 of the waitlist ${JSON.stringify(inOrder) === JSON.stringify(firstTen) ? 'yes' : 'NO'}, ` +
      `still waiting ${left.length} (the last 10 in order: ${JSON.stringify(left) === JSON.stringify(queue.slice(10)) ? 'yes' : 'NO'}); ` +
      `confirmed ${stored.confirmed}, counters ${stored.taken}/${stored.waitlistTaken}`,
    );
    expect(promoted.filter(Boolean)).toHaveLength(10);
    expect(inOrder).toEqual(firstTen);
    expect(left).toEqual(queue.slice(10));
    expect(stored).toEqual({ confirmed: 50, waitlisted: 10, taken: 50, waitlistTaken: 10 });
  }, 120_000);

  it('promotes strictly first in, first out when cancellations come one after the other', async () => {
    const queue = await waitlist();
    const holders = await seatHolders(3);
    const promoted: (string | null)[] = [];
    for (const h of holders) promoted.push((await cancelRsvp(store.db, SESSION, { userId: h, scopes: [] }, NOW)).promoted);
    expect(promoted).toEqual(queue.slice(0, 3));
  });

  it('one attendee RSVPing 5 times at once holds one seat, and every answer says so; the last seat turns the catalog flag off', async () => {
    const small = 'rel-small';
    const doc = { sessionId: small, sessionCode: 'REL103', title: 'Small', roomHasCapacity: true, waitlistHasCapacity: true };
    await store.db.query('INSERT INTO sessions (id, doc, space_available) VALUES ($1, $2::jsonb, true)', [small, JSON.stringify(doc)]);
    await store.db.query(
      "INSERT INTO rsvp_seats (session_id, kind, seats, waitlist_seats, opens_at, closes_at) VALUES ($1, 'rsvp', 2, 0, NULL, '2027-05-18T18:00:00Z')",
      [small],
    );
    const same = { userId: user(900), scopes: [] };
    const answers = await Promise.all(Array.from({ length: 5 }, () => rsvp(store.db, small, same, NOW)));
    expect(answers.map((a) => a.state)).toEqual(Array(5).fill('on-schedule'));
    const flags = async () =>
      (await store.db.query<{ space_available: boolean; room: boolean; taken: number }>(
        "SELECT s.space_available, (s.doc->>'roomHasCapacity')::boolean AS room, r.taken FROM sessions s JOIN rsvp_seats r ON r.session_id = s.id WHERE s.id = $1",
        [small],
      )).rows[0];
    expect(await flags()).toEqual({ space_available: true, room: true, taken: 1 });
    expect((await rsvp(store.db, small, { userId: user(901), scopes: [] }, NOW)).state).toBe('on-schedule');
    expect(await flags()).toEqual({ space_available: false, room: false, taken: 2 });
    await expect(rsvp(store.db, small, { userId: user(902), scopes: [] }, NOW)).rejects.toMatchObject({ code: 'translate.base.error.rsvp.full' });
    await cancelRsvp(store.db, small, same, NOW);
    expect(await flags()).toEqual({ space_available: true, room: true, taken: 1 });
  }, 120_000);

  it('control: the same 200 RSVPs written naively (count, then insert, no row lock) are caught overbooking on PostgreSQL', async () => {
    // Shows that the figures above would expose an overbooking: without the counter row's lock, concurrent
    // transactions on PostgreSQL read the same count and all insert. PGlite runs one transaction at a time (0 expected).
    const naive = 'rel-naive';
    await store.db.query('INSERT INTO sessions (id, doc) VALUES ($1, $2::jsonb)', [naive, JSON.stringify({ sessionId: naive, sessionCode: 'REL102', title: 'Naive' })]);
    await Promise.allSettled(Array.from({ length: 200 }, (_, i) => store.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ n: string }>("SELECT count(*) AS n FROM session_enrollments WHERE session_id = $1 AND status = 'confirmed'", [naive]);
      if (Number(rows[0]?.n) >= 50) throw new Error('full');
      await tx.query("INSERT INTO session_enrollments (session_id, user_id, status, created_at) VALUES ($1, $2, 'confirmed', now())", [naive, user(i)]);
    })));
    const { rows } = await store.db.query<{ n: string }>("SELECT count(*) AS n FROM session_enrollments WHERE session_id = $1 AND status = 'confirmed'", [naive]);
    const overbooked = Math.max(0, Number(rows[0]?.n) - 50);
    console.log(`rsvp[${store.db.kind}]: control without the lock: ${rows[0]?.n} confirmed for 50 seats, overbooked ${overbooked}`);
    if (store.db.kind === 'pglite') expect(overbooked).toBe(0);
  }, 120_000);
});
