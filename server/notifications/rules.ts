// Notification rules as editors write them: create, edit, status, delete, read. A rule is saved for review (status
// PendingApproval, disabled); only a deployed rule is enabled and sends. Each write records who did what, and
// re-derives the sends not made yet, in the same transaction as the rule.
import { randomUUID } from 'node:crypto';
import { RULE_STATUS } from '../../schemas/index.js';
import type {
  NotificationHistory, NotificationRule, NotificationRuleAnswer, NotificationRuleBody, NotificationRuleInstance,
  NotificationRuleList,
} from '../../schemas/api-types.js';
import { ApiError } from '../errors.js';
import type { Db, Queryable } from '../store/db.js';
import { checkAudience, checkRuleTimes, instanceTimes, resolveSession } from './rule-checks.js';

export interface RuleAuthor {
  name: string;
  at: Date;
}

type Status = 0 | 1 | 2;

interface RuleRow {
  id: string;
  doc: NotificationRule;
  status: Status;
  is_enabled: boolean;
}

interface InstanceRow {
  id: string;
  session_id: string | null;
  scheduled_at: Date;
  is_enabled: boolean;
  executed_at: Date | null;
  deliveries: NotificationRuleInstance['deliveries'] | null;
}

const notFound = (id: string) => new ApiError('notFound', { notificationID: id }, `No notification rule ${id}.`);
const iso = (d: Date | string) => new Date(d).toISOString();

function instanceOf(row: InstanceRow): NotificationRuleInstance {
  return {
    notificationInstanceID: String(row.id),
    scheduledTime: iso(row.scheduled_at),
    isEnabled: row.is_enabled,
    executedOn: row.executed_at ? iso(row.executed_at) : null,
    sessionID: row.session_id,
    ...(row.deliveries ? { deliveries: row.deliveries } : {}),
  };
}

async function readInstances(db: Queryable, ruleId: string): Promise<NotificationRuleInstance[]> {
  const { rows } = await db.query<InstanceRow>(
    `SELECT id, session_id, scheduled_at, is_enabled, executed_at, deliveries FROM notification_instances
      WHERE rule_id = $1 ORDER BY scheduled_at, id`,
    [ruleId],
  );
  return rows.map(instanceOf);
}

async function sessionDetail(db: Queryable, rule: NotificationRule): Promise<NotificationRuleAnswer['sessionDetailDto']> {
  if (!rule.sessionID) return null;
  const { rows } = await db.query<{ code: string | null }>('SELECT code FROM sessions WHERE id = $1', [rule.sessionID]);
  return { sessionCode: rows[0]?.code ?? rule.sessionID, startDate: rule.startDate, endDate: rule.endDate ?? null, instanceIntervals: rule.instanceIntervals ?? null };
}

async function answerOf(db: Queryable, rule: NotificationRule): Promise<NotificationRuleAnswer> {
  const id = rule.notificationID ?? '';
  return { notificationRuleDto: rule, notificationRuleInstanceDtos: await readInstances(db, id), sessionDetailDto: await sessionDetail(db, rule) };
}

async function lockRule(tx: Queryable, id: string): Promise<RuleRow> {
  const { rows } = await tx.query<RuleRow>(
    'SELECT id, doc, status, is_enabled FROM notification_rules WHERE id = $1 AND NOT is_deleted FOR UPDATE',
    [id],
  );
  const row = rows[0];
  if (!row) throw notFound(id);
  return row;
}

const recordChange = (tx: Queryable, id: string, author: RuleAuthor, action: string, status: Status | null) =>
  tx.query('INSERT INTO notification_rule_changes (rule_id, at, by_name, action, status) VALUES ($1, $2, $3, $4, $5)', [
    id, author.at, author.name, action, status,
  ]);

/**
 * Replaces the sends not made yet with the rule's current ones. An instance the body lists as disabled (by its
 * scheduled time) stays disabled; sends already made stay as they were.
 */
async function writeInstances(tx: Queryable, rule: NotificationRule, body: NotificationRuleBody): Promise<void> {
  const id = rule.notificationID ?? '';
  const times = await instanceTimes(tx, rule);
  const disabled = new Set((body.notificationRuleInstanceDtos ?? []).filter((i) => !i.isEnabled).map((i) => iso(i.scheduledTime)));
  await tx.query('DELETE FROM notification_instances WHERE rule_id = $1 AND executed_at IS NULL', [id]);
  if (times.length === 0) return;
  await tx.query(
    `INSERT INTO notification_instances (rule_id, session_id, scheduled_at, is_enabled)
     SELECT $1, s, t, e FROM unnest($2::text[], $3::timestamptz[], $4::boolean[]) AS u(s, t, e)
     ON CONFLICT DO NOTHING`,
    [id, times.map((t) => t.sessionId), times.map((t) => t.at), times.map((t) => !disabled.has(t.at.toISOString()))],
  );
}

/** The body's rule with the server's own fields: who, when, and for review (status 0, disabled). */
async function prepare(tx: Queryable, body: NotificationRuleBody, base: Partial<NotificationRule>): Promise<NotificationRule> {
  const incoming = body.notificationRuleDto;
  const sessionID = await resolveSession(tx, body.sessionDetailDto?.sessionCode ?? incoming.sessionID);
  const rule: NotificationRule = { ...incoming, ...base, sessionID, status: RULE_STATUS.PendingApproval, isEnabled: false, isDeleted: false };
  checkRuleTimes(rule);
  await checkAudience(tx, rule);
  return rule;
}

export async function createRule(db: Db, body: NotificationRuleBody, author: RuleAuthor): Promise<NotificationRuleAnswer> {
  return db.transaction(async (tx) => {
    const id = randomUUID();
    const at = author.at.toISOString();
    const rule = await prepare(tx, body, {
      notificationID: id, createdBy: author.name, creationTime: at, updatedBy: author.name, updatedTime: at,
    });
    await tx.query(
      'INSERT INTO notification_rules (id, doc, status, is_enabled, created_at, updated_at) VALUES ($1, $2, 0, false, $3, $3)',
      [id, rule, author.at],
    );
    await recordChange(tx, id, author, 'created', RULE_STATUS.PendingApproval);
    await writeInstances(tx, rule, body);
    return answerOf(tx, rule);
  });
}

/**
 * Edits a rule: it goes back to review (an edited message must be approved again). A body that names the
 * updatedTime it was read at is refused when someone saved the rule since, so a colleague's edit is never overwritten.
 */
export async function editRule(db: Db, body: NotificationRuleBody, author: RuleAuthor): Promise<NotificationRuleAnswer> {
  const id = body.notificationRuleDto.notificationID ?? '';
  if (!id) throw new ApiError('badRequest', { field: 'notificationID' }, 'An edit names the rule (notificationID).');
  return db.transaction(async (tx) => {
    const current = await lockRule(tx, id);
    const readAt = body.notificationRuleDto.updatedTime;
    if (readAt && current.doc.updatedTime && iso(readAt) !== iso(current.doc.updatedTime)) {
      throw new ApiError('notificationRuleConflict', { updatedBy: current.doc.updatedBy, updatedTime: current.doc.updatedTime },
        `${current.doc.updatedBy ?? 'Someone'} changed this rule at ${current.doc.updatedTime}; reload it before saving.`);
    }
    const rule = await prepare(tx, body, {
      notificationID: id, createdBy: current.doc.createdBy ?? null, creationTime: current.doc.creationTime ?? null,
      updatedBy: author.name, updatedTime: author.at.toISOString(),
    });
    await tx.query('UPDATE notification_rules SET doc = $2, status = 0, is_enabled = false, updated_at = $3 WHERE id = $1', [id, rule, author.at]);
    await recordChange(tx, id, author, 'edited', RULE_STATUS.PendingApproval);
    await writeInstances(tx, rule, body);
    return answerOf(tx, rule);
  });
}

/** Moves a rule through review; deploying enables it, any other status disables it. */
export async function setRuleStatus(db: Db, id: string, status: Status, author: RuleAuthor): Promise<NotificationRuleAnswer> {
  return db.transaction(async (tx) => {
    const current = await lockRule(tx, id);
    const isEnabled = status === RULE_STATUS.Deployed;
    const rule: NotificationRule = { ...current.doc, status, isEnabled, updatedBy: author.name, updatedTime: author.at.toISOString() };
    await tx.query('UPDATE notification_rules SET doc = $2, status = $3, is_enabled = $4, updated_at = $5 WHERE id = $1', [
      id, rule, status, isEnabled, author.at,
    ]);
    await recordChange(tx, id, author, 'status', status);
    return answerOf(tx, rule);
  });
}

/** Deletes a rule: it stays in the history of what was sent, but never sends again and leaves the lists. */
export async function deleteRule(db: Db, id: string, author: RuleAuthor): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockRule(tx, id);
    const rule: NotificationRule = { ...current.doc, isDeleted: true, isEnabled: false, updatedBy: author.name, updatedTime: author.at.toISOString() };
    await tx.query('UPDATE notification_rules SET doc = $2, is_deleted = true, is_enabled = false, updated_at = $3 WHERE id = $1', [id, rule, author.at]);
    await recordChange(tx, id, author, 'deleted', null);
  });
}

export async function readRule(db: Db, id: string): Promise<NotificationRuleAnswer> {
  const { rows } = await db.query<RuleRow>('SELECT id, doc, status, is_enabled FROM notification_rules WHERE id = $1 AND NOT is_deleted', [id]);
  const row = rows[0];
  if (!row) throw notFound(id);
  return answerOf(db, row.doc);
}

/** Every rule not deleted, newest change first, with its next send and what its sends delivered. */
export async function listRules(db: Db): Promise<NotificationRuleList> {
  const { rows } = await db.query<{
    doc: NotificationRule; next_send: Date | null; instances: number; sent: number; delivered: number; failed: number;
  }>(
    `SELECT r.doc,
            min(i.scheduled_at) FILTER (WHERE i.executed_at IS NULL AND i.is_enabled) AS next_send,
            count(i.id)::int AS instances,
            count(i.executed_at)::int AS sent,
            coalesce(sum((SELECT sum((c.value->>'delivered')::int) FROM jsonb_each(i.deliveries) c)), 0)::int AS delivered,
            coalesce(sum((SELECT sum((c.value->>'failed')::int) FROM jsonb_each(i.deliveries) c)), 0)::int AS failed
       FROM notification_rules r LEFT JOIN notification_instances i ON i.rule_id = r.id
      WHERE NOT r.is_deleted
      GROUP BY r.id, r.doc, r.updated_at
      ORDER BY r.updated_at DESC, r.id`,
  );
  return {
    rules: rows.map((r) => ({
      rule: r.doc, nextSend: r.next_send ? iso(r.next_send) : null, instances: r.instances, sent: r.sent, delivered: r.delivered, failed: r.failed,
    })),
  };
}

/** A rule's sends with what each channel delivered, and who changed the rule when. Deleted rules keep their history. */
export async function ruleHistory(db: Db, id: string): Promise<NotificationHistory> {
  const { rows } = await db.query<RuleRow>('SELECT id, doc, status, is_enabled FROM notification_rules WHERE id = $1', [id]);
  const row = rows[0];
  if (!row) throw notFound(id);
  const changes = await db.query<{ at: Date; by_name: string; action: 'created'; status: Status | null }>(
    'SELECT at, by_name, action, status FROM notification_rule_changes WHERE rule_id = $1 ORDER BY seq',
    [id],
  );
  return {
    notificationID: id,
    notificationName: row.doc.notificationName,
    instances: await readInstances(db, id),
    changes: changes.rows.map((c) => ({ time: iso(c.at), by: c.by_name, action: c.action, status: c.status })),
  };
}
