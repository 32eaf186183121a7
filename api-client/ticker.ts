// The live-now ticker under the studio player (server/ticker, docs/behaviour/live-and-video.md, Live-now ticker): the
// messages current at the event's clock. Apart from index.ts (like catalog.ts) so that only pages showing a studio
// player carry it. Every ticker key sits under the site environment's settings key: the server announces a ticker
// write as that environment's onSettingsChanged, whose refresh (api-client/live/invalidate-live.ts) covers the
// ticker, the editors' list (editing.ts) too, and so does a new testing date, which changes what is current.
import { queryOptions } from '@tanstack/react-query';
import type { TickerAnswer } from '../schemas/api-types';
import { apiRequest } from './http';
import { queryKeys } from './query-keys';
import { getSiteEnvironment } from './site-env';

export const tickerKeys = {
  all: () => [...queryKeys.settings(getSiteEnvironment()), 'ticker'] as const,
  current: () => [...tickerKeys.all(), 'current'] as const,
  messages: () => [...tickerKeys.all(), 'messages'] as const,
};

/** GET /ticker: the messages current now (the event's clock on the server) and when that set next changes. */
export function getTicker(signal?: AbortSignal): Promise<TickerAnswer> {
  return apiRequest<TickerAnswer>('/ticker', { signal });
}

export const tickerQueryOptions = () =>
  queryOptions({ queryKey: tickerKeys.current(), queryFn: ({ signal }) => getTicker(signal) });
