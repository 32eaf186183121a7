import type { EventSourceFactory, EventSourceLike } from './live-connection';

/**
 * One live stream per browser for all its tabs of the site, instead of one per tab.
 *
 * Why: a stream holds one of the browser's connections to the site for as long as the page is open, and over
 * HTTP/1.1 a browser opens at most six to one host. Six tabs of the site held all six, and a seventh tab never
 * loaded: its page, its code and its API calls all waited for a connection that never came free.
 *
 * How: the tabs that want the same stream (same URL, same signed-in user) elect one of them with a Web Lock; the
 * holder (the leader) opens the stream and passes every event to the others over a BroadcastChannel. When the
 * leader closes (the tab is closed, the page navigates, its stream fails), the lock goes to the next tab waiting
 * for it, which opens the stream anew; its join frame reaches every tab, so each checks what it may have missed
 * (connectLive's onJoined and the catch-up after a join). A tab that starts as a follower opens a stream of its own
 * just until the server's join frame (what changed since its page was read), then listens to the leader only.
 */

/** The parts of the browser's APIs the sharing uses (tests hand in their own). */
export interface SharingApis {
  locks: Pick<LockManager, 'request'>;
  channel(name: string): Pick<BroadcastChannel, 'postMessage' | 'close' | 'onmessage'>;
  createEventSource: EventSourceFactory;
}

interface Forwarded {
  type: string;
  data: string;
}

/** The browser's APIs, or nothing where one is missing (then each tab keeps its own stream). */
export function browserSharingApis(): SharingApis | undefined {
  if (typeof navigator === 'undefined' || !navigator.locks || typeof BroadcastChannel === 'undefined' || typeof EventSource === 'undefined') return undefined;
  return {
    locks: navigator.locks,
    channel: (name) => new BroadcastChannel(name),
    createEventSource: (url) => new EventSource(url),
  };
}

/**
 * An EventSource factory whose sources share one stream per URL among the tabs of `scope` (the signed-in user's id,
 * or '' for nobody: a tab that has not yet noticed a sign-in elsewhere must not hear the new user's events, nor the
 * signed-in tab miss them behind a stream opened before the sign-in).
 */
export function sharedEventSources(scope: string, apis: SharingApis): EventSourceFactory {
  return (url) => new SharedSource(`live ${scope} ${url}`, url, apis);
}

class SharedSource implements EventSourceLike {
  onerror: ((event: Event) => void) | null = null;
  private readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  private readonly channel: Pick<BroadcastChannel, 'postMessage' | 'close' | 'onmessage'>;
  private readonly stop = new AbortController();
  /** The stream this tab has open: the leader's, or a follower's until its join frame. */
  private own: EventSourceLike | null = null;
  private leading = false;
  private closed = false;
  private endLead: () => void = () => undefined;

  constructor(
    name: string,
    private readonly url: string,
    private readonly apis: SharingApis,
  ) {
    this.channel = apis.channel(name);
    this.channel.onmessage = (message: MessageEvent<Forwarded>) => {
      if (!this.leading && !this.closed) this.dispatch(message.data.type, message.data.data);
    };
    void apis.locks
      .request(name, { ifAvailable: true }, async (lock) => {
        if (lock) return this.lead();
        this.follow();
        // Next in line once the leader goes.
        await apis.locks.request(name, { signal: this.stop.signal }, () => this.lead());
      })
      .catch(() => undefined);
  }

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    const known = this.listeners.get(type);
    this.listeners.set(type, [...(known ?? []), listener]);
    if (!known && this.leading) this.forward(type);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.stop.abort();
    this.own?.close();
    this.own = null;
    this.channel.close();
    this.endLead();
  }

  /** Holds the lock (the promise) until this source closes; opens the stream and passes its events on. */
  private lead(): Promise<void> {
    if (this.closed) return Promise.resolve();
    this.own?.close();
    this.leading = true;
    const source = this.apis.createEventSource(this.url);
    this.own = source;
    source.onerror = (event) => {
      if (this.own === source) this.onerror?.(event);
    };
    for (const type of this.listeners.keys()) this.forward(type);
    return new Promise((done) => (this.endLead = done));
  }

  private forward(type: string): void {
    this.own?.addEventListener(type, (message) => {
      const forwarded: Forwarded = { type, data: message.data };
      this.channel.postMessage(forwarded);
      this.dispatch(type, message.data);
    });
  }

  /** A stream of its own until the server's join frame; then the leader's events only. */
  private follow(): void {
    if (this.closed) return;
    const source = this.apis.createEventSource(this.url);
    this.own = source;
    source.addEventListener('joined', (message) => {
      if (this.own !== source) return;
      source.close();
      this.own = null;
      this.dispatch('joined', message.data);
    });
    source.onerror = (event) => {
      if (this.own !== source) return;
      source.close();
      this.own = null;
      this.onerror?.(event);
    };
  }

  private dispatch(type: string, data: string): void {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
  }
}
