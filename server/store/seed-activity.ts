// The demo's activity at conference size (server/demo's DemoActivity): generated attendees' schedules, meetings with
// their invitations and messages, and what each sender has read. Written by set-based statements (generate_series)
// inside the seed's transaction, so 50,000 attendees' half a million schedule entries and a million messages take
// seconds; the same numbers give the same rows on every store. Only generated attendees (user ids usr-…) take part:
// the sign-in personas start with an empty inbox, as in the ordinary demo.
import type { Queryable } from './db.js';

export interface ActivityPlan {
  schedulePerAttendee: number;
  meetingsPerAttendee: number;
  messagesPerMeeting: number;
  eventDays: string[];
  timeZone: string;
}

/** The generated attendees, numbered from 0 in id order. */
const PEOPLE = `people AS (
  SELECT user_id, (row_number() OVER (ORDER BY id) - 1)::integer AS n FROM attendees WHERE user_id LIKE 'usr-%'
), headcount AS (SELECT count(*)::integer AS n FROM people)`;

const SUBJECTS = ['Catch-up', 'Architecture review', 'Partnership intro', 'Hiring chat', 'Roadmap questions', 'Demo follow-up', 'Coffee', 'Migration plan'];
const LINES = [
  'Looking forward to it.',
  'Could we move this by half an hour?',
  'I will bring the slides from the keynote.',
  'See you at the lounge by hall B.',
  'Thanks, that works for me.',
  'Can I bring a colleague along?',
  'Running five minutes late, sorry.',
  'Great talk this morning!',
];

/** A text array literal of trusted constants. */
const sqlArray = (items: readonly string[]) => `ARRAY[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(', ')}]`;

/** Rows written per table, for the seed's report. */
export interface ActivityCounts {
  scheduleItems: number;
  meetings: number;
  invitations: number;
  messages: number;
}

/** Runs an insert written as `… ins AS (INSERT … RETURNING 1) SELECT count(*) AS n FROM ins`: the rows it wrote. */
async function counted(tx: Queryable, sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await tx.query<{ n: string | number }>(sql, params);
  return Number(rows[0]?.n ?? 0);
}

export async function seedActivity(tx: Queryable, plan: ActivityPlan): Promise<ActivityCounts> {
  const days = plan.eventDays.length;
  // Each attendee's sessions are spread over the catalog by two co-prime strides; a repeat is skipped.
  const schedule = await counted(tx,
    `WITH ${PEOPLE}, sess AS (
       SELECT id, (row_number() OVER (ORDER BY id) - 1)::integer AS n FROM sessions WHERE starts_at IS NOT NULL
     ), total AS (SELECT count(*)::integer AS n FROM sess)
     , ins AS (INSERT INTO schedule_items (user_id, session_id, added_at)
     SELECT p.user_id, s.id, timestamptz '2026-10-01T12:00:00Z' + make_interval(secs => p.n * $1 + k)
     FROM people p CROSS JOIN generate_series(1, $1::integer) k CROSS JOIN total t
     JOIN sess s ON s.n = (p.n::bigint * 7919 + k * 104729) % greatest(t.n, 1)
     ON CONFLICT DO NOTHING
     RETURNING 1
     ) SELECT count(*) AS n FROM ins`,
    [plan.schedulePerAttendee],
  );
  // Meeting g belongs to attendee g mod headcount: on day g mod days, at one of 20 half hours from 08:00 local time.
  const meetings = await counted(tx,
    `WITH ${PEOPLE}, ins AS (
     INSERT INTO meetings (id, owner_id, subject, description, starts_at, ends_at, meeting_type, meeting_location, created_at, updated_at)
     SELECT 'demo-mtg-' || lpad(g::text, 7, '0'), p.user_id, (${sqlArray(SUBJECTS)})[g % ${SUBJECTS.length} + 1], '',
       (($2::text[])[g % $3 + 1] || ' 08:00')::timestamp AT TIME ZONE $4 + ((g * 7) % 20) * interval '30 minutes',
       (($2::text[])[g % $3 + 1] || ' 08:30')::timestamp AT TIME ZONE $4 + ((g * 7) % 20) * interval '30 minutes',
       'attendee-to-attendee', 'Teams',
       timestamptz '2026-10-15T12:00:00Z' + make_interval(secs => g), timestamptz '2026-10-15T12:00:00Z' + make_interval(secs => g)
     FROM headcount h CROSS JOIN generate_series(0, h.n * $1::integer - 1) g JOIN people p ON p.n = g % h.n
     WHERE h.n > 1
     RETURNING 1
     ) SELECT count(*) AS n FROM ins`,
    [plan.meetingsPerAttendee, plan.eventDays, days, plan.timeZone],
  );
  // Two invitees per meeting, never the organizer: a quarter pending, half accepted, a quarter declined.
  const invitations = await counted(tx,
    `WITH ${PEOPLE}, m AS (
       SELECT id, substr(id, 10)::integer AS g, created_at FROM meetings WHERE id LIKE 'demo-mtg-%'
     ), ins AS (
     INSERT INTO meeting_participants (meeting_id, user_id, response, responded_at, invited_at)
     SELECT m.id, p.user_id, (ARRAY['pending', 'accepted', 'accepted', 'declined'])[(m.g + j) % 4 + 1],
       CASE WHEN (m.g + j) % 4 = 0 THEN NULL ELSE m.created_at + interval '1 hour' END, m.created_at
     FROM m CROSS JOIN headcount h CROSS JOIN generate_series(1, 2) j
     JOIN people p ON p.n = (m.g % h.n + 1 + (m.g * 31 + j * 17) % (h.n - 1)) % h.n
     WHERE h.n > 1
     ON CONFLICT DO NOTHING
     RETURNING 1
     ) SELECT count(*) AS n FROM ins`,
  );
  // The organizer and the first invitee take turns, a minute apart; each has read up to their own last message.
  const messages = await counted(tx,
    `WITH ${PEOPLE}, m AS (
       SELECT id, owner_id, substr(id, 10)::integer AS g, created_at FROM meetings WHERE id LIKE 'demo-mtg-%'
     ), ins AS (
     INSERT INTO meeting_messages (meeting_id, sender_id, body, sent_at)
     SELECT m.id, CASE WHEN k % 2 = 1 THEN m.owner_id ELSE p.user_id END, (${sqlArray(LINES)})[(m.g + k) % ${LINES.length} + 1],
       m.created_at + k * interval '1 minute'
     FROM m CROSS JOIN headcount h CROSS JOIN generate_series(1, $1::integer) k
     JOIN people p ON p.n = (m.g % h.n + 1 + (m.g * 31 + 17) % (h.n - 1)) % h.n
     WHERE h.n > 1
     ORDER BY m.id, k
     RETURNING 1
     ) SELECT count(*) AS n FROM ins`,
    [plan.messagesPerMeeting],
  );
  await tx.query(
    `INSERT INTO meeting_message_reads (meeting_id, user_id, last_read_id)
     SELECT meeting_id, sender_id, max(id) FROM meeting_messages WHERE meeting_id LIKE 'demo-mtg-%' GROUP BY meeting_id, sender_id
     ON CONFLICT DO NOTHING`,
  );
  return { scheduleItems: schedule, meetings, invitations, messages };
}
