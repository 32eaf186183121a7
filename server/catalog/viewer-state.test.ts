// Every session answer carries the viewer's state as the database holds it (schedule,
// enrollment, waitlist place, favorite, evaluation) and never another viewer's; seat availability has one owner and
// the caches built on it follow the write that changes it. On PGlite and (TEST_DATABASE_URL) PostgreSQL.
import { describe, expect, it, vi } from 'vitest';
import type {
  CatalogFacets, CatalogSessionDetail, CatalogSessionList, CatalogSpeakerDetail, SessionCard,
} from '../../schemas/api-types.js';
import { openScheduleTestServer } from '../../test-support/schedule-test-server.js';

const server = openScheduleTestServer();

async function detail(id: string, persona: string | null): Promise<CatalogSessionDetail> {
  const res = await server.call('GET', `/api/session/${id}`, persona);
  expect(res.statusCode).toBe(200);
  return res.json() as CatalogSessionDetail;
}

async function card(id: string, persona: string | null): Promise<SessionCard> {
  const res = await server.call('GET', `/api/session?ids=${encodeURIComponent(id)}`, persona);
  expect(res.statusCode).toBe(200);
  const item = (res.json() as CatalogSessionList).items[0];
  expect(item?.sessionId).toBe(id);
  return item as SessionCard;
}

/** A plain breakout: added with "Add to schedule", no RSVP. */
async function plainSession(offset: number): Promise<{ id: string; speaker: string }> {
  const [row] = await server.sql<{ id: string; speaker: string }>(
    `SELECT id, doc->'speakerIds'->>0 AS speaker FROM sessions
     WHERE doc->'sessionType'->>'logicalValue' = 'breakout' AND NOT (doc->>'isCapacityControlled')::boolean
       AND NOT coalesce((doc->>'isMandatory')::boolean, false) AND NOT inperson_unrecorded AND jsonb_array_length(doc->'speakerIds') > 0
     ORDER BY id OFFSET $1 LIMIT 1`,
    [offset],
  );
  expect(row).toBeDefined();
  return row as { id: string; speaker: string };
}

describe('the viewer state of session answers', () => {
  it('after "Add to schedule" the session answers say scheduled for that user on every route, and not for another', async () => {
    const { id, speaker } = await plainSession(3);
    expect((await detail(id, 'attendee')).session.enrollmentStatus).toBeNull();
    expect((await server.call('POST', `/api/schedule/sessions/${id}`, 'attendee')).statusCode).toBe(200);
    // A reload (a new request) reads the database: the detail, the catalog card and the speaker's sessions agree.
    expect((await detail(id, 'attendee')).session.enrollmentStatus).toBe('scheduled');
    expect((await card(id, 'attendee')).enrollmentStatus).toBe('scheduled');
    const bySpeaker = (await server.call('GET', `/api/speaker/${speaker}`, 'attendee')).json() as CatalogSpeakerDetail;
    expect(bySpeaker.sessions.find((s) => s.sessionId === id)?.enrollmentStatus).toBe('scheduled');
    // Another attendee and an anonymous visitor see their own (empty) state.
    expect((await detail(id, 'inperson')).session.enrollmentStatus).toBeNull();
    expect((await card(id, 'inperson')).enrollmentStatus).toBeNull();
    expect((await detail(id, null)).session.enrollmentStatus).toBeNull();
    // Removing it is the truth on the next read too.
    expect((await server.call('DELETE', `/api/schedule/sessions/${id}`, 'attendee')).statusCode).toBe(200);
    expect((await detail(id, 'attendee')).session.enrollmentStatus).toBeNull();
  });

  it('answers are private to their viewer: no shared cache keeps them', async () => {
    const { id } = await plainSession(4);
    for (const url of [`/api/session/${id}`, '/api/session']) {
      const res = await server.call('GET', url, 'attendee');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(String(res.headers.vary)).toMatch(/Authorization/);
    }
  });

  it('mandatory sessions count as scheduled for a signed-in viewer', async () => {
    // The demo has no mandatory session: one is made so, as an editor's import would.
    const { id } = await plainSession(9);
    await server.sql(`UPDATE sessions SET doc = doc || '{"isMandatory": true}'::jsonb WHERE id = $1`, [id]);
    expect((await detail(id, 'attendee')).session.enrollmentStatus).toBe('scheduled');
    expect((await card(id, 'inperson')).enrollmentStatus).toBe('scheduled');
    expect((await detail(id, null)).session.enrollmentStatus).toBeNull();
  });

  it('RSVP: confirmed for the seat holder, waitlisted with the place in line for the next, promoted after a cancel', async () => {
    const [last] = await server.sql<{ session_id: string }>(
      "SELECT session_id FROM rsvp_seats WHERE kind = 'rsvp' AND taken = seats - 1 AND waitlist_taken = 0 ORDER BY session_id DESC LIMIT 1",
    );
    const id = last?.session_id as string;
    expect((await server.call('PUT', `/api/rsvp/${id}`, 'attendee')).statusCode).toBe(200);
    expect((await server.call('PUT', `/api/rsvp/${id}`, 'inperson')).statusCode).toBe(200);
    expect((await server.call('PUT', `/api/rsvp/${id}`, 'exhibitor')).statusCode).toBe(200);
    expect((await detail(id, 'attendee')).session).toMatchObject({ enrollmentStatus: 'confirmed', waitlistPosition: null, roomHasCapacity: false });
    expect((await detail(id, 'inperson')).session).toMatchObject({ enrollmentStatus: 'waitlisted', waitlistPosition: 1 });
    expect(await card(id, 'exhibitor')).toMatchObject({ enrollmentStatus: 'waitlisted', waitlistPosition: 2 });
    expect((await server.call('DELETE', `/api/rsvp/${id}`, 'attendee')).statusCode).toBe(200);
    expect((await detail(id, 'inperson')).session).toMatchObject({ enrollmentStatus: 'confirmed', waitlistPosition: null });
    expect((await detail(id, 'exhibitor')).session).toMatchObject({ enrollmentStatus: 'waitlisted', waitlistPosition: 1 });
    expect((await detail(id, 'attendee')).session).toMatchObject({ enrollmentStatus: null, waitlistPosition: null });
  });

  it('favorites and evaluations are the viewer\'s own', async () => {
    const { id } = await plainSession(5);
    const [type] = await server.sql<{ t: string }>("SELECT doc->'sessionType'->>'logicalValue' AS t FROM sessions WHERE id = $1", [id]);
    expect((await server.call('PUT', `/api/favorites/4/${id}`, 'attendee', { itemType: type?.t })).statusCode).toBe(200);
    expect((await detail(id, 'attendee')).session.isFavorite).toBe(true);
    expect((await card(id, 'attendee')).isFavorite).toBe(true);
    expect((await detail(id, 'inperson')).session.isFavorite).toBe(false);
    expect((await detail(id, null)).session.isFavorite).toBe(false);
    const [definition] = await server.sql<{ id: string }>('SELECT id FROM evaluation_definitions ORDER BY id LIMIT 1');
    await server.sql(
      "INSERT INTO evaluation_submissions (id, definition_id, target_kind, target_id, subject, submitted_at) VALUES ('vs-1', $1, 'session', $2, 'cms-attendee', now())",
      [definition?.id, id],
    );
    expect((await detail(id, 'attendee')).session.isEvaluated).toBe(true);
    expect((await detail(id, 'inperson')).session.isEvaluated).toBe(false);
  });
});

describe('seat availability has one owner', () => {
  it('after the last seat is taken the facet count agrees with the list, and the caches built on it are dropped', async () => {
    const [last] = await server.sql<{ session_id: string }>(
      `SELECT r.session_id FROM rsvp_seats r JOIN sessions s ON s.id = r.session_id
       WHERE r.kind = 'rsvp' AND r.taken = r.seats - 1 AND NOT s.inperson_unrecorded ORDER BY r.session_id LIMIT 1 OFFSET 2`,
    );
    const id = last?.session_id as string;
    const before = (await server.call('GET', '/api/facets?spaceAvailable=true', null)).json() as CatalogFacets;
    const listBefore = (await server.call('GET', '/api/session?spaceAvailable=true', null)).json() as CatalogSessionList;
    expect(before.total).toBe(listBefore.total);
    let cleared = 0;
    const stop = server.app.routeContext.cache.onClear(() => cleared++);
    try {
      expect((await server.call('PUT', `/api/rsvp/${id}`, 'attendee')).statusCode).toBe(200);
      const list = (await server.call('GET', '/api/session?spaceAvailable=true', null)).json() as CatalogSessionList;
      const facets = (await server.call('GET', '/api/facets?spaceAvailable=true', null)).json() as CatalogFacets;
      expect(list.total).toBe(listBefore.total - 1);
      expect(facets.total).toBe(list.total);
      expect((await detail(id, null)).session.roomHasCapacity).toBe(false);
      // The read cache (and with it the server's HTML cache, which clears with it) is dropped by the write itself.
      await vi.waitFor(() => expect(cleared).toBeGreaterThan(0), { timeout: 2000 });
    } finally {
      stop();
    }
  });
});
