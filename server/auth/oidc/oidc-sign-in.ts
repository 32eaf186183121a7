/**
 * The sign-in through the identity provider as the routes use it: the provider, the keys of the flow cookie and
 * of the sealed provider tokens, the claim mapping, the first sign-in's attendee record, and the renewal of a
 * session at the provider (the token service calls `renew` on every refresh).
 */
import { ensureAttendeeRecord } from '../../attendees/index.js';
import { ApiError } from '../../errors.js';
import type { Queryable } from '../../store/db.js';
import { inferAttendeeType } from '../../../schemas/index.js';
import type { SessionRecord } from '../sessions.js';
import { productClaims, type ProductClaims, type ProviderClaims } from './claims.js';
import { flowKey } from './flow-cookie.js';
import { createOidcProvider, isGrantRefused, isProviderUnavailable, type OidcProvider } from './provider.js';
import { sealKey, sealTokens, unsealTokens, type ProviderSessionTokens } from './sealed-tokens.js';
import type { OidcSettings } from './settings.js';

export interface OidcSignIn {
  settings: OidcSettings;
  provider: OidcProvider;
  flowKey: Uint8Array;
  /** The product's claims of the provider's, or the 403 ApiError when the visitor holds none of the site's roles. */
  claimsOf(claims: ProviderClaims): Promise<ProductClaims>;
  seal(tokens: ProviderSessionTokens): Promise<string>;
  unseal(sealed: string | null): Promise<ProviderSessionTokens>;
  /** The first sign-in's attendee record (attendee types only: editors and staff are no attendees). */
  welcome(claims: ProductClaims): Promise<void>;
  renew(session: SessionRecord, now: Date): Promise<{ claims: Record<string, unknown>; providerTokens: string }>;
}

/**
 * Two tabs renewing at once would both spend the same refresh token, and a provider that rotates them takes the
 * second use for a theft and ends the grant: a session renewed this recently signs from what it holds.
 */
const RENEWED_RECENTLY_MS = 60_000;

/**
 * A site editor viewing the site as another attendee type (server/site-tools/attendee-type-routes.ts) keeps doing so
 * across renewals, on the roles the provider gives now: the view ends when the provider no longer makes them a site
 * editor.
 */
function keepViewingAs(before: Record<string, unknown>, now: Record<string, unknown>): Record<string, unknown> {
  const scopes = Array.isArray(now.scopes) ? (now.scopes as string[]) : [];
  if (typeof before.attendeeType !== 'string' || !scopes.includes('siteeditor')) return now;
  if (typeof before.originalAttendeeType !== 'string') return { ...now, attendeeType: before.attendeeType };
  return { ...now, scopes: before.scopes, attendeeType: before.attendeeType, originalAttendeeType: before.originalAttendeeType, originalScopes: scopes };
}

export function createOidcSignIn(settings: OidcSettings, secret: string, db: Queryable, provider = createOidcProvider(settings)): OidcSignIn {
  const key = sealKey(secret);
  const renewedAt = new Map<string, number>();
  const inFlight = new Map<string, Promise<{ claims: Record<string, unknown>; providerTokens: string }>>();
  const claimsOf = async (claims: ProviderClaims): Promise<ProductClaims> => {
    const mapped = productClaims(await provider.issuer(), claims, settings);
    if (!mapped) throw new ApiError('signInNoRole');
    return mapped;
  };
  const renewAtProvider = async (session: SessionRecord) => {
    const tokens = await unsealTokens(key, session.providerTokens);
    // No refresh token (the provider gave none): the session lives its own length on the claims it began with.
    if (!tokens.refreshToken) return { claims: session.claims, providerTokens: session.providerTokens ?? '' };
    try {
      const renewed = await provider.refresh(tokens.refreshToken);
      const claims = await claimsOf(renewed.claims);
      const next = await sealTokens(key, { refreshToken: renewed.refreshToken, idToken: renewed.idToken ?? tokens.idToken });
      return { claims: keepViewingAs(session.claims, { ...claims }), providerTokens: next };
    } catch (error) {
      if (error instanceof ApiError) throw new ApiError('unauthorized', { reason: 'session-ended' }, 'The provider no longer gives this account access: sign in again.');
      if (isGrantRefused(error)) throw new ApiError('unauthorized', { reason: 'session-ended' }, 'The session has ended at the identity provider: sign in again.');
      if (isProviderUnavailable(error)) throw new ApiError('signInProviderUnavailable');
      throw error;
    }
  };
  return {
    settings,
    provider,
    flowKey: flowKey(secret),
    claimsOf,
    seal: (tokens) => sealTokens(key, tokens),
    unseal: (sealed) => unsealTokens(key, sealed),
    async welcome(claims) {
      const type = inferAttendeeType(claims.scopes);
      if (type !== 'inperson' && type !== 'exhibitor' && type !== 'attendee') return;
      await ensureAttendeeRecord(db, {
        userId: claims.sub,
        firstName: claims.given_name,
        lastName: claims.family_name,
        displayName: claims.name,
        email: claims.email,
        company: claims.companyName,
        participation: type === 'attendee' ? 'digital' : type,
      });
    },
    async renew(session, now) {
      const last = renewedAt.get(session.id);
      if (last !== undefined && now.getTime() - last < RENEWED_RECENTLY_MS && session.providerTokens) {
        return { claims: session.claims, providerTokens: session.providerTokens };
      }
      const running = inFlight.get(session.id);
      if (running) return running;
      const renewal = renewAtProvider(session).finally(() => inFlight.delete(session.id));
      inFlight.set(session.id, renewal);
      const result = await renewal;
      if (renewedAt.size > 10_000) renewedAt.clear();
      renewedAt.set(session.id, now.getTime());
      return result;
    },
  };
}
