// The evaluation rules shared by the form and the server (docs/behaviour/evaluations.md), case by case.
import { describe, expect, it } from 'vitest';
import type { EvaluationLogic, EvaluationSection } from '../generated/types';
import {
  checkSubmission,
  conditionHolds,
  questionLabel,
  questionStates,
  questionType,
} from './evaluation-logic';

const v = (value: string, scoreValue: number | null = null) => ({ value, displayValue: value, scoreValue });
const logic = (
  operator: EvaluationLogic['operator'],
  triggerValue: string,
  compareBy: 'value' | 'score' = 'value',
): EvaluationLogic => ({
  parentQuestionId: 'a',
  dependentQuestionId: 'b',
  compareBy,
  operator,
  triggerValue,
  actions: ['setVisible'],
  labelOverride: null,
});

describe('evaluation rules', () => {
  it('falls back to RadioList for a type it does not know', () => {
    expect(['Stars', 'Dropdown'].map((stored) => questionType(stored))).toEqual(['RadioList', 'Dropdown']);
  });

  it('shows the label before " | "', () => {
    expect(['Rate it | internal note', 'A|B'].map((text) => questionLabel(text))).toEqual(['Rate it', 'A|B']);
  });

  it('compares scores as numbers and values as numbers or text', () => {
    expect(conditionHolds(logic('Greater than', '3', 'score'), [v('4', 4)])).toBe(true);
    expect(conditionHolds(logic('Greater than', '3', 'score'), [v('3', 3)])).toBe(false);
    expect(conditionHolds(logic('Less than', '3', 'score'), [v('x', null)])).toBe(false);
    expect(conditionHolds(logic('Greater than', '9'), [v('10')])).toBe(true);
    expect(conditionHolds(logic('Equals', 'other'), [v('other')])).toBe(true);
    expect(conditionHolds(logic('Not Equals', 'other'), [])).toBe(false);
    // A multi-select answer holding the trigger among others is not "not equal".
    expect(conditionHolds(logic('Not Equals', 'ai'), [v('ai'), v('data')])).toBe(false);
    expect(conditionHolds(logic('Not Equals', 'ai'), [v('data')])).toBe(true);
  });

  it('resolves chains and ignores the answer of a hidden parent', () => {
    const q = (id: string, visible: boolean, evaluationLogic: EvaluationLogic[] = []) => ({
      id,
      questionText: id,
      type: 'RadioList',
      required: false,
      visible,
      questionOrder: id.charCodeAt(0),
      options: [{ id: 'y', value: 'y', displayValue: 'Yes', scoreValue: 1 }],
      evaluationLogic,
    });
    const chain = (parent: string, dependent: string): EvaluationLogic => ({
      ...logic('Equals', 'y'),
      parentQuestionId: parent,
      dependentQuestionId: dependent,
      actions: ['setVisible', 'setRequired'],
    });
    const sections: EvaluationSection[] = [
      {
        id: 's',
        name: '',
        introduction: '',
        order: 0,
        evaluationQuestions: [
          q('a', true, [chain('a', 'b')]),
          q('b', false, [chain('b', 'c')]),
          q('c', false),
        ],
      },
    ];
    const all = questionStates(sections, { a: [v('y', 1)], b: [v('y', 1)] });
    expect([all.get('b')?.visible, all.get('c')?.visible, all.get('c')?.required]).toEqual([
      true,
      true,
      true,
    ]);
    // Without a's answer, b is hidden, so its answer no longer shows c, and answering b is refused.
    const hidden = questionStates(sections, { b: [v('y', 1)] });
    expect([hidden.get('b')?.visible, hidden.get('c')?.visible]).toEqual([false, false]);
    expect(
      checkSubmission(sections, [{ evaluationQuestionId: 'b', evaluationResponseValues: [v('y', 1)] }])
        .problems,
    ).toEqual([{ questionId: 'b', message: 'The question is not shown for these answers.' }]);
  });
});
