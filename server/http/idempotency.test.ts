// Idempotency keys of writes (server/http/idempotency.ts, docs/behaviour/calls.md, Offline writes) over HTTP, on
// PGlite and (TEST_DATABASE_URL) PostgreSQL, where the pool runs concurrent requests really at once: a repeated key
// applies once and answers the stored answer, concurrent repeats apply once, the same key with another request is
// refused with a coded 422 and changes nothing, keys are per user, and a malformed key is refused before anything runs.
import { describe, expect, it } from 'vitest';
import { openScheduleTestServer } from '../../test-support/schedule-test-server.js';

const server = openScheduleTestServer();
let counter = 0;
const newKey = () => `test-key-${Date.now().toString(36)}-${(counter += 1)}`;

/** Plain breakouts (no RSVP, not mandatory) nobody has on their schedule yet. */
async function plainSessions(count: number, skip: number): Promise<string[]> {
  const rows = await server.sql<{ id: string }>(
    `SELECT id FROM sessions WHERE doc->'sessionType'->>'logicalValue' = 'breakout' AND NOT (doc->>'isCapacityControlled')::boolean
     ORDER BY id OFFSET $1 LIMIT $2`,
    [skip, count],
  );
  return rows.map((r) => r.id);
}

async function keyed(method: 'POST' | 'PUT' | 'DELETE', url: string, persona: string, key: string) {
  const headers = { ...(await server.headersOf(persona)), 'idempotency-key': key };
  return server.app.inject({ method, url, headers });
}

const onSchedule = async (sessionId: string) =>
  Number((await server.sql<{ n: string }>('SELECT count(*) AS n FROM schedule_items WHERE session_id = $1', [sessionId]))[0]?.n);

describe('Idempotency-Key on writes', () => {
  it('applies a repeated key once and answers the stored answer (a second add without a key would be refused)', async () => {
    const [id] = await plainSessions(1, 40);
    const key = newKey();
    const first = await keyed('POST', `/api/schedule/sessions/${id}`, 'attendee', key);
    expect(first.statusCode).toBe(200);
    const again = await keyed('POST', `/api/schedule/sessions/${id}`, 'attendee', key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await onSchedule(id!)).toBe(1);
    // The same write under a new key is a new write, and the schedule's rules refuse it.
    const fresh = await keyed('POST', `/api/schedule/sessions/${id}`, 'attendee', newKey());
    expect(fresh.statusCode).toBe(409);
    expect(fresh.json().code).toBe('translate.base.error.schedule.already-present');
  });

  it('applies concurrent repeats once (two tabs replaying the same queue)', async () => {
    const [id] = await plainSessions(1, 41);
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 6 }, () => keyed('POST', `/api/schedule/sessions/${id}`, 'attendee', key)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await onSchedule(id!)).toBe(1);

    // An RSVP takes one seat, however many times its key arrives at once.
    const [rsvp] = await server.sql<{ session_id: string; taken: number }>(
      "SELECT session_id, taken FROM rsvp_seats WHERE kind = 'rsvp' AND taken < seats - 2 ORDER BY session_id LIMIT 1",
    );
    const rsvpKey = newKey();
    const rsvps = await Promise.all(Array.from({ length: 4 }, () => keyed('PUT', `/api/rsvp/${rsvp!.session_id}`, 'inperson', rsvpKey)));
    expect(rsvps.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const [after] = await server.sql<{ taken: number }>('SELECT taken FROM rsvp_seats WHERE session_id = $1', [rsvp!.session_id]);
    expect(after?.taken).toBe(rsvp!.taken + 1);
    console.log(`idempotency[${server.store.db.kind}]: 6 concurrent adds with one key -> applied ${await onSchedule(id!)}; 4 concurrent RSVPs -> seats taken +${(after?.taken ?? 0) - rsvp!.taken}`);
  });

  it('refuses the same key with another request (422) and changes nothing', async () => {
    const [a, b] = await plainSessions(2, 42);
    const key = newKey();
    expect((await keyed('POST', `/api/schedule/sessions/${a}`, 'attendee', key)).statusCode).toBe(200);
    const other = await keyed('POST', `/api/schedule/sessions/${b}`, 'attendee', key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'translate.base.error.idempotency.key-reused', details: { key } });
    expect(await onSchedule(b!)).toBe(0);
    // The same path with another body is another request too (a favorite's session type).
    const favKey = newKey();
    const fav = (itemType: string) =>
      server.headersOf('attendee').then((h) =>
        server.app.inject({ method: 'PUT', url: `/api/favorites/4/${b}`, headers: { ...h, 'idempotency-key': favKey }, payload: { itemType } }),
      );
    expect((await fav('breakout')).statusCode).toBe(200);
    expect((await fav('breakout')).headers['idempotent-replayed']).toBe('true');
    const changed = await fav('keynote');
    expect(changed.statusCode).toBe(422);
    expect(changed.json().code).toBe('translate.base.error.idempotency.key-reused');
    expect(await server.sql("SELECT item_type FROM favorites WHERE item_id = $1", [b])).toEqual([{ item_type: 'breakout' }]);
    // Another method on the same path is another request too.
    expect((await keyed('DELETE', `/api/schedule/sessions/${a}`, 'attendee', key)).statusCode).toBe(422);
    expect(await onSchedule(a!)).toBe(1);
  });

  it('answers a refusal again to a repeat, keeps keys per user, and refuses a malformed key before anything runs', async () => {
    const [id, other] = await plainSessions(2, 44);
    expect((await keyed('POST', `/api/schedule/sessions/${id}`, 'attendee', newKey())).statusCode).toBe(200);
    const key = newKey();
    const refused = await keyed('POST', `/api/schedule/sessions/${id}`, 'attendee', key);
    expect(refused.statusCode).toBe(409);
    const repeat = await keyed('POST', `/api/schedule/sessions/${id}`, 'attendee', key);
    expect(repeat.statusCode).toBe(409);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toEqual(refused.json());

    // Another user's request with the same key is theirs: applied.
    expect((await keyed('POST', `/api/schedule/sessions/${id}`, 'inperson', key)).statusCode).toBe(200);
    expect((await server.sql('SELECT user_id FROM idempotency_keys WHERE idem_key = $1', [key])).length).toBe(2);

    const bad = await keyed('POST', `/api/schedule/sessions/${other}`, 'attendee', 'short');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'translate.base.error.bad-request', details: { header: 'Idempotency-Key' } });
    expect(await onSchedule(other!)).toBe(0);
  });
});
