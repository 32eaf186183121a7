// Which requests the service worker keeps for offline use (docs/behaviour/shell.md, "Offline"): plain functions of a
// request's method, URL and headers, so the rules are tested without a worker.
import { viewerOfClaims } from '../../schemas';

/** Pages and reads that are never kept: editors' tools and reads, previews, sign-in and the live channel. */
const NEVER_PAGES = /^\/[a-z]{2}(?:-[A-Za-z]{2})?\/(?:editor|file-uploader|glyph-search|live-now-ticker-editor|login|sign-in|sign-out|auth-redirect|locale)(?:\/|$)/;
const NEVER_API = [
  '/api/auth/',
  '/api/live',
  // The connectivity check must fail offline: a kept answer would hide the connection banner.
  '/api/ping',
  '/api/version',
  '/api/preview',
  '/api/siteeditor',
  '/api/changelog',
  '/api/qa',
  '/api/content/all/',
  '/api/translation/all/',
  '/api/translation/metadata/',
  '/api/pushnotification/rules',
  '/api/pushnotification/attendee-types',
  '/api/PushSubscription',
  // Downloads (calendar feed, trip report) are files the visitor saves, not pages to show.
  '/api/schedule/feed',
  '/api/schedule/trip-report',
];

/** The query parameter of preview frames and share links (api-client/preview-mode.ts). */
const PREVIEW_PARAMETER = 'preview';
const PREVIEW_HEADER = 'x-preview-token';

export type Keep = 'page' | 'read' | 'never';

/**
 * 'page' for an HTML page of the site (a navigation), 'read' for an API read the app makes, 'never' for the rest:
 * writes, other origins, editors, previews, sign-in. `origin` is the worker's own.
 */
export function keepFor(request: { method: string; mode: string; url: string; headers: Headers }, origin: string): Keep {
  if (request.method !== 'GET') return 'never';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'never';
  if (url.searchParams.has(PREVIEW_PARAMETER) || request.headers.has(PREVIEW_HEADER)) return 'never';
  if (url.pathname.startsWith('/api/')) {
    const never = NEVER_API.some((p) => url.pathname === p || url.pathname.startsWith(p.endsWith('/') ? p : `${p}/`));
    return never ? 'never' : 'read';
  }
  if (request.mode !== 'navigate') return 'never';
  if (url.pathname.startsWith('/preview') || NEVER_PAGES.test(url.pathname)) return 'never';
  return 'page';
}

/** Whether a request is the sign-out call, after which the personal copies go (api-client/auth/sign-in.ts). */
export function isSignOut(request: { method: string; url: string }): boolean {
  return request.method === 'POST' && new URL(request.url).pathname === '/api/auth/sign-out';
}

/** The anonymous visitor's cache key part (api-client/auth/viewer-key.ts uses the same word). */
export const ANONYMOUS = 'anonymous';

/**
 * The signed-in user a bearer token names (the server's rule: cmsId, else the subject), read without checking the
 * signature: it only chooses which of this browser's own caches a copy goes to. Null without a readable token.
 */
export function viewerOfAuthorization(header: string | null): string | null {
  const token = header?.match(/^Bearer\s+([^.\s]+)\.([^.\s]+)\./i)?.[2];
  if (!token) return null;
  try {
    const base64 = token.replace(/-/g, '+').replace(/_/g, '/');
    const json = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
    return viewerOfClaims(JSON.parse(json) as Record<string, unknown>);
  } catch {
    return null;
  }
}

/** Runtime caches: one per visitor, so a second person on the same browser never sees the first one's pages. */
export const PAGES_CACHE_PREFIX = 'conference-pages-';

export function pagesCacheName(viewer: string): string {
  return `${PAGES_CACHE_PREFIX}${encodeURIComponent(viewer)}`;
}

/** The caches to drop at sign-out: every signed-in visitor's (the anonymous pages are nobody's). */
export function personalCaches(names: readonly string[]): string[] {
  return names.filter((n) => n.startsWith(PAGES_CACHE_PREFIX) && n !== pagesCacheName(ANONYMOUS));
}

/** The header a kept copy carries: when it was fetched (ISO time). */
export const SAVED_AT_HEADER = 'x-saved-at';
/** The attribute a page served from a kept copy carries on <html>: when it was saved (renderer/shell/pwa.ts). */
export const SAVED_COPY_ATTRIBUTE = 'data-saved-copy';

/** A kept page's HTML marked as a saved copy: the attribute goes on its <html> element. */
export function markSavedCopy(html: string, savedAt: string): string {
  const safe = savedAt.replace(/[^0-9A-Za-z:.+-]/g, '');
  return html.replace(/<html\b/i, `<html ${SAVED_COPY_ATTRIBUTE}="${safe}"`);
}

/** How long the network may take before a kept copy answers (seconds). */
export const NETWORK_TIMEOUT_SECONDS = 4;
/** Kept pages and reads per visitor, and for how long (the event's days). */
export const MAX_ENTRIES = 300;
export const MAX_AGE_SECONDS = 14 * 24 * 3600;
