// Sends the rule instances that are due, each exactly once. One transaction per instance claims it (FOR UPDATE SKIP
// LOCKED: a second process on the same database takes the next one instead of waiting), writes one delivery row per
// recipient and channel and one push message per device of the recipients it pushes to, with a single
// INSERT ... SELECT (then links each push to its inbox row), marks it executed and NOTIFYs the open pages. A process
// killed mid-send rolls all of it back and the instance is sent by whoever looks next; NOTIFY inside the transaction
// is only delivered when it commits, so a toast never announces a send that did not happen. The push messages go out
// after the commit (push-worker.ts: a push service cannot take part in the transaction).
import { DEFAULT_NOTIFICATION_CATEGORIES, DEFAULT_NOTIFICATION_TYPES, NOTIFICATION_TYPE } from '../../schemas/index.js';
import type { NotificationRule, NotificationRuleInstance } from '../../schemas/api-types.js';
import { USER_CHANNEL } from '../live/index.js';
import type { Db, Queryable } from '../store/db.js';
import type { PushDelivery } from './push-delivery.js';
import { deliverPushes } from './push-worker.js';

/** What went out with an instance: kept on it, so later edits of the rule do not rewrite inboxes. */
export interface SentPayload {
  name: string;
  title: string;
  body: string;
  category: string;
  action1Name: string | null;
  action1Link: string | null;
  action2Name: string | null;
  action2Link: string | null;
  /** Push only (push-payload.ts); absent on sends made before push was built. */
  appIcon?: string | null;
  bigImage?: string | null;
  badge1?: string | null;
  badge2?: string | null;
}

/** The NOTIFY that tells every API process a send happened; each one tells its own open pages of it. */
export const sentEvent = (instanceId: string) => ({ userId: null, event: { type: 'onNotificationSent', instanceId } });

interface DueRow {
  id: string;
  session_id: string | null;
  doc: NotificationRule;
}

const payloadOf = (rule: NotificationRule): SentPayload => ({
  name: rule.notificationName,
  title: rule.title,
  body: rule.body,
  category: rule.categories[0] ?? 'Announcement',
  action1Name: rule.action1Name || null,
  action1Link: rule.action1Link || null,
  action2Name: rule.action2Name || null,
  action2Link: rule.action2Link || null,
  appIcon: rule.appIcon || null,
  bigImage: rule.bigImage || null,
  badge1: rule.badge1 || null,
  badge2: rule.badge2 || null,
});

/**
 * The recipients: attendees of the rule's registration types (and check-in, attendance, and for a rule that follows
 * a session whether it is on their schedule), on each channel the rule uses that their choices allow, when they
 * chose at least one of the rule's categories. Choices they never made are the defaults. Toast and inbox get one
 * delivery row per recipient; push gets one outbox row per device of the recipient (fanOut then names their inbox
 * delivery of this send on it when there is one: a click on the push marks it read).
 */
const FAN_OUT = `
WITH audience AS (
  SELECT DISTINCT a.user_id FROM attendees a
   WHERE a.user_id IS NOT NULL AND a.participation = ANY ($2::text[])
     AND ($3::text IS NULL OR coalesce((a.doc->>'checkedIn')::boolean, false) = ($3 = 'CheckedIn'))
     AND ($4::boolean IS NULL OR coalesce((a.doc->>'hasAttended')::boolean, false) = $4)
     AND ($5::text IS NULL OR $6::boolean IS NULL
          OR EXISTS (SELECT 1 FROM schedule_items s WHERE s.user_id = a.user_id AND s.session_id = $5) = $6)
), chosen AS (
  SELECT au.user_id, ch.channel
    FROM audience au
    LEFT JOIN notification_preferences p ON p.user_id = au.user_id
   CROSS JOIN unnest($7::smallint[]) AS ch(channel)
   WHERE (($9::jsonb || coalesce(p.types, '{}'::jsonb))
            ->> (CASE ch.channel WHEN 0 THEN 'Push' WHEN 1 THEN 'Toast' ELSE 'Inbox' END))::boolean
     AND EXISTS (SELECT 1 FROM unnest($8::text[]) AS c(name)
                  WHERE (($10::jsonb || coalesce(p.categories, '{}'::jsonb)) ->> c.name)::boolean)
), ins AS (
  INSERT INTO notification_deliveries (instance_id, user_id, channel, sent_at)
  SELECT $1, user_id, channel, $11 FROM chosen WHERE channel IN (1, 2)
  ON CONFLICT DO NOTHING
  RETURNING id, user_id, channel
), queued AS (
  INSERT INTO push_outbox (instance_id, user_id, endpoint)
  SELECT $1, c.user_id, s.endpoint
    FROM chosen c
    JOIN push_subscriptions s ON s.user_id = c.user_id
   WHERE c.channel = 0
  ON CONFLICT DO NOTHING
  RETURNING 1
)
SELECT (SELECT count(*) FROM audience)::int AS targeted,
       (SELECT count(*) FROM ins WHERE channel = 1)::int AS toast,
       (SELECT count(*) FROM ins WHERE channel = 2)::int AS inbox`;

type Deliveries = NonNullable<NotificationRuleInstance['deliveries']>;
const CHANNELS = [NOTIFICATION_TYPE.Push, NOTIFICATION_TYPE.Toast, NOTIFICATION_TYPE.Inbox] as const;

async function fanOut(tx: Queryable, due: DueRow, at: Date): Promise<Deliveries> {
  const rule = due.doc;
  const channels = CHANNELS.filter((c) => rule.notificationTypes.includes(c));
  const { rows } = await tx.query<{ targeted: number; toast: number; inbox: number }>(FAN_OUT, [
    due.id, rule.attendeeRegistrationTypes, rule.isAttendeeCheckedIn ?? null, rule.hasAttended ?? null,
    due.session_id, due.session_id ? (rule.isEnrolled ?? null) : null, channels, rule.categories,
    DEFAULT_NOTIFICATION_TYPES, DEFAULT_NOTIFICATION_CATEGORIES, at,
  ]);
  const { targeted = 0, toast = 0, inbox = 0 } = rows[0] ?? {};
  // Each push names its recipient's inbox delivery of this send: one look-up by the deliveries' unique index per
  // push, once both are written. As a join (inside FAN_OUT, or here), the planner cannot estimate rows written in
  // this very transaction and compared every push with every inbox row: about a minute for 20,000 attendees.
  if (channels.includes(NOTIFICATION_TYPE.Push) && channels.includes(NOTIFICATION_TYPE.Inbox)) {
    await tx.query(
      `UPDATE push_outbox o SET inbox_id = (SELECT d.id FROM notification_deliveries d
                                             WHERE d.instance_id = $1 AND d.channel = 2 AND d.user_id = o.user_id)
        WHERE o.instance_id = $1`,
      [due.id],
    );
  }
  const counts = (delivered: number) => ({ targeted, delivered, failed: 0, pruned: 0 });
  return {
    // Push counts devices, and only once the worker has posted the messages (push-outbox.ts keeps them).
    ...(channels.includes(NOTIFICATION_TYPE.Push) ? { Push: counts(0) } : {}),
    ...(channels.includes(NOTIFICATION_TYPE.Toast) ? { Toast: counts(toast) } : {}),
    ...(channels.includes(NOTIFICATION_TYPE.Inbox) ? { Inbox: counts(inbox) } : {}),
  };
}

/** Sends the earliest due instance no other process holds; answers its id, or null when none is due. */
export async function sendNextDue(db: Db, now: Date): Promise<string | null> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<DueRow>(
      `SELECT i.id, i.session_id, r.doc
         FROM notification_instances i JOIN notification_rules r ON r.id = i.rule_id
        WHERE i.executed_at IS NULL AND i.is_enabled AND i.scheduled_at <= $1
          AND r.status = 2 AND r.is_enabled AND NOT r.is_deleted
        ORDER BY i.scheduled_at, i.id
        LIMIT 1
        FOR UPDATE OF i SKIP LOCKED`,
      [now],
    );
    const due = rows[0];
    if (!due) return null;
    const deliveries = await fanOut(tx, due, now);
    await tx.query('UPDATE notification_instances SET executed_at = $2, payload = $3, deliveries = $4 WHERE id = $1', [
      due.id, now, payloadOf(due.doc), deliveries,
    ]);
    await tx.query('SELECT pg_notify($1, $2)', [USER_CHANNEL, JSON.stringify(sentEvent(String(due.id)))]);
    return String(due.id);
  });
}

/**
 * Sends every instance due at `now`; answers their ids in the order they went. Given the push settings, then also
 * posts the queued push messages (push-worker.ts), so a caller that looks once (a test, a script) sends everything.
 */
export async function sendDue(db: Db, now: Date, push?: PushDelivery): Promise<string[]> {
  const sent: string[] = [];
  for (let id = await sendNextDue(db, now); id !== null; id = await sendNextDue(db, now)) sent.push(id);
  if (push) await deliverPushes(db, push);
  return sent;
}

export interface NotificationScheduler {
  /**
   * Looks for due sends now (tests, and a rule deployed with a send already due); resolves when they are made. Their
   * push messages go out after, without holding up the caller (a deploy's answer): stop() waits for the batch in flight.
   */
  tick(): Promise<string[]>;
  stop(): Promise<void>;
}

/**
 * Runs `work` one at a time. A call while it runs joins the run, and with `again` it runs once more after it (for
 * work whose input may have grown meanwhile: pushes queued by a send that committed during the run).
 */
function oneAtATime<T>(work: () => Promise<T>, again: boolean) {
  let running: Promise<T> | null = null;
  let rerun = false;
  const run = (): Promise<T> => {
    if (running) {
      rerun = again;
      return running;
    }
    const started = (async () => {
      let result: T;
      do {
        rerun = false;
        result = await work();
      } while (rerun);
      return result;
    })();
    running = started.finally(() => {
      running = null;
    });
    return running;
  };
  /** The run in progress, if any (to wait for it without starting one). */
  const current = () => running;
  return { run, current };
}

/**
 * Looks for due sends every `intervalMs` (0: only when tick() is called) at the event's clock, which follows the
 * site's testing date, then posts the queued push messages (when given `push`). One look at a time per process; a
 * failed look is reported and the next one tries again. The sends and the pushes run one at a time each, so a long
 * push run never holds up the next due send. stop() lets the push batch in flight finish and be recorded.
 */
export function startNotificationScheduler(deps: {
  db: Db;
  eventNow: () => Promise<Date>;
  intervalMs: number;
  onError: (error: unknown) => void;
  /** What the push worker needs (pushDeliveryOf); without it push messages stay queued. */
  push?: PushDelivery;
}): NotificationScheduler {
  let stopped = false;
  const { push } = deps;
  const sends = oneAtATime(async () => sendDue(deps.db, await deps.eventNow()), false);
  const pushes = oneAtATime(async () => {
    if (push && !stopped) await deliverPushes(deps.db, push, () => !stopped);
  }, true);
  const tick = async () => {
    if (stopped) return [];
    const sent = await sends.run();
    if (push) void pushes.run().catch(deps.onError);
    return sent;
  };
  const timer = deps.intervalMs > 0 ? setInterval(() => void tick().catch(deps.onError), deps.intervalMs) : null;
  timer?.unref();
  return {
    tick,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await Promise.all([sends.current()?.catch(() => undefined), pushes.current()?.catch(() => undefined)]);
    },
  };
}
