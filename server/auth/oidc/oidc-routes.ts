/**
 * The sign-in through the identity provider (AUTH_MODE=oidc): the authorization-code flow with PKCE, the product
 * keeping its own session (the HttpOnly refresh and session cookies of a development sign-in).
 *
 *  GET /api/auth/oidc/start?dest=&lang=&reset=1  302 to the provider; the flow (state, nonce, PKCE verifier, dest) in
 *                                                an encrypted cookie. reset=1 starts the provider's password reset.
 *  GET /api/auth/oidc/callback                   the provider's answer: code for tokens (state, nonce and ID token
 *                                                checked), the session, then 302 to /{lang}/auth-redirect?dest=.
 *                                                A failure goes to /{lang}/forbidden with errorCode (1404: the
 *                                                sign-in could not be checked; 3403: no role on this site; 500:
 *                                                the provider does not answer), errorMessage (English) and
 *                                                errorKey (the error's code, which the page translates); no
 *                                                session then.
 *
 * The code, the state and the tokens never reach a log (server/http/log-redaction.ts) or a page URL.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, errorCatalogue, type ErrorCode } from '../../errors.js';
import { answerOf, defineRoute, noQuery, paramsRef, type RouteDefinition } from '../../routes/types.js';
import type { RouteContext } from '../../http/context.js';
import type { PingAnswer, RouteParamsOidcCallbackQuery, RouteParamsOidcStartQuery } from '../../../schemas/api-types.js';
import { setRefreshCookie } from '../auth-routes.js';
import { clearSessionCookie, setSessionCookie } from '../session-cookie.js';
import { clearFlowCookie, readFlowCookie, setFlowCookie } from './flow-cookie.js';
import { isProviderUnavailable } from './provider.js';

/** Azure AD B2C's "the visitor forgot their password" (docs/behaviour/routes-and-gates.md): start the reset instead. */
export const FORGOT_PASSWORD_CODE = 'AADB2C90118';
/** docs/behaviour/routes-and-gates.md: an authentication library error. */
const LIBRARY_ERROR_CODE = 1404;
const NO_ROLE_CODE = 3403;
const DEFAULT_ERROR_CODE = 500;

const random = () => randomBytes(32).toString('base64url');

/** A same-site path (never another origin: `//host`, `/\host` and schemes are refused), else undefined. */
export function sameSiteDest(value: string | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\') || [...value].some((c) => c.charCodeAt(0) < 0x20)) return undefined;
  return value.length <= 2000 ? value : undefined;
}

const langOf = (value: string | undefined) => (value && /^[a-z]{2}(-[A-Za-z]{2,4})?$/.test(value) ? value : 'en');

/** The catalogue's codes of a failed sign-in: the forbidden page shows their text in the visitor's language. */
const SIGN_IN_FAILED = errorCatalogue.signInFailed.code;
const PROVIDER_UNAVAILABLE = errorCatalogue.signInProviderUnavailable.code;

/**
 * The forbidden page for a failed sign-in: errorCode and errorMessage (docs/behaviour/routes-and-gates.md), and the
 * error's code as errorKey, which the page translates (the English errorMessage is for English pages only).
 */
function forbidden(reply: FastifyReply, lang: string, errorCode: number, message: string, key: ErrorCode = SIGN_IN_FAILED): FastifyReply {
  const query = `errorCode=${errorCode}&errorMessage=${encodeURIComponent(message)}&errorKey=${encodeURIComponent(key)}`;
  return reply.code(302).header('Location', `/${lang}/forbidden?${query}`).send();
}

/** The start of a sign-in as a page redirect: where /login, /sign-in and the sign-in buttons lead in OIDC mode. */
export function startPath(lang: string, dest: string | undefined, reset = false): string {
  const query = new URLSearchParams({ lang: langOf(lang) });
  const safe = sameSiteDest(dest);
  if (safe) query.set('dest', safe);
  if (reset) query.set('reset', '1');
  return `/api/auth/oidc/start?${query.toString()}`;
}

function signIn(ctx: RouteContext) {
  if (!ctx.oidc) throw new ApiError('notFound', null, 'The sign-in through an identity provider is not configured (AUTH_MODE=oidc).');
  return ctx.oidc;
}

/** The URL the provider sent the visitor back to, as the redirect URI registered there plus the answer's query. */
function callbackUrl(redirectUri: string, req: FastifyRequest): URL {
  const url = new URL(redirectUri);
  const query = req.url.indexOf('?');
  url.search = query === -1 ? '' : req.url.slice(query);
  return url;
}

async function finish(ctx: RouteContext, req: FastifyRequest<{ Querystring: RouteParamsOidcCallbackQuery }>, reply: FastifyReply): Promise<FastifyReply> {
  const oidc = signIn(ctx);
  const now = ctx.now();
  const flow = await readFlowCookie(req, oidc.flowKey, now);
  // Whatever happens next, this flow is spent: the same answer replayed finds no flow.
  clearFlowCookie(req, reply);
  const lang = flow?.lang ?? 'en';
  const { error, error_description: description } = req.query;
  if (error) {
    if (description?.includes(FORGOT_PASSWORD_CODE)) return reply.code(302).header('Location', startPath(lang, flow?.dest, true)).send();
    return forbidden(reply, lang, LIBRARY_ERROR_CODE, `The identity provider did not sign you in (${error.slice(0, 60)}).`);
  }
  if (!flow) return forbidden(reply, lang, LIBRARY_ERROR_CODE, 'The sign-in could not be checked (it was started elsewhere, or long ago): sign in again.');
  let tokens;
  try {
    tokens = await oidc.provider.exchange(callbackUrl(oidc.settings.redirectUri, req), flow);
  } catch (err) {
    if (isProviderUnavailable(err)) {
      req.log.warn({ reason: (err as Error).name }, 'identity provider unavailable at sign-in');
      return forbidden(reply, lang, DEFAULT_ERROR_CODE, errorCatalogue.signInProviderUnavailable.message, PROVIDER_UNAVAILABLE);
    }
    // The library's own words name the check that failed (state, nonce, expiry, signature); never a token.
    req.log.warn({ reason: (err as { code?: string }).code ?? (err as Error).name }, 'sign-in refused by the identity provider check');
    return forbidden(reply, lang, LIBRARY_ERROR_CODE, 'The sign-in could not be checked: sign in again.');
  }
  let claims;
  try {
    claims = await oidc.claimsOf(tokens.claims);
  } catch (err) {
    if (err instanceof ApiError) return forbidden(reply, lang, NO_ROLE_CODE, err.message, err.code);
    throw err;
  }
  const sealed = await oidc.seal({ refreshToken: tokens.refreshToken, idToken: tokens.idToken });
  await oidc.welcome(claims);
  const signedIn = await ctx.tokens.startSession({ ...claims }, sealed, now);
  if (signedIn.refresh) setRefreshCookie(req, reply, signedIn.refresh, ctx.config.auth.sessionTtlSeconds);
  setSessionCookie(req, reply, signedIn.token, new Date(signedIn.user.expiry), now);
  const dest = sameSiteDest(flow.dest);
  return reply.code(302).header('Location', `/${lang}/auth-redirect${dest ? `?dest=${encodeURIComponent(dest)}` : ''}`).send();
}

export const oidcRoutes: readonly RouteDefinition[] = [
  defineRoute<{ Querystring: RouteParamsOidcStartQuery; Reply: PingAnswer }>({
    method: 'GET', path: '/auth/oidc/start', scope: 'public', write: false,
    schema: { params: noQuery, querystring: paramsRef('oidcStartQuery'), response: answerOf('ping-answer') },
    handler: async (ctx, req, reply) => {
      const oidc = signIn(ctx);
      const lang = langOf(req.query.lang);
      const flow = { state: random(), nonce: random(), verifier: random(), lang, ...(sameSiteDest(req.query.dest) ? { dest: sameSiteDest(req.query.dest) } : {}) };
      let target: URL;
      try {
        target = await oidc.provider.authorizationUrl(flow, req.query.reset === '1' ? oidc.settings.passwordResetParams : {});
      } catch (err) {
        if (!isProviderUnavailable(err)) throw err;
        req.log.warn({ reason: (err as Error).name }, 'identity provider unavailable at sign-in');
        return forbidden(reply, lang, DEFAULT_ERROR_CODE, errorCatalogue.signInProviderUnavailable.message, PROVIDER_UNAVAILABLE);
      }
      // A signed-in visitor starting again (another account, a password reset) leaves the old session's cookies.
      if (req.query.reset === '1') clearSessionCookie(req, reply);
      await setFlowCookie(req, reply, oidc.flowKey, flow, ctx.now());
      return reply.code(302).header('Cache-Control', 'no-store').header('Location', target.href).send();
    },
  }),
  defineRoute<{ Querystring: RouteParamsOidcCallbackQuery; Reply: PingAnswer }>({
    method: 'GET', path: '/auth/oidc/callback', scope: 'public', write: false,
    schema: { params: noQuery, querystring: paramsRef('oidcCallbackQuery'), response: answerOf('ping-answer') },
    handler: async (ctx, req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return finish(ctx, req, reply);
    },
  }),
];

export const OIDC_START_PATH = '/api/auth/oidc/start';

/** /{lang}/login and /{lang}/sign-in (with their returnUrl) as the start of the provider's flow, else null. */
export function signInPageRedirect(url: string): string | null {
  const mark = url.indexOf('?');
  const path = mark === -1 ? url : url.slice(0, mark);
  const match = /^\/([a-z]{2}(?:-[A-Za-z]{2,4})?)\/(?:login|sign-in)\/?$/.exec(path);
  if (!match) return null;
  const returnUrl = mark === -1 ? null : new URLSearchParams(url.slice(mark + 1)).get('returnUrl');
  return startPath(match[1]!, returnUrl ?? undefined);
}

/** The page HTML naming where a sign-in starts (`<meta name="sign-in-start">`), for the shell's sign-in page. */
export function withSignInStart(html: string, path: string): string {
  return html.replace(/<head([^>]*)>/i, `<head$1>\n    <meta name="sign-in-start" content="${path}">`);
}
