// One evaluation for the signed-in attendee (docs/behaviour/evaluations.md, "Evaluation submit"): the form is shown only when
// signed in, not submitted, available and with at least one section; otherwise the reason. On success: the thanks,
// the form hidden, the counts refreshed (api-client's mutation), and outside inline mode (the session page's
// #evals), back to the evaluations page. Answers given offline show as pending until the queue sends them. Used by the evaluationForm block and inline on the session page.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError, useSession, viewerKey } from '../../../api-client';
import { evaluationQueryOptions, useSubmitEvaluation } from '../../../api-client/evaluations';
import { isQueuedOffline, usePendingWrite } from '../../../api-client/offline';
import { useRenderContext, useTranslation } from '../../../renderer';
import { Skeleton } from '../../../ui';
import { SignInPrompt } from '../SignInPrompt';
import { EvaluateButton } from './EvaluateButton';
import { EvaluationForm } from './EvaluationForm';
import { evaluationFormSharedNamespace, evaluationFormSharedStrings } from './strings';
import { evaluationPath, evaluationsPath } from './viewer';
import './evaluation-panel.css';

const THANKS = 'translate.shared-evaluation-form.thanks';
/** How long the thanks stays before the page returns to the evaluations list. */
export const RETURN_DELAY_MS = 2500;

export interface EvaluationPanelProps {
  /** A session id or code, or 'conference'. */
  target: string;
  /** On the session page: no heading of its own and no navigation after submit. */
  inline?: boolean;
  /** The thanks after a submit; unset (or the schema's English default): "Thank you for your feedback!" in the visitor's language. */
  thanksText?: string;
  returnToList?: boolean;
  componentId: string;
}

export function EvaluationPanel({
  target,
  inline = false,
  thanksText,
  returnToList = true,
  componentId,
}: EvaluationPanelProps) {
  const { t } = useTranslation(evaluationFormSharedStrings, evaluationFormSharedNamespace);
  const { user, signedIn } = useSession();
  const { language } = useRenderContext();
  const viewer = signedIn ? viewerKey(user) : null;
  const query = useQuery({
    ...evaluationQueryOptions(viewer ?? 'anonymous', target),
    enabled: viewer !== null,
  });
  const loaded = query.data;
  // The replay's failure toast names the evaluation by its title.
  const submit = useSubmitEvaluation(viewer ?? 'anonymous', target, loaded ? (loaded.sessionTitle ?? loaded.title) : undefined);
  const [thanked, setThanked] = useState(false);
  // Answers given offline wait in the queue (docs/behaviour/calls.md, Offline writes): shown as pending instead of the
  // form, not thanked for yet; once they land the evaluation reads as submitted, if refused the form comes back.
  const pending = usePendingWrite(viewer, (w) => w.kind === 'evaluation' && w.target === target);
  const queued = useRef(false);
  const navigate = useNavigate();

  useEffect(() => {
    if (!thanked || inline || !returnToList) return;
    const timer = setTimeout(() => void navigate(evaluationsPath(language)), RETURN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [thanked, inline, returnToList, navigate, language]);

  if (viewer === null) {
    return (
      <SignInPrompt componentId={componentId} className="blk-evalform__note">
        {t('translate.shared-evaluation-form.sign-in-reason')}
      </SignInPrompt>
    );
  }
  if (thanked) {
    return (
      <div className="blk-evalform__thanks" role="status">
        <p>{thanksText === undefined || thanksText === evaluationFormSharedStrings[THANKS] ? t(THANKS) : thanksText}</p>
        <EvaluateButton href={evaluationPath(language, target)} done />
      </div>
    );
  }
  if (query.isError) {
    const missing = isApiError(query.error) && query.error.status === 404;
    // Hidden on error (docs/behaviour/evaluations.md): the reason instead of the form.
    return (
      <p className="blk-evalform__note" role="alert">
        {missing ? t('translate.shared-evaluation-form.no-session') : t('translate.shared-evaluation-form.load-failed')}
      </p>
    );
  }
  const evaluation = query.data;
  if (!evaluation) return <Skeleton height="16rem" />;
  const title =
    evaluation.target === 'conference'
      ? evaluation.title
      : t('translate.shared-evaluation-form.title', { title: evaluation.sessionTitle ?? evaluation.title });
  const Heading = inline ? 'h3' : 'h2';
  if (pending) {
    return (
      <div className="ui-sections blk-evalform__body">
        <Heading className="blk-evalform__title">{title}</Heading>
        <p className="blk-evalform__pending" role="status" data-pending="evaluation">
          {t('translate.shared-evaluation-form.pending')}
        </p>
      </div>
    );
  }
  if (evaluation.hasBeenSubmitted) {
    return (
      <div className="blk-evalform__done">
        <p>
          {evaluation.target === 'conference'
            ? t('translate.shared-evaluation-form.done.conference')
            : t('translate.shared-evaluation-form.done.session')}
        </p>
        <EvaluateButton href={evaluationPath(language, target)} done />
      </div>
    );
  }
  if (evaluation.isUnavailable || evaluation.questionSections.length === 0) {
    return (
      <p className="blk-evalform__note">
        {evaluation.unavailableMessage ?? t('translate.shared-evaluation-form.unavailable')}
      </p>
    );
  }
  return (
    <div className="ui-sections blk-evalform__body">
      <Heading className="blk-evalform__title">{title}</Heading>
      <EvaluationForm
        evaluation={evaluation}
        headingLevel={inline ? 4 : 3}
        // Answers given offline are queued (docs/behaviour/calls.md, Offline writes): thanked for, and sent later.
        onSubmit={(submission) => {
          queued.current = false;
          return submit.mutateAsync(submission).then(
            () => undefined,
            (error: unknown) => {
              if (!isQueuedOffline(error)) throw error;
              queued.current = true;
            },
          );
        }}
        onSubmitted={() => setThanked(!queued.current)}
      />
    </div>
  );
}
