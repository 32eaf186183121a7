import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../http';
import { queryKeys } from '../query-keys';
import type { QueryHookOptions } from '../react-query-config';
import { getSiteEnvironment, type Environment } from '../site-env';
import { staticPaths, withStaticFallback, type Fetched } from '../static-fallback';
import type { PageDocument } from './types';

export interface PageParams {
  page: string;
  phase: string;
  /** Defaults to the site's environment (`<meta name="site-env">`). */
  env?: Environment;
}

/** The API path of one page layout: `/content/{page}--{phase}`. */
export function pagePath(page: string, phase: string): string {
  return `/content/${encodeURIComponent(page)}--${encodeURIComponent(phase)}`;
}

/**
 * GET /content/{page}--{phase}?env=; the static copy when the API is unavailable. Both hold current props only: the
 * server migrates blocks stored for an older schema version on every read (server/content/content-store.ts), the
 * static copies included, so the page's code carries no migrations (1 kB gzip on every page).
 */
export async function getPage(params: PageParams, signal?: AbortSignal): Promise<Fetched<PageDocument>> {
  const env = params.env ?? getSiteEnvironment();
  return withStaticFallback(
    () => apiRequest<PageDocument>(pagePath(params.page, params.phase), { query: { env }, signal }),
    staticPaths.content(env, params.page, params.phase),
    signal,
  );
}

export function pageQueryOptions(params: PageParams) {
  const env = params.env ?? getSiteEnvironment();
  return queryOptions({
    queryKey: queryKeys.page(env, params.page, params.phase),
    queryFn: ({ signal }) => getPage({ ...params, env }, signal),
  });
}

export function usePage(params: PageParams, { queryConfig }: QueryHookOptions<typeof pageQueryOptions> = {}) {
  return useQuery({ ...pageQueryOptions(params), ...queryConfig });
}
