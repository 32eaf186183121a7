// The session page's server loader: prefetches the session of the route's id (or code) under the key the
// component's first render reads, so the HTML holds the session and the browser hydrates without asking again.
// An unknown id leaves the query in its not-found error, which the page renders as the site's not-found state
// (and the server answers 404).
import { viewerKeyOrAnonymous } from '../../api-client';
import { catalogSessionQueryOptions } from '../../api-client/catalog';
import type { BlockLoader } from '../../renderer';
import type { SessionDetailProps } from '../../schemas/api-types';
import { prefetchFavorites } from '../shared/favorites/load';

export const loadSessionDetail: BlockLoader<SessionDetailProps> = async (_props, context) => {
  const id = context.params.id;
  if (!id) return;
  // The favorite button shows its pressed state in the HTML for signed-in visitors.
  await Promise.all([
    context.queryClient.prefetchQuery(catalogSessionQueryOptions(viewerKeyOrAnonymous(context.user), id)),
    prefetchFavorites(context),
  ]);
};
