// The meetings' and the schedule's hot reads at conference size, on PostgreSQL: the counts every signed-in page polls,
// the inbox, the meetings list, a user's meetings and sessions as schedule events, the conflict check and the meeting
// picker's search. The test fills the store with 20,000 attendees, 12,000 sessions (12 of them mandatory), 40,000
// meetings, 80,000 invitations, 200,000 messages and 100,000 schedule entries (generate_series, a few seconds), runs
// the real service functions while recording every statement they send, and asks PostgreSQL for each statement's
// plan: a sequential scan of a table of more than 10,000 rows fails, and so does an index scan that throws most of
// such a table away (test-support/query-plans.ts).
// Put `owner_id = $1 OR EXISTS (...)` back into one of them (server/meetings/member-sql.ts) and it fails.
import { describe, expect, it } from 'vitest';
import { largeTables, recording, wholeTableReads } from '../../test-support/query-plans.js';
import { storePerFile } from '../../test-support/store-per-file.js';
import type { Queryable } from '../store/db.js';
import { sessionEventsFor } from '../shared/schedule-events/session-events.js';
import type { MeetingContext } from './context.js';
import { conflictsFor } from './conflicts.js';
import { meetingEventsFor } from './events.js';
import { listMeetings } from './meeting-read.js';
import { counts, inbox } from './messages.js';
import { attendeesById, peopleByUserId, searchInvitable, userCanAttend } from './people.js';

const ATTENDEES = 20_000;
const MEETINGS = 40_000;
const MESSAGES = 200_000;
const SESSIONS = 12_000;
const SCHEDULE_PER_USER = 5;
const postgres = Boolean(process.env.TEST_DATABASE_URL);
const store = storePerFile(undefined, 120_000);

async function fillToScale(db: Queryable): Promise<void> {
  await db.exec(`
    INSERT INTO attendees (id, doc)
      SELECT 'scale-a' || g, jsonb_build_object('userId', 'scale-u' || g, 'firstName', 'First' || g, 'lastName', 'Last' || g,
        'displayName', 'Person ' || g, 'company', 'Company ' || (g % 300), 'isAvailableForMeetings', true, 'attendeeDirectory', true)
      FROM generate_series(1, ${ATTENDEES}) g;
    INSERT INTO meetings (id, owner_id, subject, starts_at, ends_at, meeting_type, created_at, updated_at)
      SELECT 'scale-m' || g, 'scale-u' || (g % ${ATTENDEES} + 1), 'Meeting ' || g,
        timestamptz '2027-05-17 08:00Z' + (g % 96) * interval '30 minutes',
        timestamptz '2027-05-17 08:30Z' + (g % 96) * interval '30 minutes', 'meeting', now(), now()
      FROM generate_series(1, ${MEETINGS}) g;
    INSERT INTO meeting_participants (meeting_id, user_id, response, invited_at)
      SELECT 'scale-m' || g, 'scale-u' || ((g * 7 + k) % ${ATTENDEES} + 1), CASE WHEN k = 1 THEN 'accepted' ELSE 'pending' END, now()
      FROM generate_series(1, ${MEETINGS}) g, generate_series(1, 2) k;
    INSERT INTO meeting_messages (meeting_id, sender_id, body, sent_at)
      SELECT 'scale-m' || (g % ${MEETINGS} + 1), 'scale-u' || ((g % ${MEETINGS}) % ${ATTENDEES} + 1), 'Message ' || g, now()
      FROM generate_series(1, ${MESSAGES}) g;
    INSERT INTO meeting_message_reads (meeting_id, user_id, last_read_id)
      SELECT 'scale-m' || g, 'scale-u' || (g % ${ATTENDEES} + 1), g FROM generate_series(1, ${MEETINGS}) g;
    INSERT INTO sessions (id, doc, title, starts_at, ends_at)
      SELECT 'scale-s' || g, jsonb_build_object('sessionId', 'scale-s' || g, 'title', 'Session ' || g, 'isMandatory', g % 1000 = 0),
        'Session ' || g, timestamptz '2027-05-17 08:00Z' + (g % 48) * interval '30 minutes',
        timestamptz '2027-05-17 09:00Z' + (g % 48) * interval '30 minutes'
      FROM generate_series(1, ${SESSIONS}) g;
    INSERT INTO schedule_items (user_id, session_id, added_at)
      SELECT 'scale-u' || u, 'scale-s' || ((u * ${SCHEDULE_PER_USER} + k) % ${SESSIONS} + 1), now()
      FROM generate_series(1, ${ATTENDEES}) u, generate_series(1, ${SCHEDULE_PER_USER}) k;
    ANALYZE;
  `);
}

describe.skipIf(!postgres)('hot reads at conference size on PostgreSQL', () => {
  it('read no table of more than 10,000 rows whole', async () => {
    const started = Date.now();
    await fillToScale(store.db);
    const { large, sizes } = await largeTables(store.db);
    expect([...large].sort()).toEqual(
      expect.arrayContaining(['attendees', 'meeting_messages', 'meeting_participants', 'meetings', 'schedule_items', 'sessions']),
    );
    console.log(`scale data: ${sizes} in ${Date.now() - started} ms`);

    const viewer = 'scale-u42';
    const { db, statements } = recording(store.db);
    const context = {
      db: { ...store.db, query: db.query, transaction: (fn: (tx: Queryable) => Promise<unknown>) => fn(db) },
      now: new Date('2027-05-17T07:00:00Z'),
      viewer: { userId: viewer, scopes: ['meetings'] },
      settings: { features: { showMessaging: true } },
      notify: async () => undefined,
    } as unknown as MeetingContext;
    const range = { from: '2027-05-17T00:00:00Z', to: '2027-05-19T00:00:00Z' };
    const people = [...(await peopleByUserId(db, ['scale-u7', 'scale-u8', viewer])).values()];

    await counts(context);
    await inbox(context, {});
    await listMeetings(db, viewer);
    await meetingEventsFor(db, viewer, range);
    await sessionEventsFor(db, viewer, range, context.now);
    const before = statements.length;
    await conflictsFor(db, viewer, people, { start: new Date('2027-05-17T10:00:00Z'), end: new Date('2027-05-17T11:00:00Z') }, null);
    // The conflict check reads everyone's meetings in one statement and everyone's sessions in another, however many
    // people the meeting has.
    expect(people).toHaveLength(3);
    expect(statements.length - before).toBe(2);
    await attendeesById(db, ['scale-a7', 'scale-a8']);
    await userCanAttend(db, viewer);
    // The meeting picker, on every keystroke: by name, by company and by id.
    expect((await searchInvitable(db, viewer, 'Person 1233')).map((a) => a.userId)).toContain('scale-u1233');
    await searchInvitable(db, viewer, 'company 12');
    await searchInvitable(db, viewer, 'scale-a1241');
    expect(statements.length).toBeGreaterThan(8);

    expect(await wholeTableReads(store.db, statements, large)).toEqual([]);
  }, 180_000);
});
