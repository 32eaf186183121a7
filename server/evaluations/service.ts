// Session and conference evaluations for the signed-in viewer (docs/behaviour/evaluations.md): the summary of their
// evaluations with the pending count, one evaluation form, and a submission checked against every rule and the
// question logic again (schemas/domain/evaluation-logic.ts, the browser's rules) before it is stored.
import type {
  Evaluation, EvaluationDefinition, EvaluationSubmission, EvaluationSubmitAnswer, EvaluationSummary,
} from '../../schemas/api-types.js';
import { checkSubmission } from '../../schemas/index.js';
import { ApiError } from '../errors.js';
import type { Db, Queryable } from '../store/db.js';
import { datedWindow, isOpen, sessionWindow, type Window } from './availability.js';
import { definitionFor, sessionDefinition } from './definitions.js';
import { hasSubmitted, storeSubmission } from './submissions.js';

export const CONFERENCE = 'conference';

export interface EvaluationViewer {
  subject: string;
  now: Date;
}

interface SessionRow {
  id: string;
  code: string | null;
  title: string | null;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  session_type: string | null;
  instance_id: string | null;
}

const SESSION_COLUMNS = `s.id, s.code, s.title, s.starts_at, s.ends_at, s.doc->'sessionType'->>'logicalValue' AS session_type,
  s.doc->>'sessionInstanceId' AS instance_id`;
const date = (v: Date | string | null) => (v === null ? null : new Date(v));
const iso = (d: Date | null) => (d === null ? null : d.toISOString());

function timingOf(row: SessionRow) {
  return { sessionType: row.session_type ?? '', startsAt: date(row.starts_at), endsAt: date(row.ends_at) };
}

async function findSession(db: Queryable, idOrCode: string): Promise<SessionRow> {
  const { rows } = await db.query<SessionRow>(
    `SELECT ${SESSION_COLUMNS} FROM sessions s WHERE s.id = $1 OR s.code = $1 ORDER BY (s.id = $1) DESC LIMIT 1`,
    [idOrCode],
  );
  const row = rows[0];
  if (!row) throw new ApiError('notFound', { session: idOrCode }, `No session ${idOrCode}.`);
  return row;
}

/**
 * The sessions a viewer evaluates: those on their schedule (added, or a confirmed RSVP; migration 007), their
 * favorite sessions, and any session they evaluated already, so a done evaluation stays listed.
 */
async function viewerSessions(db: Queryable, subject: string): Promise<SessionRow[]> {
  const { rows } = await db.query<SessionRow>(
    `SELECT ${SESSION_COLUMNS} FROM sessions s
     WHERE s.id IN (
       SELECT session_id FROM schedule_items WHERE user_id = $1
       UNION SELECT session_id FROM session_enrollments WHERE user_id = $1 AND status = 'confirmed'
       UNION SELECT item_id FROM favorites WHERE subject = $1 AND kind = 4
       UNION SELECT target_id FROM evaluation_submissions WHERE subject = $1 AND target_kind = 'session')
     ORDER BY s.starts_at NULLS LAST, s.title, s.id`,
    [subject],
  );
  return rows;
}

/** Every session type's or session's definition at once (the summary reads many sessions). */
async function definitionsFor(
  db: Queryable,
  sessions: readonly SessionRow[],
): Promise<(EvaluationDefinition | null)[]> {
  const { rows } = await db.query<{ target_kind: string; target_key: string; doc: EvaluationDefinition }>(
    "SELECT target_kind, target_key, doc FROM evaluation_definitions WHERE target_kind IN ('session', 'sessionType')",
  );
  const bySession = new Map(
    rows.filter((r) => r.target_kind === 'session').map((r) => [r.target_key, r.doc]),
  );
  const byType = new Map(
    rows.filter((r) => r.target_kind === 'sessionType').map((r) => [r.target_key, r.doc]),
  );
  return sessions.map((s) => bySession.get(s.id) ?? byType.get(s.session_type ?? '') ?? null);
}

async function submittedTargets(db: Queryable, subject: string): Promise<Set<string>> {
  const { rows } = await db.query<{ target_kind: string; target_id: string }>(
    "SELECT target_kind, target_id FROM evaluation_submissions WHERE subject = $1 AND target_kind IN ('session', 'conference')",
    [subject],
  );
  return new Set(rows.map((r) => `${r.target_kind}:${r.target_id}`));
}

export async function evaluationSummary(db: Queryable, viewer: EvaluationViewer): Promise<EvaluationSummary> {
  const sessions = await viewerSessions(db, viewer.subject);
  const defs = await definitionsFor(db, sessions);
  const done = await submittedTargets(db, viewer.subject);
  const items: EvaluationSummary['sessionsForEvaluation'] = [];
  sessions.forEach((s, i) => {
    const def = defs[i];
    // A session whose type has no evaluation is not listed (docs/behaviour/evaluations.md: some types have none).
    if (!def) return;
    const window = sessionWindow(def, timingOf(s));
    items.push({
      isEvaluationComplete: done.has(`session:${s.id}`),
      isAvailable: isOpen(window, viewer.now),
      availableFrom: iso(window.from),
      availableUntil: iso(window.until),
      sessionCode: s.code,
      sessionId: s.id,
      sessionInstanceId: s.instance_id ?? `${s.id}-1`,
      sessionType: s.session_type ?? '',
      startDateTime: iso(date(s.starts_at)),
      title: s.title ?? s.id,
    });
  });
  const conference = await definitionFor(db, 'conference', CONFERENCE);
  const conferenceAvailable = conference !== null && isOpen(datedWindow(conference), viewer.now);
  const conferenceDone = done.has(`conference:${CONFERENCE}`);
  const pending =
    items.filter((i) => i.isAvailable && !i.isEvaluationComplete).length +
    (conferenceAvailable && !conferenceDone ? 1 : 0);
  return {
    sessionsForEvaluation: items,
    postConferenceEvaluationAvailable: conferenceAvailable,
    isPostConferenceEvaluationCompleted: conferenceDone,
    pending,
  };
}

interface Resolved {
  def: EvaluationDefinition | null;
  kind: 'session' | 'conference';
  targetId: string;
  sessionTitle: string | null;
  window: Window;
}

async function resolve(db: Queryable, target: string): Promise<Resolved> {
  if (target === CONFERENCE) {
    const def = await definitionFor(db, 'conference', CONFERENCE);
    return {
      def,
      kind: 'conference',
      targetId: CONFERENCE,
      sessionTitle: null,
      window: def ? datedWindow(def) : { from: null, until: null },
    };
  }
  const session = await findSession(db, target);
  const def = await sessionDefinition(db, session.id, session.session_type ?? '');
  return {
    def,
    kind: 'session',
    targetId: session.id,
    sessionTitle: session.title,
    window: def ? sessionWindow(def, timingOf(session)) : { from: null, until: null },
  };
}

function unavailableMessage(r: Resolved, now: Date): string {
  if (!r.def)
    return r.kind === 'session' ? 'This session has no evaluation.' : 'There is no conference evaluation.';
  if (r.def.unavailableMessage) return r.def.unavailableMessage;
  if (r.window.from && now < r.window.from) return `This evaluation opens at ${r.window.from.toISOString()}.`;
  return 'This evaluation has closed.';
}

/** GET /evaluations/{sessionId|code|conference}: the form, or isUnavailable with the reason and no questions. */
export async function evaluationForm(
  db: Queryable,
  viewer: EvaluationViewer,
  target: string,
): Promise<Evaluation> {
  const r = await resolve(db, target);
  const open = r.def !== null && isOpen(r.window, viewer.now);
  return {
    id: r.def?.id ?? `none-${r.targetId}`,
    title: r.def?.title ?? '',
    target: r.kind,
    targetId: r.targetId,
    sessionTitle: r.sessionTitle,
    questionSections: open && r.def ? r.def.questionSections : [],
    hasBeenSubmitted: await hasSubmitted(db, viewer.subject, r.kind, r.targetId),
    isUnavailable: !open,
    unavailableMessage: open ? null : unavailableMessage(r, viewer.now),
    allowAnonymous: false,
  };
}

/** Throws 400 with every problem of a submission against its definition (nothing is stored). */
export function checkedAnswers(def: EvaluationDefinition, body: EvaluationSubmission) {
  if (body.evaluationId !== def.id) {
    throw new ApiError(
      'badRequest',
      { field: 'evaluationId', expected: def.id, value: body.evaluationId },
      'The answers are for another evaluation: reload the form.',
    );
  }
  const { problems, answers } = checkSubmission(def.questionSections, body.responses);
  if (problems.length > 0)
    throw new ApiError('badRequest', { problems }, `${problems[0]?.questionId}: ${problems[0]?.message}`);
  return answers;
}

/** POST /evaluations/{target}/submit: re-checks availability, the one-submission rule and every answer, then stores. */
export async function submitEvaluation(
  db: Db,
  viewer: EvaluationViewer,
  target: string,
  body: EvaluationSubmission,
): Promise<EvaluationSubmitAnswer> {
  const stored = await db.transaction(async (tx) => {
    const r = await resolve(tx, target);
    if (!r.def || !isOpen(r.window, viewer.now))
      throw new ApiError('evaluationUnavailable', { target: r.targetId }, unavailableMessage(r, viewer.now));
    const answers = checkedAnswers(r.def, body);
    return storeSubmission(tx, {
      definitionId: r.def.id,
      kind: r.kind,
      targetId: r.targetId,
      subject: viewer.subject,
      answers,
      now: viewer.now,
    });
  });
  const { pending } = await evaluationSummary(db, viewer);
  return { submitted: true, answers: stored, pending };
}
