// The evaluation form (docs/behaviour/evaluations.md), shared by session and conference evaluations, the gated
// survey and the schedule's roundtable nomination: every question type, the question logic evaluated live, errors
// on change (and for every question after a submit attempt), submit disabled while an error exists, then a yes/no
// confirmation before the answers go. What follows a submit (thanks, counts, navigation) is the caller's: the
// form only reports success through onSubmitted, or shows the failure's message and stays.
import { useEffect, useId, useRef, useState } from 'react';
import type { Evaluation, EvaluationSubmission } from '../../../schemas/api-types';
import { orderedQuestions } from '../../../schemas';
import { useErrorText, useTranslation, type TFunction } from '../../../renderer';
import { isApiError } from '../../../api-client';
import { Button } from '../../../ui';
import { Question } from './Question';
import { evaluationFormSharedNamespace, evaluationFormSharedStrings } from './strings';
import { toSubmission, useEvaluationAnswers } from './use-evaluation-answers';
import './evaluation-form.css';

export interface EvaluationFormProps {
  evaluation: Pick<Evaluation, 'id' | 'questionSections'>;
  /** Sends the answers; a rejection's message is shown and the form stays. */
  onSubmit: (submission: EvaluationSubmission) => Promise<unknown>;
  /** Called after onSubmit resolved. */
  onSubmitted?: () => void;
  /** The submit button's text (default "Submit", in the visitor's language). */
  submitLabel?: string;
  /** Ask "Submit your answers?" (Yes / No) before sending; default true. */
  confirm?: boolean;
  /** The level of the section headings (default 3). */
  headingLevel?: 2 | 3 | 4;
}

/** The confirmation's English text (the default of its key). */
export const CONFIRM_TEXT = evaluationFormSharedStrings['translate.shared-evaluation-form.confirm'];

function errorMessage(error: unknown, t: TFunction, errorText: (error: unknown) => string): string {
  return isApiError(error) ? errorText(error) : t('translate.shared-evaluation-form.send-failed');
}

export function EvaluationForm({
  evaluation,
  onSubmit,
  onSubmitted,
  submitLabel,
  confirm = true,
  headingLevel = 3,
}: EvaluationFormProps) {
  const { t } = useTranslation(evaluationFormSharedStrings, evaluationFormSharedNamespace);
  const errorText = useErrorText();
  const formId = useId();
  const sections = evaluation.questionSections;
  const form = useEvaluationAnswers(sections);
  const [phase, setPhase] = useState<'editing' | 'confirming' | 'sending'>('editing');
  const [failure, setFailure] = useState<string | null>(null);
  const hasErrors = Object.keys(form.errors).length > 0;
  const H = `h${headingLevel}` as const;
  const confirmRef = useRef<HTMLDivElement>(null);
  // The Submit button makes way for Yes / No: the focus moves to Yes instead of falling back to the page.
  useEffect(() => {
    if (phase === 'confirming') confirmRef.current?.querySelector('button')?.focus();
  }, [phase]);

  const send = async () => {
    setPhase('sending');
    setFailure(null);
    try {
      await onSubmit(toSubmission(evaluation.id, sections, form.answers));
      setPhase('editing');
      onSubmitted?.();
    } catch (error) {
      setFailure(errorMessage(error, t, errorText));
      setPhase('editing');
    }
  };

  const sorted = [...sections].sort((a, b) => a.order - b.order);
  return (
    <form
      className="evf"
      aria-labelledby={sorted[0] ? `${formId}-s0` : undefined}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!form.validateAll()) return;
        if (confirm) setPhase('confirming');
        else void send();
      }}
    >
      {sorted.map((section, index) => (
        <section key={section.id} className="evf__section" aria-labelledby={`${formId}-s${index}`}>
          <H id={`${formId}-s${index}`} className="evf__section-name">
            {section.name || t('translate.shared-evaluation-form.part', { number: index + 1 })}
          </H>
          {section.introduction ? <p className="evf__intro">{section.introduction}</p> : null}
          {orderedQuestions([section]).map((q) => {
            const state = form.states.get(q.id);
            if (!state?.visible) return null;
            return (
              <Question
                key={q.id}
                state={state}
                values={form.answers[q.id] ?? []}
                error={form.shownErrors[q.id]}
                disabled={phase !== 'editing'}
                onChange={(values) => form.setAnswer(q.id, values)}
              />
            );
          })}
        </section>
      ))}
      {failure ? (
        <p className="evf__failure" role="alert">
          {failure}
        </p>
      ) : null}
      {phase === 'editing' ? (
        <div className="evf__actions">
          <Button type="submit" variant="primary" disabled={hasErrors}>
            {submitLabel ?? t('translate.shared-evaluation-form.submit')}
          </Button>
          {hasErrors ? (
            <span className="evf__hint">{t('translate.shared-evaluation-form.answer-required')}</span>
          ) : null}
        </div>
      ) : (
        <div ref={confirmRef} className="evf__confirm" role="group" aria-labelledby={`${formId}-confirm`}>
          <p id={`${formId}-confirm`}>{t('translate.shared-evaluation-form.confirm')}</p>
          <div className="evf__actions">
            <Button type="button" onClick={() => void send()} disabled={phase === 'sending'}>
              {phase === 'sending' ? t('translate.shared-evaluation-form.sending') : t('translate.shared-evaluation-form.yes')}
            </Button>
            <Button
              type="button"
              variant="secondary"
              onClick={() => setPhase('editing')}
              disabled={phase === 'sending'}
            >
              {t('translate.shared-evaluation-form.no')}
            </Button>
          </div>
        </div>
      )}
    </form>
  );
}
