/**
 * The evaluation rules of docs/behaviour/evaluations.md, defined once: the browser's form evaluates them live as the
 * attendee answers and the server checks a submission with the same code, so a rule cannot differ between them.
 * - Question types MultiSelect, RadioList, PlainText, MultilineText, Dropdown; any other type is a RadioList.
 * - The label is the question text's first part before the delimiter ' | '.
 * - Question logic: a condition on a parent question's answer (its value, or its score) with Equals, Not Equals,
 *   Greater than or Less than sets the dependent question visible and/or required and may override its label.
 * - Required rules per type, text answers at most 1350 characters, empty answers skipped.
 */
import type {
  EvaluationLogic,
  EvaluationOption,
  EvaluationQuestion,
  EvaluationSection,
} from '../generated/types';

export const EVALUATION_TEXT_MAX = 1350;
export const EVALUATION_LABEL_DELIMITER = ' | ';
export const QUESTION_TYPES = ['MultiSelect', 'RadioList', 'PlainText', 'MultilineText', 'Dropdown'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const EVALUATION_MESSAGES = {
  required: 'This question is required.',
  tooLong: `Answers can be at most ${EVALUATION_TEXT_MAX} characters.`,
} as const;

export interface ResponseValue {
  value: string;
  displayValue: string;
  scoreValue: number | null;
}

/** The answers by question id; a missing or empty list is no answer. */
export type EvaluationAnswers = Readonly<Record<string, readonly ResponseValue[] | undefined>>;

/** Unknown types are shown and checked as a radio list (docs/behaviour/evaluations.md). */
export function questionType(type: string): QuestionType {
  return (QUESTION_TYPES as readonly string[]).includes(type) ? (type as QuestionType) : 'RadioList';
}

export const isTextType = (type: QuestionType) => type === 'PlainText' || type === 'MultilineText';

/** The shown label: the text before the first ' | ' (what follows is the editor's note). */
export function questionLabel(text: string, delimiter = EVALUATION_LABEL_DELIMITER): string {
  const at = text.indexOf(delimiter);
  return (at === -1 ? text : text.slice(0, at)).trim();
}

/** Every question of an evaluation in display order (sections by order, then questions by questionOrder). */
export function orderedQuestions(sections: readonly EvaluationSection[]): EvaluationQuestion[] {
  return [...sections]
    .sort((a, b) => a.order - b.order)
    .flatMap((s) => [...s.evaluationQuestions].sort((a, b) => a.questionOrder - b.questionOrder));
}

/** Every logic condition of the evaluation: a condition may be written on its parent or its dependent question. */
export function logicOf(questions: readonly EvaluationQuestion[]): EvaluationLogic[] {
  const seen = new Set<string>();
  const all: EvaluationLogic[] = [];
  for (const q of questions) {
    for (const l of q.evaluationLogic) {
      const key = JSON.stringify(l);
      if (seen.has(key)) continue;
      seen.add(key);
      all.push(l);
    }
  }
  return all;
}

function asNumber(text: string): number | null {
  const n = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(n) ? n : null;
}

/** Order of an answer against the trigger: numbers as numbers, anything else as text. */
function order(actual: number | string, trigger: string): number {
  const a = typeof actual === 'number' ? actual : asNumber(actual);
  const t = asNumber(trigger);
  if (a !== null && t !== null) return a - t;
  return String(actual).localeCompare(trigger);
}

/**
 * Whether a condition holds for the parent's answer values. No answer never triggers; Not Equals holds when no
 * value equals the trigger (a multi-select answer holding the trigger among others is not "not equal"); the other
 * operators hold when any value satisfies them. By score, an option without a score never triggers.
 */
export function conditionHolds(logic: EvaluationLogic, values: readonly ResponseValue[]): boolean {
  const operands = values
    .map((v) => (logic.compareBy === 'score' ? v.scoreValue : v.value))
    .filter((v): v is number | string => v !== null && v !== undefined);
  if (operands.length === 0) return false;
  const trigger = logic.triggerValue.trim();
  switch (logic.operator) {
    case 'Equals':
      return operands.some((v) => order(v, trigger) === 0);
    case 'Not Equals':
      return operands.every((v) => order(v, trigger) !== 0);
    case 'Greater than':
      return operands.some((v) => order(v, trigger) > 0);
    case 'Less than':
      return operands.some((v) => order(v, trigger) < 0);
    default:
      return false;
  }
}

export interface QuestionState {
  question: EvaluationQuestion;
  type: QuestionType;
  label: string;
  visible: boolean;
  required: boolean;
}

/**
 * Each question's visible, required and label for these answers. A hidden question's answer does not count, so a
 * chain (A shows B, B shows C) resolves in passes until nothing changes; a condition that holds overrides the
 * question's own flags only in the direction its actions name.
 */
export function questionStates(
  sections: readonly EvaluationSection[],
  answers: EvaluationAnswers,
): Map<string, QuestionState> {
  const questions = orderedQuestions(sections);
  const logic = logicOf(questions);
  // Each pass starts from the questions' own flags; the previous pass's states say which parents are shown.
  const fresh = () =>
    new Map<string, QuestionState>(
      questions.map((q) => [
        q.id,
        {
          question: q,
          type: questionType(q.type),
          label: questionLabel(q.questionText),
          visible: q.visible,
          required: q.required,
        },
      ]),
    );
  const states = fresh();
  for (let pass = 0; pass <= questions.length; pass++) {
    const next = fresh();
    for (const l of logic) {
      const parent = states.get(l.parentQuestionId);
      const dependent = next.get(l.dependentQuestionId);
      if (!parent || !dependent || !parent.visible) continue;
      if (!conditionHolds(l, answers[l.parentQuestionId] ?? [])) continue;
      if (l.actions.includes('setVisible')) dependent.visible = true;
      if (l.actions.includes('setRequired')) dependent.required = true;
      if (l.labelOverride) dependent.label = questionLabel(l.labelOverride);
    }
    const stable = questions.every((q) => {
      const a = states.get(q.id);
      const b = next.get(q.id);
      return a && b && a.visible === b.visible && a.required === b.required && a.label === b.label;
    });
    for (const [id, s] of next) states.set(id, s);
    if (stable) break;
  }
  // A hidden question is never required: the attendee cannot answer it.
  for (const s of states.values()) if (!s.visible) s.required = false;
  return states;
}

/** An answer with nothing in it (no value, or only whitespace text) is skipped, not stored (docs/behaviour/evaluations.md). */
export function nonEmptyValues(values: readonly ResponseValue[] | undefined): ResponseValue[] {
  return (values ?? []).filter((v) => v.value.trim() !== '');
}

/** The error of one question's answer under its current state, or null. */
export function questionError(
  state: QuestionState,
  values: readonly ResponseValue[] | undefined,
): string | null {
  const answer = nonEmptyValues(values);
  if (!state.visible) return null;
  if (isTextType(state.type)) {
    if (answer.some((v) => v.value.length > EVALUATION_TEXT_MAX)) return EVALUATION_MESSAGES.tooLong;
    return state.required && answer.length === 0 ? EVALUATION_MESSAGES.required : null;
  }
  return state.required && answer.length === 0 ? EVALUATION_MESSAGES.required : null;
}

/** Every visible question's error, by question id (empty when the form may be submitted). */
export function evaluationErrors(
  sections: readonly EvaluationSection[],
  answers: EvaluationAnswers,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [id, state] of questionStates(sections, answers)) {
    const error = questionError(state, answers[id]);
    if (error) errors[id] = error;
  }
  return errors;
}

/** The option a choice answer names, by value. */
export function optionOf(question: EvaluationQuestion, value: string): EvaluationOption | undefined {
  return question.options.find((o) => o.value === value);
}

/** A choice's response value as the API stores it. */
export function optionValue(option: EvaluationOption): ResponseValue {
  return { value: option.value, displayValue: option.displayValue, scoreValue: option.scoreValue };
}

/** A text answer's response value: the text is both value and display value, no score. */
export function textValue(text: string): ResponseValue {
  return { value: text, displayValue: text, scoreValue: null };
}

export interface SubmissionProblem {
  questionId: string;
  message: string;
}

/**
 * The server's check of a submission (and the client's last one before sending): unknown or repeated questions,
 * answers to hidden questions, choices that are not the question's options (or whose display value or score
 * differ from the option's), more than one value for a single-choice or text question, text over 1350
 * characters, and required questions left empty. Empty answers are skipped first. Answers the problems (empty
 * when valid) and the answers that will be stored.
 */
export function checkSubmission(
  sections: readonly EvaluationSection[],
  responses: readonly { evaluationQuestionId: string; evaluationResponseValues: readonly ResponseValue[] }[],
): { problems: SubmissionProblem[]; answers: Record<string, ResponseValue[]> } {
  const problems: SubmissionProblem[] = [];
  const byId = new Map(orderedQuestions(sections).map((q) => [q.id, q]));
  const answers: Record<string, ResponseValue[]> = {};
  for (const r of responses) {
    const q = byId.get(r.evaluationQuestionId);
    if (!q) {
      problems.push({ questionId: r.evaluationQuestionId, message: 'No such question in this evaluation.' });
      continue;
    }
    if (answers[q.id] !== undefined) {
      problems.push({ questionId: q.id, message: 'The question is answered twice.' });
      continue;
    }
    const values = nonEmptyValues(r.evaluationResponseValues);
    if (values.length > 0) answers[q.id] = values;
  }
  const states = questionStates(sections, answers);
  for (const [id, values] of Object.entries(answers)) {
    const state = states.get(id);
    if (!state) continue;
    const q = state.question;
    if (!state.visible) {
      problems.push({ questionId: id, message: 'The question is not shown for these answers.' });
      continue;
    }
    if (isTextType(state.type)) {
      if (values.length > 1) problems.push({ questionId: id, message: 'A text question takes one answer.' });
      if (values.some((v) => v.value.length > EVALUATION_TEXT_MAX))
        problems.push({ questionId: id, message: EVALUATION_MESSAGES.tooLong });
      if (values.some((v) => v.scoreValue !== null))
        problems.push({ questionId: id, message: 'A text answer has no score.' });
      continue;
    }
    if (state.type !== 'MultiSelect' && values.length > 1)
      problems.push({ questionId: id, message: 'The question takes one choice.' });
    if (new Set(values.map((v) => v.value)).size !== values.length)
      problems.push({ questionId: id, message: 'A choice is given twice.' });
    for (const v of values) {
      const option = optionOf(q, v.value);
      if (!option)
        problems.push({ questionId: id, message: `'${v.value}' is not a choice of this question.` });
      else if (option.displayValue !== v.displayValue || option.scoreValue !== v.scoreValue) {
        problems.push({
          questionId: id,
          message: `The choice '${v.value}' does not match the question's option.`,
        });
      }
    }
  }
  for (const [id, state] of states) {
    if (state.required && (answers[id]?.length ?? 0) === 0)
      problems.push({ questionId: id, message: EVALUATION_MESSAGES.required });
  }
  return { problems, answers };
}
