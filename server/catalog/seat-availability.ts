// Seat availability has one owner: the counters of rsvp_seats (migration 007). Session answers read them directly
// (viewer-state.ts); the catalog's space_available column and the document's roomHasCapacity / waitlistHasCapacity
// are kept as their index for the spaceAvailable filter, written only here, in the transaction that moves a seat.
// When that write flips a session's availability, every cache built on it (facet counts, server-rendered HTML)
// is dropped in every API process: the transaction NOTIFYs SEATS_CHANNEL, which PostgreSQL delivers only once it
// commits (never for a rollback), and each process clears its read cache (which clears its HTML cache) on it.
import type { Db, Queryable } from '../store/db.js';

export const SEATS_CHANNEL = 'conference_seat_availability';

/**
 * The statement parts that copy counters onto the catalog's columns and announce a change on commit: two CTEs,
 * `availability` (the sessions whose flags changed) and `announced` (its NOTIFYs, which run only when the statement's
 * final SELECT reads them). `counters` names a relation with session_id, seats, taken, waitlist_seats and
 * waitlist_taken; `channel` is the parameter holding SEATS_CHANNEL. A write that moves a seat in one statement puts
 * them after the CTE that moved it (server/schedule/rsvp.ts), so the flags follow within the same statement.
 */
export function availabilityCtes(counters: string, channel: string): string {
  return `availability AS (
       UPDATE sessions s SET
         space_available = c.taken < c.seats,
         doc = s.doc || jsonb_build_object('roomHasCapacity', c.taken < c.seats, 'waitlistHasCapacity', c.waitlist_taken < c.waitlist_seats)
       FROM ${counters} c
       WHERE s.id = c.session_id
         AND (s.space_available IS DISTINCT FROM (c.taken < c.seats)
           OR (s.doc->>'roomHasCapacity')::boolean IS DISTINCT FROM (c.taken < c.seats)
           OR (s.doc->>'waitlistHasCapacity')::boolean IS DISTINCT FROM (c.waitlist_taken < c.waitlist_seats))
       RETURNING s.id),
     announced AS (SELECT pg_notify(${channel}, id) FROM availability)`;
}

/**
 * Copies the counters' availability of `sessionId` onto the catalog's columns; when they change, announces it on
 * commit. Call inside the transaction that changed the counters.
 */
export async function syncSeatAvailability(tx: Queryable, sessionId: string): Promise<void> {
  await tx.query(
    `WITH counters AS (SELECT * FROM rsvp_seats WHERE session_id = $1), ${availabilityCtes('counters', '$2')}
     SELECT count(*) FROM announced`,
    [sessionId, SEATS_CHANNEL],
  );
}

/** Clears this process's caches whenever a committed write changed a session's availability (app start). */
export async function listenForSeatChanges(db: Db, clearCaches: () => void): Promise<() => Promise<void>> {
  // A store that refuses LISTEN still clears on its own writes' cache clears; nothing to undo then.
  return db.listen(SEATS_CHANNEL, () => clearCaches()).catch(() => async () => undefined);
}
