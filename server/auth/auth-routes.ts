/**
 * Sign-in, the signed-in user, refresh and sign-out.
 *
 *  POST /api/auth/dev/sign-in  { persona } -> { token, user } and Set-Cookie conf_refresh (HttpOnly, SameSite=Strict,
 *                              Path=/api/auth); 404 in AUTH_MODE=oidc
 *  GET  /api/auth/me           -> AuthUser (authenticated)
 *  POST /api/auth/refresh      (cookie conf_refresh) -> { token, user }: a fresh 30-minute token of the same session;
 *                              401 when the session was signed out or is past SESSION_TTL_SECONDS
 *  POST /api/auth/sign-out     (bearer token and/or cookie) -> { ok: true, logoutUrl? }: revokes the session
 *                              server-side, so every token of it stops working; clears the cookies. A session of the
 *                              identity provider (server/auth/oidc/) answers where to end it there too (logoutUrl).
 *
 * The access token is short-lived; the refresh secret, which lives as long as the session, is in a cookie no
 * script can read.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../errors.js';
import { ref } from '../http/api-schemas.js';
import type { DevSignInAnswer, DevSignInBody, SignOutAnswer } from '../../schemas/api-types.js';
import { answerOf, defineRoute, noQuery, type RouteDefinition } from '../routes/types.js';
import { isPersona } from './personas.js';
import { appendCookie, clearSessionCookie, readCookie, setSessionCookie } from './session-cookie.js';
import type { AuthUser } from './tokens.js';
import type { RouteContext } from '../http/context.js';

export const REFRESH_COOKIE = 'conf_refresh';
const COOKIE_PATH = '/api/auth';

/** The refresh cookie's value, if the request carries one. */
export function readRefreshCookie(req: FastifyRequest): string | undefined {
  const value = readCookie(req, REFRESH_COOKIE);
  return value && value.length <= 200 ? value : undefined;
}

export function setRefreshCookie(req: FastifyRequest, reply: FastifyReply, value: string, maxAgeSeconds: number): void {
  // Secure whenever the request came over https (behind a proxy: TRUST_PROXY); plain http is the local demo.
  const secure = req.protocol === 'https' ? '; Secure' : '';
  appendCookie(reply, `${REFRESH_COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`);
}

export function bearerToken(req: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '');
  return match?.[1]?.trim() || undefined;
}

/**
 * Where the browser ends the session at the provider too (RP-initiated logout), or null when the provider offers
 * none or does not answer: the session here is over either way.
 */
async function providerLogoutUrl(ctx: RouteContext, req: FastifyRequest): Promise<string | null> {
  const oidc = ctx.oidc!;
  const back = oidc.settings.postLogoutRedirectUri ?? new URL('/', oidc.settings.redirectUri).href;
  try {
    return (await oidc.provider.endSessionUrl(back))?.href ?? null;
  } catch (error) {
    req.log.warn({ reason: (error as Error).name }, 'identity provider unavailable at sign-out');
    return null;
  }
}

export const authRoutes: readonly RouteDefinition[] = [
  defineRoute<{ Body: DevSignInBody; Reply: DevSignInAnswer }>({
    method: 'POST', path: '/auth/dev/sign-in', scope: 'public', write: true,
    schema: { params: noQuery, querystring: noQuery, body: ref('sign-in-body'), response: answerOf('sign-in-answer') },
    handler: async (ctx, req, reply) => {
      const { persona } = req.body;
      if (!isPersona(persona)) throw new ApiError('badRequest', { field: 'persona' }, `Unknown persona ${String(persona)}.`);
      const { refresh, ...signedIn } = await ctx.tokens.signIn(persona, ctx.now());
      if (refresh) setRefreshCookie(req, reply, refresh, ctx.config.auth.sessionTtlSeconds);
      setSessionCookie(req, reply, signedIn.token, new Date(signedIn.user.expiry), ctx.now());
      return signedIn;
    },
  }),
  defineRoute<{ Reply: AuthUser }>({
    method: 'GET', path: '/auth/me', scope: 'authenticated', write: false,
    schema: { params: noQuery, querystring: noQuery, response: answerOf('user') },
    handler: async (_ctx, req) => req.user,
  }),
  // Not `write` routes: they take no body, and the fuzzer and the write limit are about documents. The read limit
  // (server/http/rate-limits.ts) covers them.
  defineRoute<{ Reply: DevSignInAnswer }>({
    method: 'POST', path: '/auth/refresh', scope: 'public', write: false,
    schema: { params: noQuery, querystring: noQuery, response: answerOf('sign-in-answer') },
    handler: async (ctx, req, reply) => {
      const refresh = readRefreshCookie(req);
      if (!refresh) throw new ApiError('unauthorized', { reason: 'no-session' }, 'There is no session to refresh: sign in.');
      try {
        const { token, user } = await ctx.tokens.refresh(refresh, ctx.now());
        setSessionCookie(req, reply, token, new Date(user.expiry), ctx.now());
        return { token, user };
      } catch (error) {
        // Only an ended session loses its cookies: an identity provider that does not answer (503) leaves the
        // session for the next try.
        if (error instanceof ApiError && error.statusCode === 401) {
          setRefreshCookie(req, reply, '', 0);
          clearSessionCookie(req, reply);
        }
        throw error;
      }
    },
  }),
  defineRoute<{ Reply: SignOutAnswer }>({
    method: 'POST', path: '/auth/sign-out', scope: 'public', write: false,
    schema: { params: noQuery, querystring: noQuery, response: answerOf('sign-out-answer') },
    handler: async (ctx, req, reply) => {
      const ended = await ctx.tokens.revoke({ token: bearerToken(req), refresh: readRefreshCookie(req) }, ctx.now());
      setRefreshCookie(req, reply, '', 0);
      clearSessionCookie(req, reply);
      const logoutUrl = ended?.providerTokens && ctx.oidc ? await providerLogoutUrl(ctx, req) : null;
      return logoutUrl ? { ok: true, logoutUrl } : { ok: true };
    },
  }),
];
