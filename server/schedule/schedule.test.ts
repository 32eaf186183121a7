// My schedule over HTTP (docs/behaviour/schedule-and-rsvp.md) on the whole demo, on PGlite and
// (TEST_DATABASE_URL) PostgreSQL: the add and remove rules with their coded refusals (nothing changed), every clash,
// empty slots, mandatory sessions, RSVP states with the last seat and the waitlist, nominations, the shared schedule
// and strict validation of every write route.
import { describe, expect, it } from 'vitest';
import type { NominationAnswer, RsvpAnswer, ScheduleAddAnswer, ScheduleAnswer } from '../../schemas/api-types.js';
import { addSession } from './schedule-service.js';
import { scheduleSettingsOf } from './schedule-settings.js';
import { openScheduleTestServer, SCHEDULE_TEST_NOW } from '../../test-support/schedule-test-server.js';

const server = openScheduleTestServer();

interface Slot {
  ids: string[];
  starts_at: Date;
}

/** Plain breakouts (no RSVP) that start at the same time in different rooms. */
async function overlapping(count: number, skip = 0): Promise<string[]> {
  const rows = await server.sql<Slot>(
    `SELECT array_agg(id ORDER BY id) AS ids, starts_at FROM sessions
     WHERE doc->'sessionType'->>'logicalValue' = 'breakout' AND NOT (doc->>'isCapacityControlled')::boolean
     GROUP BY starts_at HAVING count(*) >= $1 ORDER BY starts_at OFFSET $2 LIMIT 1`,
    [count, skip],
  );
  return (rows[0]?.ids ?? []).slice(0, count);
}

async function scheduleRows(userId: string): Promise<string[]> {
  return (await server.sql<{ session_id: string }>('SELECT session_id FROM schedule_items WHERE user_id = $1 ORDER BY session_id', [userId])).map((r) => r.session_id);
}

describe('add and remove a session (docs/behaviour/schedule-and-rsvp.md)', () => {
  it('adds a session once, lists every clash of the next ones, and refuses a second add with a coded 409', async () => {
    const [a, b, c] = await overlapping(3);
    expect(c).toBeDefined();
    const first = await server.call('POST', `/api/schedule/sessions/${a}`, 'attendee');
    expect(first.statusCode).toBe(200);
    const added = first.json() as ScheduleAddAnswer;
    expect(added.event).toMatchObject({ id: `session:${a}`, sessionId: a, eventTypeValue: 0, state: 'accepted', enrollmentStatus: 'scheduled', source: 'schedule', canBeRemovedFromSchedule: true });
    expect(added.clashes).toEqual([]);
    const second = (await server.call('POST', `/api/schedule/sessions/${b}`, 'attendee')).json() as ScheduleAddAnswer;
    expect(second.clashes.map((e) => e.id)).toEqual([`session:${a}`]);
    // Every clash, not only the first.
    const third = (await server.call('POST', `/api/schedule/sessions/${c}`, 'attendee')).json() as ScheduleAddAnswer;
    expect(third.clashes.map((e) => e.id).sort()).toEqual([`session:${a}`, `session:${b}`].sort());
    const again = await server.call('POST', `/api/schedule/sessions/${a}`, 'attendee');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'translate.base.error.schedule.already-present', details: { sessionId: a } });
    const schedule = (await server.call('GET', '/api/schedule', 'attendee')).json() as ScheduleAnswer;
    const pairs = schedule.clashes.map((x) => [x.a, x.b].sort().join(' ')).sort();
    expect(pairs).toEqual([[a, b], [a, c], [b, c]].map((p) => p.map((id) => `session:${id}`).sort().join(' ')).sort());
    expect(schedule.eventTimezone).toBe('America/Los_Angeles');
    console.log(`schedule[${server.store.db.kind}]: 3 overlapping sessions added -> clashes listed on add 0, 1, 2; on the schedule ${schedule.clashes.length}`);
  });

  it('lists clashes with meetings and appointments too, and shows them to others as busy', async () => {
    const [x, y] = await overlapping(2, 8);
    const [slot] = await server.sql<{ starts_at: Date; ends_at: Date }>('SELECT starts_at, ends_at FROM sessions WHERE id = $1', [x]);
    const start = new Date(slot?.starts_at as Date);
    const mid = new Date(start.getTime() + 15 * 60_000).toISOString();
    const end = new Date(start.getTime() + 75 * 60_000).toISOString();
    // A meeting and an appointment (type block) of the exhibitor, written as server/meetings stores them.
    await server.sql(
      `INSERT INTO meetings (id, owner_id, subject, starts_at, ends_at, meeting_type, created_at, updated_at)
       VALUES ('sched-m1', 'cms-exhibitor', 'Partner sync', $1, $2, 'customer-meeting', now(), now()),
              ('sched-a1', 'cms-exhibitor', 'Prep time', $1, $2, 'block', now(), now())`,
      [mid, end],
    );
    expect((await server.call('POST', `/api/schedule/sessions/${x}`, 'exhibitor')).statusCode).toBe(200);
    const added = (await server.call('POST', `/api/schedule/sessions/${y}`, 'exhibitor')).json() as ScheduleAddAnswer;
    expect(added.clashes.map((e) => e.id).sort()).toEqual(['appointment:sched-a1', 'meeting:sched-m1', `session:${x}`].sort());
    const schedule = (await server.call('GET', '/api/schedule', 'exhibitor')).json() as ScheduleAnswer;
    expect(schedule.clashes).toHaveLength(6);
    expect(schedule.events.find((e) => e.id === 'meeting:sched-m1')).toMatchObject({ eventTypeValue: 2, title: 'Partner sync' });
    await server.sql(`UPDATE attendees SET doc = doc || '{"attendeeDirectory": true, "displayProfileToPublic": true, "displaySessions": true}'::jsonb WHERE id = 'att-exhibitor'`);
    const seen = (await server.call('GET', '/api/schedule/attendee/att-exhibitor', 'attendee')).json() as ScheduleAnswer;
    expect(seen.events.find((e) => e.id === 'meeting:sched-m1')).toMatchObject({ title: 'Busy', isPrivate: true, description: '', participants: [] });
    expect(seen.events.find((e) => e.sessionId === x)?.title).toBeTruthy();
    console.log(`schedule[${server.store.db.kind}]: a session added over another session, a meeting and an appointment -> clashes listed ${added.clashes.length}; on the schedule ${schedule.clashes.length} pairs`);
  });

  it('refuses RSVP and roundtable sessions (own button), unschedulable ones, in-person-only for digital attendees, and changes nothing', async () => {
    const before = await scheduleRows('cms-attendee');
    const [rsvpSession] = await server.sql<{ id: string }>("SELECT session_id AS id FROM rsvp_seats WHERE kind = 'rsvp' ORDER BY session_id LIMIT 1");
    const [roundtable] = await server.sql<{ id: string }>("SELECT session_id AS id FROM rsvp_seats WHERE kind = 'roundtable' ORDER BY session_id LIMIT 1");
    // The demo's in-person-only sessions are all unrecorded (hidden without the scope): a recorded breakout delivered
    // in person only is made here.
    const [inPersonId] = await overlapping(1, 6);
    await server.sql(`UPDATE sessions SET doc = doc || '{"deliveryTypes": [{"logicalValue": "inperson", "displayValue": "In person"}]}'::jsonb WHERE id = $1`, [inPersonId]);
    const inPerson = { id: inPersonId as string };
    // Roundtables are in person and not recorded: they do not exist for the digital attendee (404), and the in-person
    // attendee is sent to the nomination button.
    const own = await server.call('POST', `/api/schedule/sessions/${roundtable?.id}`, 'inperson');
    expect(own.json()).toMatchObject({ code: 'translate.base.error.schedule.needs-own-button', details: { route: 'nomination' } });
    for (const [id, code, status] of [
      [rsvpSession?.id, 'translate.base.error.schedule.needs-own-button', 409],
      [roundtable?.id, 'translate.base.error.not-found', 404],
      [inPerson?.id, 'translate.base.error.schedule.in-person-only', 403],
      ['no-such-session', 'translate.base.error.not-found', 404],
    ] as const) {
      const res = await server.call('POST', `/api/schedule/sessions/${id}`, 'attendee');
      expect(res.statusCode, `${id}`).toBe(status);
      expect(res.json().code).toBe(code);
    }
    expect(await scheduleRows('cms-attendee')).toEqual(before);
    // The in-person attendee may add it.
    expect((await server.call('POST', `/api/schedule/sessions/${inPerson?.id}`, 'inperson')).statusCode).toBe(200);
  });

  it('needs the tools scope (event-tools) and My schedule enabled to change a schedule', async () => {
    const [a] = await overlapping(1, 3);
    const settings = scheduleSettingsOf({ features: { enableMySchedule: true }, timezones: { eventTimezone: 'America/Los_Angeles' } }, SCHEDULE_TEST_NOW);
    const noTools = await addSession(server.store.db, { userId: 'no-tools', scopes: ['session-catalog'] }, a as string, settings).catch((e: unknown) => e);
    expect(noTools).toMatchObject({ statusCode: 403, code: 'translate.base.error.forbidden', details: { scope: 'event-tools' } });
    const off = await addSession(server.store.db, { userId: 'no-tools', scopes: ['event-tools'] }, a as string, { ...settings, enableMySchedule: false }).catch((e: unknown) => e);
    expect(off).toMatchObject({ statusCode: 404, code: 'translate.base.error.schedule.disabled' });
    expect(await scheduleRows('no-tools')).toEqual([]);
  });

  it('removes a session; refuses one not on the schedule and a mandatory one', async () => {
    const [a] = await overlapping(1, 2);
    expect((await server.call('POST', `/api/schedule/sessions/${a}`, 'inperson')).statusCode).toBe(200);
    const removed = await server.call('DELETE', `/api/schedule/sessions/${a}`, 'inperson');
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ sessionId: a });
    const absent = await server.call('DELETE', `/api/schedule/sessions/${a}`, 'inperson');
    expect(absent.statusCode).toBe(409);
    expect(absent.json().code).toBe('translate.base.error.schedule.not-present');
  });

  it("puts a mandatory session on everyone's schedule, where it cannot be removed or added again", async () => {
    const [keynote] = await server.sql<{ id: string }>("SELECT id FROM sessions WHERE doc->'sessionType'->>'logicalValue' = 'keynote' ORDER BY starts_at LIMIT 1");
    const id = keynote?.id as string;
    await server.sql(`UPDATE sessions SET doc = doc || '{"isMandatory": true}'::jsonb WHERE id = $1`, [id]);
    try {
      for (const persona of ['attendee', 'inperson', 'exhibitor']) {
        const schedule = (await server.call('GET', '/api/schedule', persona)).json() as ScheduleAnswer;
        const event = schedule.events.find((e) => e.sessionId === id);
        expect(event, persona).toMatchObject({ source: 'mandatory', canBeRemovedFromSchedule: false, state: 'accepted' });
      }
      const remove = await server.call('DELETE', `/api/schedule/sessions/${id}`, 'attendee');
      expect(remove.statusCode).toBe(409);
      expect(remove.json().code).toBe('translate.base.error.schedule.mandatory');
      expect((await server.call('POST', `/api/schedule/sessions/${id}`, 'attendee')).json().code).toBe('translate.base.error.schedule.already-present');
    } finally {
      await server.sql(`UPDATE sessions SET doc = doc - 'isMandatory' WHERE id = $1`, [id]);
    }
  });

  it('lists empty slots of at least 30 minutes between events within the day (08:00-18:00 event time)', async () => {
    const schedule = (await server.call('GET', '/api/schedule', 'attendee')).json() as ScheduleAnswer;
    expect(schedule.emptySlots.length).toBeGreaterThan(0);
    for (const slot of schedule.emptySlots) {
      expect(Date.parse(slot.end) - Date.parse(slot.start)).toBeGreaterThanOrEqual(30 * 60_000);
      for (const e of schedule.events.filter((x) => x.start && x.end)) {
        expect(Date.parse(slot.start) < Date.parse(e.end as string) && Date.parse(slot.end) > Date.parse(e.start as string), `${slot.start} vs ${e.id}`).toBe(false);
      }
    }
  });

  it('answers 401 to anonymous visitors and 404 for a window that is not a date', async () => {
    expect((await server.call('GET', '/api/schedule', null)).statusCode).toBe(401);
    expect((await server.call('GET', '/api/schedule?from=yesterday', 'attendee')).statusCode).toBe(400);
  });
});

describe('RSVP and waitlist (docs/behaviour/schedule-and-rsvp.md)', () => {
  it('the last seat goes to A, B lands on the waitlist (pending on the schedule), A cancels and B is promoted', async () => {
    const [last] = await server.sql<{ session_id: string }>(
      "SELECT session_id FROM rsvp_seats WHERE kind = 'rsvp' AND taken = seats - 1 AND waitlist_taken = 0 ORDER BY session_id LIMIT 1",
    );
    const id = last?.session_id as string;
    expect(id).toBeDefined();
    expect(((await server.call('GET', `/api/rsvp/${id}`, null)).json() as RsvpAnswer).state).toBe('open');
    const a = (await server.call('PUT', `/api/rsvp/${id}`, 'attendee')).json() as RsvpAnswer;
    expect(a).toMatchObject({ state: 'on-schedule', position: null });
    expect(a.seatsTaken).toBe(a.seats);
    expect(((await server.call('GET', `/api/rsvp/${id}`, 'inperson')).json() as RsvpAnswer).state).toBe('waitlist-open');
    const b = (await server.call('PUT', `/api/rsvp/${id}`, 'inperson')).json() as RsvpAnswer;
    expect(b).toMatchObject({ state: 'on-waitlist', position: 1, waitlistTaken: 1 });
    const pending = (await server.call('GET', '/api/schedule', 'inperson')).json() as ScheduleAnswer;
    expect(pending.events.find((e) => e.sessionId === id)).toMatchObject({ state: 'pending', enrollmentStatus: 'waitlisted', source: 'waitlist' });
    const cancelled = (await server.call('DELETE', `/api/rsvp/${id}`, 'attendee')).json() as RsvpAnswer;
    expect(cancelled.state).toBe('waitlist-open');
    expect(cancelled.seatsTaken).toBe(cancelled.seats);
    expect(((await server.call('GET', `/api/rsvp/${id}`, 'inperson')).json() as RsvpAnswer).state).toBe('on-schedule');
    const promoted = (await server.call('GET', '/api/schedule', 'inperson')).json() as ScheduleAnswer;
    expect(promoted.events.find((e) => e.sessionId === id)).toMatchObject({ state: 'accepted', enrollmentStatus: 'confirmed', source: 'rsvp' });
    // Leaving again frees the seat; a second cancel has nothing to cancel.
    expect((await server.call('DELETE', `/api/rsvp/${id}`, 'inperson')).statusCode).toBe(200);
    expect((await server.call('DELETE', `/api/rsvp/${id}`, 'inperson')).json().code).toBe('translate.base.error.schedule.not-present');
  });

  it('shows waitlist full, not yet open (with the open date), closed and restricted; refuses those RSVPs with coded errors', async () => {
    const [full] = await server.sql<{ session_id: string }>("SELECT session_id FROM rsvp_seats WHERE kind = 'rsvp' AND taken = seats AND waitlist_taken = waitlist_seats ORDER BY session_id LIMIT 1");
    const [open] = await server.sql<{ session_id: string }>("SELECT session_id FROM rsvp_seats WHERE kind = 'rsvp' AND taken < seats - 1 ORDER BY session_id LIMIT 3");
    const fullId = full?.session_id as string;
    expect(((await server.call('GET', `/api/rsvp/${fullId}`, 'attendee')).json() as RsvpAnswer).state).toBe('waitlist-full');
    const refused = await server.call('PUT', `/api/rsvp/${fullId}`, 'attendee');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('translate.base.error.rsvp.full');
    const id = open?.session_id as string;
    const cases: [string, string, string, string][] = [
      ["UPDATE rsvp_seats SET opens_at = '2027-05-10T16:00:00Z' WHERE session_id = $1", 'not-open', 'translate.base.error.rsvp.not-open', "UPDATE rsvp_seats SET opens_at = '2027-04-20T16:00:00Z' WHERE session_id = $1"],
      ["UPDATE rsvp_seats SET closes_at = '2027-04-30T16:00:00Z' WHERE session_id = $1", 'closed', 'translate.base.error.rsvp.closed', 'UPDATE rsvp_seats r SET closes_at = s.starts_at FROM sessions s WHERE s.id = r.session_id AND r.session_id = $1'],
      [`UPDATE sessions SET doc = doc || '{"restrictedScopes": ["inperson"]}'::jsonb WHERE id = $1`, 'restricted', 'translate.base.error.rsvp.restricted', `UPDATE sessions SET doc = doc || '{"restrictedScopes": []}'::jsonb WHERE id = $1`],
    ];
    for (const [change, state, code, undo] of cases) {
      await server.sql(change, [id]);
      try {
        const got = (await server.call('GET', `/api/rsvp/${id}`, 'attendee')).json() as RsvpAnswer;
        expect(got.state).toBe(state);
        if (state === 'not-open') expect(got.opensAt).toBe('2027-05-10T16:00:00.000Z');
        const put = await server.call('PUT', `/api/rsvp/${id}`, 'attendee');
        expect(put.json().code).toBe(code);
      } finally {
        await server.sql(undo, [id]);
      }
    }
    expect(((await server.call('GET', `/api/rsvp/${id}`, 'attendee')).json() as RsvpAnswer).state).toBe('open');
    // Not a capacity-controlled session: no RSVP.
    const [plain] = await overlapping(1, 5);
    expect((await server.call('GET', `/api/rsvp/${plain}`, null)).json().code).toBe('translate.base.error.rsvp.not-required');
  });
});

describe('roundtable nomination (docs/behaviour/schedule-and-rsvp.md)', () => {
  it('nominates with the form answers (nominated, cancellable), shows full, and refuses bad answers with 400', async () => {
    const [open] = await server.sql<{ session_id: string }>("SELECT session_id FROM rsvp_seats WHERE kind = 'roundtable' AND taken < seats ORDER BY session_id LIMIT 1");
    const [full] = await server.sql<{ session_id: string }>("SELECT session_id FROM rsvp_seats WHERE kind = 'roundtable' AND taken = seats ORDER BY session_id LIMIT 1");
    const id = open?.session_id as string;
    // Roundtables are in person only: restricted for the digital attendee.
    expect(((await server.call('GET', `/api/roundtable/${id}/nomination`, 'attendee')).json() as NominationAnswer).status).toBe('restricted');
    expect((await server.call('PUT', `/api/roundtable/${id}/nomination`, 'attendee', {})).json().code).toBe('translate.base.error.rsvp.restricted');
    expect(((await server.call('GET', `/api/roundtable/${id}/nomination`, 'inperson')).json() as NominationAnswer).status).toBe('open');
    expect(((await server.call('GET', `/api/roundtable/${full?.session_id}/nomination`, 'inperson')).json() as NominationAnswer).status).toBe('full');
    const bad = await server.call('PUT', `/api/roundtable/${id}/nomination`, 'inperson', { answers: { responses: [{ evaluationQuestionId: 'q1', evaluationResponseValues: [{ value: 'x'.repeat(1351) }] }] } });
    expect(bad.statusCode).toBe(400);
    const answers = { evaluationId: 'roundtable', responses: [{ evaluationQuestionId: 'q1', evaluationResponseValues: [{ value: 'platform team', displayValue: 'Platform team', scoreValue: null }] }] };
    const nominated = await server.call('PUT', `/api/roundtable/${id}/nomination`, 'inperson', { answers });
    expect(nominated.statusCode).toBe(200);
    expect((nominated.json() as NominationAnswer).status).toBe('nominated');
    const [stored] = await server.sql<{ answers: unknown }>("SELECT answers FROM session_enrollments WHERE session_id = $1 AND user_id = 'cms-inperson'", [id]);
    expect(stored?.answers).toEqual(answers);
    const schedule = (await server.call('GET', '/api/schedule', 'inperson')).json() as ScheduleAnswer;
    expect(schedule.events.find((e) => e.sessionId === id)).toMatchObject({ eventTypeValue: 6, enrollmentStatus: 'nominated', source: 'nomination' });
    const cancelled = await server.call('DELETE', `/api/roundtable/${id}/nomination`, 'inperson');
    expect((cancelled.json() as NominationAnswer).status).toBe('open');
    expect((await server.call('PUT', `/api/roundtable/${full?.session_id}/nomination`, 'inperson', {})).json().code).toBe('translate.base.error.rsvp.full');
  });
});

describe('shared schedule (docs/behaviour/schedule-and-rsvp.md)', () => {
  it('shows an attendee who shares (directory, public profile, sessions displayed) and refuses one who does not', async () => {
    const share = (on: boolean) =>
      server.sql(`UPDATE attendees SET doc = doc || jsonb_build_object('attendeeDirectory', $2::boolean, 'displayProfileToPublic', $2::boolean, 'displaySessions', $2::boolean) WHERE id = $1`, ['att-inperson', on]);
    await share(true);
    const seen = await server.call('GET', '/api/schedule/attendee/att-inperson', 'attendee');
    expect(seen.statusCode).toBe(200);
    const answer = seen.json() as ScheduleAnswer;
    expect(answer.attendeeId).toBe('att-inperson');
    expect(answer.events.some((e) => e.sessionId !== null)).toBe(true);
    expect(answer.events.filter((e) => e.sessionId === null && e.source !== 'agenda').every((e) => e.isPrivate && e.title === 'Busy')).toBe(true);
    await share(false);
    const refused = await server.call('GET', '/api/schedule/attendee/att-inperson', 'attendee');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('translate.base.error.schedule.not-shared');
  });
});

describe('strict validation of the schedule writes: 400 and nothing changed', () => {
  it('refuses bodies with fields, bad ids and wrong types', async () => {
    const before = await server.sql('SELECT * FROM session_enrollments ORDER BY session_id, user_id');
    const items = await server.sql('SELECT * FROM schedule_items ORDER BY user_id, session_id');
    const [rsvpSession] = await server.sql<{ id: string }>("SELECT session_id AS id FROM rsvp_seats WHERE kind = 'rsvp' AND taken < seats ORDER BY session_id LIMIT 1");
    const [roundtable] = await server.sql<{ id: string }>("SELECT session_id AS id FROM rsvp_seats WHERE kind = 'roundtable' AND taken < seats ORDER BY session_id LIMIT 1");
    const [plain] = await overlapping(1, 4);
    const bad: [string, string, unknown][] = [
      ['POST', `/api/schedule/sessions/${plain}`, { force: true }],
      ['POST', '/api/schedule/sessions/bad%20id', undefined],
      ['DELETE', `/api/schedule/sessions/${plain}`, { x: 1 }],
      ['PUT', `/api/rsvp/${rsvpSession?.id}`, { seats: 1 }],
      ['PUT', `/api/rsvp/${rsvpSession?.id}`, []],
      ['DELETE', `/api/rsvp/${rsvpSession?.id}`, [1]],
      ['PUT', `/api/roundtable/${roundtable?.id}/nomination`, { answers: 'all' }],
      ['PUT', `/api/roundtable/${roundtable?.id}/nomination`, { answers: { responses: [{ evaluationQuestionId: 1, evaluationResponseValues: [] }] } }],
      ['DELETE', `/api/roundtable/${roundtable?.id}/nomination`, { reason: 'x' }],
      ['POST', '/api/schedule/feed', { secret: 'mine' }],
      ['DELETE', '/api/schedule/feed', { all: true }],
    ];
    for (const [method, url, payload] of bad) {
      const res = await server.call(method as 'POST', url, 'attendee', payload);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.json().code).toBe('translate.base.error.bad-request');
    }
    expect(await server.sql('SELECT * FROM session_enrollments ORDER BY session_id, user_id')).toEqual(before);
    expect(await server.sql('SELECT * FROM schedule_items ORDER BY user_id, session_id')).toEqual(items);
    expect(await server.sql("SELECT * FROM calendar_feeds WHERE user_id = 'cms-attendee'")).toEqual([]);
  });
});
