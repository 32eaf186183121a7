// The evaluations page's server loader: the signed-in attendee's summary under the key the first render reads,
// so the HTML lists their evaluations. Anonymous visitors have none (the page asks them to sign in).
import { viewerKey } from '../../api-client';
import { evaluationSummaryQueryOptions } from '../../api-client/evaluations';
import type { BlockLoader } from '../../renderer';
import type { EvaluationListProps } from '../../schemas/api-types';

export const loadEvaluationList: BlockLoader<EvaluationListProps> = async (_props, context) => {
  const viewer = context.signedIn ? viewerKey(context.user) : null;
  if (viewer === null) return;
  await context.queryClient.prefetchQuery(evaluationSummaryQueryOptions(viewer));
};
