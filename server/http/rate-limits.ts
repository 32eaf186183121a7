// Per-client rate limits of the API. Writes and reads each have their own limit per client
// address and route (@fastify/rate-limit keeps a counter per route); a client over it gets 429 with Retry-After
// and a plain-text body. Both are configurable so that tests, the e2e run and the benches are not throttled
// (WRITE_RATE_LIMIT_MAX / READ_RATE_LIMIT_MAX, 0 turns a limit off; *_WINDOW_MS).
import type { ServerConfig } from '../config.js';

export interface RateLimit {
  /** Requests per client and window; 0 = no limit. */
  max: number;
  timeWindowMs: number;
}

/** The route options of one route's limit, or nothing when its limit is off. */
export function routeRateLimit(route: { write: boolean }, config: Pick<ServerConfig, 'writeRateLimit' | 'readRateLimit'>): { config?: { rateLimit: { max: number; timeWindow: number } } } {
  const limit = route.write ? config.writeRateLimit : config.readRateLimit;
  if (!limit || limit.max <= 0) return {};
  return { config: { rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs } } };
}
