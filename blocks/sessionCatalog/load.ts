// The catalog's server loader: prefetches the page of sessions and the facet counts for the request URL's catalog
// state, with the same params and query keys the component's first render reads (catalog-state.ts), so the HTML
// holds the results and the browser hydrates without asking again. Signed-in visitors' keys name their id
// (catalogViewer), as the browser's do; the server's request carries their token, so the answers are theirs.
import { facetsQueryOptions, preferencesQueryOptions, sessionsQueryOptions } from '../../api-client/catalog';
import type { BlockLoader } from '../../renderer';
import type { SessionCatalogProps } from '../../schemas';
import { prefetchFavorites } from '../shared/favorites/load';
import { catalogViewer, facetParams, queryParams, readCatalogParams } from './catalog-state';

export const loadSessionCatalog: BlockLoader<SessionCatalogProps> = async (props, context) => {
  const viewer = catalogViewer(context.user);
  const params = queryParams(readCatalogParams(context.search), context.user !== null);
  await Promise.all([
    context.queryClient.prefetchQuery(sessionsQueryOptions(viewer, params)),
    // The tiles' favorite buttons show the signed-in visitor's favorites in the HTML already.
    prefetchFavorites(context),
    // A signed-in user's remembered view and page size (use-catalog-prefs.ts): the HTML shows their view.
    context.signedIn ? context.queryClient.prefetchQuery(preferencesQueryOptions(viewer)) : undefined,
    props.showRefiners === false
      ? undefined
      : context.queryClient.prefetchQuery(facetsQueryOptions(viewer, facetParams(params))),
  ]);
};
