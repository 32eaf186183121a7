import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentAllAnswer } from '../api-types';
import { apiRequest } from '../http';
import { queryKeys } from '../query-keys';

/** GET /content/all/{page}: the page's layouts (every phase) in each environment, for diffs and pushes. */
export type AllEnvironmentsAnswer = ContentAllAnswer;

export function getAllEnvironments(page: string, signal?: AbortSignal): Promise<AllEnvironmentsAnswer> {
  return apiRequest<AllEnvironmentsAnswer>(`/content/all/${encodeURIComponent(page)}`, { signal });
}

export function allEnvironmentsQueryOptions(page: string) {
  return queryOptions({
    queryKey: queryKeys.allEnvironments(page),
    queryFn: ({ signal }) => getAllEnvironments(page, signal),
  });
}

export function useAllEnvironments(page: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...allEnvironmentsQueryOptions(page), ...options });
}
