// The push outbox's statements (table push_outbox, migration 020): queueing a send's messages is part of the send's
// own INSERT (sender.ts); here the worker claims messages, records how they went, gives up on the ones that can no
// longer go, and keeps each send's Push counts. Times here are the database's clock: leases and the push TTL are
// real time, whatever the event's (testing) clock says.
import type { Db, Queryable } from '../store/db.js';
import type { SentPayload } from './sender.js';

export interface ClaimedPush {
  id: string;
  instanceId: string;
  inboxId: string | null;
  payload: SentPayload;
  /** The device's subscription now (its keys may have changed since the send); null when it was removed or passed to another user. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } } | null;
}

export type PushStatus = 'sent' | 'failed' | 'pruned' | 'skipped';

export interface PushOutcome {
  id: string;
  instanceId: string;
  status: PushStatus;
  httpStatus: number | null;
  error: string | null;
  /** The endpoint to forget (pruned: the push service said it is gone). */
  endpoint?: string;
}

/**
 * Takes up to `limit` messages no other process holds: queued ones, and claimed ones whose claimer's lease ran out
 * (it died mid-send). FOR UPDATE SKIP LOCKED with the lease written in the same statement: a second process skips
 * rows being claimed, and once the claim commits the lease keeps them out of its WHERE.
 */
export async function claimPushes(db: Queryable, limit: number, leaseSeconds: number): Promise<ClaimedPush[]> {
  const { rows } = await db.query<{ id: string; instance_id: string; inbox_id: string | null; payload: SentPayload; subscription: ClaimedPush['subscription'] }>(
    `WITH picked AS (
       SELECT id FROM push_outbox
        WHERE status IN ('pending', 'sending') AND (status = 'pending' OR lease_until < now())
        ORDER BY id
        LIMIT $1
        FOR UPDATE SKIP LOCKED
     ), claimed AS (
       UPDATE push_outbox o SET status = 'sending', attempts = o.attempts + 1, lease_until = now() + $2::float8 * interval '1 second'
         FROM picked p WHERE o.id = p.id
       RETURNING o.id, o.instance_id, o.user_id, o.endpoint, o.inbox_id
     )
     SELECT c.id, c.instance_id, c.inbox_id, i.payload, s.subscription
       FROM claimed c JOIN notification_instances i ON i.id = c.instance_id
       LEFT JOIN push_subscriptions s ON s.endpoint = c.endpoint AND s.user_id = c.user_id
      ORDER BY c.id`,
    [limit, leaseSeconds],
  );
  return rows.map((r) => ({
    id: String(r.id), instanceId: String(r.instance_id), inboxId: r.inbox_id === null ? null : String(r.inbox_id), payload: r.payload, subscription: r.subscription,
  }));
}

/**
 * Sets the Push counts of these sends from their messages. The sends' rows are locked first (in id order, so two
 * processes cannot deadlock), and the counting statement then sees every other process's outcomes that committed
 * before: counting afresh, never adding, keeps the counts right however the processes interleave.
 */
async function recount(tx: Queryable, instanceIds: readonly string[]): Promise<void> {
  const ids = [...new Set(instanceIds)];
  if (ids.length === 0) return;
  await tx.query('SELECT id FROM notification_instances WHERE id = ANY ($1::bigint[]) ORDER BY id FOR UPDATE', [ids]);
  await tx.query(
    `UPDATE notification_instances i
        SET deliveries = coalesce(i.deliveries, '{}'::jsonb) || jsonb_build_object('Push', jsonb_build_object(
              'targeted', coalesce((i.deliveries #>> '{Push,targeted}')::int, 0),
              'delivered', c.sent, 'failed', c.failed, 'pruned', c.pruned))
       FROM (SELECT instance_id, count(*) FILTER (WHERE status = 'sent')::int AS sent,
                    count(*) FILTER (WHERE status = 'failed')::int AS failed,
                    count(*) FILTER (WHERE status = 'pruned')::int AS pruned
               FROM push_outbox WHERE instance_id = ANY ($1::bigint[]) GROUP BY instance_id) c
      WHERE i.id = c.instance_id`,
    [ids],
  );
}

/** Records how the claimed messages went, forgets the devices the push services called gone, updates the counts. */
export async function recordPushes(db: Db, outcomes: readonly PushOutcome[]): Promise<void> {
  if (outcomes.length === 0) return;
  await db.transaction(async (tx) => {
    await tx.query(
      `UPDATE push_outbox o
          SET status = r.status, http_status = r.http_status, error = r.error, done_at = now(), lease_until = NULL
         FROM unnest($1::bigint[], $2::text[], $3::int[], $4::text[]) AS r(id, status, http_status, error)
        WHERE o.id = r.id`,
      [outcomes.map((o) => o.id), outcomes.map((o) => o.status), outcomes.map((o) => o.httpStatus), outcomes.map((o) => o.error)],
    );
    const gone = outcomes.flatMap((o) => (o.status === 'pruned' && o.endpoint ? [o.endpoint] : []));
    if (gone.length > 0) await tx.query('DELETE FROM push_subscriptions WHERE endpoint = ANY ($1::text[])', [gone]);
    await recount(tx, outcomes.map((o) => o.instanceId));
  });
}

/** Done messages are kept this long (what went to which device, for a question after a send), then deleted. */
const KEEP_DONE_DAYS = 7;

/**
 * Gives up on messages that can no longer go: queued longer than the push TTL (a worker was down; the push service
 * would have dropped them by now anyway), or interrupted mid-send maxAttempts times. Also deletes old done rows.
 */
export async function giveUpPushes(db: Db, ttlSeconds: number, maxAttempts: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ instance_id: string }>(
      `UPDATE push_outbox
          SET status = 'failed', done_at = now(), lease_until = NULL,
              error = CASE WHEN created_at < now() - $1::float8 * interval '1 second' THEN 'expired' ELSE 'interrupted' END
        WHERE status IN ('pending', 'sending') AND (status = 'pending' OR lease_until < now())
          AND (created_at < now() - $1::float8 * interval '1 second' OR attempts >= $2::int)
        RETURNING instance_id`,
      [ttlSeconds, maxAttempts],
    );
    await recount(tx, rows.map((r) => String(r.instance_id)));
  });
  await db.query(`DELETE FROM push_outbox WHERE done_at < now() - interval '${KEEP_DONE_DAYS} days'`);
}
