import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChromeAnswer } from '../../schemas/api-types';
import { apiRequest } from '../http';
import { queryKeys } from '../query-keys';
import type { QueryHookOptions } from '../react-query-config';

/** GET /chrome/{language}: the site header and footer and what they include (docs/behaviour/calls.md, Retries). */
export function getChrome(language: string, signal?: AbortSignal): Promise<ChromeAnswer> {
  return apiRequest<ChromeAnswer>(`/chrome/${encodeURIComponent(language)}`, { signal });
}

export function chromeQueryOptions(language: string) {
  return queryOptions({
    queryKey: queryKeys.chrome(language),
    queryFn: ({ signal }) => getChrome(language, signal),
    staleTime: 10 * 60_000,
  });
}

/** The chrome of one language: the shell's footer renders its links (footerLinks). */
export function useChrome(language: string, { queryConfig }: QueryHookOptions<typeof chromeQueryOptions> = {}) {
  return useQuery({ ...chromeQueryOptions(language), ...queryConfig });
}
