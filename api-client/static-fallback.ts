/**
 * When the API does not answer with its JSON (a network error, a 5xx, a 429, or what a plain static host
 * answers: a 404 page, the site's HTML), content, settings and translations are read from the static JSON
 * copies `npm run build` exports next to the site (docs/contracts.md). Every answer says where it came from,
 * and a small store tells the shell to show its "may be out of date" note.
 */
import { useSyncExternalStore } from 'react';
import { CLIENT_ERROR_CODES, isApiError, type ApiError } from './api-error';
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
  /** The catalog's default query (first page, or its facet counts) per phase (server/static-export.ts). */
  catalog: (env: Environment, kind: 'session' | 'facets', phase: string) => `/${env}/catalog/${kind}--${encodeURIComponent(phase)}.json`,
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
 * True when an error means "the API did not answer" rather than "the API answered no": network errors, 5xx,
 * 429, success answers that are not JSON (a host's HTML page), and error answers without the API's coded body
 * (`{ code, message, details }`), such as a static host's 404 page. A coded 4xx (not found, forbidden, bad
 * request) is the API's real answer and is not papered over.
 */
export function isNotTheApisAnswer(error: ApiError): boolean {
  if (error.isUnavailable || error.status === 429) return true;
  return error.code === CLIENT_ERROR_CODES.badResponse || error.code === CLIENT_ERROR_CODES.http;
}

/**
 * Runs the API read; if the API did not answer with its JSON (isNotTheApisAnswer), answers the static copy at
 * `staticPath` (or the path it resolves to) instead. If the static copy is missing too, the API's error is the one reported.
 */
export async function withStaticFallback<T>(
  fromApi: () => Promise<T>,
  staticPath: string | (() => Promise<string>),
  signal?: AbortSignal,
): Promise<Fetched<T>> {
  try {
    const data = await fromApi();
    setServingStatic(false);
    return { data, fromStaticFallback: false };
  } catch (apiError) {
    if (!isApiError(apiError) || !isNotTheApisAnswer(apiError)) throw apiError;
    let data: T;
    try {
      // A path that needs a read of its own (the catalog's copy is per phase) is worked out only when needed.
      data = await fetchStaticJson<T>(typeof staticPath === 'string' ? staticPath : await staticPath(), signal);
    } catch {
      throw apiError;
    }
    setServingStatic(true);
    return { data, fromStaticFallback: true };
  }
}
