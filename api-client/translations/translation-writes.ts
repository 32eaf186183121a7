import { queryOptions, useQueries, type QueryClient } from '@tanstack/react-query';
import type { TranslationMetadataAnswer } from '../../schemas/api-types';
import { apiRequest } from '../http';
import { queryKeys } from '../query-keys';
import type { MutationHookOptions } from '../react-query-config';
import type { Environment } from '../site-env';
import { useWriteMutation } from '../use-write-mutation';

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

/** A text to overwrite, with the hash of the text it was read as (translationMetadata); null: the key was absent. */
export interface TranslationUpdate extends TranslationItem {
  originalHash: string | null;
  /** The text it was read as: the conflict dialog's "Before" when someone else changed the key too. */
  originalContent?: string;
}

export interface UpdateTranslationsInput {
  language: string;
  locale: string;
  environment: Environment;
  updates: TranslationUpdate[];
  /** Mine wins on the keys both sides changed since they were read (after the conflict dialog). */
  force?: boolean;
  /** The editor's choice per key both sides changed, by locale then key (the 409's details.fields). */
  resolutions?: Record<string, Record<string, 'mine' | 'theirs'>>;
}

export interface AddInitialTranslationsInput {
  language: string;
  locale: string;
  environment: Environment;
  translations: TranslationItem[];
}

export interface CopyTranslationsInput {
  language: string;
  targetEnvironment: Environment;
  sourceEnvironment: Environment;
  locale?: string;
  keys?: string[];
}

/**
 * PUT /translation/update/{lang}/{locale}/{env}: writes the texts (content editors), each merged three-way with what
 * others saved since the hash it was read with; 409 (details.fields) for a key both changed, nothing written.
 */
export function updateTranslations(input: UpdateTranslationsInput): Promise<TranslationWriteAnswer> {
  return apiRequest<TranslationWriteAnswer>(`/translation/update/${seg(input.language)}/${seg(input.locale)}/${seg(input.environment)}`, {
    method: 'PUT',
    body: { updates: input.updates, ...(input.force ? { force: true } : {}), ...(input.resolutions ? { resolutions: input.resolutions } : {}) },
  });
}

/** PUT /translation/addInitialTranslations: adds keys that are missing; existing texts stay. */
export function addInitialTranslations(input: AddInitialTranslationsInput): Promise<TranslationWriteAnswer> {
  return apiRequest<TranslationWriteAnswer>('/translation/addInitialTranslations', { method: 'PUT', body: input });
}

/** POST /translation/copyToEnvironment/{lang}/translation/{env}: copies a language's texts from sourceEnvironment. */
export function copyTranslationsToEnvironment(input: CopyTranslationsInput): Promise<TranslationWriteAnswer> {
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

// A write changes the texts of one language in one environment: every namespace the shell or a lazy chunk read of
// it, and the all-environments view of the language. Awaited, so a caller's next step sees the new texts.
function refreshTexts(client: QueryClient, environment: Environment, language: string, locale?: string): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.environmentTranslations(environment, locale) }),
    client.invalidateQueries({ queryKey: queryKeys.allTranslations(language, locale) }),
  ]);
}

export function useUpdateTranslations({ mutationConfig }: MutationHookOptions<typeof updateTranslations> = {}) {
  return useWriteMutation(
    updateTranslations,
    (client, _answer, input) => refreshTexts(client, input.environment, input.language, input.locale),
    mutationConfig,
  );
}

export function useAddInitialTranslations({ mutationConfig }: MutationHookOptions<typeof addInitialTranslations> = {}) {
  return useWriteMutation(
    addInitialTranslations,
    (client, _answer, input) => refreshTexts(client, input.environment, input.language, input.locale),
    mutationConfig,
  );
}

export function useCopyTranslationsToEnvironment({ mutationConfig }: MutationHookOptions<typeof copyTranslationsToEnvironment> = {}) {
  return useWriteMutation(
    copyTranslationsToEnvironment,
    (client, _answer, input) => refreshTexts(client, input.targetEnvironment, input.language, input.locale),
    mutationConfig,
  );
}

export type TranslationMetadata = TranslationMetadataAnswer;

/** GET /translation/metadata/{locale}/{namespace}?env=: each key's text hash, the base of hash-checked text saves. */
export function getTranslationMetadata(
  environment: Environment,
  locale: string,
  namespace: string,
  signal?: AbortSignal,
): Promise<TranslationMetadata> {
  return apiRequest<TranslationMetadata>(`/translation/metadata/${seg(locale)}/${seg(namespace)}`, { query: { env: environment }, signal });
}

// Always read again: a text save is only as good as the hash it carries.
export function translationMetadataQueryOptions(environment: Environment, locale: string, namespace: string) {
  return queryOptions({
    queryKey: queryKeys.translationMetadata(environment, locale, namespace),
    queryFn: ({ signal }) => getTranslationMetadata(environment, locale, namespace, signal),
    staleTime: 0,
  });
}

/** The metadata of one namespace in several locales (one query each), in the order of `locales`. */
export function useTranslationMetadata(environment: Environment, locales: readonly string[], namespace: string) {
  return useQueries({ queries: locales.map((locale) => translationMetadataQueryOptions(environment, locale, namespace)) });
}

/** The hash a key's text was read as, from its namespace's metadata; null when the key is not there. */
export function translationHashOf(metadata: TranslationMetadata | undefined, key: string): string | null {
  return metadata?.keys.find((k) => k.key === key)?.hash ?? null;
}
