// Building answers for the tests the way the form sends them: a choice by its option value (display value and
// score copied from the option), text as value and display value without a score.
import type { Evaluation, EvaluationSubmission } from '../../schemas/api-types.js';

type Answer = string | string[] | { text: string };

export function responsesFor(form: Evaluation, answers: Record<string, Answer>): EvaluationSubmission {
  const questions = form.questionSections.flatMap((s) => s.evaluationQuestions);
  return {
    evaluationId: form.id,
    responses: Object.entries(answers).map(([id, answer]) => {
      const q = questions.find((x) => x.id === id);
      if (!q) throw new Error(`no question ${id}`);
      if (typeof answer === 'object' && !Array.isArray(answer)) {
        return {
          evaluationQuestionId: id,
          evaluationResponseValues: [{ value: answer.text, displayValue: answer.text, scoreValue: null }],
        };
      }
      const values = (Array.isArray(answer) ? answer : [answer]).map((v) => {
        const o = q.options.find((x) => x.value === v);
        return o
          ? { value: o.value, displayValue: o.displayValue, scoreValue: o.scoreValue }
          : { value: v, displayValue: v, scoreValue: null };
      });
      return { evaluationQuestionId: id, evaluationResponseValues: values };
    }),
  };
}
