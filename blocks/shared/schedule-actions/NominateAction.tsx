// Roundtable nomination (docs/behaviour/schedule-and-rsvp.md): "nominate (checks availability, then opens evaluation form; on submit
// status nominated; button shows nominated and can be cancelled after confirmation); confirmed (cancellable); closed;
// full". The form is the evaluations' shared EvaluationForm with the roundtable's definition (GET
// /api/evaluations/{sessionId}); a roundtable without a form is nominated at once, without answers.
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { isApiError } from '../../../api-client';
import { useErrorText, useTranslation } from '../../../renderer';
import { evaluationQueryOptions } from '../../../api-client/evaluations';
import type { Evaluation, EvaluationSubmission } from '../../../schemas/api-types';
import { Button, Dialog } from '../../../ui';
import { EvaluationForm } from '../evaluation-form/EvaluationForm';
import { ActionButton, ActionNotes } from './ActionButton';
import { useCancelNomination, useNominate, useNomination, useScheduleViewer } from './api';
import { nominationText, nominationUiState, type NominationApiState, type NominationUiState } from './labels';
import type { SessionRef } from './SessionActions';
import { scheduleActionsNamespace, scheduleActionsStrings } from './strings';
import './schedule-actions.css';

/** A form worth showing: available and with at least one question. */
const usable = (form: Evaluation | undefined): form is Evaluation =>
  !!form && !form.isUnavailable && form.questionSections.some((s) => s.evaluationQuestions.length > 0);

export function NominateAction({ session, state: initialState, opens, onChanged }: { session: SessionRef; state: NominationUiState; opens: string | null; onChanged?: () => void }) {
  const { t } = useTranslation(scheduleActionsStrings, scheduleActionsNamespace);
  const noteId = useId();
  const client = useQueryClient();
  const viewer = useScheduleViewer();
  const live = useNomination(session.sessionId);
  const nominate = useNominate();
  const cancel = useCancelNomination();
  const [answered, setAnswered] = useState<NominationUiState | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [form, setForm] = useState<Evaluation | null>(null);
  const [checking, setChecking] = useState(false);
  const [message, setMessage] = useState('');
  const errorText = useErrorText();
  // The last write's answer, else the server's state for this viewer, else what the session page knew.
  const liveState = (live.data as { status?: NominationApiState } | undefined)?.status;
  const state = answered ?? (liveState ? nominationUiState(liveState) : initialState);
  const text = nominationText(state, opens, t);

  const settle = (answer: unknown) => {
    const status = (answer as { status?: NominationApiState }).status;
    if (status) setAnswered(nominationUiState(status));
  };
  const send = (answers?: EvaluationSubmission) =>
    nominate.mutateAsync(
      { sessionId: session.sessionId, ...(answers ? { answers } : {}) },
      {
        onSuccess: (answer) => {
          settle(answer);
          setMessage(t('translate.shared-schedule-actions.nomination.result.nominated'));
          onChanged?.();
        },
        onError: (e) => {
          if (isApiError(e) && e.status === 409) setAnswered('full');
          setMessage(isApiError(e) ? errorText(e) : t('translate.shared-schedule-actions.nomination.result.failed'));
        },
      },
    );

  const act = async () => {
    setMessage('');
    if (text.act === 'cancel-nomination') {
      setConfirming(true);
      return;
    }
    if (text.act !== 'nominate') return;
    // Availability first (the seat may have gone since the page loaded), then the form when the roundtable has one.
    setChecking(true);
    try {
      const now = await live.refetch();
      const status = (now.data as { status?: NominationApiState } | undefined)?.status;
      if (status && status !== 'open') {
        setAnswered(nominationUiState(status));
        return;
      }
      const definition = await client.fetchQuery(evaluationQueryOptions(viewer, session.sessionId)).catch(() => undefined);
      if (usable(definition)) setForm(definition);
      else await send().catch(() => undefined);
    } finally {
      setChecking(false);
    }
  };
  const confirmCancel = () => {
    setConfirming(false);
    cancel.mutate(session.sessionId, {
      onSuccess: (answer) => {
        settle(answer);
        setMessage(t('translate.shared-schedule-actions.nomination.result.cancelled'));
        onChanged?.();
      },
      onError: () => setMessage(t('translate.shared-schedule-actions.nomination.result.cancel-failed')),
    });
  };
  return (
    <div className="sched-act" data-state={`nomination:${state}`}>
      <ActionButton
        text={text}
        busy={checking || nominate.isPending || cancel.isPending}
        onAct={() => void act()}
        describedBy={noteId}
        variant={state === 'nominate' ? 'primary' : 'secondary'}
      />
      <ActionNotes noteId={noteId} note={text.note} message={message} />
      {form ? (
        <Dialog
          open
          title={t('translate.shared-schedule-actions.nomination.form-title', { title: session.title })}
          closeLabel={t('translate.shared-schedule-actions.nomination.close')}
          onClose={() => setForm(null)}
          className="sched-act__form"
        >
          <EvaluationForm
            evaluation={form}
            submitLabel={t('translate.shared-schedule-actions.nomination.send')}
            onSubmit={(submission) => send(submission)}
            onSubmitted={() => setForm(null)}
            headingLevel={3}
          />
        </Dialog>
      ) : null}
      {confirming ? (
        <Dialog
          open
          role="alertdialog"
          title={t(state === 'confirmed' ? 'translate.shared-schedule-actions.nomination.confirm-title.confirmed' : 'translate.shared-schedule-actions.nomination.confirm-title.nominated')}
          onClose={() => setConfirming(false)}
        >
          <p>
            {t(
              state === 'confirmed' ? 'translate.shared-schedule-actions.nomination.confirm-body.confirmed' : 'translate.shared-schedule-actions.nomination.confirm-body.nominated',
              { title: session.title },
            )}
          </p>
          <div className="sched-act__confirm">
            <Button variant="danger" onClick={confirmCancel}>
              {t('translate.shared-schedule-actions.nomination.confirm-yes')}
            </Button>
            <Button onClick={() => setConfirming(false)}>{t('translate.shared-schedule-actions.nomination.confirm-no')}</Button>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}
