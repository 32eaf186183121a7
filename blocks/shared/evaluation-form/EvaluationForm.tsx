// The evaluation form (docs/behaviour/evaluations.md), shared by session and conference evaluations, the gated
// survey and the schedule's roundtable nomination: every question type, the question logic evaluated live, errors
// on change (and for every question after a submit attempt), submit disabled while an error exists, then a yes/no
// confirmation before the answers go. What follows a submit (thanks, counts, navigation) is the caller's: the
// form only reports success through onSubmitted, or shows the failure's message and stays.
import { useEffect, useId, useRef, useState } from 'react';
import type { Evaluation, EvaluationSubmission } from '../../../schemas';
import { orderedQuestions } from '../../../schemas';
import { Button } from '../../../ui';
import { Question } from './Question';
import { toSubmission, useEvaluationAnswers } from './use-evaluation-answers';
import './evaluation-form.css';

export interface EvaluationFormProps {
  evaluation: Pick<Evaluation, 'id' | 'questionSections'>;
  /** Sends the answers; a rejection's message is shown and the form stays. */
  onSubmit: (submission: EvaluationSubmission) => Promise<unknown>;
  /** Called after onSubmit resolved. */
  onSubmitted?: () => void;
  submitLabel?: string;
  /** Ask "Submit your answers?" (Yes / No) before sending; default true. */
  confirm?: boolean;
  /** The level of the section headings (default 3). */
  headingLevel?: 2 | 3 | 4;
}

export const CONFIRM_TEXT = 'Submit your answers? You cannot change them afterwards.';

function errorMessage(error: unknown): string {
  return error instanceof Error && error.message
    ? error.message
    : 'Your answers could not be sent. Please try again.';
}

export function EvaluationForm({
  evaluation,
  onSubmit,
  onSubmitted,
  submitLabel = 'Submit',
  confirm = true,
  headingLevel = 3,
}: EvaluationFormProps) {
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
      setFailure(errorMessage(error));
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
            {section.name || `Part ${index + 1}`}
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
            {submitLabel}
          </Button>
          {hasErrors ? <span className="evf__hint">Answer the required questions to submit.</span> : null}
        </div>
      ) : (
        <div ref={confirmRef} className="evf__confirm" role="group" aria-labelledby={`${formId}-confirm`}>
          <p id={`${formId}-confirm`}>{CONFIRM_TEXT}</p>
          <div className="evf__actions">
            <Button type="button" onClick={() => void send()} disabled={phase === 'sending'}>
              {phase === 'sending' ? 'Sending…' : 'Yes'}
            </Button>
            <Button
              type="button"
              variant="secondary"
              onClick={() => setPhase('editing')}
              disabled={phase === 'sending'}
            >
              No
            </Button>
          </div>
        </div>
      )}
    </form>
  );
}
