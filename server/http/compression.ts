// Response compression of JSON answers: brotli when the client accepts it, else gzip, else the
// plain body. The hot reads (content, settings, translations) never get here: the read cache keeps them
// compressed once per coding (read-cache.ts) and their replies are marked ready (markReady).
// Event streams never reach this hook (GET /api/live hijacks its reply), and static files arrive
// as streams, precompressed at build time (precompress.ts), so both pass through untouched.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export type Coding = 'br' | 'gzip';

/** Below this a compressed body saves less than the headers and CPU cost. */
export const MIN_COMPRESS_BYTES = 1024;
/** Brotli 5 compresses a 30 kB answer in well under a millisecond, close to gzip's size ratio at 9. */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compresses off the event loop (zlib's thread pool). */
export function compressBody(body: string | Buffer, coding: Coding, brotliQuality = BROTLI_QUALITY): Promise<Buffer> {
  if (coding === 'gzip') return gzipAsync(body, { level: GZIP_LEVEL });
  const size = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
  return brotliAsync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
      [constants.BROTLI_PARAM_SIZE_HINT]: size,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
}

/**
 * The coding to send for an Accept-Encoding header: br before gzip when both are acceptable (a
 * higher q value wins otherwise), undefined for the plain body. No header means plain: RFC 9110
 * would allow any coding, but clients that send none (curl, load tools) rarely decode one.
 */
export function negotiateCoding(header: string | string[] | undefined): Coding | undefined {
  if (!header) return undefined;
  // Clients send a handful of distinct headers (each browser its own): parse each once.
  const key = Array.isArray(header) ? header.join(',') : header;
  const known = negotiated.get(key);
  if (known !== undefined) return known || undefined;
  const coding = parseAcceptEncoding(key);
  if (negotiated.size >= 256) negotiated.clear();
  negotiated.set(key, coding ?? '');
  return coding;
}

const negotiated = new Map<string, Coding | ''>();

function parseAcceptEncoding(header: string): Coding | undefined {
  const q: Record<string, number> = {};
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q[name === 'x-gzip' ? 'gzip' : name] = Number.isFinite(value) ? value : 0;
  }
  const weight = (coding: Coding) => q[coding] ?? q['*'] ?? 0;
  const br = weight('br');
  const gz = weight('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return undefined;
}

/**
 * The strong ETag of the representation sent with `coding`. RFC 9110 (8.8.3) requires a strong
 * validator to differ between content codings, so a compressed answer gets its coding appended
 * inside the quotes ("hash.br", "hash.gz"; base64url has no dot). The plain answer keeps the bare
 * hash, so clients and caches that never ask for a coding see the same ETag as before.
 */
export function codedEtag(etag: string, coding: Coding | undefined): string {
  if (!coding || !etag.endsWith('"') || etag.startsWith('W/')) return etag;
  return `${etag.slice(0, -1)}.${coding === 'br' ? 'br' : 'gz'}"`;
}

/** Adds Accept-Encoding to the Vary header, keeping whatever a route set there. */
export function varyOnEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const list = (Array.isArray(current) ? current.join(',') : String(current ?? '')).split(',').map((v) => v.trim()).filter(Boolean);
  if (list.some((v) => v === '*' || v.toLowerCase() === 'accept-encoding')) return;
  reply.header('vary', [...list, 'Accept-Encoding'].join(', '));
}

/** Replies that carry ready bytes of the read cache (context.ts sendReady): already coded, nothing to do here. */
const readyReplies = new WeakSet<FastifyReply>();

export function markReady(reply: FastifyReply): void {
  readyReplies.add(reply);
}

function isJson(contentType: unknown): boolean {
  if (typeof contentType !== 'string') return false;
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || type.endsWith('+json');
}

/**
 * Compresses every JSON answer of `app` of at least 1 kB (API answers, errors, 404s) that the
 * client accepts compressed. Call it on the root instance before the routes are registered.
 */
export function registerCompression(app: FastifyInstance): void {
  // Ready bytes pass through a synchronous hook (no promise per answer); the rest is compressed asynchronously.
  app.addHook('onSend', (req, reply, payload, done) => {
    if (readyReplies.has(reply)) return done(null, payload);
    compressAnswer(req, reply, payload).then((body) => done(null, body), (error: Error) => done(error));
  });
}

/** The compressed body of a JSON answer of 1 kB and more the client accepts compressed, else the payload as it is. */
async function compressAnswer(req: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  const status = reply.statusCode;
  if (status < 200 || status === 204 || status === 304 || reply.hasHeader('content-encoding')) return payload;
  if (!isJson(reply.getHeader('content-type'))) return payload;
  // A string's length never exceeds its UTF-8 size: count bytes only for the short ones.
  if (payload.length < MIN_COMPRESS_BYTES && Buffer.byteLength(payload) < MIN_COMPRESS_BYTES) return payload;
  varyOnEncoding(reply);
  const coding = negotiateCoding(req.headers['accept-encoding']);
  if (!coding) return payload;
  const etag = reply.getHeader('etag');
  const body = await compressBody(payload, coding);
  if (typeof etag === 'string') reply.header('etag', codedEtag(etag, coding));
  reply.removeHeader('content-length');
  reply.header('content-encoding', coding);
  return body;
}
