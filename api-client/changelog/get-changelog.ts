import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChangelogAnswer } from '../api-types';
import { apiRequest } from '../http';
import { queryKeys } from '../query-keys';

/** One accepted save: Timestamp, Editor {name, email}, Changes, Forced, DocumentId, Environment. */
export type ChangelogEntry = ChangelogAnswer[number];

/** One field change of a save: Field, Component, PreviousValue, CurrentValue. */
export type ChangelogChange = ChangelogEntry['Changes'][number];

/** GET /changelog/content?documentId=: the saves of one page layout (`{page}--{phase}`), newest first. */
export function getContentChangelog(documentId: string, signal?: AbortSignal): Promise<ChangelogEntry[]> {
  return apiRequest<ChangelogEntry[]>('/changelog/content', { query: { documentId }, signal });
}

/** GET /changelog/site-settings. */
export function getSettingsChangelog(signal?: AbortSignal): Promise<ChangelogEntry[]> {
  return apiRequest<ChangelogEntry[]>('/changelog/site-settings', { signal });
}

export function contentChangelogQueryOptions(documentId: string) {
  return queryOptions({
    queryKey: queryKeys.contentChangelog(documentId),
    queryFn: ({ signal }) => getContentChangelog(documentId, signal),
  });
}

export function settingsChangelogQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.settingsChangelog(),
    queryFn: ({ signal }) => getSettingsChangelog(signal),
  });
}

export function useContentChangelog(documentId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...contentChangelogQueryOptions(documentId), ...options });
}

export function useSettingsChangelog(options: { enabled?: boolean } = {}) {
  return useQuery({ ...settingsChangelogQueryOptions(), ...options });
}
