import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChangelogAnswer } from '../api-types';
import { apiRequest } from '../http';
import { queryKeys } from '../query-keys';
import type { QueryHookOptions } from '../react-query-config';
import type { Environment } from '../site-env';

/** GET /changelog/site-settings?env=: the settings saves of one environment, newest first. */
export function getEnvironmentSettingsChangelog(env: Environment, signal?: AbortSignal): Promise<ChangelogAnswer> {
  return apiRequest<ChangelogAnswer>('/changelog/site-settings', { query: { env }, signal });
}

// Under settingsChangelog(), so the invalidation after every settings write refreshes it too.
export function environmentSettingsChangelogQueryOptions(env: Environment) {
  return queryOptions({
    queryKey: [...queryKeys.settingsChangelog(), env] as const,
    queryFn: ({ signal }) => getEnvironmentSettingsChangelog(env, signal),
    staleTime: 0,
  });
}

export function useEnvironmentSettingsChangelog(
  env: Environment,
  { queryConfig }: QueryHookOptions<typeof environmentSettingsChangelogQueryOptions> = {},
) {
  return useQuery({ ...environmentSettingsChangelogQueryOptions(env), ...queryConfig });
}
