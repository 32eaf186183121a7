import { webcrypto } from 'node:crypto';
import { SignJWT, createRemoteJWKSet, decodeProtectedHeader, jwtVerify, type JWTPayload } from 'jose';
import type { AuthConfig } from '../config.js';
import { ApiError } from '../errors.js';
import { personaClaims, type Persona } from './personas.js';
import { tokenRevocationId, type SessionRecord, type SessionStore } from './sessions.js';
import type { AuthUser } from '../../schemas/api-types.js';

/** The signed-in user as the API answers it (schemas/api/user.schema.json, docs/behaviour/roles-and-flags.md "User"). */
export type { AuthUser };

const DEV_ISSUER = 'conference-dev-idp';
const DEV_AUDIENCE = 'conference-api';
/** The audience of video tokens: the video host, never this API (verify refuses them as bearer tokens). */
export const VIDEO_AUDIENCE = 'conference-video';
/** A video token lets one video start playing; the host checks it when the player loads. */
export const VIDEO_TOKEN_TTL_SECONDS = 2 * 60 * 60;

function str(v: unknown): string {
  return typeof v === 'string' ? v : '';
}

function scopesOf(payload: JWTPayload): string[] {
  const raw = payload.scopes ?? payload.scp ?? payload.scope;
  if (Array.isArray(raw)) return raw.filter((s): s is string => typeof s === 'string');
  if (typeof raw === 'string') return raw.split(/\s+/).filter(Boolean);
  return [];
}

export function userFromPayload(payload: JWTPayload): AuthUser {
  const firstName = str(payload.given_name);
  const lastName = str(payload.family_name);
  return {
    eventProfileId: str(payload.eventProfileId) || str(payload.sub),
    cmsId: str(payload.cmsId) || str(payload.sub),
    displayName: str(payload.name) || `${firstName} ${lastName}`.trim(),
    firstName,
    lastName,
    email: str(payload.email),
    b2BUserName: str(payload.b2BUserName),
    badgeId: str(payload.badgeId),
    companyName: str(payload.companyName),
    expiry: new Date((payload.exp ?? 0) * 1000).toISOString(),
    scopes: scopesOf(payload),
    providerTokens: [],
    // Present on tokens issued by POST /siteeditor/change-attendee-type (server/routes/attendee-type-routes.ts).
    ...(typeof payload.attendeeType === 'string' ? { attendeeType: payload.attendeeType } : {}),
    ...(typeof payload.originalAttendeeType === 'string' ? { originalAttendeeType: payload.originalAttendeeType } : {}),
  };
}

export interface SignedIn {
  token: string;
  user: AuthUser;
  /** The refresh value for the HttpOnly cookie (sign-in only). */
  refresh?: string;
}

export interface TokenService {
  /** Development identity provider; throws devSignInDisabled in OIDC mode. Opens a session (`sid`). */
  signIn(persona: Persona, now: Date): Promise<SignedIn>;
  /** Verifies a bearer token and that its session was not revoked; throws the 401 ApiError when it is not valid. */
  verify(token: string, now: Date): Promise<AuthUser>;
  /**
   * Signs a token of the site with these claims (a fresh issue and expiry time), e.g. the same person viewing the
   * site as another attendee type. Throws devSignInDisabled for claims without a session of the site (in OIDC mode,
   * the provider's own tokens).
   * The session (`sid` in the claims) is kept, and a refresh re-signs these claims from then on.
   */
  reissue(claims: JWTPayload, now: Date): Promise<SignedIn>;
  /**
   * A session of a visitor the identity provider signed in (AUTH_MODE=oidc): these product claims, and the
   * provider's tokens sealed beside them. Throws devSignInDisabled in development mode.
   */
  startSession(claims: JWTPayload, providerTokens: string, now: Date): Promise<SignedIn>;
  /**
   * A fresh token for the session of a refresh cookie; throws the 401 ApiError when it is not live. A session of the
   * identity provider is renewed there first (`renew`), so a user the provider disabled is signed out here too.
   */
  refresh(refresh: string, now: Date): Promise<SignedIn>;
  /**
   * Sign-out: revokes the session of the token and/or refresh value (unknown or invalid ones are ignored). Answers
   * the refresh value's session as it was (its provider tokens end the session at the provider too).
   */
  revoke(input: { token?: string; refresh?: string }, now: Date): Promise<SessionRecord | null>;
  /**
   * A video token (docs/behaviour/roles-and-flags.md, appended to the video URL as `at`): a JWT for the video host, signed with this
   * server's key, naming the viewer and the one video URL, valid for VIDEO_TOKEN_TTL_SECONDS.
   */
  videoToken(subject: string, url: string, now: Date): Promise<{ value: string; expiry: string }>;
}

const invalidToken = () => new ApiError('unauthorized', { reason: 'invalid-token' }, 'The token is missing, expired or not valid.');

/** The signing secret resolved at start (signing-secret.ts) and the session store (sessions.ts). */
export interface TokenServiceDeps {
  secret: string;
  sessions: SessionStore;
  /**
   * Renews a provider's session at the provider (server/auth/oidc/): its claims now and its next sealed tokens.
   * Throws the 401 ApiError when the provider refuses (the session ends), another ApiError when it is down.
   */
  renew?: (session: SessionRecord, now: Date) => Promise<{ claims: Record<string, unknown>; providerTokens: string }>;
}

export function createTokenService(config: AuthConfig, deps: TokenServiceDeps): TokenService {
  // The product signs its own short tokens in both modes (in OIDC mode for the sessions the provider started).
  if (deps.secret.length < 16) throw new Error('The token signing secret is missing or too short.');
  const secret = new TextEncoder().encode(deps.secret);
  // Imported once: given the bytes, jose imports a key on every call, a third of a token check's CPU.
  const key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  const { sessions } = deps;
  const jwks = config.mode === 'oidc' && config.oidcJwksUrl ? createRemoteJWKSet(new URL(config.oidcJwksUrl)) : undefined;
  const sign = async (claims: JWTPayload, now: Date): Promise<SignedIn> => {
    const iat = Math.floor(now.getTime() / 1000);
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(DEV_ISSUER)
      .setAudience(DEV_AUDIENCE)
      .setIssuedAt(iat)
      .setExpirationTime(iat + config.tokenTtlSeconds)
      .sign(await key);
    const user = userFromPayload({ ...claims, exp: iat + config.tokenTtlSeconds });
    user.providerTokens = [{ name: 'api', value: token, expiry: user.expiry }];
    return { token, user };
  };
  const withoutRegistered = (claims: JWTPayload): JWTPayload => {
    const { iss: _iss, aud: _aud, iat: _iat, exp: _exp, nbf: _nbf, jti: _jti, ...rest } = claims;
    return rest;
  };
  /** The product's own tokens (HS256, with a session), or with OIDC_JWKS_URL also the provider's access tokens. */
  const isProviderToken = (token: string): boolean => {
    if (!jwks) return false;
    try {
      return decodeProtectedHeader(token).alg !== 'HS256';
    } catch {
      return false;
    }
  };
  const verifyJwt = async (token: string, now: Date): Promise<JWTPayload> => {
    const currentDate = now;
    const { payload } = jwks && isProviderToken(token)
      ? await jwtVerify(token, jwks, {
          issuer: config.oidcIssuer,
          ...(config.oidcAudience ? { audience: config.oidcAudience } : {}),
          currentDate,
        })
      : await jwtVerify(token, await key, { issuer: DEV_ISSUER, audience: DEV_AUDIENCE, currentDate, algorithms: ['HS256'] });
    return payload;
  };
  return {
    async reissue(claims, now) {
      const rest = withoutRegistered(claims);
      // In OIDC mode the site signs the tokens of the sessions it keeps; a provider's own token has no such session.
      if (config.mode !== 'dev' && typeof rest.sid !== 'string') throw new ApiError('devSignInDisabled');
      if (typeof rest.sid === 'string') await sessions.updateClaims(rest.sid, rest);
      return sign(rest, now);
    },
    async signIn(persona, now) {
      if (config.mode !== 'dev') throw new ApiError('devSignInDisabled');
      const claims: JWTPayload = { ...personaClaims(persona) };
      const { id, refresh } = await sessions.create(String(claims.sub ?? ''), claims, now, config.sessionTtlSeconds);
      return { ...(await sign({ ...claims, sid: id }, now)), refresh };
    },
    async startSession(claims, providerTokens, now) {
      if (config.mode !== 'oidc') throw new ApiError('devSignInDisabled');
      const rest = withoutRegistered(claims);
      const { id, refresh } = await sessions.create(String(rest.sub ?? ''), rest, now, config.sessionTtlSeconds, providerTokens);
      return { ...(await sign({ ...rest, sid: id }, now)), refresh };
    },
    async refresh(refresh, now) {
      const session = await sessions.byRefresh(refresh, now);
      if (!session) throw new ApiError('unauthorized', { reason: 'session-ended' }, 'The session has ended: sign in again.');
      if (session.providerTokens && deps.renew) {
        const renewed = await deps.renew(session, now);
        await sessions.renewed(session.id, renewed.claims, renewed.providerTokens);
        return sign({ ...withoutRegistered(renewed.claims as JWTPayload), sid: session.id }, now);
      }
      return sign({ ...withoutRegistered(session.claims as JWTPayload), sid: session.id }, now);
    },
    async revoke(input, now) {
      let ended: SessionRecord | null = null;
      if (input.refresh) {
        ended = await sessions.byRefresh(input.refresh, now);
        if (ended) await sessions.revoke(ended.id, now, ended.expiresAt);
      }
      if (input.token) {
        const payload = await verifyJwt(input.token, now).catch(() => null);
        if (!payload) return ended;
        const until = new Date(((payload.exp ?? 0) + 60) * 1000);
        const id = !isProviderToken(input.token) && typeof payload.sid === 'string' ? payload.sid : tokenRevocationId(input.token);
        await sessions.revoke(id, now, until);
      }
      return ended;
    },
    async videoToken(subject, url, now) {
      const iat = Math.floor(now.getTime() / 1000);
      const exp = iat + VIDEO_TOKEN_TTL_SECONDS;
      const value = await new SignJWT({ url })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(DEV_ISSUER)
        .setAudience(VIDEO_AUDIENCE)
        .setSubject(subject)
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .sign(await key);
      return { value, expiry: new Date(exp * 1000).toISOString() };
    },
    async verify(token, now) {
      let payload: JWTPayload;
      try {
        payload = await verifyJwt(token, now);
      } catch {
        throw invalidToken();
      }
      // Development tokens always name a live session; a provider's tokens are checked against sign-outs.
      // (A provider's own `sid` claim names its session, not one of ours: its tokens are revoked by hash.)
      const live = isProviderToken(token)
        ? !(await sessions.isRevoked(tokenRevocationId(token)))
        : typeof payload.sid === 'string' && (await sessions.isActive(payload.sid, now));
      if (!live) throw invalidToken();
      return userFromPayload(payload);
    },
  };
}
