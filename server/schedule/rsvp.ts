// RSVP with capacity and a waitlist, and roundtable nominations (docs/behaviour/schedule-and-rsvp.md). Every change locks the
// session's counter row (rsvp_seats, SELECT ... FOR UPDATE) before it reads or writes a seat, so concurrent RSVPs
// for one session run one after the other and can never overbook; a freed seat goes to the first waitlisted
// attendee (lowest seq) in the same transaction. PGlite has one connection and serialises transactions anyway;
// PostgreSQL is where the lock matters (server/schedule/rsvp-reliability.test.ts).
import { availabilityCtes, SEATS_CHANNEL, syncSeatAvailability } from '../catalog/index.js';
import { ApiError } from '../errors.js';
import { isUniqueViolation, type Db, type Queryable } from '../store/db.js';
import type { SignedInViewer } from '../http/viewer.js';

export type RsvpStateName =
  | 'not-open' | 'open' | 'waitlist-open' | 'waitlist-full' | 'on-schedule' | 'on-waitlist' | 'closed' | 'restricted';
export type NominationStateName = 'not-open' | 'open' | 'nominated' | 'confirmed' | 'closed' | 'full' | 'restricted';

export interface SeatRow {
  session_id: string;
  kind: 'rsvp' | 'roundtable';
  seats: number;
  waitlist_seats: number;
  taken: number;
  waitlist_taken: number;
  opens_at: Date | string | null;
  closes_at: Date | string | null;
  restricted: string[] | null;
}

export interface RsvpAnswer {
  sessionId: string;
  state: RsvpStateName;
  opensAt: string | null;
  seats: number;
  seatsTaken: number;
  waitlistSeats: number;
  waitlistTaken: number;
  /** 1-based place on the waitlist of the viewer, null when not waitlisted. */
  position: number | null;
}

export interface NominationAnswer {
  sessionId: string;
  status: NominationStateName;
  opensAt: string | null;
  seats: number;
  seatsTaken: number;
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/** The counter row with the session's restricted scopes; `lock` takes the row lock for the rest of the transaction. */
async function seatRow(db: Queryable, sessionId: string, lock: boolean): Promise<SeatRow> {
  const { rows } = await db.query<SeatRow>(
    `SELECT r.session_id, r.kind, r.seats, r.waitlist_seats, r.taken, r.waitlist_taken, r.opens_at, r.closes_at,
       ARRAY(SELECT jsonb_array_elements_text(coalesce(s.doc->'restrictedScopes', '[]'::jsonb))) AS restricted
     FROM rsvp_seats r JOIN sessions s ON s.id = r.session_id
     WHERE r.session_id = $1 ${lock ? 'FOR UPDATE OF r' : ''}`,
    [sessionId],
  );
  const row = rows[0];
  if (row) return row;
  const exists = await db.query('SELECT 1 FROM sessions WHERE id = $1', [sessionId]);
  if (exists.rows.length === 0) throw new ApiError('notFound', { sessionId }, `No session ${sessionId}.`);
  throw new ApiError('rsvpNotRequired', { sessionId });
}

/** Restricted for the user's scopes (docs/behaviour/schedule-and-rsvp.md): the session names scopes and the viewer holds none of them. */
const isRestricted = (row: SeatRow, viewer: SignedInViewer | null) =>
  viewer !== null && (row.restricted ?? []).length > 0 && !(row.restricted ?? []).some((s) => viewer.scopes.includes(s));

async function mine(db: Queryable, sessionId: string, userId: string): Promise<{ status: string; seq: string } | undefined> {
  const { rows } = await db.query<{ status: string; seq: string }>('SELECT status, seq FROM session_enrollments WHERE session_id = $1 AND user_id = $2', [sessionId, userId]);
  return rows[0];
}

async function waitlistPosition(db: Queryable, sessionId: string, seq: string): Promise<number> {
  const { rows } = await db.query<{ n: number | string }>(
    "SELECT count(*) AS n FROM session_enrollments WHERE session_id = $1 AND status = 'waitlisted' AND seq <= $2",
    [sessionId, seq],
  );
  return Number(rows[0]?.n ?? 0);
}

/** An RSVP answer's counts from the counter row, before its state is known. */
const rsvpCounts = (r: SeatRow) => ({
  sessionId: r.session_id, opensAt: iso(r.opens_at), seats: r.seats, seatsTaken: r.taken, waitlistSeats: r.waitlist_seats, waitlistTaken: r.waitlist_taken, position: null,
});

/** The RSVP state of docs/behaviour/schedule-and-rsvp.md for this viewer (null: anonymous, who never sees the on-* states). */
export async function rsvpState(db: Queryable, sessionId: string, viewer: SignedInViewer | null, now: Date, row?: SeatRow): Promise<RsvpAnswer> {
  const r = row ?? (await seatRow(db, sessionId, false));
  if (r.kind !== 'rsvp') throw new ApiError('rsvpNotRequired', { sessionId }, 'A roundtable takes a nomination, not an RSVP.');
  const base = rsvpCounts(r);
  if (isRestricted(r, viewer)) return { ...base, state: 'restricted' };
  const own = viewer ? await mine(db, sessionId, viewer.userId) : undefined;
  if (own?.status === 'confirmed') return { ...base, state: 'on-schedule' };
  if (own?.status === 'waitlisted') return { ...base, state: 'on-waitlist', position: await waitlistPosition(db, sessionId, own.seq) };
  if (r.opens_at !== null && new Date(r.opens_at) > now) return { ...base, state: 'not-open' };
  if (r.closes_at !== null && new Date(r.closes_at) <= now) return { ...base, state: 'closed' };
  if (r.taken < r.seats) return { ...base, state: 'open' };
  return { ...base, state: r.waitlist_taken < r.waitlist_seats ? 'waitlist-open' : 'waitlist-full' };
}

function refuseUnlessOpen(r: SeatRow, viewer: SignedInViewer, now: Date, what: string): void {
  if (isRestricted(r, viewer)) throw new ApiError('rsvpRestricted', { sessionId: r.session_id, requires: r.restricted });
  if (r.opens_at !== null && new Date(r.opens_at) > now) {
    throw new ApiError('rsvpNotOpen', { sessionId: r.session_id, opensAt: iso(r.opens_at) }, `${what} for this session opens at ${iso(r.opens_at)}.`);
  }
  if (r.closes_at !== null && new Date(r.closes_at) <= now) throw new ApiError('rsvpClosed', { sessionId: r.session_id });
}

/** The catalog's "space available" flag and the caches built on it follow the counters (seat-availability.ts). */
const syncCatalogFlags = syncSeatAvailability;

/**
 * One RSVP in one statement (PostgreSQL's READ COMMITTED). `locked` waits for the session's counter row and reads
 * its newest version; `decided` places the attendee when the session is open to them (the rules of isRestricted and
 * refuseUnlessOpen, which name the refusal when nothing is written) and has a seat or a waitlist place; `enrolled`
 * and `counted` write the place and its count; the catalog's flags follow (availabilityCtes). The row lock is held
 * only while PostgreSQL runs the statement, never across a round trip to this process, which is what an RSVP surge
 * waits on (bench/conference-day). The final row says why nothing was written, if nothing was. An enrollment this
 * user made meanwhile (read before the lock) fails the INSERT on its primary key, and the whole statement with it.
 */
const RSVP_STATEMENT = `WITH locked AS (
    SELECT r.session_id, r.kind, r.seats, r.waitlist_seats, r.taken, r.waitlist_taken, r.opens_at, r.closes_at,
      ARRAY(SELECT jsonb_array_elements_text(coalesce(s.doc->'restrictedScopes', '[]'::jsonb))) AS restricted,
      EXISTS (SELECT 1 FROM session_enrollments e WHERE e.session_id = r.session_id AND e.user_id = $2) AS mine
    FROM rsvp_seats r JOIN sessions s ON s.id = r.session_id
    WHERE r.session_id = $1 FOR UPDATE OF r),
  decided AS (
    SELECT l.session_id, l.taken, l.waitlist_taken,
      CASE WHEN l.taken < l.seats THEN 'confirmed' WHEN l.waitlist_taken < l.waitlist_seats THEN 'waitlisted' END AS placed
    FROM locked l
    WHERE l.kind = 'rsvp' AND NOT l.mine AND (cardinality(l.restricted) = 0 OR l.restricted && $4::text[])
      AND (l.opens_at IS NULL OR l.opens_at <= $3) AND (l.closes_at IS NULL OR l.closes_at > $3)),
  enrolled AS (
    INSERT INTO session_enrollments (session_id, user_id, status, created_at)
    SELECT session_id, $2, placed, $3 FROM decided WHERE placed IS NOT NULL),
  counted AS (
    UPDATE rsvp_seats r SET taken = d.taken + (d.placed = 'confirmed')::int, waitlist_taken = d.waitlist_taken + (d.placed = 'waitlisted')::int
    FROM decided d WHERE r.session_id = d.session_id AND d.placed IS NOT NULL
    RETURNING r.session_id, r.seats, r.waitlist_seats, r.taken, r.waitlist_taken),
  ${availabilityCtes('counted', '$5')}
SELECT l.session_id, l.kind, l.seats, l.waitlist_seats, coalesce(c.taken, l.taken) AS taken,
  coalesce(c.waitlist_taken, l.waitlist_taken) AS waitlist_taken, l.opens_at, l.closes_at, l.restricted, l.mine,
  d.placed, (SELECT count(*) FROM announced) AS announced
FROM locked l LEFT JOIN decided d ON true LEFT JOIN counted c ON true`;

type RsvpRow = SeatRow & { mine: boolean; placed: 'confirmed' | 'waitlisted' | null };

/**
 * RSVP (PUT /api/rsvp/{id}): a seat while there is one, else a waitlist place while there is one, else 409 full.
 * Idempotent: an attendee who holds a seat or a place keeps it and gets the state.
 */
export async function rsvp(db: Db, sessionId: string, viewer: SignedInViewer, now: Date): Promise<RsvpAnswer> {
  let row: RsvpRow | undefined;
  try {
    ({ rows: [row] } = await db.query<RsvpRow>(RSVP_STATEMENT, [sessionId, viewer.userId, now.toISOString(), viewer.scopes, SEATS_CHANNEL], { prepare: 'rsvp' }));
  } catch (error) {
    if (isUniqueViolation(error)) return rsvpState(db, sessionId, viewer, now);
    throw error;
  }
  if (!row) return rsvpState(db, sessionId, viewer, now); // no counter row: notFound or rsvpNotRequired
  if (row.kind !== 'rsvp') throw new ApiError('rsvpNotRequired', { sessionId }, 'A roundtable takes a nomination, not an RSVP.');
  const counts = rsvpCounts(row);
  // The lock was held, so a new waitlist place is the last one: its position is the waitlist's count.
  if (row.placed === 'confirmed') return { ...counts, state: 'on-schedule' };
  if (row.placed === 'waitlisted') return { ...counts, state: 'on-waitlist', position: counts.waitlistTaken };
  if (row.mine) return rsvpState(db, sessionId, viewer, now);
  refuseUnlessOpen(row, viewer, now, 'RSVP');
  throw new ApiError('rsvpFull', { sessionId, seats: row.seats, waitlistSeats: row.waitlist_seats });
}

/**
 * Cancel an RSVP or leave the waitlist (DELETE /api/rsvp/{id}). A freed seat goes to the first waitlisted attendee
 * in the same transaction; 409 notOnSchedule when the attendee held neither.
 */
export async function cancelRsvp(db: Db, sessionId: string, viewer: SignedInViewer, now: Date): Promise<RsvpAnswer & { promoted: string | null }> {
  return db.transaction(async (tx) => {
    const r = await seatRow(tx, sessionId, true);
    if (r.kind !== 'rsvp') throw new ApiError('rsvpNotRequired', { sessionId }, 'A roundtable takes a nomination, not an RSVP.');
    const { rows } = await tx.query<{ status: string }>('DELETE FROM session_enrollments WHERE session_id = $1 AND user_id = $2 RETURNING status', [sessionId, viewer.userId]);
    const was = rows[0]?.status;
    if (!was) throw new ApiError('notOnSchedule', { sessionId }, 'You have no RSVP and no waitlist place for this session.');
    let promoted: string | null = null;
    if (was === 'confirmed') {
      // The first in line takes the seat: the seat count stays, the waitlist shrinks by one.
      const next = await tx.query<{ user_id: string }>(
        `UPDATE session_enrollments SET status = 'confirmed'
         WHERE session_id = $1 AND user_id = (
           SELECT user_id FROM session_enrollments WHERE session_id = $1 AND status = 'waitlisted' ORDER BY seq LIMIT 1)
         RETURNING user_id`,
        [sessionId],
      );
      promoted = next.rows[0]?.user_id ?? null;
      await tx.query(
        'UPDATE rsvp_seats SET taken = taken - $2, waitlist_taken = waitlist_taken - $3 WHERE session_id = $1',
        [sessionId, promoted ? 0 : 1, promoted ? 1 : 0],
      );
    } else {
      await tx.query('UPDATE rsvp_seats SET waitlist_taken = waitlist_taken - 1 WHERE session_id = $1', [sessionId]);
    }
    await syncCatalogFlags(tx, sessionId);
    return { ...(await rsvpState(tx, sessionId, viewer, now)), promoted };
  });
}

/** The nomination state of docs/behaviour/schedule-and-rsvp.md for this viewer (roundtables only). */
export async function nominationState(db: Queryable, sessionId: string, viewer: SignedInViewer | null, now: Date, row?: SeatRow): Promise<NominationAnswer> {
  const r = row ?? (await seatRow(db, sessionId, false));
  if (r.kind !== 'roundtable') throw new ApiError('rsvpNotRequired', { sessionId }, 'Only roundtables take nominations.');
  const base = { sessionId, opensAt: iso(r.opens_at), seats: r.seats, seatsTaken: r.taken };
  if (isRestricted(r, viewer)) return { ...base, status: 'restricted' };
  const own = viewer ? await mine(db, sessionId, viewer.userId) : undefined;
  if (own) return { ...base, status: own.status === 'confirmed' ? 'confirmed' : 'nominated' };
  if (r.opens_at !== null && new Date(r.opens_at) > now) return { ...base, status: 'not-open' };
  if (r.closes_at !== null && new Date(r.closes_at) <= now) return { ...base, status: 'closed' };
  return { ...base, status: r.taken < r.seats ? 'open' : 'full' };
}

/** Nominate (PUT /api/roundtable/{id}/nomination) with the nomination form's answers; idempotent; 409 when full. */
export async function nominate(db: Db, sessionId: string, viewer: SignedInViewer, answers: unknown, now: Date): Promise<NominationAnswer> {
  return db.transaction(async (tx) => {
    const r = await seatRow(tx, sessionId, true);
    if (r.kind !== 'roundtable') throw new ApiError('rsvpNotRequired', { sessionId }, 'Only roundtables take nominations.');
    if (await mine(tx, sessionId, viewer.userId)) return nominationState(tx, sessionId, viewer, now, r);
    refuseUnlessOpen(r, viewer, now, 'Nomination');
    if (r.taken >= r.seats) throw new ApiError('rsvpFull', { sessionId, seats: r.seats }, 'This roundtable is full.');
    await tx.query(
      "INSERT INTO session_enrollments (session_id, user_id, status, answers, created_at) VALUES ($1, $2, 'nominated', $3::jsonb, $4)",
      [sessionId, viewer.userId, answers === undefined ? null : JSON.stringify(answers), now.toISOString()],
    );
    await tx.query('UPDATE rsvp_seats SET taken = taken + 1 WHERE session_id = $1', [sessionId]);
    await syncCatalogFlags(tx, sessionId);
    return nominationState(tx, sessionId, viewer, now);
  });
}

/** Cancel a nomination, nominated or confirmed (DELETE /api/roundtable/{id}/nomination). */
export async function cancelNomination(db: Db, sessionId: string, viewer: SignedInViewer, now: Date): Promise<NominationAnswer> {
  return db.transaction(async (tx) => {
    const r = await seatRow(tx, sessionId, true);
    if (r.kind !== 'roundtable') throw new ApiError('rsvpNotRequired', { sessionId }, 'Only roundtables take nominations.');
    const { rows } = await tx.query('DELETE FROM session_enrollments WHERE session_id = $1 AND user_id = $2 RETURNING status', [sessionId, viewer.userId]);
    if (rows.length === 0) throw new ApiError('notOnSchedule', { sessionId }, 'You have no nomination for this roundtable.');
    await tx.query('UPDATE rsvp_seats SET taken = taken - 1 WHERE session_id = $1', [sessionId]);
    await syncCatalogFlags(tx, sessionId);
    return nominationState(tx, sessionId, viewer, now);
  });
}
