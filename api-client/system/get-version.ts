import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VersionAnswer } from '../../schemas/api-types';
import { apiRequest } from '../http';
import { queryKeys } from '../query-keys';
import type { QueryHookOptions } from '../react-query-config';

/** GET /version: server version and build (shown on the error page). */
export function getVersion(signal?: AbortSignal): Promise<VersionAnswer> {
  return apiRequest<VersionAnswer>('/version', { signal });
}

export function versionQueryOptions() {
  return queryOptions({ queryKey: queryKeys.version(), queryFn: ({ signal }) => getVersion(signal), staleTime: Infinity });
}

export function useVersion({ queryConfig }: QueryHookOptions<typeof versionQueryOptions> = {}) {
  return useQuery({ ...versionQueryOptions(), ...queryConfig });
}
