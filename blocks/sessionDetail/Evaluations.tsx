// "Evaluate this session": why not yet, a sign-in prompt, or the evaluate button with its inline form.
import { useTranslation } from '../../renderer';
import { SignInPrompt } from '../shared/SignInPrompt';
import { SessionEvaluation } from '../shared/evaluation-form/SessionEvaluation';
import { evaluationState, sessionSpan } from './session-state';
import type { SessionNow } from './time';
import { sessionDetailNamespace, sessionDetailStrings } from './strings';

export function Evaluations({
  session,
  now,
  bookmarkable,
  signedIn,
  times,
}: SessionNow & { signedIn: boolean }) {
  const state = evaluationState(session, now, bookmarkable);
  const { t } = useTranslation(sessionDetailStrings, sessionDetailNamespace);
  const span = sessionSpan(session);
  return (
    // The #evals anchor: links to a session's evaluation land here.
    <section id="evals" className="blk-session__section blk-session__evals" aria-labelledby="evals-h">
      <h2 id="evals-h" className="blk-session__h2">
        {t('translate.sessionDetail.evaluations.heading')}
      </h2>
      {state === 'none' ? (
        <p className="blk-session__muted">{t('translate.sessionDetail.evaluations.none')}</p>
      ) : !signedIn ? (
        <SignInPrompt
          componentId={`evals-${session.sessionId}`}
          className="blk-session__muted"
          linkClassName="blk-session__link-button ui-link-btn"
        >
          {t('translate.sessionDetail.evaluations.sign-in')}
        </SignInPrompt>
      ) : state === 'not-yet' && span ? (
        <p className="blk-session__muted">
          {t('translate.sessionDetail.evaluations.not-yet', { time: times.time(span.start + 5 * 60_000) })}
        </p>
      ) : (
        // The evaluate / evaluated button; the form opens inline (blocks/shared/evaluation-form, loaded on click).
        <SessionEvaluation sessionId={session.sessionId} componentId={`evals-${session.sessionId}`} />
      )}
    </section>
  );
}
