// The catalog's one fetcher of lists (GET /session, /facets, /speaker, /sponsor, ...): the stable query string and
// the read, with the token when there is one (the paths are public but the answers depend on the viewer). Kept
// apart from catalog.ts (the catalog's fetchers and its static fallback) and light enough for index.ts, so the
// data blocks on every page (happening now, promoted sessions, sponsors) read through it without the catalog.
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../http';
import { queryKeys } from '../query-keys';

/** `?a=1&filter=x&filter=y` in a stable order (keys sorted, so equal queries share one cache entry). */
export function catalogQueryString(params: object): string {
  const out = new URLSearchParams();
  for (const [name, value] of Object.entries(params).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const v of value) out.append(name, String(v));
    else out.set(name, String(value));
  }
  const text = out.toString();
  return text === '' ? '' : `?${text}`;
}

/** GET /{resource}{query}: one page of a catalog list (or any catalog path, `query` empty). */
export function getCatalogList<T>(resource: string, params: object, signal?: AbortSignal): Promise<T> {
  return apiRequest<T>(`/${resource}${catalogQueryString(params)}`, { signal, identified: true });
}

/**
 * A catalog list's query: keyed by resource, viewer ('anonymous' or the user's id: the answers differ per viewer)
 * and query string. `fetch` replaces the plain read (the session list's static fallback, catalog.ts).
 */
export function catalogListQueryOptions<T>(
  resource: string,
  viewer: string,
  params: object,
  fetch: (signal: AbortSignal) => Promise<T> = (signal) => getCatalogList<T>(resource, params, signal),
) {
  return queryOptions({
    queryKey: queryKeys.catalogList(resource, viewer, catalogQueryString(params)),
    queryFn: ({ signal }) => fetch(signal),
  });
}
