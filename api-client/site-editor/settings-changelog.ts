import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ChangelogAnswer } from '../../schemas/api-types';
import { apiRequest } from '../http';
import { queryKeys } from '../query-keys';
import type { QueryHookOptions } from '../react-query-config';
import type { Environment } from '../site-env';

/** GET /changelog/site-settings?env=[&cursor=]: one page of the settings saves of one environment, newest first. */
export function getEnvironmentSettingsChangelog(env: Environment, cursor: string | null = null, signal?: AbortSignal): Promise<ChangelogAnswer> {
  return apiRequest<ChangelogAnswer>('/changelog/site-settings', { query: { env, ...(cursor ? { cursor } : {}) }, signal });
}

// Under settingsChangelog(), so the invalidation after every settings write refreshes it too. `data` is every entry
// read so far, newest first; fetchNextPage reads older ones.
export function environmentSettingsChangelogQueryOptions(env: Environment) {
  return infiniteQueryOptions({
    queryKey: [...queryKeys.settingsChangelog(), env] as const,
    queryFn: ({ pageParam, signal }) => getEnvironmentSettingsChangelog(env, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ChangelogAnswer) => last.nextCursor,
    select: (data) => data.pages.flatMap((page) => page.entries),
    staleTime: 0,
  });
}

export function useEnvironmentSettingsChangelog(
  env: Environment,
  { queryConfig }: QueryHookOptions<typeof environmentSettingsChangelogQueryOptions> = {},
) {
  return useInfiniteQuery({ ...environmentSettingsChangelogQueryOptions(env), ...queryConfig });
}
