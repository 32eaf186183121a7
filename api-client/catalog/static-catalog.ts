// The catalog's static fallback (docs/contracts.md "Static fallback"): the build exports the first page and the facet
// counts of the catalog's default query per phase, so /sessions still lists sessions while the API does not answer.
// Only the default query has a copy; any other query reports the API's error.
import { DEFAULT_PAGE_SIZE, DEFAULT_SORT, effectiveNow, resolveCurrentPhase, type EventPhase } from '../../schemas';
import { fetchStaticJson } from '../http';
import { getSiteEnvironment } from '../site-env';
import { staticPaths, withStaticFallback } from '../static-fallback';

/** What the catalog's default query may spell out: the API's defaults (page 1 of the default size, the default sort). */
const DEFAULTS: Readonly<Record<string, unknown>> = { pageSize: DEFAULT_PAGE_SIZE, currentPage: 1, sortBy: DEFAULT_SORT };

/** True for the query /sessions asks with an empty URL: no search, filter or toggle; paging and sort at their defaults. */
export function isDefaultCatalogQuery(params: object): boolean {
  return Object.entries(params).every(([name, value]) => value === undefined || DEFAULTS[name] === value);
}

/** The phase whose copy applies now: from the static settings copy (eventPhases, testingDate), as the shell reads it. */
async function currentPhase(signal?: AbortSignal): Promise<string> {
  const settings = await fetchStaticJson<{ eventPhases?: EventPhase[]; testingDate?: string | null }>(staticPaths.settings(getSiteEnvironment()), signal);
  const phase = resolveCurrentPhase(settings.eventPhases ?? [], effectiveNow(settings.testingDate, new Date()));
  if (!phase) throw new Error('no phases: no catalog copy');
  return phase.id;
}

/** The API read, or for the default query the phase's static copy when the API does not answer. */
export async function withCatalogCopy<T>(kind: 'session' | 'facets', params: object, fromApi: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!isDefaultCatalogQuery(params)) return fromApi();
  const env = getSiteEnvironment();
  const fetched = await withStaticFallback(fromApi, async () => staticPaths.catalog(env, kind, await currentPhase(signal)), signal);
  return fetched.data;
}
