import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChangelogVersionAnswer, RestoreVersionBody, SaveComponentAnswer, SavePageAnswer } from '../../schemas/api-types';
import { storeWrittenLayout } from '../content/layout-cache';
import { apiRequest } from '../http';
import type { MutationHookOptions } from '../react-query-config';
import type { Environment } from '../site-env';
import { useWriteMutation } from '../use-write-mutation';

/** Names one change-log entry of a page layout (`{page}--{phase}`) in one environment. */
export interface VersionRef {
  environment: Environment;
  documentId: string;
  /** The entry's Id. */
  entry: string;
}

/** GET /changelog/content/version: the layout as the entry's save left it (its blocks, in order). */
export function getContentVersion({ environment, documentId, entry }: VersionRef, signal?: AbortSignal): Promise<ChangelogVersionAnswer> {
  return apiRequest<ChangelogVersionAnswer>('/changelog/content/version', { query: { documentId, env: environment, entry }, signal });
}

/** A version never changes once written: read once per entry. */
export function contentVersionQueryOptions(ref: VersionRef) {
  return queryOptions({
    queryKey: ['changelog', 'content', ref.documentId, 'version', ref.environment, ref.entry] as const,
    queryFn: ({ signal }) => getContentVersion(ref, signal),
    staleTime: Infinity,
  });
}

export function useContentVersion(ref: VersionRef | null) {
  return useQuery({
    ...contentVersionQueryOptions(ref ?? { environment: 'cont', documentId: '', entry: '' }),
    enabled: ref !== null,
  });
}

/** What a restore sends besides the entry: the base the editor read, and the merge dialog's answers. */
export type RestoreInput = VersionRef & Omit<RestoreVersionBody, 'env' | 'documentId' | 'entry'>;

function restoreBody({ environment, ...rest }: RestoreInput): RestoreVersionBody {
  return { env: environment, ...rest };
}

function written({ environment, documentId }: RestoreInput) {
  const at = documentId.lastIndexOf('--');
  return { environment, page: documentId.slice(0, at), phase: documentId.slice(at + 2) };
}

/** POST /changelog/content/restore-block: a block's props as the entry left them, saved again (merged, 409 on a field both changed). */
export function restoreBlockVersion(input: RestoreInput, signal?: AbortSignal): Promise<SaveComponentAnswer> {
  return apiRequest<SaveComponentAnswer>('/changelog/content/restore-block', { method: 'POST', body: restoreBody(input), signal });
}

/** POST /changelog/content/restore-page: the whole layout as the entry left it, saved again. */
export function restorePageVersion(input: RestoreInput, signal?: AbortSignal): Promise<SavePageAnswer> {
  return apiRequest<SavePageAnswer>('/changelog/content/restore-page', { method: 'POST', body: restoreBody(input), signal });
}

/** Restores are content writes: the stored layout goes into its page query and the change log is read again. */
export function useRestoreBlockVersion({ mutationConfig }: MutationHookOptions<typeof restoreBlockVersion> = {}) {
  return useWriteMutation(restoreBlockVersion, (client, result, input) => storeWrittenLayout(client, written(input), result.layout), mutationConfig);
}

export function useRestorePageVersion({ mutationConfig }: MutationHookOptions<typeof restorePageVersion> = {}) {
  return useWriteMutation(restorePageVersion, (client, result, input) => storeWrittenLayout(client, written(input), result.layout), mutationConfig);
}
