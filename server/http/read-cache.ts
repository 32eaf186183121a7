import { createHash } from 'node:crypto';
import { compressBody, MIN_COMPRESS_BYTES, type Coding } from './compression.js';

/**
 * One cached read as ready bytes: the answer object (`value`, for in-process readers such as server rendering),
 * its JSON serialised once (`body`) and, from 1 kB on, compressed once per coding (`br`, `gzip`). A request
 * picks the bytes of its coding; nothing is serialised or compressed per request.
 */
export interface ReadyBody<T = unknown> {
  value: T;
  /** Strong ETag of the plain bytes; the compressed ones carry it with their coding (compression.ts codedEtag). */
  etag: string;
  body: Buffer;
  /** Present when the body is big enough to be worth compressing (MIN_COMPRESS_BYTES). */
  br?: Buffer;
  gzip?: Buffer;
}

/** Brotli quality of cached reads: compressed once per content hash, so a higher quality than per-request answers. */
const READY_BROTLI_QUALITY = 9;
/** Past this size quality 9 costs tens of milliseconds per clear; large pages fall back to the per-request quality. */
const HIGH_QUALITY_MAX_BYTES = 512 * 1024;

export async function readyBodyOf<T>(value: T): Promise<ReadyBody<T>> {
  const body = Buffer.from(JSON.stringify(value));
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  if (body.length < MIN_COMPRESS_BYTES) return { value, etag, body };
  const quality = body.length <= HIGH_QUALITY_MAX_BYTES ? READY_BROTLI_QUALITY : undefined;
  const [br, gzip] = await Promise.all([compressBody(body, 'br', quality), compressBody(body, 'gzip')]);
  return { value, etag, body, br, gzip };
}

/** The bytes of `entry` for a coding; undefined coding or a small body: the plain bytes. */
export function bytesFor(entry: ReadyBody, coding: Coding | undefined): { bytes: Buffer; coding: Coding | undefined } {
  const coded = coding === 'br' ? entry.br : coding === 'gzip' ? entry.gzip : undefined;
  return coded ? { bytes: coded, coding } : { bytes: entry.body, coding: undefined };
}

/**
 * In-memory cache of hot reads (layouts, settings, translations) as ready bytes, keyed by what was read; cleared on
 * every write here and, across API processes, on NOTIFY (server/live/live-publisher.ts). Concurrent misses of one
 * key share one load. A load that began before a clear is answered but not kept, so a write is never hidden by
 * the bytes of what it replaced.
 */
export class ReadCache {
  private readonly entries = new Map<string, ReadyBody>();
  private readonly pending = new Map<string, Promise<ReadyBody>>();
  private readonly clearListeners = new Set<() => void>();
  private generation = 0;
  constructor(private readonly maxEntries = 2000) {}

  get<T>(key: string, load: () => Promise<T>): Promise<ReadyBody<T>> {
    const hit = this.entries.get(key);
    if (hit) return Promise.resolve(hit as ReadyBody<T>);
    const running = this.pending.get(key);
    if (running) return running as Promise<ReadyBody<T>>;
    const generation = this.generation;
    const job = load()
      .then((value) => readyBodyOf(value))
      .then((entry) => {
        if (generation === this.generation) {
          if (this.entries.size >= this.maxEntries) this.entries.clear();
          this.entries.set(key, entry);
        }
        return entry;
      })
      .finally(() => {
        if (this.pending.get(key) === job) this.pending.delete(key);
      });
    this.pending.set(key, job);
    return job;
  }

  /** The entry when it is cached (no load): lets the route answer without awaiting a promise. */
  peek<T>(key: string): ReadyBody<T> | undefined {
    return this.entries.get(key) as ReadyBody<T> | undefined;
  }

  /** Drops every entry (a write here or elsewhere) and tells the listeners (onClear). */
  clear(): void {
    this.generation++;
    this.entries.clear();
    this.pending.clear();
    for (const listener of this.clearListeners) {
      try {
        listener();
      } catch {
        // A failing listener must not keep the others (or the write that cleared) from going on.
      }
    }
  }

  /**
   * Runs `listener` after every clear, whether a write of this process or another process's NOTIFY caused it:
   * caches built from these reads (server-rendered HTML) are invalidated by the same events. Returns the unsubscribe.
   */
  onClear(listener: () => void): () => void {
    this.clearListeners.add(listener);
    return () => this.clearListeners.delete(listener);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** True when the request's If-None-Match names this ETag (weak or strong, or a list). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}
