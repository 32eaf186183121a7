// The rules of a notification rule that a JSON Schema cannot say: times in order, what an automated rule needs,
// audiences and sessions that exist, and how many sends it makes. Each failure is a 400 naming the field; nothing is
// written before all of them pass.
import {
  MAX_RULE_INSTANCES, NOTIFICATION_SUB_TYPE, NOTIFICATION_TIME_STEP_MINUTES, RULE_END_BEFORE_START, SEND_BEFORE_MINUTES,
} from '../../schemas/index.js';
import type { NotificationRule } from '../../schemas/api-types.js';
import { ApiError } from '../errors.js';
import type { Queryable } from '../store/db.js';

const bad = (field: string, message: string) => new ApiError('badRequest', { field }, message);

/** When each send of a rule is due, and for automated rules the session it precedes. */
export interface InstanceTime {
  at: Date;
  sessionId: string | null;
}

const MINUTE_MS = 60_000;

/** Times in order and the fields each kind of rule needs. */
export function checkRuleTimes(rule: NotificationRule): void {
  const start = Date.parse(rule.startDate);
  const end = rule.endDate ? Date.parse(rule.endDate) : null;
  if (Number.isNaN(start)) throw bad('startDate', 'startDate must be a date and time.');
  if (end !== null && Number.isNaN(end)) throw bad('endDate', 'endDate must be a date and time.');
  if (end !== null && end <= start) throw bad('endDate', RULE_END_BEFORE_START);
  const interval = rule.instanceIntervals ?? null;
  if (rule.notificationSubType === NOTIFICATION_SUB_TYPE.Automated) {
    if (end === null) throw bad('endDate', 'An automated rule needs an end time.');
    if (interval === null || !(SEND_BEFORE_MINUTES as readonly number[]).includes(interval)) {
      throw bad('instanceIntervals', `An automated rule sends ${SEND_BEFORE_MINUTES.join(', ')} minutes before each session start.`);
    }
    return;
  }
  if (interval !== null && interval > 0) {
    if (interval % NOTIFICATION_TIME_STEP_MINUTES !== 0) {
      throw bad('instanceIntervals', `A repeat interval is a multiple of ${NOTIFICATION_TIME_STEP_MINUTES} minutes.`);
    }
    if (end === null) throw bad('endDate', 'A repeating rule needs an end time.');
  }
}

/** Every registration type the rule names is one attendees hold. */
export async function checkAudience(db: Queryable, rule: NotificationRule): Promise<void> {
  const { rows } = await db.query<{ type: string }>(
    'SELECT t AS type FROM unnest($1::text[]) AS t WHERE NOT EXISTS (SELECT 1 FROM attendees WHERE participation = t)',
    [rule.attendeeRegistrationTypes],
  );
  if (rows.length > 0) {
    throw bad('attendeeRegistrationTypes', `Unknown attendee registration type: ${rows.map((r) => r.type).join(', ')}.`);
  }
}

/** The session an automated rule follows, by id or by code; null when it follows sessions by type. */
export async function resolveSession(db: Queryable, sessionIdOrCode: string | null | undefined): Promise<string | null> {
  if (!sessionIdOrCode) return null;
  const { rows } = await db.query<{ id: string }>('SELECT id FROM sessions WHERE id = $1 OR code = $1 LIMIT 1', [sessionIdOrCode]);
  const id = rows[0]?.id;
  if (!id) throw bad('sessionID', `No session ${sessionIdOrCode}.`);
  return id;
}

/**
 * The sends of a rule. Scheduled: at the start, then every interval up to the end. Automated: send-before minutes
 * ahead of the start of each session that starts between the rule's start and end (its one session, or those of its
 * session types and delivery type). More than MAX_RULE_INSTANCES is refused.
 */
export async function instanceTimes(db: Queryable, rule: NotificationRule): Promise<InstanceTime[]> {
  const start = Date.parse(rule.startDate);
  const end = rule.endDate ? Date.parse(rule.endDate) : start;
  const interval = rule.instanceIntervals ?? 0;
  const times: InstanceTime[] = [];
  if (rule.notificationSubType === NOTIFICATION_SUB_TYPE.Scheduled) {
    const step = interval > 0 ? interval * MINUTE_MS : Number.POSITIVE_INFINITY;
    for (let at = start; at <= end && times.length <= MAX_RULE_INSTANCES; at += step) times.push({ at: new Date(at), sessionId: null });
  } else {
    const types = (rule.sessionTypes ?? []).map((t) => `sessionType>${t}`);
    const delivery = rule.sessionDeliveryType ? `deliveryType>${rule.sessionDeliveryType}` : null;
    const { rows } = await db.query<{ id: string; starts_at: Date }>(
      `SELECT id, starts_at FROM sessions
        WHERE starts_at >= $1 AND starts_at <= $2 AND ($3::text IS NULL OR id = $3)
          AND (cardinality($4::text[]) = 0 OR facets && $4::text[]) AND ($5::text IS NULL OR $5 = ANY (facets))
        ORDER BY starts_at, id LIMIT $6`,
      [new Date(start), new Date(end), rule.sessionID ?? null, types, delivery, MAX_RULE_INSTANCES + 1],
    );
    for (const row of rows) times.push({ at: new Date(new Date(row.starts_at).getTime() - interval * MINUTE_MS), sessionId: row.id });
  }
  if (times.length > MAX_RULE_INSTANCES) {
    throw bad('instanceIntervals', `This rule would send more than ${MAX_RULE_INSTANCES} times; shorten its period or lengthen its interval.`);
  }
  return times;
}
