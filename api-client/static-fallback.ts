/**
 * When the API is unreachable (network error or 5xx), content, settings and translations are read
 * from the static JSON copies `npm run build` exports next to the site (docs/contracts.md). Every
 * answer says where it came from, and a small store tells the shell to show its cached-copy note.
 */
import { useSyncExternalStore } from 'react';
import { isApiError } from './api-error';
import { fetchStaticJson } from './http';
import type { Environment } from './site-env';

/** An answer that may have come from a static copy instead of the API. */
export interface Fetched<T> {
  data: T;
  fromStaticFallback: boolean;
}

export const staticPaths = {
  settings: (env: Environment) => `/${env}/settings.json`,
  content: (env: Environment, page: string, phase: string) =>
    `/${env}/content/${encodeURIComponent(page)}--${encodeURIComponent(phase)}.json`,
  translations: (env: Environment, locale: string, namespace: string) =>
    `/${env}/translations/${encodeURIComponent(locale)}/${encodeURIComponent(namespace)}.json`,
  index: () => '/index.json',
} as const;

let servingStatic = false;
const listeners = new Set<() => void>();

function setServingStatic(value: boolean): void {
  if (servingStatic === value) return;
  servingStatic = value;
  for (const listener of [...listeners]) listener();
}

/** True while the last fallback-capable read was answered from a static copy. */
export function isServingStaticFallback(): boolean {
  return servingStatic;
}

export function subscribeStaticFallback(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For the shell's offline/cached note. */
export function useStaticFallbackActive(): boolean {
  return useSyncExternalStore(subscribeStaticFallback, isServingStaticFallback, isServingStaticFallback);
}

/** Back to the initial state; for tests and for a fresh sign-in. */
export function resetStaticFallbackState(): void {
  setServingStatic(false);
}

/**
 * Runs the API read; if the API is unavailable, answers the static copy at `staticPath` instead.
 * 4xx answers are real answers (not found, forbidden) and are not papered over. If the static copy
 * is missing too, the API's error is the one reported.
 */
export async function withStaticFallback<T>(
  fromApi: () => Promise<T>,
  staticPath: string,
  signal?: AbortSignal,
): Promise<Fetched<T>> {
  try {
    const data = await fromApi();
    setServingStatic(false);
    return { data, fromStaticFallback: false };
  } catch (apiError) {
    if (!isApiError(apiError) || !apiError.isUnavailable) throw apiError;
    let data: T;
    try {
      data = await fetchStaticJson<T>(staticPath, signal);
    } catch {
      throw apiError;
    }
    setServingStatic(true);
    return { data, fromStaticFallback: true };
  }
}
