// The gated survey block (docs/behaviour/evaluations.md): content behind a short survey. The gated variant opens the
// survey in an overlay; after a submit, successful or not, a submitted flag per component is kept (the storage
// module, so it survives reloads and needs no sign-in) and the ungated variant replaces the gated one. A
// signed-in visitor who answered before gets the ungated variant from the server's hasBeenSubmitted too. An
// unavailable survey closes the overlay with its message. Anonymous visitors answer when the survey allows it.
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { isApiError, useSession, viewerKey } from '../../api-client';
import { surveyQueryOptions, useSubmitSurvey } from '../../api-client/evaluations';
import { RouterLink, SafeHtml, showToast, useErrorText, useStoredState, useTranslation, type BlockComponentProps } from '../../renderer';
import type { GatedSurveyProps } from '../../schemas/api-types';
import { Button, Card, Dialog, Skeleton } from '../../ui';
import { SignInPrompt } from '../shared/SignInPrompt';
import { EvaluationForm } from '../shared/evaluation-form/EvaluationForm';
import { useOnSite } from '../shared/on-site';
import { gatedSurveyNamespace, gatedSurveyStrings } from './strings';
import './gatedSurvey.css';

const BUTTON = 'translate.gatedSurvey.button';
export const submittedKey = (componentId: string) => `conference.gatedSurvey.${componentId}.submitted`;

export default function GatedSurvey(block: BlockComponentProps<GatedSurveyProps>) {
  const onSite = useOnSite({ router: false });
  const [submitted, setSubmitted] = useStoredState<boolean>(submittedKey(block.componentId), false);
  if (!onSite) return <Gated {...block} onOpen={() => undefined} />;
  return <WithSurvey {...block} submitted={submitted} markSubmitted={() => setSubmitted(true)} />;
}

function WithSurvey({
  submitted,
  markSubmitted,
  ...block
}: BlockComponentProps<GatedSurveyProps> & { submitted: boolean; markSubmitted: () => void }) {
  const { user, signedIn } = useSession();
  const viewer = (signedIn ? viewerKey(user) : null) ?? 'anonymous';
  const surveyId = block.props.surveyId ?? block.componentId;
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  // Signed in: the server knows whether this visitor answered already (once per user).
  const known = useQuery({ ...surveyQueryOptions(viewer, surveyId), enabled: signedIn && !submitted });
  if (submitted || known.data?.hasBeenSubmitted) return <Ungated {...block} />;
  return (
    <>
      <Gated {...block} onOpen={() => setOpen(true)} />
      {open ? (
        <SurveyOverlay
          {...block}
          surveyId={surveyId}
          viewer={viewer}
          signedIn={signedIn}
          onClose={close}
          onDone={() => {
            setOpen(false);
            markSubmitted();
          }}
        />
      ) : null}
    </>
  );
}

function Gated({ props, onOpen }: BlockComponentProps<GatedSurveyProps> & { onOpen: () => void }) {
  const { t } = useTranslation(gatedSurveyStrings, gatedSurveyNamespace);
  // The renderer fills the schema's default already translated (renderer/defaults.ts); without it, this block's own.
  const label = props.buttonLabel ?? t(BUTTON);
  return (
    <div className="ui-page">
      <Card className="blk-gated blk-gated--locked">
        <h2 className="blk-gated__heading">{props.heading}</h2>
        {props.text ? <SafeHtml className="blk-gated__text" html={props.text} /> : null}
        <div>
          <Button variant="primary" onClick={onOpen}>
            {label}
          </Button>
        </div>
      </Card>
    </div>
  );
}

function Ungated({ props }: BlockComponentProps<GatedSurveyProps>) {
  const link = props.ungatedLink;
  return (
    <div className="ui-page">
      <Card className="blk-gated blk-gated--open">
        <h2 className="blk-gated__heading">{props.ungatedHeading}</h2>
        {props.ungatedText ? <SafeHtml className="blk-gated__text" html={props.ungatedText} /> : null}
        {link ? (
          <p className="blk-gated__link">
            {/^https?:/.test(link.href) || link.href.startsWith('/media/') ? (
              <a href={link.href}>{link.text}</a>
            ) : (
              <RouterLink to={link.href}>{link.text}</RouterLink>
            )}
          </p>
        ) : null}
      </Card>
    </div>
  );
}

interface OverlayProps extends BlockComponentProps<GatedSurveyProps> {
  surveyId: string;
  viewer: string;
  signedIn: boolean;
  onClose: () => void;
  onDone: () => void;
}

function SurveyOverlay({ props, componentId, surveyId, viewer, signedIn, onClose, onDone }: OverlayProps) {
  const { t } = useTranslation(gatedSurveyStrings, gatedSurveyNamespace);
  const errorText = useErrorText();
  const query = useQuery(surveyQueryOptions(viewer, surveyId));
  const submit = useSubmitSurvey(viewer, surveyId);
  const survey = query.data;
  const unavailable = survey !== undefined && (survey.isUnavailable || survey.questionSections.length === 0);
  // An unavailable survey closes the overlay with its message.
  useEffect(() => {
    if (!unavailable) return;
    showToast(survey?.unavailableMessage ?? t('translate.gatedSurvey.unavailable'), 'info');
    onClose();
  }, [unavailable, survey, onClose, t]);
  if (unavailable) return null;
  const needsSignIn = survey && !survey.allowAnonymous && !signedIn;
  return (
    <Dialog
      open
      onClose={onClose}
      title={survey?.title ?? props.heading}
      closeLabel={t('translate.gatedSurvey.close')}
      className="blk-gated__dialog"
    >
      {query.isError ? (
        <p role="alert">{t('translate.gatedSurvey.load-failed')}</p>
      ) : !survey ? (
        <Skeleton height="12rem" />
      ) : needsSignIn ? (
        <SignInPrompt componentId={componentId}>{t('translate.gatedSurvey.sign-in-reason')}</SignInPrompt>
      ) : (
        <EvaluationForm
          evaluation={survey}
          headingLevel={3}
          onSubmit={async (submission) => {
            // Success or failure, the flag is kept and the content unlocked (docs/behaviour/evaluations.md); a failure says so.
            try {
              await submit.mutateAsync(submission);
              showToast(t('translate.gatedSurvey.unlocked'), 'success');
            } catch (error) {
              showToast(isApiError(error) ? errorText(error) : t('translate.gatedSurvey.send-failed'), 'error');
            }
          }}
          onSubmitted={onDone}
        />
      )}
    </Dialog>
  );
}
