import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SettingsAnswer, SiteSettings } from '../../schemas/api-types';
import { apiRequest } from '../http';
import { queryKeys } from '../query-keys';
import type { QueryHookOptions } from '../react-query-config';
import { getSiteEnvironment, type Environment } from '../site-env';
import { staticPaths, withStaticFallback, type Fetched } from '../static-fallback';

/**
 * The public front-end settings plus what the server resolved: environment, currentPhaseId (docs/behaviour/README.md
 * section 4; '' when no phases), hash, and features.
 */
export type PublicSettings = SiteSettings & SettingsAnswer;

/**
 * GET /settings: the public front-end settings of the site's environment (a public path: no token).
 * The static copy for `env` when the API is unavailable.
 */
export function getSettings(env: Environment = getSiteEnvironment(), signal?: AbortSignal): Promise<Fetched<PublicSettings>> {
  return withStaticFallback(
    () => apiRequest<PublicSettings>('/settings', { signal }),
    staticPaths.settings(env),
    signal,
  );
}

export function settingsQueryOptions(env: Environment = getSiteEnvironment()) {
  return queryOptions({
    queryKey: queryKeys.settings(env),
    queryFn: ({ signal }) => getSettings(env, signal),
  });
}

export function useSettings(env?: Environment, { queryConfig }: QueryHookOptions<typeof settingsQueryOptions> = {}) {
  return useQuery({ ...settingsQueryOptions(env), ...queryConfig });
}
