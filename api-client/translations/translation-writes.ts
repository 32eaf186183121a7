import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../http';
import { queryKeys } from '../query-keys';
import type { Environment } from '../site-env';

/** One text to write. namespace defaults on the server to the key's second segment. */
export interface TranslationItem {
  key: string;
  content: string;
  namespace?: string;
}

export interface TranslationWriteAnswer {
  changed: number;
}

export type AllTranslations = Record<Environment, Record<string, string>>;

const seg = encodeURIComponent;

/** PUT /translation/update/{lang}/{locale}/{env}: overwrites the texts (content editors). */
export function updateTranslations(
  input: { language: string; locale: string; environment: Environment; updates: TranslationItem[]; force?: boolean },
): Promise<TranslationWriteAnswer> {
  return apiRequest<TranslationWriteAnswer>(`/translation/update/${seg(input.language)}/${seg(input.locale)}/${seg(input.environment)}`, {
    method: 'PUT',
    body: { updates: input.updates, ...(input.force ? { force: true } : {}) },
  });
}

/** PUT /translation/addInitialTranslations: adds keys that are missing; existing texts stay. */
export function addInitialTranslations(
  input: { language: string; locale: string; environment: Environment; translations: TranslationItem[] },
): Promise<TranslationWriteAnswer> {
  return apiRequest<TranslationWriteAnswer>('/translation/addInitialTranslations', { method: 'PUT', body: input });
}

/** POST /translation/copyToEnvironment/{lang}/translation/{env}: copies a language's texts from sourceEnvironment. */
export function copyTranslationsToEnvironment(
  input: { language: string; targetEnvironment: Environment; sourceEnvironment: Environment; locale?: string; keys?: string[] },
): Promise<TranslationWriteAnswer> {
  const { language, targetEnvironment, ...body } = input;
  return apiRequest<TranslationWriteAnswer>(`/translation/copyToEnvironment/${seg(language)}/translation/${seg(targetEnvironment)}`, {
    method: 'POST',
    body,
  });
}

/** GET /translation/all/{lang}/{locale}: the language's texts in every environment (content editors). */
export function getAllTranslations(language: string, locale: string, signal?: AbortSignal): Promise<AllTranslations> {
  return apiRequest<AllTranslations>(`/translation/all/${seg(language)}/${seg(locale)}`, { signal });
}

export function allTranslationsQueryOptions(language: string, locale: string) {
  return queryOptions({
    queryKey: queryKeys.allTranslations(language, locale),
    queryFn: ({ signal }) => getAllTranslations(language, locale, signal),
  });
}

export function useAllTranslations(language: string, locale: string, enabled = true) {
  return useQuery({ ...allTranslationsQueryOptions(language, locale), enabled });
}
