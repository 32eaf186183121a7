// Stored submissions: one row per submission and one per answer value, written in the caller's transaction. The
// partial unique index of migration 010 keeps one submission per signed-in user and target, so two submits racing
// each other end as one stored submission and one 409.
import { randomUUID } from 'node:crypto';
import type { ResponseValue } from '../../schemas/index.js';
import { ApiError } from '../errors.js';
import { isUniqueViolation, type Queryable } from '../store/db.js';

export type SubmissionTarget = 'session' | 'conference' | 'survey';

export async function hasSubmitted(
  db: Queryable,
  subject: string | null,
  kind: SubmissionTarget,
  targetId: string,
): Promise<boolean> {
  if (subject === null) return false;
  const { rows } = await db.query(
    'SELECT 1 FROM evaluation_submissions WHERE subject = $1 AND target_kind = $2 AND target_id = $3',
    [subject, kind, targetId],
  );
  return rows.length > 0;
}

/** Stores one submission with its answers; answers how many answer values it stored. */
export async function storeSubmission(
  tx: Queryable,
  input: {
    definitionId: string;
    kind: SubmissionTarget;
    targetId: string;
    subject: string | null;
    answers: Record<string, ResponseValue[]>;
    now: Date;
  },
): Promise<number> {
  if (await hasSubmitted(tx, input.subject, input.kind, input.targetId))
    throw new ApiError('evaluationSubmitted', { target: input.targetId });
  const id = randomUUID();
  try {
    await tx.query(
      'INSERT INTO evaluation_submissions (id, definition_id, target_kind, target_id, subject, submitted_at) VALUES ($1, $2, $3, $4, $5, $6)',
      [id, input.definitionId, input.kind, input.targetId, input.subject, input.now.toISOString()],
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError('evaluationSubmitted', { target: input.targetId });
    throw error;
  }
  const rows = Object.entries(input.answers).flatMap(([questionId, values]) =>
    values.map((v, position) => ({
      questionId,
      position,
      value: v.value,
      displayValue: v.displayValue,
      score: v.scoreValue,
    })),
  );
  if (rows.length > 0) {
    // One statement for every answer value.
    await tx.query(
      `INSERT INTO evaluation_answers (submission_id, question_id, position, value, display_value, score)
       SELECT $1, r->>'questionId', (r->>'position')::smallint, r->>'value', r->>'displayValue', (r->>'score')::double precision
       FROM jsonb_array_elements($2::jsonb) AS t(r)`,
      [id, JSON.stringify(rows)],
    );
  }
  return rows.length;
}
