// Two real API processes (server/main.ts) on one PostgreSQL. A save on the first
// reaches an SSE client of the second: the event crosses processes only through LISTEN/NOTIFY. So does a
// waitlist promotion, from the process where A cancels to B's open page on the other one, within 2 s.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../auth/index.js';
import { callJson, signInHttp, startServer, type RealServer } from '../../test-support/reliability/real-server.js';
import { createServerStore, skipReason, type ServerStore } from '../../test-support/reliability/store-targets.js';
import { openSse, type SseStream } from '../../test-support/sse-reader.js';

const reason = skipReason.postgres;
if (reason) console.log(`live-two-processes: SKIPPED: ${reason}`);

describe.skipIf(reason !== undefined)('live updates across two API processes', () => {
  let store: ServerStore;
  const servers: RealServer[] = [];
  const streams: SseStream[] = [];

  beforeAll(async () => {
    store = await createServerStore('postgres');
    // The first process migrates and seeds the demo; the second shares the database.
    servers.push(await startServer(store.target));
    servers.push(await startServer(store.target));
  }, 300_000);

  afterAll(async () => {
    for (const s of streams) s.close();
    for (const s of servers) await s.stop().catch(() => undefined);
    await store?.dispose();
  }, 60_000);

  it('a translation saved on process one reaches a client of process two, which then serves the new text', async () => {
    const [one, two] = servers as [RealServer, RealServer];
    expect(one.pid).not.toBe(two.pid);
    const german = await openSse(`${two.base}/api/live?languages=de`);
    const english = await openSse(`${two.base}/api/live?languages=en`);
    streams.push(german, english);
    await german.next((m) => m.event === 'joined');
    await english.next((m) => m.event === 'joined');
    // Warm process two's read cache, so a stale answer would show if the event did not clear it.
    await callJson(two.base, 'GET', '/api/translation/de-DE/common', undefined);

    const token = await signInHttp(one.base, 'contenteditor');
    const saved = await callJson(one.base, 'PUT', '/api/translation/update/de/de-DE/cont', token, {
      updates: [{ key: 'translate.home.heading', content: 'Willkommen aus Prozess eins', namespace: 'common', originalHash: null }], force: true,
    });
    expect(saved).toEqual({ status: 200, body: { changed: 1 } });

    const event = await german.next((m) => m.event === 'onLanguageChanged');
    expect(event.data).toEqual({ type: 'onLanguageChanged', environment: 'cont', language: 'de', locale: 'de-DE', namespace: 'common' });
    const text = await callJson(two.base, 'GET', '/api/translation/de-DE/common', undefined);
    expect((text.body as Record<string, string>)['translate.home.heading']).toBe('Willkommen aus Prozess eins');

    // Settings events reach every group; the English client never saw the German change.
    const siteToken = await signInHttp(one.base, 'siteeditor');
    const current = await callJson(one.base, 'GET', '/api/siteeditor', siteToken);
    await callJson(one.base, 'POST', '/api/siteeditor', siteToken, { changes: { liveHelpAppId: 'two-processes' }, originalHash: (current.body as { hash: string }).hash });
    await english.next((m) => m.event === 'onSettingsChanged');
    expect(english.messages.some((m) => m.event === 'onLanguageChanged')).toBe(false);
  }, 60_000);

  it("A cancels on process one; B, promoted from the waitlist, hears it on process two within 2 s", async () => {
    const [one, two] = servers as [RealServer, RealServer];
    const adminToken = await signInHttp(one.base, 'siteeditor');
    // RSVP is open on the test date (the demo opens it on 2027-04-20): the server-wide testing date moves there.
    const current = await callJson(one.base, 'GET', '/api/siteeditor', adminToken);
    const moved = await callJson(one.base, 'POST', '/api/siteeditor', adminToken, { changes: { testingDate: '2027-05-01T12:00:00.000Z' }, originalHash: (current.body as { hash: string }).hash });
    expect(moved.status).toBe(200);
    const db = new pg.Client({ connectionString: store.target.databaseUrl });
    await db.connect();
    const { rows } = await db.query<{ session_id: string; title: string }>(
      `SELECT r.session_id, s.doc->>'title' AS title FROM rsvp_seats r JOIN sessions s ON s.id = r.session_id
       WHERE r.kind = 'rsvp' AND r.taken = r.seats - 1 AND r.waitlist_taken = 0 AND r.waitlist_seats > 0
         AND jsonb_array_length(coalesce(s.doc->'restrictedScopes', '[]'::jsonb)) = 0 ORDER BY r.session_id LIMIT 1`,
    );
    await db.end();
    const id = rows[0]?.session_id as string;
    expect(id).toBeDefined();
    const a = await signInHttp(one.base, 'attendee');
    const b = await signInHttp(two.base, 'inperson');
    const stream = await openSse(`${two.base}/api/live?languages=en`, { cookie: `${SESSION_COOKIE}=${b}` });
    streams.push(stream);
    await stream.next((m) => m.event === 'joined');

    expect((await callJson(one.base, 'PUT', `/api/rsvp/${id}`, a)).body).toMatchObject({ state: 'on-schedule' });
    await stream.next((m) => m.event === 'onSessionSeats' && (m.data as { sessionId: string; seatsLeft: number }).sessionId === id, 2000);
    expect((await callJson(two.base, 'PUT', `/api/rsvp/${id}`, b)).body).toMatchObject({ state: 'on-waitlist', position: 1 });

    const cancelledAt = Date.now();
    expect((await callJson(one.base, 'DELETE', `/api/rsvp/${id}`, a)).status).toBe(200);
    const promotion = await stream.next((m) => m.event === 'onWaitlistPromoted', 2000);
    expect(Date.now() - cancelledAt).toBeLessThan(2000);
    expect(promotion.data).toEqual({ type: 'onWaitlistPromoted', sessionId: id, title: rows[0]?.title });
    expect((await callJson(two.base, 'GET', `/api/rsvp/${id}`, b)).body).toMatchObject({ state: 'on-schedule' });
  }, 60_000);
});
