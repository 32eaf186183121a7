// The preview mode of one request: a frame of the editor's preview view or a share link sends its signed
// grant (the `x-preview-token` header on API calls, `?preview=` on the page address). For that request only, the
// server answers as the grant's audience (the demo persona of that attendee type, as the QA captures do), in its
// environment, at its date; writes are refused and nothing it answers is kept by a cache. Others' requests are
// untouched: the grant lives on the request, never in a session, a cookie or a shared cache key.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { personaClaims, userFromPayload, type AuthUser } from '../auth/index.js';
import { ApiError } from '../errors.js';
import { setUser } from '../http/viewer.js';
import type { PreviewDenial, PreviewService } from './preview-service.js';
import type { PreviewGrant } from './preview-token.js';

export const PREVIEW_HEADER = 'x-preview-token';
export const PREVIEW_QUERY = 'preview';
/** Never kept by a browser, a proxy or the service worker, never listed by a search engine. */
export const PREVIEW_CACHE_CONTROL = 'private, no-store';
export const PREVIEW_ROBOTS = 'noindex, nofollow';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the request carries a valid preview grant (server/preview/preview-request.ts). */
    preview?: PreviewGrant;
  }
}

/** The user a grant's audience renders as: the demo persona of that type; anonymous is nobody. */
export function previewUserOf(grant: PreviewGrant): AuthUser | undefined {
  if (grant.audience === 'anonymous') return undefined;
  return userFromPayload({ ...personaClaims(grant.audience), exp: grant.expires });
}

export function denialError(denial: PreviewDenial): ApiError {
  switch (denial) {
    case 'expired':
      return new ApiError('previewExpired', { reason: denial });
    case 'revoked':
      return new ApiError('previewRevoked', { reason: denial });
    case 'invalid':
      return new ApiError('previewInvalid', { reason: denial });
  }
}

function headerToken(req: FastifyRequest): string | undefined {
  const raw = req.headers[PREVIEW_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/**
 * The API routes' first onRequest hook: a request with a preview header is a read as the grant's audience or is
 * refused (403 tampered, 410 expired or revoked, 403 any write). The auth hook that follows keeps this user.
 */
export function createPreviewHook(service: PreviewService) {
  const check = async (req: FastifyRequest, token: string): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') throw new ApiError('previewReadOnly', { method: req.method });
    const resolved = await service.resolve(token);
    if ('denied' in resolved) throw denialError(resolved.denied);
    req.preview = resolved.grant;
    setUser(req, previewUserOf(resolved.grant));
  };
  return (req: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void): void => {
    const token = headerToken(req);
    if (token === undefined) return done();
    check(req, token).then(() => done(), (error: Error) => done(error));
  };
}

/** Every answer to a preview request (page or API, refusals too) is private, unstored and not indexed. */
export function registerPreviewHeaders(app: FastifyInstance): void {
  app.addHook('onSend', (req, reply, payload, done) => {
    const query = req.query as Record<string, unknown> | undefined;
    if (req.preview || headerToken(req) !== undefined || (query && typeof query[PREVIEW_QUERY] === 'string')) {
      reply.header('Cache-Control', PREVIEW_CACHE_CONTROL).header('X-Robots-Tag', PREVIEW_ROBOTS);
    }
    done(null, payload);
  });
}
