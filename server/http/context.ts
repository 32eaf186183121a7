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
import { codedEtag, markReady, negotiateCoding } from './compression.js';
import { bytesFor, matchesEtag, type ReadCache, type ReadyBody } from './read-cache.js';
import { JSON_SECURITY_HEADERS, markSecured } from './security-headers.js';

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
  interface FastifyInstance {
    /** The services and read cache of buildApp's routes: in-process reads (server/http/reads.ts) take it. */
    routeContext: RouteContext;
  }
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
 * Sends a cached read's ready bytes (read-cache.ts) in the coding the client accepts, with the strong ETag of that
 * coding, or 304 when the client holds it already. Nothing is serialised or compressed here. `vary` names request
 * headers besides Accept-Encoding the answer depends on (Authorization where editors get more).
 */
export function sendReady(req: FastifyRequest, reply: FastifyReply, entry: ReadyBody, vary: readonly string[] = []): FastifyReply {
  const compressible = entry.br !== undefined;
  const { bytes, coding } = bytesFor(entry, compressible ? negotiateCoding(req.headers['accept-encoding']) : undefined);
  const etag = codedEtag(entry.etag, coding);
  // Every header in one call and both onSend hooks (security headers, compression) told there is nothing to do.
  markReady(reply);
  markSecured(reply);
  const varies = compressible ? ['Accept-Encoding', ...vary] : vary;
  const headers: Record<string, string> = { ...JSON_SECURITY_HEADERS, etag, 'cache-control': 'no-cache' };
  if (varies.length > 0) headers.vary = varies.join(', ');
  if (matchesEtag(req.headers['if-none-match'], etag)) return reply.code(304).headers(headers).send();
  headers['content-type'] = 'application/json; charset=utf-8';
  if (coding) headers['content-encoding'] = coding;
  return reply.headers(headers).send(bytes);
}
