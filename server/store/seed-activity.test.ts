// The demo at scale (DEMO_ATTENDEES): the attendees' schedules, meetings, invitations and messages the seed writes in
// SQL (seed-activity.ts), on both stores. A small conference here; README (DEMO_ATTENDEES) gives the 50,000-attendee time.
import { describe, expect, it } from 'vitest';
import { storePerFile } from '../../test-support/store-per-file.js';
import { DEMO_ACTIVITY, demoAttendeeCount, generateDemo } from '../demo/index.js';

const GENERATED = 60;
const demo = generateDemo({ attendees: GENERATED, sessions: 40, activity: true });
const store = storePerFile(demo, 120_000);

const one = async (sql: string) => Number((await store.db.query<{ n: string | number }>(sql)).rows[0]?.n);

describe('the demo at scale', () => {
  it('is asked for by DEMO_ATTENDEES, and refuses anything but a whole number in range', () => {
    expect(demoAttendeeCount({})).toBeNull();
    expect(demoAttendeeCount({ DEMO_ATTENDEES: '50000' })).toBe(50000);
    for (const bad of ['0', '-3', '2.5', 'many', '200001']) expect(() => demoAttendeeCount({ DEMO_ATTENDEES: bad })).toThrow(/DEMO_ATTENDEES/);
    expect(generateDemo({ attendees: 5 }).activity).toEqual(DEMO_ACTIVITY);
    expect(generateDemo({ attendees: 5, activity: false }).activity).toBeUndefined();
  });

  it('gives every generated attendee their meetings, each with two invitees and ten messages', async () => {
    const meetings = GENERATED * DEMO_ACTIVITY.meetingsPerAttendee;
    expect(await one(`SELECT count(*) AS n FROM meetings`)).toBe(meetings);
    expect(await one(`SELECT count(DISTINCT owner_id) AS n FROM meetings`)).toBe(GENERATED);
    expect(await one(`SELECT count(*) AS n FROM meeting_participants`)).toBe(meetings * 2);
    expect(await one(`SELECT count(*) AS n FROM meeting_participants p JOIN meetings m ON m.id = p.meeting_id WHERE p.user_id = m.owner_id`)).toBe(0);
    expect(await one(`SELECT count(*) AS n FROM meeting_messages`)).toBe(meetings * DEMO_ACTIVITY.messagesPerMeeting);
    // Every sender is in the meeting, and has read up to their own last message.
    expect(
      await one(`SELECT count(*) AS n FROM meeting_messages x JOIN meetings m ON m.id = x.meeting_id
        WHERE x.sender_id <> m.owner_id AND NOT EXISTS (SELECT 1 FROM meeting_participants p WHERE p.meeting_id = x.meeting_id AND p.user_id = x.sender_id)`),
    ).toBe(0);
    expect(await one(`SELECT count(*) AS n FROM meeting_message_reads`)).toBe(meetings * 2);
  });

  it('puts meetings on the event days between 08:00 and 18:00 in the event time zone', async () => {
    const { rows } = await store.db.query<{ day: string; first: string; last: string }>(
      `SELECT to_char(starts_at AT TIME ZONE $1, 'YYYY-MM-DD') AS day, min(to_char(starts_at AT TIME ZONE $1, 'HH24:MI')) AS first,
         max(to_char(ends_at AT TIME ZONE $1, 'HH24:MI')) AS last FROM meetings GROUP BY 1 ORDER BY 1`,
      [DEMO_ACTIVITY.timeZone],
    );
    expect(rows.map((r) => r.day)).toEqual(DEMO_ACTIVITY.eventDays);
    for (const r of rows) expect([r.first >= '08:00', r.last <= '18:00']).toEqual([true, true]);
  });

  it('fills schedules with existing sessions and leaves the sign-in personas as the ordinary demo has them', async () => {
    const entries = await one(`SELECT count(*) AS n FROM schedule_items WHERE user_id LIKE 'usr-%'`);
    expect(entries).toBeGreaterThan(GENERATED * DEMO_ACTIVITY.schedulePerAttendee * 0.9);
    expect(entries).toBeLessThanOrEqual(GENERATED * DEMO_ACTIVITY.schedulePerAttendee);
    expect(await one(`SELECT count(*) AS n FROM schedule_items i WHERE NOT EXISTS (SELECT 1 FROM sessions s WHERE s.id = i.session_id)`)).toBe(0);
    expect(await one(`SELECT count(*) AS n FROM meeting_participants WHERE user_id NOT LIKE 'usr-%'`)).toBe(0);
    expect(await one(`SELECT count(*) AS n FROM schedule_items WHERE user_id NOT LIKE 'usr-%'`)).toBe(0);
  });

  it('writes the same rows on every store and every run', async () => {
    // A fingerprint of everything the activity wrote: PGlite and PostgreSQL must agree on it.
    const { rows } = await store.db.query<{ fp: string }>(
      `SELECT md5(
         (SELECT string_agg(user_id || session_id, ',' ORDER BY user_id COLLATE "C", session_id COLLATE "C") FROM schedule_items) ||
         (SELECT string_agg(id || owner_id || subject || extract(epoch FROM starts_at), ',' ORDER BY id COLLATE "C") FROM meetings) ||
         (SELECT string_agg(meeting_id || user_id || response, ',' ORDER BY meeting_id COLLATE "C", user_id COLLATE "C") FROM meeting_participants) ||
         (SELECT string_agg(meeting_id || sender_id || body, ',' ORDER BY id) FROM meeting_messages)) AS fp`,
    );
    expect(rows[0]?.fp).toBe('bbfb1c795c34959d1bd2c1e4f866aa9b');
  });
});
