/**
 * The one mapping from a failure to the words a page shows: blocks, the shell, the
 * editor and the site tools all read an error through `useErrorText()`, never through `error.message`.
 *
 * The API answers a refusal with a code that is a translation key (`translate.base.error.…`, schemas/api/
 * error-codes.json) and the parameters of its message (`details`); the client's own failures carry the codes of
 * api-client/api-error.ts (network, http, bad-response; a 429 has the server's too-many-requests code). The code is
 * translated in the visitor's language, with the details as `{{placeholders}}`.
 *
 * English: the server's codes bring their English message with them (the answer's `message`), so the code table's
 * English texts need not travel with every page; only the client's codes and the generic text have defaults here.
 * Other languages: a code with no text in the visitor's language shows the translated generic message, never the
 * server's English.
 */
import { useCallback } from 'react';
import { CLIENT_ERROR_CODES } from '../../api-client';
import { defaultNamespaceOf, type I18n } from './i18n';
import { useTranslation } from './react';

/** The namespace of the API's error codes (their second segment: `translate.base.error.…`). */
export const errorNamespace = 'base';

/** The text of a failure that has no code, or whose code has no text in the visitor's language. */
export const GENERIC_ERROR_KEY = 'translate.base.error.generic';

/** English defaults of the keys the client adds to the API's codes (namespace `base`; texts from the API win). */
export const errorTextStrings = {
  [GENERIC_ERROR_KEY]: 'Something went wrong. Please try again.',
  'translate.base.error.network': 'The connection failed. Check that you are online, then try again.',
  'translate.base.error.http': 'The server could not answer. Please try again.',
  'translate.base.error.bad-response': 'The server sent an answer that could not be read. Please try again.',
} as const;

/** The client's codes (api-client/api-error.ts) as keys; the 429's code is already the server's. */
const CLIENT_KEYS: Readonly<Record<string, string>> = {
  [CLIENT_ERROR_CODES.network]: 'translate.base.error.network',
  [CLIENT_ERROR_CODES.http]: 'translate.base.error.http',
  [CLIENT_ERROR_CODES.badResponse]: 'translate.base.error.bad-response',
};

const TRANSLATION_KEY = /^translate\.[A-Za-z0-9-]+\.[A-Za-z0-9.\-_]+$/;

/** The translation key a failure names: the API's code, a client code's key, a refusal's own key; else null. */
export function errorKeyOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') return null;
  const client = CLIENT_KEYS[code];
  if (client) return client;
  return TRANSLATION_KEY.test(code) ? code : null;
}

/** The failure's parameters (the API's `details`, a refusal's `params`) when they are an object of named values. */
function paramsOf(error: unknown): Record<string, unknown> {
  if (typeof error !== 'object' || error === null) return {};
  const { details, params } = error as { details?: unknown; params?: unknown };
  const named = (value: unknown) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
  return { ...named(params), ...named(details) };
}

function messageOf(error: unknown): string {
  const message = typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message.trim() : '';
}

const isEnglish = (language: string) => language === 'en' || language.startsWith('en-');

/**
 * The text a page shows for `error` in the instance's language. Exported for tests and for code that is not a
 * component; components use `useErrorText()`, which also reads the `base` namespace's texts from the API.
 */
export function errorText(i18n: I18n, error: unknown): string {
  const language = i18n.language;
  const key = errorKeyOf(error);
  if (key) {
    // A key of the API's namespace is looked up where the feature's own keys live too (the editor's refusals,
    // `translate.editor.…`, and the shell's namespace, which holds the editor's texts).
    const own = key.split('.')[1] ?? errorNamespace;
    const ns = [...new Set([own, errorNamespace, defaultNamespaceOf(i18n)])];
    const params = paramsOf(error);
    const count = typeof params.count === 'number' ? { count: params.count } : {};
    // Only the visitor's language counts for the API's codes: English there would be the server's words. A client
    // feature's own keys fall back to their English defaults as every other text does.
    const lngs = own === errorNamespace ? [language] : [language, 'en'];
    if (i18n.exists(key, { ns, lngs, ...count })) return String(i18n.t(key, { ns, lng: language, replace: params, ...count }));
    const message = messageOf(error);
    if (isEnglish(language) && message) return message;
  }
  return String(i18n.t(GENERIC_ERROR_KEY, { ns: errorNamespace, lng: language }));
}

/**
 * The one mapping of failures to text: answers `(error) => text` in the visitor's language (see `errorText`).
 * Registers the English defaults and reads the `base` namespace's texts from the API.
 */
export function useErrorText(): (error: unknown) => string {
  const { i18n, t } = useTranslation(errorTextStrings, errorNamespace);
  // `t` changes with the language and with texts that arrive: the mapping follows.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback((error: unknown) => errorText(i18n, error), [i18n, t]);
}
