// The evaluationForm block (/evaluations/{id} and /evaluations/conference): the evaluation of the route's session,
// or the conference evaluation, for the signed-in attendee. The server loader prefetches the form.
import { useParams } from 'react-router';
import { useTranslation, type BlockComponentProps } from '../../renderer';
import type { EvaluationFormProps } from '../../schemas/api-types';
import { EvaluationPanel } from '../shared/evaluation-form/EvaluationPanel';
import { useOnSite } from '../shared/on-site';
import { evaluationFormNamespace, evaluationFormStrings } from './strings';

export default function EvaluationFormBlock(block: BlockComponentProps<EvaluationFormProps>) {
  const { t } = useTranslation(evaluationFormStrings, evaluationFormNamespace);
  // Outside the site (a schema example, a story: no API client or router) there is no attendee to show.
  const onSite = useOnSite();
  if (!onSite) return <p className="blk-evalform__note">{t('translate.evaluationForm.off-site')}</p>;
  return <RouteEvaluation {...block} />;
}

function RouteEvaluation({ props, componentId }: BlockComponentProps<EvaluationFormProps>) {
  const { t } = useTranslation(evaluationFormStrings, evaluationFormNamespace);
  const params = useParams();
  const target = props.target === 'conference' ? 'conference' : (params.id ?? 'conference');
  return (
    <section className="ui-page ui-sections blk-evalform" aria-label={t('translate.evaluationForm.label')}>
      <EvaluationPanel
        target={target}
        componentId={componentId}
        thanksText={props.thanksText}
        returnToList={props.returnToList ?? true}
      />
    </section>
  );
}
