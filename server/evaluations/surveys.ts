// Surveys of the gated survey block (docs/behaviour/evaluations.md): a definition per survey block, found by the block's
// component id; anonymous answers when the definition allows them. An unavailable survey answers 200 with
// isUnavailable and its message, so the block can close its overlay with that message; a submit to it is 409
// with the same message.
import type { Evaluation, EvaluationSubmission, EvaluationSubmitAnswer } from '../../schemas/api-types.js';
import { ApiError } from '../errors.js';
import type { Db, Queryable } from '../store/db.js';
import { datedWindow, isOpen } from './availability.js';
import { definitionFor } from './definitions.js';
import { checkedAnswers } from './service.js';
import { hasSubmitted, storeSubmission } from './submissions.js';

const CLOSED = 'This survey is not available.';

export async function surveyForm(
  db: Queryable,
  subject: string | null,
  componentId: string,
  now: Date,
): Promise<Evaluation> {
  const def = await definitionFor(db, 'survey', componentId);
  const open = def !== null && isOpen(datedWindow(def), now);
  return {
    id: def?.id ?? `none-${componentId}`,
    title: def?.title ?? '',
    target: 'survey',
    targetId: componentId,
    sessionTitle: null,
    questionSections: open && def ? def.questionSections : [],
    hasBeenSubmitted: await hasSubmitted(db, subject, 'survey', componentId),
    isUnavailable: !open,
    unavailableMessage: open ? null : (def?.unavailableMessage ?? CLOSED),
    allowAnonymous: def?.allowAnonymous ?? false,
  };
}

export async function submitSurvey(
  db: Db,
  subject: string | null,
  componentId: string,
  body: EvaluationSubmission,
  now: Date,
): Promise<EvaluationSubmitAnswer> {
  const answers = await db.transaction(async (tx) => {
    const def = await definitionFor(tx, 'survey', componentId);
    if (!def || !isOpen(datedWindow(def), now)) {
      throw new ApiError('evaluationUnavailable', { survey: componentId }, def?.unavailableMessage ?? CLOSED);
    }
    if (subject === null && !def.allowAnonymous)
      throw new ApiError('unauthorized', { survey: componentId }, 'This survey needs a signed-in user.');
    const checked = checkedAnswers(def, body);
    return storeSubmission(tx, {
      definitionId: def.id,
      kind: 'survey',
      targetId: componentId,
      subject,
      answers: checked,
      now,
    });
  });
  return { submitted: true, answers, pending: null };
}
