import { QueryClient, hashKey, type QueryClientConfig } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { subscribeSession, getSession } from './auth/session-store';
import { isPingPath } from './public-paths';
import { queryKeys } from './query-keys';

const sessionHash = hashKey(queryKeys.session());
const pingHash = hashKey(queryKeys.ping());

/** Transient failures (network, 5xx) are retried this many times; nothing else is. */
export const MAX_QUERY_RETRIES = 2;

/**
 * Retry only what may succeed on a second try: never a 4xx (the request itself was refused, 429
 * included: repeating it is what the limiter punishes) and never /ping (docs/behaviour/calls.md).
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error)) {
    if (isPingPath(error.path)) return false;
    if (error.isClientError) return false;
  }
  return failureCount < MAX_QUERY_RETRIES;
}

/**
 * A QueryClient that follows the session: when the user signs in, out, or the token expires, the
 * session query gets the new value and every other query is invalidated, since answers read with the
 * old token (or without one) may differ. Wired in mount() so QueryClientProvider owns its lifetime.
 */
class SessionAwareQueryClient extends QueryClient {
  private stopSession: (() => void) | undefined;
  private mounts = 0;
  private lastToken: string | null = getSession().token;

  override mount(): void {
    super.mount();
    this.mounts += 1;
    this.stopSession ??= subscribeSession(() => {
      const session = getSession();
      this.setQueryData(queryKeys.session(), session);
      if (session.token === this.lastToken) return;
      this.lastToken = session.token;
      void this.invalidateQueries({
        predicate: (query) => query.queryHash !== sessionHash && query.queryHash !== pingHash,
      });
    });
  }

  override unmount(): void {
    this.mounts = Math.max(0, this.mounts - 1);
    if (this.mounts === 0) {
      this.stopSession?.();
      this.stopSession = undefined;
    }
    super.unmount();
  }
}

/** The app's QueryClient with the project defaults; `config` overrides them. */
export function createQueryClient(config: QueryClientConfig = {}): QueryClient {
  return new SessionAwareQueryClient({
    ...config,
    defaultOptions: {
      ...config.defaultOptions,
      queries: {
        retry: shouldRetry,
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        ...config.defaultOptions?.queries,
      },
      mutations: {
        // A write is never repeated behind the user's back; conflicts and limits need their decision.
        retry: false,
        ...config.defaultOptions?.mutations,
      },
    },
  });
}
