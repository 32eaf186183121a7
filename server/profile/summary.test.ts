// The profile summary (docs/behaviour/attendees-and-profile.md) and the rules that read it (docs/behaviour/attendees-and-profile.md), on PGlite and
// (TEST_DATABASE_URL) PostgreSQL, over the whole demo: 2,000 generated attendees plus the three personas.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, generateDemo, type TestStore } from '../test-support.js';
import { canAttendMeetings, canShareSchedule, profileSummary } from './summary.js';

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore(generateDemo({ sessions: 60 }) as never);
}, 240_000);
afterAll(() => store?.drop());

describe('profileSummary', () => {
  it('reads the persona attendee document and the defaults of a user without a profile row', async () => {
    const s = await profileSummary(store.db, 'cms-inperson');
    expect(s).toMatchObject({
      attendeeId: 'att-inperson', attendeeType: 'inperson', attendeeDirectory: true, displaySessions: true,
      canAttendMeetings: true, featuredPartners: false, emailPreferredLanguage: 'en', country: 'US', selectedTimezone: '',
    });
    expect(canAttendMeetings(s)).toBe(true);
    expect(canShareSchedule(s)).toBe(true);
    // The attendee persona starts out of the directory (so a walkthrough can opt in): no meetings, no sharing.
    const a = await profileSummary(store.db, 'cms-attendee');
    expect(a.attendeeDirectory).toBe(false);
    expect(canAttendMeetings(a)).toBe(false);
    expect(canShareSchedule(a)).toBe(false);
  });

  it('answers a user without an attendee record (an editor) as having no directory profile', async () => {
    const s = await profileSummary(store.db, 'cms-siteeditor');
    expect(s.attendeeId).toBeNull();
    expect(s.attendeeDirectory).toBe(false);
    expect(canAttendMeetings(s)).toBe(false);
  });

  it('follows a privacy change written to the attendee document and the stored preferences', async () => {
    await store.db.query(`UPDATE attendees SET doc = doc || '{"attendeeDirectory": false}'::jsonb WHERE user_id = 'cms-exhibitor'`);
    await store.db.query(`INSERT INTO profiles (user_id, featured_partners, country, selected_timezone) VALUES ('cms-exhibitor', true, 'KR', 'Asia/Seoul')`);
    const s = await profileSummary(store.db, 'cms-exhibitor');
    expect(s).toMatchObject({ attendeeDirectory: false, featuredPartners: true, country: 'KR', selectedTimezone: 'Asia/Seoul' });
    const { rows } = await store.db.query<{ listed: boolean }>(`SELECT listed FROM attendees WHERE user_id = 'cms-exhibitor'`);
    expect(rows[0]?.listed).toBe(false);
  });

  it('seeds a realistic share of the generated attendees into the directory', async () => {
    const { rows } = await store.db.query<{ n: string | number; listed: string | number }>(
      `SELECT count(*) AS n, count(*) FILTER (WHERE listed) AS listed FROM attendees WHERE user_id LIKE 'usr-%'`,
    );
    const share = Number(rows[0]?.listed) / Number(rows[0]?.n);
    expect(Number(rows[0]?.n)).toBe(2000);
    expect(share).toBeGreaterThan(0.5);
    expect(share).toBeLessThan(0.75);
  });
});
