// What a session answer says about its viewer and its seats: the stored session document
// is the same for everyone and its enrollmentStatus is always null, so the viewer's own state comes from the tables
// that own it, for all the answer's sessions in one query:
// - enrollment (session_enrollments: confirmed, waitlisted with the 1-based place in line, nominated), else on the
//   schedule (schedule_items) or mandatory (the document's isMandatory): 'scheduled';
// - favorite (favorites, kind 4) and evaluation submitted (evaluation_submissions);
// - seats: rsvp_seats is the one owner of a session's availability; the document's roomHasCapacity and
//   waitlistHasCapacity are read from its counters, so an answer never shows an older copy.
// Anonymous visitors get no personal state (null, false) but the same seats.
import type { Session, SessionCard } from '../../schemas/api-types.js';
import type { Queryable } from '../store/db.js';

export interface ViewerSessionState {
  enrollmentStatus: Session['enrollmentStatus'];
  waitlistPosition: number | null;
  isFavorite: boolean;
  isEvaluated: boolean;
  /** From rsvp_seats; undefined for sessions without seats (the document's flags stand). */
  roomHasCapacity?: boolean;
  waitlistHasCapacity?: boolean;
}

interface Row {
  id: string;
  mandatory: boolean;
  status: 'confirmed' | 'waitlisted' | 'nominated' | null;
  position: number | string | null;
  scheduled: boolean;
  favorite: boolean;
  evaluated: boolean;
  seats: number | null;
  taken: number | null;
  waitlist_seats: number | null;
  waitlist_taken: number | null;
}

/** The viewer's state of each session id (userId null: anonymous), one query for the whole answer. */
export async function viewerStates(db: Queryable, userId: string | null, sessionIds: readonly string[]): Promise<Map<string, ViewerSessionState>> {
  const ids = [...new Set(sessionIds)];
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<Row>(
    `SELECT s.id, (s.doc->>'isMandatory')::boolean IS TRUE AS mandatory, e.status,
       CASE WHEN e.status = 'waitlisted' THEN (SELECT count(*) FROM session_enrollments w
         WHERE w.session_id = s.id AND w.status = 'waitlisted' AND w.seq <= e.seq) END AS position,
       EXISTS (SELECT 1 FROM schedule_items si WHERE si.session_id = s.id AND si.user_id = $2) AS scheduled,
       EXISTS (SELECT 1 FROM favorites f WHERE f.kind = 4 AND f.item_id = s.id AND f.subject = $2) AS favorite,
       EXISTS (SELECT 1 FROM evaluation_submissions x
         WHERE x.target_kind = 'session' AND x.target_id = s.id AND x.subject = $2) AS evaluated,
       r.seats, r.taken, r.waitlist_seats, r.waitlist_taken
     FROM sessions s
     LEFT JOIN rsvp_seats r ON r.session_id = s.id
     LEFT JOIN LATERAL (SELECT en.status, en.seq FROM session_enrollments en
       WHERE en.session_id = s.id AND en.user_id = $2 ORDER BY en.seq LIMIT 1) e ON true
     WHERE s.id = ANY ($1::text[])`,
    // An anonymous viewer's null matches no row.
    [ids, userId],
  );
  const states = new Map<string, ViewerSessionState>();
  for (const r of rows) {
    const signedIn = userId !== null;
    const enrollmentStatus: Session['enrollmentStatus'] = !signedIn
      ? null
      : (r.status ?? (r.scheduled || r.mandatory ? 'scheduled' : null));
    states.set(r.id, {
      enrollmentStatus,
      waitlistPosition: r.status === 'waitlisted' && r.position !== null ? Number(r.position) : null,
      isFavorite: r.favorite,
      isEvaluated: r.evaluated,
      ...(r.seats !== null && r.taken !== null ? { roomHasCapacity: r.taken < r.seats } : {}),
      ...(r.waitlist_seats !== null && r.waitlist_taken !== null ? { waitlistHasCapacity: r.waitlist_taken < r.waitlist_seats } : {}),
    });
  }
  return states;
}

type WithState = Pick<SessionCard, 'sessionId' | 'enrollmentStatus' | 'roomHasCapacity' | 'waitlistHasCapacity'> &
  Partial<Pick<SessionCard, 'waitlistPosition' | 'isFavorite' | 'isEvaluated'>>;

/** The item with its viewer's state (a session missing from the map keeps none: null and false). */
export function withViewerState<T extends WithState>(item: T, states: ReadonlyMap<string, ViewerSessionState>): T {
  const s = states.get(item.sessionId);
  return {
    ...item,
    enrollmentStatus: s?.enrollmentStatus ?? null,
    waitlistPosition: s?.waitlistPosition ?? null,
    isFavorite: s?.isFavorite ?? false,
    isEvaluated: s?.isEvaluated ?? false,
    roomHasCapacity: s?.roomHasCapacity ?? item.roomHasCapacity,
    waitlistHasCapacity: s?.waitlistHasCapacity ?? item.waitlistHasCapacity,
  };
}

type Timed = Pick<Session, 'startDateTime' | 'endDateTime' | 'rsvpOpensAt' | 'isCapacityControlled' | 'hasLiveStream' | 'hasRsvpOpened' | 'hasRsvpClosed' | 'isStreaming' | 'hasFinishedStreaming'>;

/**
 * The document's time flags as of the event's now (the testing or preview date included), not as of the seed: RSVP
 * opened and closed, streaming and finished. Stored copies were right only at the moment the data was written.
 */
export function withTimeFlags<T extends Timed>(doc: T, now: Date): T {
  const at = now.getTime();
  const start = doc.startDateTime ? Date.parse(doc.startDateTime) : NaN;
  const end = doc.endDateTime ? Date.parse(doc.endDateTime) : NaN;
  const opens = doc.rsvpOpensAt ? Date.parse(doc.rsvpOpensAt) : NaN;
  const started = Number.isFinite(start) && start <= at;
  const ended = Number.isFinite(end) && end <= at;
  return {
    ...doc,
    hasRsvpOpened: doc.isCapacityControlled && Number.isFinite(opens) && opens <= at,
    hasRsvpClosed: doc.isCapacityControlled && started,
    isStreaming: doc.hasLiveStream && started && !ended,
    hasFinishedStreaming: doc.hasLiveStream && ended,
  };
}
