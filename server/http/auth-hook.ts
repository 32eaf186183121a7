import type { FastifyReply, FastifyRequest } from 'fastify';
import { holdsMeetingScope } from '../../schemas/index.js';
import type { AuthUser, TokenService } from '../auth/tokens.js';
import { ApiError } from '../errors.js';
import type { RouteScope } from '../routes/types.js';
import { setUser } from './viewer.js';

function bearer(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1]?.trim() || undefined;
}

export function holdsScope(user: AuthUser, scope: RouteScope): boolean {
  switch (scope) {
    case 'public':
    case 'authenticated':
      return true;
    case 'contenteditor':
      return user.scopes.includes('contenteditor') || user.scopes.includes('siteeditor');
    case 'siteeditor':
      return user.scopes.includes('siteeditor');
    case 'meetings':
      return holdsMeetingScope(user.scopes);
  }
}

/**
 * Checks the bearer token and the route's scope; public routes read a valid token but never require one. Callback
 * style: an anonymous read of a public route (the hot path) goes on without a promise.
 */
export function createAuthHook(tokens: TokenService, scope: RouteScope, now: () => Date) {
  const check = async (req: FastifyRequest, token: string | undefined): Promise<void> => {
    if (scope === 'public') {
      setUser(req, await tokens.verify(token!, now()).catch(() => undefined));
      return;
    }
    if (!token) throw new ApiError('unauthorized', { reason: 'missing-token' });
    const user = await tokens.verify(token, now());
    if (!holdsScope(user, scope)) throw new ApiError('forbidden', { required: scope });
    setUser(req, user);
  };
  return (req: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void): void => {
    // A preview request (server/preview/preview-request.ts ran first): its audience's user, never a bearer token.
    if (req.preview) {
      setUser(req, req.user);
      if (scope === 'public' || (req.user && holdsScope(req.user, scope))) return done();
      return done(new ApiError(req.user ? 'forbidden' : 'unauthorized', { required: scope, preview: true }));
    }
    const token = bearer(req);
    if (scope === 'public' && !token) {
      setUser(req, undefined);
      return done();
    }
    check(req, token).then(() => done(), (error: Error) => done(error));
  };
}
