// The RSVP surge of bench/conference-day: 20 capacity-limited sessions open at once and 10,000 attendees each RSVP to
// one of them within 10 s. The bench opens the sessions (their seats emptied, RSVP open since yesterday) and
// afterwards checks in the store that no session took more than its seats, the counters match the rows, and every
// answer of 200 has its row.
import type { Queryable } from '../../server/test-support';
import type { RouteResult } from './driver';

export interface SurgeSession {
  id: string;
  seats: number;
  waitlistSeats: number;
}

export async function openSurgeSessions(db: Queryable, count: number, now: Date): Promise<SurgeSession[]> {
  const { rows } = await db.query<{ session_id: string; seats: number; waitlist_seats: number }>(
    `SELECT r.session_id, r.seats, r.waitlist_seats FROM rsvp_seats r JOIN sessions s ON s.id = r.session_id
     WHERE r.kind = 'rsvp' AND r.closes_at > $1 AND jsonb_array_length(coalesce(s.doc->'restrictedScopes', '[]'::jsonb)) = 0 ORDER BY r.session_id LIMIT $2`,
    [now.toISOString(), count],
  );
  const ids = rows.map((r) => r.session_id);
  await db.query('DELETE FROM session_enrollments WHERE session_id = ANY ($1::text[])', [ids]);
  await db.query(`UPDATE rsvp_seats SET taken = 0, waitlist_taken = 0, opens_at = $2::timestamptz - interval '1 day' WHERE session_id = ANY ($1::text[])`, [
    ids,
    now.toISOString(),
  ]);
  return rows.map((r) => ({ id: r.session_id, seats: r.seats, waitlistSeats: r.waitlist_seats }));
}

export interface SurgeCheck {
  places: number;
  confirmed: number;
  waitlisted: number;
  answered200: number;
  full409: number;
  otherAnswers: number;
  /** Requests that got no answer within the load generator's 10 s (their RSVP may or may not have been written). */
  unanswered: number;
  overbooked: string[];
  countersWrong: string[];
  /** Answers of 200 without their row: acknowledged RSVPs lost. Must be 0. */
  acknowledgedLost: number;
  /** Rows beyond the answers of 200: written for requests that got no answer. At most `unanswered`. */
  writtenUnanswered: number;
}

export async function checkSurge(db: Queryable, sessions: SurgeSession[], result: RouteResult, sent: number): Promise<SurgeCheck> {
  const { rows } = await db.query<{ id: string; confirmed: string; waitlisted: string; taken: number; waitlist_taken: number }>(
    `SELECT r.session_id AS id, r.taken, r.waitlist_taken,
       (SELECT count(*) FROM session_enrollments e WHERE e.session_id = r.session_id AND e.status = 'confirmed') AS confirmed,
       (SELECT count(*) FROM session_enrollments e WHERE e.session_id = r.session_id AND e.status = 'waitlisted') AS waitlisted
     FROM rsvp_seats r WHERE r.session_id = ANY ($1::text[])`,
    [sessions.map((s) => s.id)],
  );
  const seatsOf = new Map(sessions.map((s) => [s.id, s]));
  const overbooked = rows.filter((r) => Number(r.confirmed) > (seatsOf.get(r.id)?.seats ?? 0) || Number(r.waitlisted) > (seatsOf.get(r.id)?.waitlistSeats ?? 0)).map((r) => r.id);
  const countersWrong = rows.filter((r) => r.taken !== Number(r.confirmed) || r.waitlist_taken !== Number(r.waitlisted)).map((r) => r.id);
  const confirmed = rows.reduce((n, r) => n + Number(r.confirmed), 0);
  const waitlisted = rows.reduce((n, r) => n + Number(r.waitlisted), 0);
  const answered200 = result.statusCodes['200'] ?? 0;
  const full409 = result.statusCodes['409'] ?? 0;
  return {
    places: sessions.reduce((n, s) => n + s.seats + s.waitlistSeats, 0),
    confirmed,
    waitlisted,
    answered200,
    full409,
    otherAnswers: result.requests - answered200 - full409,
    unanswered: sent - result.requests,
    overbooked,
    countersWrong,
    acknowledgedLost: Math.max(0, answered200 - confirmed - waitlisted),
    writtenUnanswered: Math.max(0, confirmed + waitlisted - answered200),
  };
}
