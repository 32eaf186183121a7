import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TranslationMap } from '../../schemas/api-types';
import { apiRequest } from '../http';
import { queryKeys } from '../query-keys';
import type { QueryHookOptions } from '../react-query-config';
import { getSiteEnvironment, type Environment } from '../site-env';
import { staticPaths, withStaticFallback, type Fetched } from '../static-fallback';

/** Key (`translate.…`) to text. */
export type Translations = TranslationMap;

/** GET /translation/{locale}/{namespace} (token sent when signed in); the static copy when the API is unavailable. */
export function getTranslations(
  locale: string,
  namespace: string,
  env: Environment = getSiteEnvironment(),
  signal?: AbortSignal,
): Promise<Fetched<Translations>> {
  return withStaticFallback(
    () =>
      apiRequest<Translations>(`/translation/${encodeURIComponent(locale)}/${encodeURIComponent(namespace)}`, {
        signal,
      }),
    staticPaths.translations(env, locale, namespace),
    signal,
  );
}

export function translationsQueryOptions(locale: string, namespace: string, env: Environment = getSiteEnvironment()) {
  return queryOptions({
    queryKey: queryKeys.translations(env, locale, namespace),
    queryFn: ({ signal }) => getTranslations(locale, namespace, env, signal),
  });
}

export function useTranslations(
  locale: string,
  namespace: string,
  env?: Environment,
  { queryConfig }: QueryHookOptions<typeof translationsQueryOptions> = {},
) {
  return useQuery({ ...translationsQueryOptions(locale, namespace, env), ...queryConfig });
}
