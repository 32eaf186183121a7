// The site's service worker (docs/behaviour/shell.md, "Service worker" and "Offline"), bundled by the client build
// into /sw.js (scripts/service-worker-plugin.ts), which also fills in the precache list.
//
// - The app's own code, styles and the offline page are precached, so a kept page runs offline.
// - Pages and the API reads the app makes are network first with a short timeout, then the copy kept from the last
//   visit, which the page marks as a saved copy (rules.ts). A page never kept answers the offline page.
// - Kept copies are per visitor and the signed-in visitors' go at sign-out.
// - A new version waits until the page asks it to take over (the update banner or its countdown).
// - Push messages of notification rules are shown, and opening one opens its link.
import type { WorkboxPlugin } from 'workbox-core';
import { PAGE_VIEWER_HEADER } from '../../schemas';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { KEEP_AHEAD_EVERY_MS, dueToKeepAhead, keepAhead, languageOf } from './keep-ahead';
import { onNotificationClick, onPush } from './push';
import {
  ANONYMOUS,
  MAX_AGE_SECONDS,
  MAX_ENTRIES,
  NETWORK_TIMEOUT_SECONDS,
  SAVED_AT_HEADER,
  isSignOut,
  keepFor,
  markSavedCopy,
  pagesCacheName,
  personalCaches,
  viewerOfAuthorization,
} from './rules';
import type { ExtendableEventLike, WorkerScope } from './worker-types';

const navigatorOnline = () => (self as unknown as { navigator: Navigator }).navigator.onLine;

const sw = self as unknown as WorkerScope;
/** The files to precache, written in by the build (scripts/service-worker-plugin.ts). */
declare const __PRECACHE_MANIFEST__: Array<{ url: string; revision: string | null }>;

/** The page answered for a page that was never kept (written by the build beside sw.js). */
export const OFFLINE_PAGE = '/offline.html';

// The visitor whose caches answer: learned from the bearer token of the app's API calls, kept across the worker's
// restarts in a small cache of its own, back to anonymous at sign-out.
const META_CACHE = 'conference-meta';
const VIEWER_ENTRY = '/__viewer';
let viewer: string | null = null;

async function currentViewer(): Promise<string> {
  if (viewer === null) {
    const kept = await (await caches.open(META_CACHE)).match(VIEWER_ENTRY);
    viewer ??= kept ? await kept.text() : ANONYMOUS;
  }
  return viewer;
}

async function setViewer(next: string): Promise<void> {
  if (next === viewer) return;
  viewer = next;
  await (await caches.open(META_CACHE)).put(VIEWER_ENTRY, new Response(next));
}

// When the pages were last kept ahead for a visitor and language: in memory, and across the worker's restarts (an
// idle worker is stopped within a minute) in the same small cache.
const KEPT_AHEAD_ENTRY = '/__kept-ahead/';
async function dueAhead(who: string, language: string): Promise<boolean> {
  const now = Date.now();
  if (!dueToKeepAhead(who, language, now, ANONYMOUS)) return false;
  const meta = await caches.open(META_CACHE);
  const entry = `${KEPT_AHEAD_ENTRY}${encodeURIComponent(who)}/${language}`;
  const last = Number(await (await meta.match(entry))?.text());
  if (now - last < KEEP_AHEAD_EVERY_MS) return false;
  await meta.put(entry, new Response(String(now)));
  return true;
}

async function signedOut(): Promise<void> {
  await setViewer(ANONYMOUS);
  const meta = await caches.open(META_CACHE);
  for (const request of await meta.keys()) if (new URL(request.url).pathname.startsWith(KEPT_AHEAD_ENTRY)) await meta.delete(request);
  const names = await caches.keys();
  await Promise.all(personalCaches(names).map((name) => caches.delete(name)));
}

// Runs before Workbox's own fetch listener (registered below): it only watches, never answers.
sw.addEventListener('fetch', (event) => {
  const { request } = event;
  if (isSignOut(request)) {
    event.waitUntil(signedOut());
    return;
  }
  const signedIn = viewerOfAuthorization(request.headers.get('authorization'));
  if (signedIn !== null) event.waitUntil(setViewer(signedIn));
});

/**
 * A kept copy carries the time the server answered (its Date header), and a copy used for want of the network
 * says so: a page on its <html> element, a read by a message to the page that made it (renderer/shell/pwa.ts).
 */
const savedCopy: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200) return null;
    const headers = new Headers(response.headers);
    const answered = Date.parse(response.headers.get('date') ?? '');
    headers.set(SAVED_AT_HEADER, new Date(Number.isNaN(answered) ? Date.now() : answered).toISOString());
    return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
  },
  cachedResponseWillBeUsed: async ({ cachedResponse, request, event }) => {
    if (!cachedResponse) return null;
    const savedAt = cachedResponse.headers.get(SAVED_AT_HEADER) ?? '';
    if (request.mode === 'navigate') {
      const html = markSavedCopy(await cachedResponse.text(), savedAt);
      return new Response(html, { status: 200, headers: cachedResponse.headers });
    }
    const clientId = (event as unknown as { clientId?: string } | undefined)?.clientId;
    if (clientId) void sw.clients.get(clientId).then((client) => client?.postMessage({ type: 'SAVED_COPY', savedCopy: savedAt }));
    return cachedResponse;
  },
};

/**
 * A page's answer names whose page it is (its PAGE_VIEWER_HEADER). One rendered for another visitor than the one
 * whose cache this strategy fills (the first page after a sign-in, asked for before any API call told the worker)
 * goes to that visitor's cache instead, and they are the visitor from now on: a personal page never lands in the
 * anonymous cache, which outlives the sign-out.
 */
function ownerOnly(who: string): WorkboxPlugin {
  return {
    cacheWillUpdate: async ({ request, response }) => {
      const owner = response.headers.get(PAGE_VIEWER_HEADER);
      if (owner === null || owner === who) return response;
      await setViewer(owner);
      await (await caches.open(pagesCacheName(owner))).put(request, response);
      return null;
    },
  };
}

const strategies = new Map<string, NetworkFirst>();
function strategyFor(who: string): NetworkFirst {
  let strategy = strategies.get(who);
  if (!strategy) {
    strategy = new NetworkFirst({
      cacheName: pagesCacheName(who),
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: MAX_ENTRIES, maxAgeSeconds: MAX_AGE_SECONDS, purgeOnQuotaError: true }),
        savedCopy,
        // Last: what it moves elsewhere carries the saved-at time already.
        ownerOnly(who),
      ],
    });
    strategies.set(who, strategy);
  }
  return strategy;
}

precacheAndRoute(__PRECACHE_MANIFEST__);
cleanupOutdatedCaches();

const origin = sw.location.origin;
registerRoute(
  ({ request }) => keepFor(request, origin) !== 'never',
  async ({ request, event }) => {
    const who = await currentViewer();
    const strategy = strategyFor(who);
    const language = request.mode === 'navigate' ? languageOf(new URL(request.url).pathname) : null;
    if (language !== null && navigatorOnline() && (await dueAhead(who, language))) {
      const ahead = keepAhead(language, (url) => strategy.handle({ request: new Request(url, { credentials: 'same-origin' }), event }));
      (event as unknown as ExtendableEventLike).waitUntil(ahead);
    }
    return strategy.handle({ request, event });
  },
);
// Pages that are never kept still answer the offline page when the network fails.
registerRoute(({ request, url }) => request.mode === 'navigate' && url.origin === origin, new NetworkOnly());

setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
  return Response.error();
});

sw.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void sw.skipWaiting();
});

// The pages open when the first worker starts were loaded without it: they are kept now, so the page the visitor
// first opened also opens offline.
sw.addEventListener('activate', (event) => {
  event.waitUntil(
    sw.clients.claim().then(async () => {
      const strategy = strategyFor(await currentViewer());
      const windows = await sw.clients.matchAll({ type: 'window' });
      for (const w of windows) {
        const url = new URL(w.url);
        if (url.origin !== origin || keepFor({ method: 'GET', mode: 'navigate', url: w.url, headers: new Headers() }, origin) !== 'page') continue;
        await strategy.handle({ request: new Request(url.href, { credentials: 'same-origin' }), event: event as never }).catch(() => undefined);
      }
    }),
  );
});

// Offline writes are queued and replayed by the page (api-client): when the browser reports connectivity back
// through Background Sync, the open pages are told to replay theirs.
sw.addEventListener('sync', (event) => {
  event.waitUntil(
    sw.clients.matchAll({ type: 'window' }).then((windows) => {
      for (const w of windows) w.postMessage({ type: 'REPLAY_OFFLINE_WRITES', tag: event.tag });
    }),
  );
});

sw.addEventListener('push', (event) => onPush(sw, event));
sw.addEventListener('notificationclick', (event) => onNotificationClick(sw, event));
