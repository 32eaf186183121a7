// The catalog's server loader: prefetches the page of sessions and the facet counts for the request URL's catalog
// state, with the same params and query keys the component's first render reads (catalog-state.ts), so the HTML
// holds the results and the browser hydrates without asking again.
import { facetsQueryOptions, sessionsQueryOptions } from '../../api-client/catalog';
import type { BlockLoader } from '../../renderer';
import type { SessionCatalogProps } from '../../schemas';
import { catalogViewer, facetParams, readCatalogParams } from './catalog-state';

export const loadSessionCatalog: BlockLoader<SessionCatalogProps> = async (props, context) => {
  // Signed-in visitors' keys name their user id, which the load context does not carry: the browser loads theirs.
  if (context.signedIn) return;
  const viewer = catalogViewer(null);
  const params = readCatalogParams(context.search);
  await Promise.all([
    context.queryClient.prefetchQuery(sessionsQueryOptions(viewer, params)),
    props.showRefiners === false ? undefined : context.queryClient.prefetchQuery(facetsQueryOptions(viewer, facetParams(params))),
  ]);
};
