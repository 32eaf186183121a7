// The form's state: answers by question id, which questions the attendee has touched, and what the shared rules
// (schemas: questionStates, evaluationErrors) make of them on every change, so logic shows, hides, requires and
// relabels questions live as the attendee answers, exactly as the server will judge the submission.
import { useCallback, useMemo, useState } from 'react';
import {
  evaluationErrors, nonEmptyValues, orderedQuestions, questionStates, type EvaluationAnswers, type QuestionState,
  type ResponseValue,
} from '../../../schemas';
import type { EvaluationSection, EvaluationSubmission } from '../../../schemas/api-types';

export interface EvaluationAnswersState {
  answers: EvaluationAnswers;
  states: Map<string, QuestionState>;
  /** Every visible question's error (submit stays disabled while there is one). */
  errors: Record<string, string>;
  /** The errors to show: those of questions changed so far, or all after a submit attempt. */
  shownErrors: Record<string, string>;
  setAnswer: (questionId: string, values: ResponseValue[]) => void;
  /** Marks every question touched (a submit attempt) and answers whether the form is valid. */
  validateAll: () => boolean;
  reset: () => void;
}

export function useEvaluationAnswers(sections: readonly EvaluationSection[]): EvaluationAnswersState {
  const [answers, setAnswers] = useState<Record<string, ResponseValue[]>>({});
  const [touched, setTouched] = useState<ReadonlySet<string> | 'all'>(() => new Set());
  const states = useMemo(() => questionStates(sections, answers), [sections, answers]);
  const errors = useMemo(() => evaluationErrors(sections, answers), [sections, answers]);
  const shownErrors = useMemo(
    () =>
      touched === 'all'
        ? errors
        : Object.fromEntries(Object.entries(errors).filter(([id]) => touched.has(id))),
    [errors, touched],
  );
  const setAnswer = useCallback((questionId: string, values: ResponseValue[]) => {
    setAnswers((prev) => ({ ...prev, [questionId]: values }));
    setTouched((prev) => (prev === 'all' ? prev : new Set([...prev, questionId])));
  }, []);
  const validateAll = useCallback(() => {
    setTouched('all');
    return Object.keys(errors).length === 0;
  }, [errors]);
  const reset = useCallback(() => {
    setAnswers({});
    setTouched(new Set());
  }, []);
  return { answers, states, errors, shownErrors, setAnswer, validateAll, reset };
}

/**
 * The submission the API takes: visible questions only (a hidden question's answer is dropped, as the server
 * would refuse it), empty answers skipped (docs/behaviour/evaluations.md), in display order.
 */
export function toSubmission(
  evaluationId: string,
  sections: readonly EvaluationSection[],
  answers: EvaluationAnswers,
): EvaluationSubmission {
  const states = questionStates(sections, answers);
  const responses = orderedQuestions(sections).flatMap((q) => {
    const values = nonEmptyValues(answers[q.id]);
    return states.get(q.id)?.visible && values.length > 0
      ? [{ evaluationQuestionId: q.id, evaluationResponseValues: values }]
      : [];
  });
  return { evaluationId, responses };
}
