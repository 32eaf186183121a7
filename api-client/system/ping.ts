import { queryOptions } from '@tanstack/react-query';
import type { PingAnswer } from '../../schemas/api-types';
import { apiRequest } from '../http';
import { queryKeys } from '../query-keys';
import type { Environment } from '../site-env';

/** docs/behaviour/errors-and-limits.md, Connectivity, shown when /ping fails. */
export const PING_FAILURE_MESSAGE =
  "Uh oh, looks like there may be an issue with your connection. Please make sure you're connected to the network for full access.";

/** docs/behaviour/errors-and-limits.md, Connectivity, shown with the failure message outside production. */
export const PING_RESTRICTED_IP_MESSAGE =
  'Your IP address may be restricted from accessing this website and you may be seeing a cached version.';

/** The messages to show when /ping fails, in order. */
export function connectionMessages(environment: Environment): string[] {
  return environment === 'prod' ? [PING_FAILURE_MESSAGE] : [PING_FAILURE_MESSAGE, PING_RESTRICTED_IP_MESSAGE];
}

/** GET /ping: the connectivity check. */
export function getPing(signal?: AbortSignal): Promise<PingAnswer> {
  return apiRequest<PingAnswer>('/ping', { signal });
}

/** The same fetcher under its short name, part of the api-client surface. */
export const ping = getPing;

/** Never retried (docs/behaviour/calls.md, Retries): one failed probe is the answer. */
export function pingQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.ping(),
    queryFn: ({ signal }) => getPing(signal),
    retry: false,
    staleTime: 0,
  });
}
