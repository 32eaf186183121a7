// The session page's server loader: prefetches the session of the route's id (or code) under the key the
// component's first render reads, so the HTML holds the session and the browser hydrates without asking again.
// An unknown id leaves the query in its not-found error, which the page renders as the site's not-found state
// (and the server answers 404). A signed-in visitor's evaluation of it comes too: without it the HTML showed a
// waiting Evaluate button that the browser then replaced (an "evaluated" button, or the closed note one line lower).
import { viewerKeyOrAnonymous } from '../../api-client';
import { catalogSessionQueryOptions } from '../../api-client/catalog';
import { evaluationQueryOptions } from '../../api-client/evaluations';
import type { BlockLoader } from '../../renderer';
import type { SessionDetailProps } from '../../schemas/api-types';
import { prefetchFavorites } from '../shared/favorites/load';

export const loadSessionDetail: BlockLoader<SessionDetailProps> = async (_props, context) => {
  const id = context.params.id;
  if (!id) return;
  // The favorite button shows its pressed state in the HTML for signed-in visitors.
  const viewer = viewerKeyOrAnonymous(context.user);
  await Promise.all([
    context.queryClient.prefetchQuery(catalogSessionQueryOptions(viewer, id)).then(async () => {
      const session = context.queryClient.getQueryData(catalogSessionQueryOptions(viewer, id).queryKey)?.session;
      // Roundtables have no evaluation (session-state.ts evaluationState).
      if (!context.signedIn || !session || session.sessionType.logicalValue === 'roundtable') return;
      await context.queryClient.prefetchQuery(evaluationQueryOptions(viewer, session.sessionId));
    }),
    prefetchFavorites(context),
  ]);
};
