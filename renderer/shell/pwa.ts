// The page's side of the service worker and app install (docs/behaviour/shell.md, "Service worker and banners"): the
// worker (scripts/service-worker-plugin.ts) is registered and checked for updates; a new version waiting to take
// over is the update banner's cue ("needRefresh"); a redirect on the worker script unregisters it; a change of the
// controlling worker reloads the page. The browser's install offer (beforeinstallprompt) is kept for the install
// banner. State lives in one small store read through useSyncExternalStore; the server renders without it.
import { useSyncExternalStore } from 'react';
import { EARLY_INSTALL_OFFER } from '../../schemas';

/** Chromium's install offer (not in the DOM typings). */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice?: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface PwaState {
  /** A new version of the site is installed and waits to take over. */
  needRefresh: boolean;
  /** The browser offers to install the site (and it is not installed). */
  installOffer: InstallPromptEvent | null;
  /**
   * This page registered the site's worker. Push needs it, and only this page knows: a preview frame shares the
   * origin's registration but must never subscribe through it.
   */
  workerReady: boolean;
  /**
   * When the saved copy the worker last answered this page or one of its reads with was saved (ISO time,
   * app/service-worker/sw.ts); absent for a page from the network.
   */
  savedCopy?: string;
}

const SERVER_STATE: PwaState = { needRefresh: false, installOffer: null, workerReady: false };
let state: PwaState = SERVER_STATE;
const listeners = new Set<() => void>();

function update(next: Partial<PwaState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/** The store, for tests that stand in for the browser. */
export const pwaStore = {
  get: () => state,
  set: update,
  reset: () => update(SERVER_STATE),
};

export function usePwaState(): PwaState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => SERVER_STATE,
  );
}

/** docs/behaviour/errors-and-limits.md, Timing: "Service worker update check: default 30 s, overridable". */
export const DEFAULT_UPDATE_CHECK_SECONDS = 30;

let started = false;
let registration: ServiceWorkerRegistration | null = null;
// Set when this page asked the waiting worker to take over: its controller change then reloads the page.
let updating = false;

/**
 * Starts the page's PWA side once: the install offer's listeners, and (in a build, where the worker exists, and
 * unless `noWorker`) the worker's registration and its update checks every `updateCheckSeconds`.
 */
export function startPwa({
  updateCheckSeconds = DEFAULT_UPDATE_CHECK_SECONDS,
  noWorker = false,
}: { updateCheckSeconds?: number; noWorker?: boolean } = {}) {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Kept for the install banner's button instead of the browser's own mini bar.
    event.preventDefault();
    update({ installOffer: event as InstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => update({ installOffer: null }));
  // An offer that came before this code ran, kept by the boot loader (server/ssr/boot-loader.ts).
  const early = (window as unknown as Record<string, InstallPromptEvent | undefined>)[EARLY_INSTALL_OFFER];
  if (early && state.installOffer === null) update({ installOffer: early });
  // A page the worker answered from its kept copy carries the time it was saved (app/service-worker/rules.ts).
  update({ savedCopy: document.documentElement.dataset.savedCopy });
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  if (noWorker) return;
  void register(Math.max(5, updateCheckSeconds || DEFAULT_UPDATE_CHECK_SECONDS));
}

async function register(checkSeconds: number) {
  const container = navigator.serviceWorker;
  // The first worker taking control of a page it did not control is no new version: only a page that had a
  // controller (or asked for the change) reloads, so every open tab runs the version its worker belongs to.
  const hadController = Boolean(container.controller);
  container.addEventListener('controllerchange', () => {
    if (hadController || updating) window.location.reload();
  });
  // A read of this page answered from a kept copy (the worker's only message with `savedCopy`). The handler property,
  // smaller than a listener in the entry; other parts of the page listen with addEventListener.
  container.onmessage = (event: MessageEvent<{ savedCopy?: string } | null>) => {
    if (event.data?.savedCopy) update({ savedCopy: event.data.savedCopy });
  };
  try {
    registration = await container.register('/sw.js', { scope: '/', updateViaCache: 'none' });
  } catch {
    return; // No worker (an old browser, a host without sw.js): the site works without one.
  }
  // A browser that blocks workers (an automated one, with workers off) may answer no registration at all.
  const reg = registration;
  if (!reg) return;
  update({ workerReady: true });
  const watch = (worker: ServiceWorker | null) => {
    if (!worker) return;
    const check = () => {
      if (worker.state === 'installed' && container.controller) update({ needRefresh: true });
    };
    check();
    worker.addEventListener('statechange', check);
  };
  watch(reg.waiting ?? reg.installing);
  reg.addEventListener('updatefound', () => watch(reg.installing));
  setInterval(() => void checkForUpdate(reg), checkSeconds * 1000);
}

/**
 * docs/behaviour/shell.md: the worker script is fetched with no-store every update interval and must answer 200; a
 * redirect means unregister. Offline there is nothing to check.
 */
async function checkForUpdate(reg: ServiceWorkerRegistration) {
  if (!navigator.onLine) return;
  try {
    const res = await fetch('/sw.js', {
      cache: 'no-store',
      redirect: 'manual',
      headers: { 'cache-control': 'no-store' },
    });
    // With redirect: 'manual' any redirect answers as an opaque redirect.
    if (res.type === 'opaqueredirect') {
      await reg.unregister();
      return;
    }
    if (res.status === 200) await reg.update();
  } catch {
    // A failed check is tried again at the next interval.
  }
}

/**
 * The worker waiting to take over, once this page asks it to (the update banner's button or countdown): its
 * controller change then reloads the page. Null when none waits.
 */
export function takeWaitingWorker(): ServiceWorker | null {
  const waiting = registration?.waiting ?? null;
  if (waiting) updating = true;
  return waiting;
}
