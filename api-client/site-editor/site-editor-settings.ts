import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { EMPTY_SETTINGS_HASH } from '../../schemas';
import type {
  SiteEditorAllAnswer, SiteEditorAnswer, SiteEditorBody, SiteEditorSaveAnswer, SiteEditorSettingBody,
} from '../../schemas/api-types';
import { apiRequest } from '../http';
import { queryKeys } from '../query-keys';
import type { MutationHookOptions, QueryHookOptions } from '../react-query-config';
import type { Environment } from '../site-env';
import { useWriteMutation } from '../use-write-mutation';

/** What a settings write sends as the hash it read where an environment has no settings document yet. */
export { EMPTY_SETTINGS_HASH };

/** One environment's settings document as the site editor reads it, with the hash to save against. */
export type StoredSiteSettings = SiteEditorAnswer;
export type AllSiteEditorSettings = SiteEditorAllAnswer;
export type SaveSettingsResult = SiteEditorSaveAnswer;

/**
 * Top-level settings to replace (the others are kept) in `environment` (default: the site's), with
 * the hash they were read with; a moved hash answers 409 translate.base.error.site-settings.conflict.
 */
export type SaveSiteEditorSettingsInput = SiteEditorBody;

/** The whole document of `environment` (e.g. pushed from another one). */
export type SaveEnvironmentSettingsInput = SiteEditorSettingBody & { environment: Environment };

/** GET /siteeditor[?env=]: one environment's settings (site editor scope). */
export function getSiteEditorSettings(env?: Environment, signal?: AbortSignal): Promise<StoredSiteSettings> {
  return apiRequest<StoredSiteSettings>('/siteeditor', { query: { env }, signal });
}

/** GET /siteeditor/all: the settings of every environment (null where none), for comparing and pushing. */
export function getAllSiteEditorSettings(signal?: AbortSignal): Promise<AllSiteEditorSettings> {
  return apiRequest<AllSiteEditorSettings>('/siteeditor/all', { signal });
}

/** POST /siteeditor: saves changed top-level settings. */
export function saveSiteEditorSettings(input: SaveSiteEditorSettingsInput, signal?: AbortSignal): Promise<SaveSettingsResult> {
  return apiRequest<SaveSettingsResult>('/siteeditor', { method: 'POST', body: input, signal });
}

/** POST /siteeditor/setting/{env}: replaces one environment's settings. */
export function saveEnvironmentSettings(input: SaveEnvironmentSettingsInput, signal?: AbortSignal): Promise<SaveSettingsResult> {
  const { environment, ...body } = input;
  return apiRequest<SaveSettingsResult>(`/siteeditor/setting/${encodeURIComponent(environment)}`, {
    method: 'POST',
    body,
    signal,
  });
}

// Editors save against the hash they read, so these are always re-read rather than served stale.
export function siteEditorSettingsQueryOptions(env?: Environment) {
  return queryOptions({
    queryKey: [...queryKeys.siteEditorSettings(), env ?? 'site'] as const,
    queryFn: ({ signal }) => getSiteEditorSettings(env, signal),
    staleTime: 0,
  });
}

export function allSiteEditorSettingsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.allSiteEditorSettings(),
    queryFn: ({ signal }) => getAllSiteEditorSettings(signal),
    staleTime: 0,
  });
}

export function useSiteEditorSettings(env?: Environment, { queryConfig }: QueryHookOptions<typeof siteEditorSettingsQueryOptions> = {}) {
  return useQuery({ ...siteEditorSettingsQueryOptions(env), ...queryConfig });
}

export function useAllSiteEditorSettings({ queryConfig }: QueryHookOptions<typeof allSiteEditorSettingsQueryOptions> = {}) {
  return useQuery({ ...allSiteEditorSettingsQueryOptions(), ...queryConfig });
}

// A settings write changes what every reader of settings sees, and adds a changelog entry.
export function invalidateSettings(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: queryKeys.siteEditor() });
  void client.invalidateQueries({ queryKey: queryKeys.allSettings() });
  void client.invalidateQueries({ queryKey: queryKeys.settingsChangelog() });
}

export function useSaveSiteEditorSettings({ mutationConfig }: MutationHookOptions<typeof saveSiteEditorSettings> = {}) {
  return useWriteMutation(saveSiteEditorSettings, (client) => invalidateSettings(client), mutationConfig);
}

export function useSaveEnvironmentSettings({ mutationConfig }: MutationHookOptions<typeof saveEnvironmentSettings> = {}) {
  return useWriteMutation(saveEnvironmentSettings, (client) => invalidateSettings(client), mutationConfig);
}
