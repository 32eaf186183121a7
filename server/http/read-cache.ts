import { createHash } from 'node:crypto';

export interface CachedBody {
  etag: string;
  json: string;
}

/**
 * In-memory cache of hot reads (layouts, settings, translations), serialised once and keyed
 * by what was read; cleared on every write here and, across API nodes, on NOTIFY.
 */
export class ReadCache {
  private readonly entries = new Map<string, CachedBody>();
  constructor(private readonly maxEntries = 2000) {}

  static entryOf(value: unknown): CachedBody {
    const json = JSON.stringify(value);
    return { json, etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"` };
  }

  async get(key: string, load: () => Promise<unknown>): Promise<CachedBody> {
    const hit = this.entries.get(key);
    if (hit) return hit;
    const entry = ReadCache.entryOf(await load());
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, entry);
    return entry;
  }

  clear(): void {
    this.entries.clear();
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
