/**
 * Every query key of the client in one place, so invalidation after a write names the same arrays
 * the reads used. Keys are plain tuples of strings: stable across renders and serialisable.
 */
import type { Environment } from './site-env';

export const queryKeys = {
  session: () => ['auth', 'session'] as const,
  currentUser: () => ['auth', 'me'] as const,
  ping: () => ['system', 'ping'] as const,
  version: () => ['system', 'version'] as const,
  chrome: (language: string) => ['system', 'chrome', language] as const,
  allSettings: () => ['settings'] as const,
  settings: (env: Environment) => ['settings', env] as const,
  content: () => ['content'] as const,
  page: (env: Environment, page: string, phase: string) => ['content', 'page', env, page, phase] as const,
  allEnvironments: (page: string) => ['content', 'all', page] as const,
  translations: (env: Environment, locale: string, namespace: string) =>
    ['translations', env, locale, namespace] as const,
  /** GET /translation/metadata/{locale}/{namespace}?env=: each key's hash (under the texts' key, so text writes refresh it). */
  translationMetadata: (env: Environment, locale: string, namespace: string) =>
    ['translations', env, locale, namespace, 'metadata'] as const,
  /** Every namespace of one locale (with locale) or every locale (without) of an environment's texts. */
  environmentTranslations: (env: Environment, locale?: string) =>
    locale === undefined ? (['translations', env] as const) : (['translations', env, locale] as const),
  /** GET /translation/all/{lang}/{locale}: one language's texts in cont, uat and prod (editors). */
  allTranslations: (language: string, locale?: string) =>
    locale === undefined ? (['translation-all', language] as const) : (['translation-all', language, locale] as const),
  changelog: () => ['changelog'] as const,
  contentChangelog: (documentId: string) => ['changelog', 'content', documentId] as const,
  settingsChangelog: () => ['changelog', 'site-settings'] as const,
  siteEditor: () => ['siteeditor'] as const,
  siteEditorSettings: () => ['siteeditor', 'current'] as const,
  allSiteEditorSettings: () => ['siteeditor', 'all'] as const,
  /**
   * The catalog (api-client/catalog): its answers depend on the viewer (scopes, sign-in), so each key names the
   * viewer ('anonymous' or the user's id) before the query.
   */
  catalog: () => ['catalog'] as const,
  catalogList: (resource: string, viewer: string, query: string) => ['catalog', resource, viewer, query] as const,
  catalogItem: (resource: string, viewer: string, id: string) => ['catalog', resource, viewer, 'id', id] as const,
  favorites: (viewer: string) => ['favorites', viewer] as const,
  /** GET /preferences: the signed-in user's remembered choices (api-client/catalog/preferences.ts). */
  preferences: (viewer: string) => ['preferences', viewer] as const,
  /** Meetings, appointments, messages and counts (api-client/meetings): everything one user's live event refreshes. */
  meetings: () => ['meetings'] as const,
} as const;
