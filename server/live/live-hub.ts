// The SSE side of live updates: every open page holds one text/event-stream answer here, and
// each event this process hears (through NOTIFY) is written to the clients whose groups it reaches.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { RESOURCE_CSP, SECURITY_HEADERS } from '../http/security-headers.js';
import type { LiveJoined, UserLiveEvent } from '../../schemas/index.js';
import { reachesGroups, type LiveEvent } from './events.js';

export interface LiveHubOptions {
  /** Open streams this process keeps at most; more answer 429 (the client retries later). */
  maxClients: number;
  /** Open streams one client address may hold (one address must not take every slot). */
  maxPerClient: number;
  /** A comment line this often keeps proxies and load balancers from closing an idle stream. */
  heartbeatMs: number;
  /** Sent as the SSE `retry:` field: the browser's own reconnect delay (docs/behaviour/live-and-video.md: 5000 ms). */
  retryMs: number;
}

export const DEFAULT_LIVE_OPTIONS: LiveHubOptions = { maxClients: 5000, maxPerClient: 10, heartbeatMs: 25_000, retryMs: 5000 };

interface LiveClient {
  res: ServerResponse;
  groups: ReadonlySet<string>;
  address: string;
  /** The signed-in user of the stream (page session cookie), for user-targeted events (user-events.ts). */
  userId?: string;
  /** A content editor's stream: it hears the help desk's events (sendToStaff). */
  staff?: boolean;
}

/** One SSE frame: `event:` names the hub event, `data:` carries it as one JSON line. */
export function sseFrame(event: LiveEvent | LiveJoined): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

export class LiveHub {
  private readonly clients = new Set<LiveClient>();
  /** Open streams per client address. */
  private readonly perAddress = new Map<string, number>();
  private readonly heartbeat: NodeJS.Timeout;
  private closed = false;
  /**
   * When this process last passed on a hub event (every one changes content), else when it started: what it cannot
   * vouch for. Every process hears every event (NOTIFY), so a page rendered by one and joined to another compares
   * times of the same clock.
   */
  private contentChangedAt: number;

  /** `clock`: the server's clock in ms (the one page renders stamp their `renderedAt` with). */
  constructor(
    readonly options: LiveHubOptions = DEFAULT_LIVE_OPTIONS,
    private readonly clock: () => number = Date.now,
  ) {
    this.contentChangedAt = clock();
    this.heartbeat = setInterval(() => this.writeAll(': heartbeat\n\n'), options.heartbeatMs);
    // The timer alone must not keep a process (or a test) alive.
    this.heartbeat.unref();
  }

  get size(): number {
    return this.clients.size;
  }

  /** Room for one more stream in all, and for `address` (when given) within its own cap. */
  hasRoom(address?: string): boolean {
    if (this.closed || this.clients.size >= this.options.maxClients) return false;
    return address === undefined || (this.perAddress.get(address) ?? 0) < this.options.maxPerClient;
  }

  /** Streams open for one client address. */
  openFor(address: string): number {
    return this.perAddress.get(address) ?? 0;
  }

  /**
   * Takes over a raw answer as an event stream for these language groups. Headers a hook already
   * set on the reply (`extraHeaders`) are kept; the stream is never cached, transformed or buffered.
   */
  attach(
    req: IncomingMessage,
    res: ServerResponse,
    groups: ReadonlySet<string>,
    extraHeaders: Record<string, unknown> = {},
    address = req.socket.remoteAddress ?? '',
    userId?: string,
    staff = false,
  ): void {
    const headers: Record<string, string> = { 'Content-Security-Policy': RESOURCE_CSP, ...SECURITY_HEADERS };
    for (const [name, value] of Object.entries(extraHeaders)) if (typeof value === 'string') headers[name] = value;
    res.writeHead(200, {
      ...headers,
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      // nginx and similar proxies buffer answers unless told not to.
      'X-Accel-Buffering': 'no',
    });
    req.socket.setNoDelay(true);
    req.socket.setKeepAlive(true);
    const client: LiveClient = { res, groups, address, ...(userId ? { userId } : {}), ...(userId && staff ? { staff } : {}) };
    this.clients.add(client);
    this.perAddress.set(address, (this.perAddress.get(address) ?? 0) + 1);
    const drop = () => {
      if (!this.clients.delete(client)) return;
      const left = (this.perAddress.get(address) ?? 1) - 1;
      if (left > 0) this.perAddress.set(address, left);
      else this.perAddress.delete(address);
    };
    res.on('close', drop);
    res.on('error', drop);
    res.write(`retry: ${this.options.retryMs}\n\n`);
    // Tells the client its JoinLanguageGroups took effect (it resets its retry count on this), and since when content
    // may have changed unheard (the client reads it again when its own is older).
    res.write(sseFrame({ type: 'joined', languages: [...groups], contentChangedAt: this.contentChangedAt, now: this.clock() }));
  }

  /** Writes the event to every client whose joined groups it reaches. */
  broadcast(event: LiveEvent): number {
    this.contentChangedAt = this.clock();
    const frame = sseFrame(event);
    let sent = 0;
    for (const client of this.clients) {
      if (!reachesGroups(event, client.groups)) continue;
      client.res.write(frame);
      sent++;
    }
    return sent;
  }

  /** The signed-in users with at least one open stream here. */
  connectedUserIds(): string[] {
    const ids = new Set<string>();
    for (const client of this.clients) if (client.userId) ids.add(client.userId);
    return [...ids];
  }

  /** Writes a user-targeted event to that user's streams only (user-events.ts); answers how many got it. */
  sendToUser(userId: string, event: UserLiveEvent): number {
    const frame = `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
    let sent = 0;
    for (const client of this.clients) {
      if (client.userId !== userId) continue;
      client.res.write(frame);
      sent++;
    }
    return sent;
  }

  /** Writes a help-desk event to the streams of staff (content editors) only; answers how many got it. */
  sendToStaff(event: UserLiveEvent): number {
    const frame = `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
    let sent = 0;
    for (const client of this.clients) {
      if (!client.staff) continue;
      client.res.write(frame);
      sent++;
    }
    return sent;
  }

  /**
   * Writes user-channel events that say nothing personal (onSessionSeats) to every stream, signed in or not: all of
   * them in one write per stream.
   */
  sendToAll(...events: UserLiveEvent[]): number {
    if (events.length === 0) return 0;
    const frames = events.map((event) => `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`).join('');
    for (const client of this.clients) client.res.write(frames);
    return this.clients.size;
  }

  /** Ends every stream (shutdown): open streams would otherwise hold the server's close forever. */
  closeAll(): void {
    this.closed = true;
    clearInterval(this.heartbeat);
    for (const client of this.clients) client.res.end();
    this.clients.clear();
    this.perAddress.clear();
  }

  private writeAll(text: string): void {
    for (const client of this.clients) client.res.write(text);
  }
}
