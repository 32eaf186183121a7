// Evaluation definitions: the editors' JSON documents (schemas/entities/evaluation-definition.schema.json; the
// route's schema checks their shape before this code runs) and which one applies to what. A session's own
// definition wins over its session type's.
import type { EvaluationDefinition } from '../../schemas/api-types.js';
import { orderedQuestions } from '../../schemas/index.js';
import { ApiError } from '../errors.js';
import type { Queryable } from '../store/db.js';

type TargetKind = EvaluationDefinition['target']['kind'];

/** The document of the first row a query of evaluation_definitions answers, or null when it answers none. */
async function firstDefinition(db: Queryable, sql: string, params: unknown[]): Promise<EvaluationDefinition | null> {
  const { rows } = await db.query<{ doc: EvaluationDefinition }>(sql, params);
  return rows[0]?.doc ?? null;
}

export function definitionFor(db: Queryable, kind: TargetKind, key: string): Promise<EvaluationDefinition | null> {
  return firstDefinition(db, 'SELECT doc FROM evaluation_definitions WHERE target_kind = $1 AND target_key = $2', [kind, key]);
}

/** The definition of one session: its own, else its type's, else none (the type has no evaluation). */
export function sessionDefinition(db: Queryable, sessionId: string, sessionType: string): Promise<EvaluationDefinition | null> {
  return firstDefinition(
    db,
    `SELECT doc FROM evaluation_definitions
     WHERE (target_kind = 'session' AND target_key = $1) OR (target_kind = 'sessionType' AND target_key = $2)
     ORDER BY CASE target_kind WHEN 'session' THEN 0 ELSE 1 END LIMIT 1`,
    [sessionId, sessionType],
  );
}

export async function listDefinitions(db: Queryable): Promise<EvaluationDefinition[]> {
  const { rows } = await db.query<{ doc: EvaluationDefinition }>(
    'SELECT doc FROM evaluation_definitions ORDER BY target_kind, target_key, id',
  );
  return rows.map((r) => r.doc);
}

/**
 * What the schema cannot say: unique section, question and option ids, choice questions with options, logic that
 * names questions of this evaluation (and not itself), numeric triggers for score conditions, the conference
 * target's key, anonymous answers only for surveys. Answers the problems (empty when fine).
 */
export function definitionProblems(def: EvaluationDefinition): string[] {
  const problems: string[] = [];
  const sectionIds = new Set<string>();
  for (const s of def.questionSections) {
    if (sectionIds.has(s.id)) problems.push(`Section id '${s.id}' is used twice.`);
    sectionIds.add(s.id);
  }
  const questions = orderedQuestions(def.questionSections);
  const ids = new Set<string>();
  for (const q of questions) {
    if (ids.has(q.id)) problems.push(`Question id '${q.id}' is used twice.`);
    ids.add(q.id);
    const text = q.type === 'PlainText' || q.type === 'MultilineText';
    if (!text && q.options.length === 0) problems.push(`Question '${q.id}' (${q.type}) needs options.`);
    const values = new Set<string>();
    const optionIds = new Set<string>();
    for (const o of q.options) {
      if (values.has(o.value)) problems.push(`Question '${q.id}': option value '${o.value}' is used twice.`);
      if (optionIds.has(o.id)) problems.push(`Question '${q.id}': option id '${o.id}' is used twice.`);
      values.add(o.value);
      optionIds.add(o.id);
    }
  }
  for (const q of questions) {
    for (const l of q.evaluationLogic) {
      if (!ids.has(l.parentQuestionId))
        problems.push(`Logic on '${q.id}': no parent question '${l.parentQuestionId}'.`);
      if (!ids.has(l.dependentQuestionId))
        problems.push(`Logic on '${q.id}': no dependent question '${l.dependentQuestionId}'.`);
      if (l.parentQuestionId === l.dependentQuestionId)
        problems.push(`Logic on '${q.id}': a question cannot depend on itself.`);
      if (l.compareBy === 'score' && !Number.isFinite(Number(l.triggerValue.trim())))
        problems.push(`Logic on '${q.id}': a score condition needs a number as its trigger value.`);
      if (l.actions.length === 0 && !l.labelOverride)
        problems.push(`Logic on '${q.id}': the condition has no action and no label override.`);
    }
  }
  if (def.target.kind === 'conference' && def.target.key !== 'conference')
    problems.push("The conference evaluation's target key is 'conference'.");
  if (def.allowAnonymous && def.target.kind !== 'survey')
    problems.push('Only surveys may be answered anonymously.');
  return problems;
}

/**
 * Creates or replaces a definition (content editors), in one transaction with its checks: the id in the path and
 * the body agree, the document passes definitionProblems, and no other definition has the same target.
 */
export async function putDefinition(
  db: Queryable,
  id: string,
  def: EvaluationDefinition,
  editor: string,
  now: Date,
): Promise<EvaluationDefinition> {
  if (def.id !== id)
    throw new ApiError(
      'badRequest',
      { field: 'id', path: id, body: def.id },
      'The definition id in the body must be the one in the path.',
    );
  const problems = definitionProblems(def);
  if (problems.length > 0) throw new ApiError('badRequest', { problems }, problems[0]);
  const { rows } = await db.query<{ id: string }>(
    'SELECT id FROM evaluation_definitions WHERE target_kind = $1 AND target_key = $2 AND id <> $3',
    [def.target.kind, def.target.key, id],
  );
  if (rows[0])
    throw new ApiError(
      'badRequest',
      { field: 'target', definition: rows[0].id },
      `Definition '${rows[0].id}' already targets ${def.target.kind} '${def.target.key}'.`,
    );
  await db.query(
    `INSERT INTO evaluation_definitions (id, target_kind, target_key, doc, updated_at, updated_by) VALUES ($1, $2, $3, $4::jsonb, $5, $6)
     ON CONFLICT (id) DO UPDATE SET target_kind = EXCLUDED.target_kind, target_key = EXCLUDED.target_key, doc = EXCLUDED.doc,
       updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by`,
    [id, def.target.kind, def.target.key, JSON.stringify(def), now.toISOString(), editor],
  );
  return def;
}
