import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ChangelogAnswer, ChangelogAnswerEntry } from '../../schemas/api-types';
import { apiRequest } from '../http';
import { queryKeys } from '../query-keys';
import type { QueryHookOptions } from '../react-query-config';

/** One accepted save: Timestamp, Editor {name, email}, Changes, Forced, DocumentId, Environment. */
export type ChangelogEntry = ChangelogAnswerEntry;

/** One field change of a save: Field, Component, PreviousValue, CurrentValue. */
export type ChangelogChange = ChangelogEntry['Changes'][number];

/**
 * GET /changelog/content?documentId=[&cursor=]: one page of the saves of a page layout (`{page}--{phase}`), newest
 * first; `nextCursor` reads the next (older) page, null after the oldest.
 */
export function getContentChangelog(documentId: string, cursor: string | null = null, signal?: AbortSignal): Promise<ChangelogAnswer> {
  return apiRequest<ChangelogAnswer>('/changelog/content', { query: { documentId, ...(cursor ? { cursor } : {}) }, signal });
}

/** Paged change log options: `data` is every entry read so far, newest first; fetchNextPage reads older ones. */
export function contentChangelogQueryOptions(documentId: string) {
  return infiniteQueryOptions({
    queryKey: queryKeys.contentChangelog(documentId),
    queryFn: ({ pageParam, signal }) => getContentChangelog(documentId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ChangelogAnswer) => last.nextCursor,
    select: (data) => data.pages.flatMap((page) => page.entries),
  });
}

export function useContentChangelog(documentId: string, { queryConfig }: QueryHookOptions<typeof contentChangelogQueryOptions> = {}) {
  return useInfiniteQuery({ ...contentChangelogQueryOptions(documentId), ...queryConfig });
}
