import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ENVIRONMENTS, migratePageLayout } from '../../schemas';
import type { ContentAllAnswer } from '../../schemas/api-types';
import { apiRequest } from '../http';
import { queryKeys } from '../query-keys';
import type { QueryHookOptions } from '../react-query-config';

/** GET /content/all/{page}: the page's layouts (every phase) in each environment, for diffs and pushes. */
export type AllEnvironmentsAnswer = ContentAllAnswer;

/** Blocks stored for an older schema version come back migrated, as getPage's do, so diffs compare like with like. */
export async function getAllEnvironments(page: string, signal?: AbortSignal): Promise<AllEnvironmentsAnswer> {
  const answer = await apiRequest<AllEnvironmentsAnswer>(`/content/all/${encodeURIComponent(page)}`, { signal });
  const migrated = { ...answer };
  for (const env of ENVIRONMENTS) if (answer[env]) migrated[env] = answer[env].map((layout) => migratePageLayout(layout));
  return migrated;
}

export function allEnvironmentsQueryOptions(page: string) {
  return queryOptions({
    queryKey: queryKeys.allEnvironments(page),
    queryFn: ({ signal }) => getAllEnvironments(page, signal),
  });
}

export function useAllEnvironments(page: string, { queryConfig }: QueryHookOptions<typeof allEnvironmentsQueryOptions> = {}) {
  return useQuery({ ...allEnvironmentsQueryOptions(page), ...queryConfig });
}

/**
 * Reads the environments now, through the cache (the answer lands under the same key): for a write that takes its
 * base hashes when the user starts it, such as a page push.
 */
export function useReadAllEnvironments(page: string): () => Promise<AllEnvironmentsAnswer> {
  const client = useQueryClient();
  return useCallback(() => client.fetchQuery({ ...allEnvironmentsQueryOptions(page), staleTime: 0 }), [client, page]);
}
