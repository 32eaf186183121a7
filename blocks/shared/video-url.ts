import { stripUrl, vetMedia } from '../../renderer';

/**
 * The playable URL for a video source, or null when the source is not an http(s) URL
 * (docs/behaviour/live-and-video.md: other schemes such as javascript: or data: must never reach an iframe).
 * With autoplay, `autoplay=1` is appended with `?` or `&` (before any #fragment).
 */
export function toVideoUrl(url: string | null | undefined, autoplay = false): string | null {
  if (typeof url !== 'string') return null;
  // The renderer's one URL check (stripping as a browser does), then absolute http(s) only.
  const trimmed = stripUrl(url);
  if (!vetMedia(trimmed) || !/^https?:\/\/[^\s/?#]+/i.test(trimmed)) return null;
  if (!autoplay) return trimmed;
  const hashAt = trimmed.indexOf('#');
  const base = hashAt === -1 ? trimmed : trimmed.slice(0, hashAt);
  const fragment = hashAt === -1 ? '' : trimmed.slice(hashAt);
  if (/[?&]autoplay=1(&|$)/.test(base)) return trimmed;
  const separator = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${separator}autoplay=1${fragment}`;
}

/** Direct media files play in <video>; everything else (YouTube, Vimeo, stream pages) in an iframe. */
export function isDirectVideoFile(url: string): boolean {
  return /\.(mp4|webm|ogg|ogv|m4v|mov)(\?|#|$)/i.test(url);
}
