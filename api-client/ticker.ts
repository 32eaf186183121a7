// The live-now ticker under the studio player (server/ticker, docs/behaviour/live-and-video.md, Live-now ticker): the
// messages current at the event's clock. Apart from index.ts (like catalog.ts) so that only pages showing a studio
// player carry it. Every ticker key starts with 'ticker': the live channel's onTickerChanged refreshes them all
// (api-client/live/invalidate-live.ts), the editors' list (editing.ts) too.
import { queryOptions } from '@tanstack/react-query';
import type { TickerAnswer } from '../schemas';
import { apiRequest } from './http';

export const tickerKeys = {
  all: () => ['ticker'] as const,
  current: () => ['ticker', 'current'] as const,
  messages: () => ['ticker', 'messages'] as const,
};

/** GET /ticker: the messages current now (the event's clock on the server) and when that set next changes. */
export function getTicker(signal?: AbortSignal): Promise<TickerAnswer> {
  return apiRequest<TickerAnswer>('/ticker', { signal });
}

export const tickerQueryOptions = () =>
  queryOptions({ queryKey: tickerKeys.current(), queryFn: ({ signal }) => getTicker(signal) });
