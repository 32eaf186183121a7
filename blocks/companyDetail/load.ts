// The company page's server loader: prefetches the company (with its sessions and speakers) and the signed-in
// visitor's favorites under the keys the first render reads, so the HTML holds the page.
import { viewerKeyOrAnonymous } from '../../api-client';
import { companyQueryOptions } from '../../api-client/catalog';
import type { BlockLoader } from '../../renderer';
import type { CompanyDetailProps } from '../../schemas/api-types';
import { prefetchFavorites } from '../shared/favorites/load';

export const loadCompanyDetail: BlockLoader<CompanyDetailProps> = async (props, context) => {
  const id = props.companyId || context.params.id;
  if (!id) return;
  const kind = props.kind ?? 'all';
  await Promise.all([
    context.queryClient.prefetchQuery(companyQueryOptions(viewerKeyOrAnonymous(context.user), kind === 'all' ? 'company' : kind, id)),
    prefetchFavorites(context),
  ]);
};
