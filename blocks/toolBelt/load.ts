// The tool belt's server loader: a signed-in visitor's figures under the keys the first render reads, so the
// badges are in the HTML instead of appearing after hydration. Anonymous visitors never see the block.
import { viewerKey } from '../../api-client';
import { evaluationCountsQueryOptions } from '../../api-client/evaluations';
import { countsQueryOptions } from '../../api-client/meetings';
import { profileCompletionQueryOptions } from '../../api-client/profile';
import type { BlockLoader } from '../../renderer';
import type { ToolBeltProps } from '../../schemas/api-types';

export const loadToolBelt: BlockLoader<ToolBeltProps> = async (props, context) => {
  const viewer = context.signedIn ? viewerKey(context.user) : null;
  if (viewer === null) return;
  const tools = new Set((props.links ?? []).filter((l) => l.showCount !== false).map((l) => l.tool));
  const q = context.queryClient;
  await Promise.all([
    tools.has('evaluations') ? q.prefetchQuery(evaluationCountsQueryOptions(viewer)) : null,
    tools.has('meetings') ? q.prefetchQuery(countsQueryOptions(viewer, 'invites')) : null,
    tools.has('messages') ? q.prefetchQuery(countsQueryOptions(viewer, 'messages')) : null,
    tools.has('profile') ? q.prefetchQuery(profileCompletionQueryOptions(viewer)) : null,
  ]);
};
