// The video token of protected videos (docs/behaviour/live-and-video.md, Video player): asked for by the URL about to
// play, appended to it as `at`. The session page's video and the studio player both use it.
import { apiRequest } from '../../api-client';

/** Reported when the video token cannot be fetched; each player shows the same error in its own namespace. */
export const VIDEO_TOKEN_ERROR_KEY = 'translate.base.video.medius-token-generation-error';

/** GET /video/token?url=… answers { value } (docs/behaviour/live-and-video.md, Video player). */
export function videoTokenQuery(url: string, enabled: boolean) {
  return {
    queryKey: ['video-token', url] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiRequest<{ value: string }>('/video/token', { query: { url }, signal }),
    enabled,
    // docs/behaviour/catalog.md: token queries never go stale.
    staleTime: Number.POSITIVE_INFINITY,
    // A token that could not be fetched is not asked for again on every remount (the page says so; a reload retries).
    retryOnMount: false,
  };
}

/** The video URL with the token appended as the `at` parameter, before any #fragment. */
export function withVideoToken(url: string, token: string | null): string {
  if (!token) return url;
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const fragment = hashAt === -1 ? '' : url.slice(hashAt);
  const separator = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${separator}at=${encodeURIComponent(token)}${fragment}`;
}
