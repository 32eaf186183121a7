import { queryOptions } from '@tanstack/react-query';
import type { AuthUser } from '../../schemas/api-types';
import { apiRequest } from '../http';
import { queryKeys } from '../query-keys';

/** GET /auth/me: the user the server sees behind the current token (401 when there is none). */
export function getCurrentUser(signal?: AbortSignal): Promise<AuthUser> {
  return apiRequest<AuthUser>('/auth/me', { signal });
}

/**
 * Token queries never go stale (docs/behaviour/calls.md, Retries): the answer belongs to one token, and the
 * query client invalidates it when the token changes (createQueryClient).
 */
export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.currentUser(),
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: Infinity,
  });
}
