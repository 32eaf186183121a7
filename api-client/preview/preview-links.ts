// The editors' preview calls: grants for the preview view's frames, and the page's share links.
import { useQuery } from '@tanstack/react-query';
import type { PreviewFramesAnswer, PreviewFramesBody, PreviewLinkAnswer, PreviewLinkBody, PreviewLinkList } from '../../schemas/api-types';
import { apiRequest } from '../http';
import type { MutationHookOptions } from '../react-query-config';
import { useWriteMutation } from '../use-write-mutation';

export type PreviewLink = PreviewLinkAnswer;
export type PreviewAudience = PreviewFramesBody['audiences'][number];

const linksKey = (page: string) => ['preview', 'links', page] as const;

/** POST /preview/frames: one signed grant per audience (the frames open the page with `?preview=`). */
export function createPreviewFrames(input: PreviewFramesBody, signal?: AbortSignal): Promise<PreviewFramesAnswer> {
  return apiRequest<PreviewFramesAnswer>('/preview/frames', { method: 'POST', body: input, signal });
}

/** GET /preview/links?page= */
export function getPreviewLinks(page: string, signal?: AbortSignal): Promise<PreviewLinkList> {
  return apiRequest<PreviewLinkList>('/preview/links', { query: { page }, signal });
}

/** POST /preview/links */
export function createPreviewLink(input: PreviewLinkBody, signal?: AbortSignal): Promise<PreviewLink> {
  return apiRequest<PreviewLink>('/preview/links', { method: 'POST', body: input, signal });
}

/** DELETE /preview/links/{id} */
export function revokePreviewLink(input: { id: string; page: string }, signal?: AbortSignal): Promise<PreviewLink> {
  return apiRequest<PreviewLink>(`/preview/links/${encodeURIComponent(input.id)}`, { method: 'DELETE', signal });
}

/** The frames' grants: nothing to keep in the cache (each change of choice asks again). */
export function useCreatePreviewFrames({ mutationConfig }: MutationHookOptions<typeof createPreviewFrames> = {}) {
  return useWriteMutation(createPreviewFrames, () => undefined, mutationConfig);
}

export function usePreviewLinks(page: string) {
  return useQuery({ queryKey: linksKey(page), queryFn: ({ signal }) => getPreviewLinks(page, signal) });
}

export function useCreatePreviewLink({ mutationConfig }: MutationHookOptions<typeof createPreviewLink> = {}) {
  return useWriteMutation(createPreviewLink, (client, _result, input) => client.invalidateQueries({ queryKey: linksKey(input.page) }), mutationConfig);
}

export function useRevokePreviewLink({ mutationConfig }: MutationHookOptions<typeof revokePreviewLink> = {}) {
  return useWriteMutation(revokePreviewLink, (client, _result, input) => client.invalidateQueries({ queryKey: linksKey(input.page) }), mutationConfig);
}
