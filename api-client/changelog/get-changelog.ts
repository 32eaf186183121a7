import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChangelogAnswer } from '../api-types';
import { apiRequest } from '../http';
import { queryKeys } from '../query-keys';
import type { QueryHookOptions } from '../react-query-config';

/** One accepted save: Timestamp, Editor {name, email}, Changes, Forced, DocumentId, Environment. */
export type ChangelogEntry = ChangelogAnswer[number];

/** One field change of a save: Field, Component, PreviousValue, CurrentValue. */
export type ChangelogChange = ChangelogEntry['Changes'][number];

/** GET /changelog/content?documentId=: the saves of one page layout (`{page}--{phase}`), newest first. */
export function getContentChangelog(documentId: string, signal?: AbortSignal): Promise<ChangelogEntry[]> {
  return apiRequest<ChangelogEntry[]>('/changelog/content', { query: { documentId }, signal });
}

export function contentChangelogQueryOptions(documentId: string) {
  return queryOptions({
    queryKey: queryKeys.contentChangelog(documentId),
    queryFn: ({ signal }) => getContentChangelog(documentId, signal),
  });
}

export function useContentChangelog(documentId: string, { queryConfig }: QueryHookOptions<typeof contentChangelogQueryOptions> = {}) {
  return useQuery({ ...contentChangelogQueryOptions(documentId), ...queryConfig });
}
