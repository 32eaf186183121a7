import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser, TokenService } from '../auth/tokens.js';
import type { OidcSignIn } from '../auth/oidc/oidc-sign-in.js';
import type { Environment, ServerConfig } from '../config.js';
import { ApiError } from '../errors.js';
import type { LiveHub } from '../live/live-hub.js';
import type { UserEventRelay } from '../live/user-events.js';
import type { Editor } from '../shared/changelog/types.js';
import type { ContentService } from '../content/content-service.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { TranslationService } from '../translations/translation-service.js';
import type { PreviewService } from '../preview/preview-service.js';
import type { TickerService } from '../ticker/index.js';
import type { Db } from '../store/db.js';
import { codedEtag, markReady, negotiateCoding, type Coding } from './compression.js';
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
  /** User-targeted live events (a message or invitation for one user: server/live/user-events.ts); absent in bare contexts. */
  userEvents?: UserEventRelay;
  content: ContentService;
  settings: SettingsService;
  translations: TranslationService;
  /** Preview frames and share links (server/preview); absent in bare contexts. */
  preview?: PreviewService;
  /** The live-now ticker's messages (server/ticker); absent in bare contexts. */
  ticker?: TickerService;
  /** Sends due notification rule instances (server/notifications); tick() looks at once. Absent in bare contexts. */
  notificationScheduler?: { tick(): Promise<unknown>; stop(): Promise<void> };
  /** The sign-in through the identity provider (AUTH_MODE=oidc, server/auth/oidc/); absent in development mode. */
  oidc?: OidcSignIn;
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
  return { name: user.displayName, email: user.email, id: req.viewer.userId ?? '' };
}

export const isContentEditor = (user: AuthUser | undefined) =>
  !!user && (user.scopes.includes('contenteditor') || user.scopes.includes('siteeditor'));

/** Editors may read any environment; everyone else reads the deployment's own. */
export function readableEnv(ctx: RouteContext, req: FastifyRequest, env: Environment | undefined): Environment {
  // A preview request (server/preview) reads its grant's environment and no other.
  if (req.preview) {
    const wanted = env ?? req.preview.environment;
    if (wanted !== req.preview.environment) throw new ApiError('forbidden', { environment: wanted }, `This preview shows ${req.preview.environment} only.`);
    return wanted;
  }
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
  const headers = readyHeaders(entry, coding, vary);
  // Both onSend hooks (security headers, compression) are told there is nothing left for them to do.
  markReady(reply);
  markSecured(reply);
  if (matchesEtag(req.headers['if-none-match'], headers.etag)) return reply.code(304).headers(headers.notModified).send();
  return reply.headers(headers.ok).send(bytes);
}

interface ReadyHeaders {
  etag: string;
  ok: Record<string, string>;
  notModified: Record<string, string>;
}

/** The answer headers of an entry per coding and Vary list, made on its first request and kept with it. */
const headersOfEntry = new WeakMap<ReadyBody, Map<string, ReadyHeaders>>();

function readyHeaders(entry: ReadyBody, coding: Coding | undefined, vary: readonly string[]): ReadyHeaders {
  let byKey = headersOfEntry.get(entry);
  if (!byKey) headersOfEntry.set(entry, (byKey = new Map()));
  const key = `${coding ?? ''}|${vary.join(',')}`;
  const hit = byKey.get(key);
  if (hit) return hit;
  const etag = codedEtag(entry.etag, coding);
  const varies = entry.br !== undefined ? ['Accept-Encoding', ...vary] : vary;
  const notModified: Record<string, string> = { ...JSON_SECURITY_HEADERS, etag, 'cache-control': 'no-cache', ...(varies.length > 0 ? { vary: varies.join(', ') } : {}) };
  const ok = { ...notModified, 'content-type': 'application/json; charset=utf-8', ...(coding ? { 'content-encoding': coding } : {}) };
  const made = { etag, ok, notModified };
  byKey.set(key, made);
  return made;
}
