// The session page's evaluation (#evals, docs/behaviour/evaluations.md) for a signed-in attendee while it is open:
// the Evaluate button opens the form inline, and once submitted the button shows Evaluated, disabled with a check.
// Inline mode: after the thanks the page stays. The session page's server loader reads the evaluation, so its HTML
// shows the state the browser keeps.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSession, viewerKey } from '../../../api-client';
import { evaluationQueryOptions } from '../../../api-client/evaluations';
import { useTranslation } from '../../../renderer';
import { Button, Icon } from '../../../ui';
import { EvaluationPanel } from './EvaluationPanel';
import { evaluationFormSharedNamespace, evaluationFormSharedStrings } from './strings';

export function SessionEvaluation({ sessionId, componentId }: { sessionId: string; componentId: string }) {
  const { t } = useTranslation(evaluationFormSharedStrings, evaluationFormSharedNamespace);
  const { user, signedIn } = useSession();
  const viewer = signedIn ? viewerKey(user) : null;
  const query = useQuery({
    ...evaluationQueryOptions(viewer ?? 'anonymous', sessionId),
    enabled: viewer !== null,
  });
  const [open, setOpen] = useState(false);
  if (open) {
    return <EvaluationPanel target={sessionId} inline componentId={componentId} returnToList={false} />;
  }
  if (query.data?.hasBeenSubmitted) {
    return (
      <Button variant="secondary" disabled>
        <Icon glyph="check" /> {t('translate.shared-evaluation-form.evaluated')}
      </Button>
    );
  }
  if (query.data?.isUnavailable) return <p className="blk-session__muted">{query.data.unavailableMessage}</p>;
  return (
    <Button variant="primary" onClick={() => setOpen(true)} disabled={!query.data}>
      {t('translate.shared-evaluation-form.evaluate')}
    </Button>
  );
}
