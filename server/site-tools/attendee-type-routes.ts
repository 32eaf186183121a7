/**
 * View the site as another attendee type (docs/behaviour/attendees-and-profile.md: POST /siteeditor/change-attendee-type/{type} and
 * POST /siteeditor/reset-attendee-type; flag enableAdminAttendeeTypeChanger).
 *
 * Design: what a visitor may see follows their token's scopes, so the change answers a NEW token for the same
 * person whose scopes are the chosen type's (plus the editor and language scopes, so the restore button stays
 * reachable). The token names `attendeeType`, and while it differs from the signed-in type, `originalAttendeeType`
 * and `originalScopes`; reset answers a token with the original scopes again. /auth/me and every scope check then
 * follow the new type with no server-side state. The client stores the token, remembers the original type, clears
 * its query cache and reloads. The site signs the new token for the session it keeps (in OIDC mode the session
 * the provider's sign-in started, whose renewals keep the view: server/auth/oidc/oidc-sign-in.ts); a provider's
 * own bearer token has no such session (404 devSignInDisabled). The flag is checked on the site environment's settings: where it is off the change answers
 * 404 (the feature is not there; 403 stays reserved for a missing scope).
 */
import { setSessionCookie } from '../auth/index.js';
import { decodeJwt, type JWTPayload } from 'jose';
import type { FastifyRequest } from 'fastify';
import type { AttendeeTypeAnswer, AttendeeTypeBody, SiteToolsParamsAttendeeType } from '../../schemas/api-types.js';
import { ApiError } from '../errors.js';
import { ref } from '../http/api-schemas.js';
import type { RouteContext } from '../http/context.js';
import { answerOf, defineRoute, noQuery, type RouteDefinition } from '../routes/types.js';
import { ATTENDEE_TYPES, inferAttendeeType, isAttendeeType, scopesViewingAs } from './attendee-types.js';

const answer = answerOf('attendee-type-answer');

function scopesOf(payload: JWTPayload): string[] {
  return Array.isArray(payload.scopes) ? payload.scopes.filter((s): s is string => typeof s === 'string') : [];
}

// The auth hook verified the bearer token before the handler runs; here we only read its claims.
function verifiedClaims(req: FastifyRequest): JWTPayload {
  const token = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1]?.trim() ?? '';
  return decodeJwt(token);
}

async function assertChangerEnabled(ctx: RouteContext): Promise<void> {
  const { settings } = await ctx.settings.get(ctx.config.siteEnv);
  // The flag may sit at the top level or among the feature flags.
  const { features } = settings;
  const inFeatures = typeof features === 'object' && features !== null && 'enableAdminAttendeeTypeChanger' in features && features.enableAdminAttendeeTypeChanger === true;
  if (settings.enableAdminAttendeeTypeChanger !== true && !inFeatures) {
    throw new ApiError('notFound', { feature: 'enableAdminAttendeeTypeChanger' }, 'The attendee type changer is switched off (enableAdminAttendeeTypeChanger).');
  }
}

/** The claims of the signed-in person before any change: their own scopes and type. */
function originalOf(claims: JWTPayload): { scopes: string[]; type: string } {
  const scopes = Array.isArray(claims.originalScopes) ? claims.originalScopes.filter((s: unknown): s is string => typeof s === 'string') : scopesOf(claims);
  const type = typeof claims.originalAttendeeType === 'string' ? claims.originalAttendeeType : typeof claims.attendeeType === 'string' ? claims.attendeeType : inferAttendeeType(scopes);
  return { scopes, type };
}

function withoutViewAs(claims: JWTPayload): JWTPayload {
  const { originalScopes: _scopes, originalAttendeeType: _type, ...rest } = claims;
  return rest;
}

export const attendeeTypeRoutes: readonly RouteDefinition[] = [
  defineRoute<{ Params: SiteToolsParamsAttendeeType; Body: AttendeeTypeBody; Reply: AttendeeTypeAnswer }>({
    method: 'POST', path: '/siteeditor/change-attendee-type/:type', scope: 'siteeditor', write: true,
    schema: { params: ref('site-tools-params', 'attendeeType'), querystring: noQuery, body: ref('attendee-type-body'), response: answer },
    handler: async (ctx, req, reply) => {
      const { type } = req.params;
      if (!isAttendeeType(type)) {
        throw new ApiError('badRequest', { field: 'type', allowed: ATTENDEE_TYPES }, `Unknown attendee type ${type}: one of ${ATTENDEE_TYPES.join(', ')}.`);
      }
      await assertChangerEnabled(ctx);
      const claims = verifiedClaims(req);
      const original = originalOf(claims);
      const current = typeof claims.attendeeType === 'string' ? claims.attendeeType : original.type;
      const base = withoutViewAs(claims);
      const next: JWTPayload = type === original.type
        ? { ...base, scopes: original.scopes, attendeeType: type }
        : { ...base, scopes: scopesViewingAs(original.scopes, type), attendeeType: type, originalAttendeeType: original.type, originalScopes: original.scopes };
      const issued = await ctx.tokens.reissue(next, ctx.now());
      setSessionCookie(req, reply, issued.token, new Date(issued.user.expiry), ctx.now());
      return { changed: current !== type, ...issued, attendeeType: type, originalAttendeeType: original.type };
    },
  }),
  defineRoute<{ Body: AttendeeTypeBody; Reply: AttendeeTypeAnswer }>({
    method: 'POST', path: '/siteeditor/reset-attendee-type', scope: 'siteeditor', write: true,
    schema: { params: noQuery, querystring: noQuery, body: ref('attendee-type-body'), response: answer },
    handler: async (ctx, req, reply) => {
      const claims = verifiedClaims(req);
      const original = originalOf(claims);
      const current = typeof claims.attendeeType === 'string' ? claims.attendeeType : original.type;
      const issued = await ctx.tokens.reissue({ ...withoutViewAs(claims), scopes: original.scopes, attendeeType: original.type }, ctx.now());
      setSessionCookie(req, reply, issued.token, new Date(issued.user.expiry), ctx.now());
      return { changed: current !== original.type, ...issued, attendeeType: original.type, originalAttendeeType: original.type };
    },
  }),
];
