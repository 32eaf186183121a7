import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser, TokenService } from '../auth/tokens.js';
import type { Environment, ServerConfig } from '../config.js';
import { ApiError } from '../errors.js';
import type { LiveHub } from '../live/live-hub.js';
import type { Editor } from '../changelog/types.js';
import type { ContentService } from '../content/content-service.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { TranslationService } from '../translations/translation-service.js';
import type { Db } from '../store/db.js';
import { codedEtag, markContentAddressed, MIN_COMPRESS_BYTES, negotiateCoding, varyOnEncoding } from './compression.js';
import { matchesEtag, type CachedBody, type ReadCache } from './read-cache.js';

/** What every handler gets besides the request: services, config and the clock. */
export interface RouteContext {
  db: Db;
  config: ServerConfig;
  now: () => Date;
  tokens: TokenService;
  cache: ReadCache;
  /** The SSE clients of this process (live updates). */
  live: LiveHub;
  content: ContentService;
  settings: SettingsService;
  translations: TranslationService;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth hook when a valid bearer token came with the request. */
    user?: AuthUser;
  }
}

export function editorOf(req: FastifyRequest): Editor {
  const user = req.user;
  if (!user) throw new ApiError('unauthorized');
  return { name: user.displayName, email: user.email, id: user.cmsId };
}

export const isContentEditor = (user: AuthUser | undefined) =>
  !!user && (user.scopes.includes('contenteditor') || user.scopes.includes('siteeditor'));

/** Editors may read any environment; everyone else reads the deployment's own. */
export function readableEnv(ctx: RouteContext, req: FastifyRequest, env: Environment | undefined): Environment {
  const wanted = env ?? ctx.config.siteEnv;
  if (wanted !== ctx.config.siteEnv && !isContentEditor(req.user)) {
    throw new ApiError(req.user ? 'forbidden' : 'unauthorized', { environment: wanted }, `Reading ${wanted} needs the contenteditor scope.`);
  }
  return wanted;
}

/**
 * Sends a cached JSON body with its ETag, or 304 when the client holds it already. The ETag names
 * the content coding the client will get (compression.ts compresses the body on send), so a 304
 * carries the same ETag as the 200 it stands for.
 */
export function sendCached(req: FastifyRequest, reply: FastifyReply, entry: CachedBody): FastifyReply {
  let etag = entry.etag;
  if (entry.json.length >= MIN_COMPRESS_BYTES || Buffer.byteLength(entry.json) >= MIN_COMPRESS_BYTES) {
    etag = codedEtag(entry.etag, negotiateCoding(req.headers['accept-encoding']));
    varyOnEncoding(reply);
    markContentAddressed(reply);
  }
  reply.header('ETag', etag).header('Cache-Control', 'no-cache');
  if (matchesEtag(req.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(entry.json);
}
