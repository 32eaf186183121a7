import { useQueries } from '@tanstack/react-query';
import type { Environment } from '../site-env';
import { translationsQueryOptions } from './get-translations';

/**
 * One namespace's texts in several locales (one query each, the same the shell reads), in the order of `locales`.
 * Its own module (editors' Translations panel only), so useQueries stays out of the attendee bundle.
 */
export function useTranslationsOf(locales: readonly string[], namespace: string, env?: Environment) {
  return useQueries({ queries: locales.map((locale) => translationsQueryOptions(locale, namespace, env)) });
}
