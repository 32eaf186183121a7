// The evaluation page's server loader: the form of the route's session (or the conference evaluation) under the
// key the first render reads, so the HTML holds the questions. Anonymous visitors are asked to sign in instead.
import { viewerKey } from '../../api-client';
import { evaluationQueryOptions } from '../../api-client/evaluations';
import type { BlockLoader } from '../../renderer';
import type { EvaluationFormProps } from '../../schemas/api-types';

export const loadEvaluationForm: BlockLoader<EvaluationFormProps> = async (props, context) => {
  const viewer = context.signedIn ? viewerKey(context.user) : null;
  const target = props.target === 'conference' ? 'conference' : context.params.id;
  if (viewer === null || !target) return;
  await context.queryClient.prefetchQuery(evaluationQueryOptions(viewer, target));
};
