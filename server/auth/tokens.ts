import { SignJWT, createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { AuthConfig } from '../config.js';
import { ApiError } from '../errors.js';
import { personaClaims, type Persona } from './personas.js';
import type { AuthUser } from '../../schemas/generated/types.js';

/** The signed-in user as the API answers it (schemas/api/user.schema.json, spec 000 section 3 "User"). */
export type { AuthUser };

const DEV_ISSUER = 'conference-dev-idp';
const DEV_AUDIENCE = 'conference-api';

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

export interface TokenService {
  /** Development identity provider; throws devSignInDisabled in OIDC mode. */
  signIn(persona: Persona, now: Date): Promise<{ token: string; user: AuthUser }>;
  /** Verifies a bearer token; throws the 401 ApiError when it is not valid. */
  verify(token: string, now: Date): Promise<AuthUser>;
  /**
   * Signs a development token with these claims (a fresh issue and expiry time), e.g. the same person viewing the
   * site as another attendee type. Throws devSignInDisabled in OIDC mode: only the identity provider signs there.
   */
  reissue(claims: JWTPayload, now: Date): Promise<{ token: string; user: AuthUser }>;
}

export function createTokenService(config: AuthConfig): TokenService {
  const secret = new TextEncoder().encode(config.devSecret);
  const jwks = config.mode === 'oidc' && config.oidcJwksUrl ? createRemoteJWKSet(new URL(config.oidcJwksUrl)) : undefined;
  const reissue = async (claims: JWTPayload, now: Date) => {
    if (config.mode !== 'dev') throw new ApiError('devSignInDisabled');
    const iat = Math.floor(now.getTime() / 1000);
    const { iss: _iss, aud: _aud, iat: _iat, exp: _exp, nbf: _nbf, jti: _jti, ...rest } = claims;
    const token = await new SignJWT(rest)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(DEV_ISSUER)
      .setAudience(DEV_AUDIENCE)
      .setIssuedAt(iat)
      .setExpirationTime(iat + config.tokenTtlSeconds)
      .sign(secret);
    const user = userFromPayload({ ...rest, exp: iat + config.tokenTtlSeconds });
    user.providerTokens = [{ name: 'api', value: token, expiry: user.expiry }];
    return { token, user };
  };
  return {
    reissue,
    async signIn(persona, now) {
      if (config.mode !== 'dev') throw new ApiError('devSignInDisabled');
      const iat = Math.floor(now.getTime() / 1000);
      const claims = personaClaims(persona);
      const token = await new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(DEV_ISSUER)
        .setAudience(DEV_AUDIENCE)
        .setSubject(claims.sub)
        .setIssuedAt(iat)
        .setExpirationTime(iat + config.tokenTtlSeconds)
        .sign(secret);
      const user = userFromPayload({ ...claims, exp: iat + config.tokenTtlSeconds });
      user.providerTokens = [{ name: 'api', value: token, expiry: user.expiry }];
      return { token, user };
    },
    async verify(token, now) {
      try {
        const currentDate = now;
        const { payload } = jwks
          ? await jwtVerify(token, jwks, {
              issuer: config.oidcIssuer,
              ...(config.oidcAudience ? { audience: config.oidcAudience } : {}),
              currentDate,
            })
          : await jwtVerify(token, secret, { issuer: DEV_ISSUER, audience: DEV_AUDIENCE, currentDate, algorithms: ['HS256'] });
        return userFromPayload(payload);
      } catch {
        throw new ApiError('unauthorized', { reason: 'invalid-token' }, 'The token is missing, expired or not valid.');
      }
    },
  };
}
