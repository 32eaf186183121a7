import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';
import { getSession } from './session-store';

/**
 * The token/user as a query, for code that composes queries (`enabled: signedIn`, dependent keys).
 * Token queries never go stale (docs/behaviour/calls.md, Retries): the answer changes only when the session store
 * does, and createQueryClient() writes it into the cache on every change.
 */
export function sessionQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.session(),
    queryFn: () => getSession(),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
