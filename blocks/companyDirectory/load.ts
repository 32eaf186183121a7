// The company directory's server loader: prefetches the page of companies for the request URL's state (and the
// signed-in visitor's favorites) under the keys the first render reads (directory-state.ts), so the HTML holds the
// cards.
import { viewerKeyOrAnonymous } from '../../api-client';
import { companiesQueryOptions } from '../../api-client/catalog';
import type { BlockLoader } from '../../renderer';
import type { CompanyDirectoryProps } from '../../schemas/api-types';
import { companyQuery, readDirectoryState } from '../shared/directory/directory-state';
import { prefetchFavorites } from '../shared/favorites/load';

export const loadCompanyDirectory: BlockLoader<CompanyDirectoryProps> = async (props, context) => {
  const query = companyQuery(props.kind ?? 'all', readDirectoryState(context.search));
  await Promise.all([
    context.queryClient.prefetchQuery(companiesQueryOptions(viewerKeyOrAnonymous(context.user), query.kind, query.params)),
    prefetchFavorites(context),
  ]);
};
