// What an RSVP or nomination write tells open pages, sent by the routes after the transaction
// committed: every open page hears the session's new seat counts (its pages refetch the RSVP state, so "The room is
// full" turns into "RSVP" without a reload), and an attendee moved from the waitlist onto the session hears it on
// their own pages with the session's title for the toast. A lost event never fails the write that already happened.
import type { SessionSeatsEvent } from '../../schemas/index.js';
import type { NominationAnswer, RsvpAnswer } from '../../schemas/api-types.js';
import type { RouteContext } from '../http/context.js';
import type { Queryable } from '../store/db.js';

const left = (total: number, taken: number) => Math.max(0, total - taken);

/** The seat counts of these sessions as committed now, as the event every open page hears (the relay's readSeats). */
export async function seatEventsOf(db: Queryable, sessionIds: readonly string[]): Promise<SessionSeatsEvent[]> {
  const { rows } = await db.query<{ session_id: string; seats: number; taken: number; waitlist_seats: number; waitlist_taken: number }>(
    'SELECT session_id, seats, taken, waitlist_seats, waitlist_taken FROM rsvp_seats WHERE session_id = ANY ($1::text[])',
    [sessionIds],
  );
  return rows.map((r) => ({ type: 'onSessionSeats', sessionId: r.session_id, seatsLeft: left(r.seats, r.taken), waitlistLeft: left(r.waitlist_seats, r.waitlist_taken) }));
}

/** After PUT or DELETE /rsvp/{id}: the seat counts to everyone, the promotion to the promoted attendee. */
export async function announceRsvp(ctx: RouteContext, answer: RsvpAnswer, promoted: string | null = null): Promise<void> {
  const relay = ctx.userEvents;
  if (!relay) return;
  if (promoted) {
    const { rows } = await ctx.db.query<{ title: string | null }>("SELECT doc->>'title' AS title FROM sessions WHERE id = $1", [answer.sessionId]);
    const title = rows[0]?.title?.trim() || answer.sessionId;
    await relay.notify([promoted], { type: 'onWaitlistPromoted', sessionId: answer.sessionId, title }).catch(() => undefined);
  }
  await relay
    .seatsChanged({ type: 'onSessionSeats', sessionId: answer.sessionId, seatsLeft: left(answer.seats, answer.seatsTaken), waitlistLeft: left(answer.waitlistSeats, answer.waitlistTaken) })
    .catch(() => undefined);
}

/** After a nomination or its cancellation: a roundtable has seats and no waitlist. */
export async function announceNomination(ctx: RouteContext, answer: NominationAnswer): Promise<void> {
  await ctx.userEvents
    ?.seatsChanged({ type: 'onSessionSeats', sessionId: answer.sessionId, seatsLeft: left(answer.seats, answer.seatsTaken), waitlistLeft: 0 })
    .catch(() => undefined);
}
