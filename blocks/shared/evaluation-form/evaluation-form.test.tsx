// The evaluation form's rules in the browser (docs/behaviour/evaluations.md): every question type, the label before
// ' | ', logic by score and by value shown live (visible, required, label override), errors on change, the 1350
// character limit, submit disabled while errors exist, the yes/no confirmation, hidden and empty answers left out
// of the submission, and a failed submit's message.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api-client';
import { createShellI18n, I18nextProvider } from '../../../renderer';
import type { EvaluationQuestion, EvaluationSection, EvaluationSubmission } from '../../../schemas/api-types';
import { CONFIRM_TEXT, EvaluationForm } from './EvaluationForm';

const opt = (value: string, displayValue: string, scoreValue: number | null = null) => ({
  id: value,
  value,
  displayValue,
  scoreValue,
});
const q = (
  id: string,
  questionText: string,
  type: string,
  order: number,
  extra: Partial<EvaluationQuestion> = {},
): EvaluationQuestion => ({
  id,
  questionText,
  type,
  required: false,
  visible: true,
  questionOrder: order,
  options: [],
  evaluationLogic: [],
  ...extra,
});

const sections: EvaluationSection[] = [
  {
    id: 's',
    name: 'The session',
    introduction: 'About a minute.',
    order: 0,
    evaluationQuestions: [
      q('overall', 'How would you rate this session? | editor note: 1-5', 'RadioList', 0, {
        required: true,
        options: [
          opt('1', 'Poor', 1),
          opt('2', 'Fair', 2),
          opt('3', 'Good', 3),
          opt('4', 'Very good', 4),
          opt('5', 'Excellent', 5),
        ],
        evaluationLogic: [
          {
            parentQuestionId: 'overall',
            dependentQuestionId: 'liked',
            compareBy: 'score',
            operator: 'Greater than',
            triggerValue: '3',
            actions: ['setVisible', 'setRequired'],
            labelOverride: null,
          },
          {
            parentQuestionId: 'overall',
            dependentQuestionId: 'improve',
            compareBy: 'score',
            operator: 'Less than',
            triggerValue: '3',
            actions: ['setVisible', 'setRequired'],
            labelOverride: 'Sorry! What should change?',
          },
        ],
      }),
      q('liked', 'What did you like most?', 'MultilineText', 1, { visible: false }),
      q('improve', 'What could be improved?', 'MultilineText', 2, { visible: false }),
      q('useful', 'Which parts were useful?', 'MultiSelect', 3, {
        options: [opt('demos', 'Live demos'), opt('qa', 'Questions and answers')],
      }),
      q('level', 'The level was', 'Dropdown', 4, {
        options: [opt('basic', 'Too basic'), opt('right', 'About right')],
        evaluationLogic: [
          {
            parentQuestionId: 'level',
            dependentQuestionId: 'wish',
            compareBy: 'value',
            operator: 'Not Equals',
            triggerValue: 'right',
            actions: ['setVisible'],
            labelOverride: null,
          },
        ],
      }),
      q('wish', 'Which level would suit you?', 'PlainText', 5, { visible: false }),
      q('recommend', 'Would you recommend it?', 'YesNo', 6, {
        options: [opt('yes', 'Yes', 1), opt('no', 'No', 0)],
      }),
    ],
  },
];

function setup(onSubmit = vi.fn<(s: EvaluationSubmission) => Promise<unknown>>().mockResolvedValue({})) {
  const onSubmitted = vi.fn();
  render(
    <I18nextProvider i18n={createShellI18n('en')}>
      <EvaluationForm
        evaluation={{ id: 'eval-1', questionSections: sections }}
        onSubmit={onSubmit}
        onSubmitted={onSubmitted}
      />
    </I18nextProvider>,
  );
  return { user: userEvent.setup(), onSubmit, onSubmitted };
}

describe('EvaluationForm', () => {
  it('shows every type with the label before " | ", unknown types as radio buttons', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'The session' })).toBeTruthy();
    const overall = screen.getByRole('group', { name: 'How would you rate this session? (required)' });
    expect(within(overall).getAllByRole('radio')).toHaveLength(5);
    expect(screen.queryByText(/editor note/)).toBeNull();
    expect(
      within(screen.getByRole('group', { name: 'Which parts were useful?' })).getAllByRole('checkbox'),
    ).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: 'The level was' })).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'Would you recommend it?' })).getAllByRole('radio'),
    ).toHaveLength(2);
    // Hidden until logic shows them.
    expect(screen.queryByRole('textbox', { name: /What did you like most/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Which level/ })).toBeNull();
    // A required question is unanswered: submit is disabled.
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows and requires the second question only while the score is greater than 3, live', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('radio', { name: 'Very good' }));
    const liked = screen.getByRole('textbox', { name: 'What did you like most? (required)' });
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(liked, 'The demos');
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(false);
    // Erasing it shows the required error on change.
    await user.clear(liked);
    expect(screen.getByText('This question is required.')).toBeTruthy();
    // Score 3: hidden again, nothing required.
    await user.click(screen.getByRole('radio', { name: 'Good' }));
    expect(screen.queryByRole('textbox', { name: /What did you like most/ })).toBeNull();
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(false);
    // Score 2: the other question with its label override.
    await user.click(screen.getByRole('radio', { name: 'Fair' }));
    expect(screen.getByRole('textbox', { name: 'Sorry! What should change? (required)' })).toBeTruthy();
  });

  it('shows a question by value with Not Equals, and refuses text over 1350 characters', async () => {
    const { user } = setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'The level was' }), 'basic');
    const wish = screen.getByRole('textbox', { name: 'Which level would suit you?' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'The level was' }), 'right');
    expect(screen.queryByRole('textbox', { name: 'Which level would suit you?' })).toBeNull();
    expect(wish.isConnected).toBe(false);
    await user.click(screen.getByRole('radio', { name: 'Excellent' }));
    const liked = screen.getByRole('textbox', { name: /What did you like most/ });
    await user.click(liked);
    await user.paste('x'.repeat(1351));
    expect(screen.getByText('Answers can be at most 1350 characters.')).toBeTruthy();
    expect(screen.getByText('1351 / 1350 characters')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks yes/no, then sends visible non-empty answers in order', async () => {
    const { user, onSubmit, onSubmitted } = setup();
    await user.click(screen.getByRole('radio', { name: 'Poor' }));
    await user.type(screen.getByRole('textbox', { name: /Sorry! What should change/ }), 'Slower pace');
    await user.click(screen.getByRole('checkbox', { name: 'Live demos' }));
    await user.click(screen.getByRole('checkbox', { name: 'Questions and answers' }));
    await user.click(screen.getByRole('checkbox', { name: 'Live demos' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText(CONFIRM_TEXT)).toBeTruthy();
    // No goes back to the form, nothing sent.
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onSubmit).toHaveBeenCalledWith({
      evaluationId: 'eval-1',
      responses: [
        {
          evaluationQuestionId: 'overall',
          evaluationResponseValues: [{ value: '1', displayValue: 'Poor', scoreValue: 1 }],
        },
        {
          evaluationQuestionId: 'improve',
          evaluationResponseValues: [{ value: 'Slower pace', displayValue: 'Slower pace', scoreValue: null }],
        },
        {
          evaluationQuestionId: 'useful',
          evaluationResponseValues: [
            { value: 'qa', displayValue: 'Questions and answers', scoreValue: null },
          ],
        },
      ],
    });
    expect(onSubmitted).toHaveBeenCalledOnce();
  });

  it("drops a hidden question's answer and shows a failed submit's message", async () => {
    const onSubmit = vi
      .fn<(s: EvaluationSubmission) => Promise<unknown>>()
      .mockRejectedValue(
        new ApiError({ status: 409, code: 'translate.base.error.evaluation.submitted', message: 'You have already submitted this evaluation.', path: '/evaluations/x', method: 'POST' }),
      );
    const { user, onSubmitted } = setup(onSubmit);
    await user.click(screen.getByRole('radio', { name: 'Excellent' }));
    await user.type(screen.getByRole('textbox', { name: /What did you like most/ }), 'All of it');
    await user.click(screen.getByRole('radio', { name: 'Good' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onSubmit.mock.calls[0]?.[0].responses.map((r) => r.evaluationQuestionId)).toEqual(['overall']);
    expect(screen.getByRole('alert').textContent).toBe('You have already submitted this evaluation.');
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
  });
});
