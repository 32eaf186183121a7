// The catalog's server loader: prefetches the page of sessions and the facet counts for the request URL's catalog
// state, with the same params and query keys the component's first render reads (catalog-state.ts), so the HTML
// holds the results and the browser hydrates without asking again. Signed-in visitors' keys name their id
// (viewerKeyOrAnonymous), as the browser's do; the server's request carries their token, so the answers are theirs.
import { viewerKeyOrAnonymous } from '../../api-client';
import { facetsQueryOptions, preferencesQueryOptions, sessionsQueryOptions } from '../../api-client/catalog';
import type { BlockLoader } from '../../renderer';
import type { SessionCatalogProps } from '../../schemas/api-types';
import { prefetchFavorites } from '../shared/favorites/load';
import { facetParams, queryParams, readCatalogParams, withRememberedSize } from './catalog-state';

export const loadSessionCatalog: BlockLoader<SessionCatalogProps> = async (props, context) => {
  const viewer = viewerKeyOrAnonymous(context.user);
  // A signed-in user's remembered view and page size (use-catalog-prefs.ts): the HTML shows their view and holds
  // as many sessions as they chose last time, in any browser. A failed read renders the defaults.
  const prefs = context.signedIn ? await context.queryClient.fetchQuery(preferencesQueryOptions(viewer)).catch(() => null) : null;
  const remembered = typeof prefs?.catalogPageSize === 'number' ? prefs.catalogPageSize : null;
  const url = withRememberedSize(readCatalogParams(context.search), remembered, props.showPageSize !== false);
  const params = queryParams(url, context.user !== null);
  await Promise.all([
    context.queryClient.prefetchQuery(sessionsQueryOptions(viewer, params)),
    // The tiles' favorite buttons show the signed-in visitor's favorites in the HTML already.
    prefetchFavorites(context),
    props.showRefiners === false
      ? undefined
      : context.queryClient.prefetchQuery(facetsQueryOptions(viewer, facetParams(params))),
  ]);
};
