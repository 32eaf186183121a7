// What the Happening Now block asks the catalog for (spec 000 section 4: sessions not yet ended, chronological),
// shared by the component and its server loader so both read the same query key.
import type { SessionCatalogParams } from '../../api-client/catalog';
import type { HappeningNowProps } from '../../schemas';
import { resolvePerDevice } from '../shared/breakpoint-vars';
import { pageSizeFor } from '../shared/session-card/SessionCard';

/** Spec 001 section 9: max 16 and min 8 cards by default. */
export const DEFAULT_MAX = 16;
export const DEFAULT_MIN = 8;

/** The most cards any device shows (the page of sessions holds that many). */
export function largestMax(props: HappeningNowProps): number {
  const values = Object.values(resolvePerDevice(props.maxNumberOfCards ?? DEFAULT_MAX)) as number[];
  return Math.max(1, ...values);
}

/**
 * The catalog query: live and upcoming (not ended, by the API's clock), chronological, enough for the largest max;
 * filters: session types, stream URL, the visitor's region, and the filter config for holders of its scopes.
 */
export function happeningParams(props: HappeningNowProps, scopes: readonly string[], region: string | null): SessionCatalogParams {
  const filter = (props.sessionTypes ?? []).map((t) => `sessionType>${t}`);
  if (props.enableStreamUrlFilter) filter.push('viewingOption>livestream');
  if (props.filterByRegion && region) filter.push(`region>${region}`);
  const config = props.filterConfig;
  const permitted = !config?.permissions?.length || config.permissions.some((p) => scopes.includes(p));
  if (permitted) for (const f of config?.facets ?? []) filter.push(`${f.filterParent}>${f.filterValue}`);
  return {
    liveAndUpcoming: true,
    sortBy: 'chronological',
    pageSize: pageSizeFor(largestMax(props)),
    ...(filter.length > 0 ? { filter: [...new Set(filter)] } : {}),
  };
}

/** The visitor's region (a profile field), for filterByRegion. */
export function regionOf(user: Record<string, unknown> | null | undefined): string | null {
  return typeof user?.region === 'string' && user.region !== '' ? user.region : null;
}
