// What the Happening Now block asks the catalog for (docs/behaviour/blocks.md: sessions not yet ended, chronological),
// shared by the component and its server loader so both read the same query key.
import type { SessionCatalogParams } from '../../api-client/catalog';
import { BREAKPOINT_KEYS, type BreakpointKey } from '../../schemas';
import type { HappeningNowProps } from '../../schemas/api-types';
import { inheritBreakpoints } from '../../renderer';
import { pageSizeFor } from '../shared/session-card/SessionCard';

/** docs/behaviour/blocks.md: max 16 and min 8 cards by default. */
export const DEFAULT_MAX = 16;
export const DEFAULT_MIN = 8;

// The two helpers below do what blocks/shared/breakpoint-vars does (resolvePerDevice, cssColor) for this block's
// numbers and colours. Importing that module here would split it out of the built-in blocks' chunk into a chunk
// of its own, 0.3 kB more JavaScript on every page (measured on /en/home, whose budget is 150 kB).

/**
 * Cards per device: a number for all, or per breakpoint, each device inheriting the next narrower one set
 * (renderer/breakpoints.ts inheritBreakpoints); a device narrower than every given value takes the default.
 */
export function cardsPerDevice(value: HappeningNowProps['maxNumberOfCards'], fallback: number): Record<BreakpointKey, number> {
  const inherited = inheritBreakpoints(value);
  const out = {} as Record<BreakpointKey, number>;
  for (const key of BREAKPOINT_KEYS) out[key] = inherited[key].value ?? fallback;
  return out;
}

/** A colour safe in a custom property (hex, rgb/hsl functions or a plain name), else undefined. */
export function safeColor(value: unknown): string | undefined {
  const v = typeof value === 'string' ? value.trim() : '';
  return /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([\d\s.,%/]+\)|[a-z]+)$/i.test(v) ? v : undefined;
}

/** The most cards any device shows (the page of sessions holds that many). */
export function largestMax(props: HappeningNowProps): number {
  return Math.max(1, ...Object.values(cardsPerDevice(props.maxNumberOfCards, DEFAULT_MAX)));
}

/**
 * The catalog query: live and upcoming (not ended at the event's clock: live first, then the next starts),
 * chronological, enough for the largest max;
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
