import { QueryClient, hashKey, type QueryClientConfig } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { subscribeSession, getSession } from './auth/session-store';
import { viewerKey, type ViewerIds } from './auth/viewer-key';
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
 * A QueryClient that follows the session: the session query always holds the current value, and when the visitor
 * changes (a sign-in, a sign-out, the session's end, another user or other scopes) every other query is invalidated, since their
 * answers were read as someone else. A new token for the same visitor (the renewal every half hour, or the browser
 * adopting the session a page was rendered for) changes no answer: only those read while this tab held no token
 * for them are read again. Refetching everything then made a signed-in page ask for all its data twice right
 * after loading. Wired in mount() so QueryClientProvider owns its lifetime.
 */
class SessionAwareQueryClient extends QueryClient {
  private stopSession: (() => void) | undefined;
  private mounts = 0;
  private lastToken: string | null = getSession().token;
  /** Whose answers the cache holds: the stored session's visitor, or the one a page was rendered for. */
  private readAs: string | null = identityOf(getSession());
  /** Since when answers may have been read without the token of `readAs` (ms), or null. */
  private tokenlessSince: number | null = null;

  /**
   * The cache now holds what a server rendered for `visitor` (a page's state, hydrated). Without a token of its own
   * yet, the browser reads as nobody until it adopts that visitor's session: what it reads meanwhile is read again
   * then.
   */
  answersReadAs(visitor: { user: object } | null): void {
    this.readAs = visitor ? userIdentity(visitor.user as ViewerIds & { scopes?: readonly string[] }) : null;
    this.tokenlessSince = this.readAs !== null && getSession().token === null ? Date.now() : null;
  }

  override mount(): void {
    super.mount();
    this.mounts += 1;
    this.stopSession ??= subscribeSession(() => {
      const session = getSession();
      this.setQueryData(queryKeys.session(), session);
      if (session.token === this.lastToken) return;
      this.lastToken = session.token;
      const identity = identityOf(session);
      if (identity !== this.readAs) {
        this.readAs = identity;
        this.tokenlessSince = null;
        void this.invalidateQueries({ predicate: (query) => query.queryHash !== sessionHash && query.queryHash !== pingHash });
        return;
      }
      const since = this.tokenlessSince;
      if (since === null || session.token === null) return;
      this.tokenlessSince = null;
      void this.invalidateQueries({
        predicate: (query) =>
          query.queryHash !== sessionHash && query.queryHash !== pingHash && Math.max(query.state.dataUpdatedAt, query.state.errorUpdatedAt) >= since,
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

/** Who answers are read as: the user and their scopes (a role changed on the server changes what they see). */
function identityOf(session: { signedIn: boolean; user: (ViewerIds & { scopes?: readonly string[] }) | null }): string | null {
  return session.signedIn ? userIdentity(session.user ?? {}) : null;
}

function userIdentity(user: ViewerIds & { scopes?: readonly string[] }): string {
  return `${viewerKey(user) ?? ''}|${[...(user.scopes ?? [])].sort().join(' ')}`;
}

/** Tells the app's QueryClient whose answers a hydrated page's state holds (SessionAwareQueryClient.answersReadAs). */
export function hydratedAnswersReadAs(client: QueryClient, visitor: { user: object } | null): void {
  if (client instanceof SessionAwareQueryClient) client.answersReadAs(visitor);
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
