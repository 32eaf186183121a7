// The personal calendar feed, one session's .ics and the trip report on PGlite and
// (TEST_DATABASE_URL) PostgreSQL. The iCalendar output is read back with ical.js, a parser independent of the
// generator, and checked across the March 2027 daylight-saving change of the event zone (America/Los_Angeles:
// 14 March 2027, UTC-8 before, UTC-7 after).
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { ScheduleFeedAnswer } from '../../schemas/api-types.js';
import { openScheduleTestServer, SCHEDULE_TEST_NOW } from '../../test-support/schedule-test-server.js';

const server = openScheduleTestServer();

const ZONE = 'America/Los_Angeles';
const BEFORE = { id: 'dst-1', code: 'DST101', start: '2027-03-13T18:00:00Z', end: '2027-03-13T19:00:00Z' }; // 10:00 PST
const AFTER = { id: 'dst-2', code: 'DST102', start: '2027-03-15T17:00:00Z', end: '2027-03-15T18:00:00Z' }; // 10:00 PDT

async function addDstSessions(): Promise<void> {
  for (const s of [BEFORE, AFTER]) {
    const doc = {
      sessionId: s.id, sessionCode: s.code, title: `Daylight saving ${s.code}`, description: 'Across the change', startDateTime: s.start, endDateTime: s.end,
      sessionType: { logicalValue: 'breakout', displayValue: 'Breakout' }, location: 'Room 401', roomId: 'room-401', canBeScheduled: true,
      isCapacityControlled: false, deliveryTypes: [{ logicalValue: 'online', displayValue: 'Online' }], viewingOptions: [], speakerIds: [],
    };
    await server.sql('INSERT INTO sessions (id, doc) VALUES ($1, $2::jsonb) ON CONFLICT (id) DO NOTHING', [s.id, JSON.stringify(doc)]);
  }
  await server.sql('SELECT catalog_refresh()');
}

interface ParsedEvent {
  uid: string;
  summary: string;
  tzid: string | null;
  localStart: string;
  utcStart: string;
  utcEnd: string;
  /** DTSTAMP as written and as ical.js reads it: its zone and the instant. */
  stamp: { text: string; zone: string; utc: string };
}

/** RFC 5545 3.8.7.2: DTSTAMP is a UTC date-time (written with Z). */
function stampOf(v: ICAL.Component): ParsedEvent['stamp'] {
  const time = v.getFirstPropertyValue('dtstamp') as ICAL.Time;
  return { text: time.toICALString(), zone: time.zone?.tzid ?? 'floating', utc: time.toJSDate().toISOString() };
}

/** Every VEVENT's DTSTAMP is the request's clock, in UTC. */
function expectUtcStamps(events: readonly ParsedEvent[]): void {
  expect(events.length).toBeGreaterThan(0);
  const stamp = SCHEDULE_TEST_NOW.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  for (const e of events) expect(e.stamp).toEqual({ text: stamp, zone: 'UTC', utc: SCHEDULE_TEST_NOW.toISOString() });
}

/** Parses with ical.js, registering the calendar's own VTIMEZONE so TZID times resolve through it. */
function parse(text: string): { zones: string[]; events: ParsedEvent[]; zone: ICAL.Component | null } {
  const cal = new ICAL.Component(ICAL.parse(text));
  const zones = cal.getAllSubcomponents('vtimezone');
  for (const z of zones) ICAL.TimezoneService.register(new ICAL.Timezone(z));
  const events = cal.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    const dtstart = v.getFirstProperty('dtstart');
    return {
      uid: e.uid,
      summary: e.summary,
      tzid: (dtstart?.getParameter('tzid') as string | undefined) ?? null,
      localStart: e.startDate.toString(),
      utcStart: e.startDate.toJSDate().toISOString(),
      utcEnd: e.endDate.toJSDate().toISOString(),
      stamp: stampOf(v),
    };
  });
  return { zones: zones.map((z) => String(z.getFirstPropertyValue('tzid'))), events, zone: zones[0] ?? null };
}

describe('personal calendar feed', () => {
  it('makes, serves (no session, VTIMEZONE, times right across the DST change), follows the schedule, regenerates and revokes', async () => {
    await addDstSessions();
    for (const s of [BEFORE, AFTER]) expect((await server.call('POST', `/api/schedule/sessions/${s.id}`, 'exhibitor')).statusCode).toBe(200);
    expect((await server.call('GET', '/api/schedule/feed', 'exhibitor')).json()).toEqual({ https: null, webcal: null });
    const made = (await server.call('POST', '/api/schedule/feed', 'exhibitor')).json() as ScheduleFeedAnswer;
    expect(made.https).toMatch(/^https?:\/\/[^/]+\/api\/calendar\/[A-Za-z0-9_-]{40,}\.ics$/);
    expect(made.webcal).toBe((made.https as string).replace(/^https?:/, 'webcal:'));
    expect((await server.call('GET', '/api/schedule/feed', 'exhibitor')).json()).toEqual(made);
    const path = new URL(made.https as string).pathname;

    const res = await server.call('GET', path, null);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['cache-control']).toContain('no-store');
    const feed = parse(res.body);
    expect(feed.zones).toEqual([ZONE]);
    expectUtcStamps(feed.events);
    expect(res.body).toMatch(/^X-WR-TIMEZONE:America\/Los_Angeles\r$/m);
    // The zone's rules: both an offset of -0800 (standard) and -0700 (daylight).
    const offsets = (feed.zone?.getAllSubcomponents() ?? []).map((c) => `${c.name} ${String(c.getFirstPropertyValue('tzoffsetto'))}`);
    expect(offsets).toEqual(expect.arrayContaining(['standard -08:00', 'daylight -07:00']));
    const before = feed.events.find((e) => e.summary.startsWith(BEFORE.code));
    const after = feed.events.find((e) => e.summary.startsWith(AFTER.code));
    // Same local hour on both days, one hour apart in UTC.
    expect(before).toMatchObject({ tzid: ZONE, localStart: '2027-03-13T10:00:00', utcStart: '2027-03-13T18:00:00.000Z', utcEnd: '2027-03-13T19:00:00.000Z' });
    expect(after).toMatchObject({ tzid: ZONE, localStart: '2027-03-15T10:00:00', utcStart: '2027-03-15T17:00:00.000Z', utcEnd: '2027-03-15T18:00:00.000Z' });
    console.log(`calendar[${server.store.db.kind}]: feed of ${feed.events.length} events parsed by ical.js; ${BEFORE.code} 10:00 ${ZONE} = ${before?.utcStart}, ${AFTER.code} 10:00 ${ZONE} = ${after?.utcStart}`);

    // The feed follows the schedule at once (nothing cached).
    expect((await server.call('DELETE', `/api/schedule/sessions/${AFTER.id}`, 'exhibitor')).statusCode).toBe(200);
    const updated = parse((await server.call('GET', path, null)).body);
    expect(updated.events.some((e) => e.summary.startsWith(AFTER.code))).toBe(false);
    expect(updated.events.some((e) => e.summary.startsWith(BEFORE.code))).toBe(true);

    // A new secret retires the old link; revoking retires the new one.
    const again = (await server.call('POST', '/api/schedule/feed', 'exhibitor')).json() as ScheduleFeedAnswer;
    expect(again.https).not.toBe(made.https);
    expect((await server.call('GET', path, null)).statusCode).toBe(404);
    const newPath = new URL(again.https as string).pathname;
    expect((await server.call('GET', newPath, null)).statusCode).toBe(200);
    expect((await server.call('DELETE', '/api/schedule/feed', 'exhibitor')).json()).toEqual({ https: null, webcal: null });
    expect((await server.call('GET', newPath, null)).statusCode).toBe(404);
    expect((await server.call('DELETE', '/api/schedule/feed', 'exhibitor')).statusCode).toBe(404);
    expect((await server.call('GET', '/api/calendar/not-a-secret-at-all-0000000000.ics', null)).statusCode).toBe(404);
  });

  it("the profile's webcal address is the feed's while there is one", async () => {
    const webcal = async () => ((await server.call('GET', '/api/profile', 'exhibitor')).json() as { profile: { webCalInfo: { webcalURL: string } } }).profile.webCalInfo.webcalURL;
    expect(await webcal()).toBe('');
    const made = (await server.call('POST', '/api/schedule/feed', 'exhibitor')).json() as ScheduleFeedAnswer;
    expect(await webcal()).toBe(new URL(made.https as string).pathname);
    expect((await server.call('DELETE', '/api/schedule/feed', 'exhibitor')).statusCode).toBe(200);
    expect(await webcal()).toBe('');
  });

  it('serves one session as .ics to anyone (add to calendar), in the event zone', async () => {
    await addDstSessions();
    const res = await server.call('GET', `/api/session/${AFTER.code}/ics`, null);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${AFTER.code}.ics"`);
    const one = parse(res.body);
    expect(one.events).toHaveLength(1);
    expectUtcStamps(one.events);
    expect(one.events[0]).toMatchObject({ tzid: ZONE, localStart: '2027-03-15T10:00:00', utcStart: AFTER.start.replace('Z', '.000Z') });
    expect((await server.call('GET', '/api/session/no-such/ics', null)).statusCode).toBe(404);
  });
});

describe('trip report', () => {
  it('downloads the sessions on the schedule as a CSV file with times in the event zone', async () => {
    await addDstSessions();
    await server.call('POST', `/api/schedule/sessions/${AFTER.id}`, 'exhibitor');
    const res = await server.call('GET', '/api/schedule/trip-report', 'exhibitor');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="trip-report.csv"');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(`Code,Title,Type,Start (${ZONE}),End (${ZONE}),Location,Status`);
    expect(lines).toContain(`${AFTER.code},Daylight saving ${AFTER.code},breakout,2027-03-15 10:00,2027-03-15 11:00,Room 401,On schedule`);
    expect((await server.call('GET', '/api/schedule/trip-report', null)).statusCode).toBe(401);
  });
});
