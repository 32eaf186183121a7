// Seat availability has one owner: the counters of rsvp_seats (migration 007). Session answers read them directly
// (viewer-state.ts); the catalog's space_available column and the document's roomHasCapacity / waitlistHasCapacity
// are kept as their index for the spaceAvailable filter, written only here, in the transaction that moves a seat.
// When that write flips a session's availability, every cache built on it (facet counts, server-rendered HTML)
// is dropped in every API process: the transaction NOTIFYs SEATS_CHANNEL, which PostgreSQL delivers only once it
// commits (never for a rollback), and each process clears its read cache (which clears its HTML cache) on it.
import type { Db, Queryable } from '../store/db.js';

export const SEATS_CHANNEL = 'conference_seat_availability';

/**
 * Copies the counters' availability of `sessionId` onto the catalog's columns; when they change, announces it on
 * commit. Call inside the transaction that changed the counters.
 */
export async function syncSeatAvailability(tx: Queryable, sessionId: string): Promise<void> {
  await tx.query(
    `WITH changed AS (
       UPDATE sessions s SET
         space_available = r.taken < r.seats,
         doc = s.doc || jsonb_build_object('roomHasCapacity', r.taken < r.seats, 'waitlistHasCapacity', r.waitlist_taken < r.waitlist_seats)
       FROM rsvp_seats r
       WHERE s.id = r.session_id AND r.session_id = $1
         AND (s.space_available IS DISTINCT FROM (r.taken < r.seats)
           OR (s.doc->>'roomHasCapacity')::boolean IS DISTINCT FROM (r.taken < r.seats)
           OR (s.doc->>'waitlistHasCapacity')::boolean IS DISTINCT FROM (r.waitlist_taken < r.waitlist_seats))
       RETURNING s.id)
     SELECT pg_notify($2, id) FROM changed`,
    [sessionId, SEATS_CHANNEL],
  );
}

/** Clears this process's caches whenever a committed write changed a session's availability (app start). */
export async function listenForSeatChanges(db: Db, clearCaches: () => void): Promise<() => Promise<void>> {
  // A store that refuses LISTEN still clears on its own writes' cache clears; nothing to undo then.
  return db.listen(SEATS_CHANNEL, () => clearCaches()).catch(() => async () => undefined);
}
