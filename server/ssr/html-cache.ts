// Server-rendered HTML of anonymous visitors, kept per (environment, URL, phase, settings hash) and dropped with
// the read cache (every content, settings or translation write, here or in another API process through NOTIFY):
// a layout change clears it, so its hash need not be part of the key. Each entry is compressed once per coding.
// Entries also age out (HTML_MAX_AGE_MS): what a page shows changes with time too, with no write to announce it
// (a session's live / ended badge, Happening Now, the catalog's live-now toggle, the countdown).
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type HtmlCoding = 'br' | 'gzip';

export interface CachedPage {
  status: number;
  redirect?: string;
  html: Buffer;
  etag: string;
  coded: Partial<Record<HtmlCoding, Promise<Buffer>>>;
}

export function pageEntry(status: number, html: string, redirect?: string): CachedPage {
  const bytes = Buffer.from(html, 'utf8');
  const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
  return { status, html: bytes, etag, coded: {}, ...(redirect !== undefined ? { redirect } : {}) };
}

/** The entry's bytes in `coding`, compressed on first use and kept. */
export function codedBody(entry: CachedPage, coding: HtmlCoding): Promise<Buffer> {
  entry.coded[coding] ??=
    coding === 'br'
      ? brotli(entry.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } })
      : gzipAsync(entry.html, { level: 6 });
  return entry.coded[coding];
}

/** How long an anonymous page's HTML is served from the cache before it is rendered again. */
export const HTML_MAX_AGE_MS = 60_000;

export class HtmlCache {
  private readonly entries = new Map<string, { page: CachedPage; at: number }>();
  /** The last entry of each URL, whatever its phase or settings: what is left to serve while the store is down. */
  private readonly lastOfUrl = new Map<string, CachedPage>();
  private generation = 0;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 500,
    private readonly maxAgeMs = HTML_MAX_AGE_MS,
  ) {}

  get(key: string): CachedPage | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (this.now() - hit.at < this.maxAgeMs) return hit.page;
    this.entries.delete(key);
    return undefined;
  }

  lastFor(url: string): CachedPage | undefined {
    return this.lastOfUrl.get(url);
  }

  /** Call before rendering; `put` keeps the result only if nothing was invalidated in between. */
  begin(): number {
    return this.generation;
  }

  put(started: number, key: string, url: string, entry: CachedPage): void {
    this.lastOfUrl.delete(url);
    this.lastOfUrl.set(url, entry);
    if (this.lastOfUrl.size > this.maxEntries) this.lastOfUrl.delete(this.lastOfUrl.keys().next().value as string);
    if (started !== this.generation) return;
    this.entries.delete(key);
    this.entries.set(key, { page: entry, at: this.now() });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
