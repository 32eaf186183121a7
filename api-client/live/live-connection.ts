import { getApiClientConfig } from '../config';
import { USER_LIVE_EVENT_TYPES, type LiveJoined, type UserLiveEvent } from '../../schemas';
import { LIVE_EVENT_TYPES, LIVE_MAX_RETRIES, LIVE_RETRY_DELAY_MS, type LiveEvent } from './live-events';

/** The part of the browser's EventSource the connection uses (tests hand in their own). */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
  onerror: ((event: Event) => void) | null;
}

export type EventSourceFactory = (url: string) => EventSourceLike;

/** 'connecting' before a stream answered, 'joined' while one is open, 'stopped' after giving up or close(). */
export type LiveStatus = 'connecting' | 'joined' | 'retrying' | 'stopped';

export interface LiveConnectionOptions {
  /** Language groups to join (JoinLanguageGroups); joined again on every reconnect. */
  languages: readonly string[];
  onEvent: (event: LiveEvent) => void;
  /** A user-channel event (a promotion, a meeting change or message for the signed-in user; a session's seats). */
  onUserEvent?: (event: UserLiveEvent) => void;
  onStatus?: (status: LiveStatus) => void;
  /** Each join's frame (before onStatus('joined')): the server's times, to tell whether content changed unheard. */
  onJoined?: (joined: LiveJoined) => void;
  /** Defaults to the browser's EventSource. */
  createEventSource?: EventSourceFactory;
  maxRetries?: number;
  retryDelayMs?: number;
  /**
   * Calls back when a stopped connection should try again: by default when the browser is back online or the tab
   * is shown again. Answers how to stop listening.
   */
  onResumeChance?: (resume: () => void) => () => void;
}

/** The browser's signals that a connection which gave up may succeed now: back online, or the tab shown again. */
function browserResumeChances(resume: () => void): () => void {
  if (typeof window === 'undefined' || typeof document === 'undefined') return () => undefined;
  const onVisible = () => {
    if (document.visibilityState === 'visible') resume();
  };
  window.addEventListener('online', resume);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.removeEventListener('online', resume);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

export interface LiveConnection {
  close(): void;
}

/** `/api/live?languages=en,de` on the API base (same origin in the browser). */
export function liveUrl(languages: readonly string[]): string {
  return `${getApiClientConfig().baseUrl}/live?languages=${encodeURIComponent(languages.join(','))}`;
}

const defaultFactory: EventSourceFactory = (url) => new EventSource(url);

/**
 * Connects to the hub and joins the language groups. When the stream fails it reconnects up to 5 times,
 * 5 s apart, then stops (docs/behaviour/live-and-video.md). Every reconnect joins the groups again; a successful join
 * resets the count, so a later outage gets its 5 tries too. The browser's own EventSource retry is
 * switched off (closed on error) so that this policy is the only one. A connection that stopped starts over, with
 * its 5 tries, when the browser is back online or the tab is shown again: a page left open through an outage (a
 * laptop asleep, a train tunnel) would otherwise never hear of a change again.
 */
export function connectLive(options: LiveConnectionOptions): LiveConnection {
  const maxRetries = options.maxRetries ?? LIVE_MAX_RETRIES;
  const retryDelayMs = options.retryDelayMs ?? LIVE_RETRY_DELAY_MS;
  const create = options.createEventSource ?? defaultFactory;
  let source: EventSourceLike | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let retries = 0;
  let closed = false;

  const status = (s: LiveStatus) => options.onStatus?.(s);

  const open = () => {
    if (closed) return;
    status('connecting');
    const current = create(liveUrl(options.languages));
    source = current;
    current.addEventListener('joined', (message) => {
      retries = 0;
      const joined = parse(message.data) as LiveJoined | null;
      if (joined?.type === 'joined' && typeof joined.contentChangedAt === 'number' && typeof joined.now === 'number') options.onJoined?.(joined);
      status('joined');
    });
    for (const type of USER_LIVE_EVENT_TYPES) {
      current.addEventListener(type, (message) => {
        const event = parse(message.data) as UserLiveEvent | null;
        if (event && event.type === type) options.onUserEvent?.(event);
      });
    }
    for (const type of LIVE_EVENT_TYPES) {
      current.addEventListener(type, (message) => {
        const event = parse(message.data);
        if (event && event.type === type) options.onEvent(event);
      });
    }
    current.onerror = () => {
      current.close();
      if (source !== current || closed) return;
      source = null;
      if (retries >= maxRetries) {
        gaveUp = true;
        status('stopped');
        return;
      }
      retries++;
      status('retrying');
      timer = setTimeout(() => {
        timer = null;
        open();
      }, retryDelayMs);
    };
  };

  let gaveUp = false;
  const stopListening = (options.onResumeChance ?? browserResumeChances)(() => {
    if (closed || !gaveUp) return;
    gaveUp = false;
    retries = 0;
    open();
  });

  open();
  return {
    close() {
      closed = true;
      stopListening();
      if (timer) clearTimeout(timer);
      source?.close();
      source = null;
      status('stopped');
    },
  };
}

function parse(data: string): LiveEvent | UserLiveEvent | LiveJoined | null {
  try {
    const value = JSON.parse(data) as LiveEvent | UserLiveEvent | LiveJoined;
    return value && typeof value === 'object' && typeof value.type === 'string' ? value : null;
  } catch {
    return null;
  }
}
