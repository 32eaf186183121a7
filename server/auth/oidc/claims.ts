/**
 * From the provider's claims to the product's: who the visitor is (a stable id of our own), their name and e-mail,
 * and their scopes. The provider names roles (or groups) in one claim (OIDC_ROLES_CLAIM, a dotted path such as
 * `realm_access.roles` reaches into an object); every role that names one of the site's roles grants that role's
 * scopes (schemas/domain/personas.ts, PERSONA_SCOPES), and the visitor's locale adds `lang-{locale}`. A visitor
 * whose roles name none of ours gets OIDC_DEFAULT_ROLE, or is refused when that is unset.
 */
import { createHash } from 'node:crypto';
import { PERSONA_SCOPES, isPersona, type Persona } from '../../../schemas/index.js';
import { DEFAULT_LOCALE, type PersonaClaims } from '../personas.js';
import type { OidcSettings } from './settings.js';

export type ProviderClaims = Record<string, unknown>;

/** The product's claims of a provider's user (the same shape the demo personas sign in with). */
export type ProductClaims = PersonaClaims & { roles: Persona[] };

const text = (value: unknown): string => (typeof value === 'string' ? value.trim().slice(0, 200) : '');

/** Our user id of a provider's subject: stable per issuer and subject, and never the subject itself. */
export function userIdOf(issuer: string, subject: string): string {
  return `oidc-${createHash('sha256').update(`${issuer}|${subject}`).digest('base64url').slice(0, 24)}`;
}

function claimAt(claims: ProviderClaims, path: string): unknown {
  let value: unknown = claims;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** The roles a claim names: a list, or a string of names separated by spaces or commas. */
export function rolesOf(claims: ProviderClaims, settings: Pick<OidcSettings, 'rolesClaim' | 'defaultRole'>): Persona[] {
  const raw = claimAt(claims, settings.rolesClaim);
  const names = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(/[\s,]+/) : [];
  const roles = [...new Set(names.filter((n): n is Persona => isPersona(n) && n !== 'anonymous'))];
  if (roles.length === 0 && settings.defaultRole && settings.defaultRole !== 'anonymous') return [settings.defaultRole];
  return roles;
}

/** A BCP 47 locale of the provider's `locale` claim (`de`, `de-DE`, `de_DE`), else the default. */
export function localeOf(claims: ProviderClaims): string {
  const raw = text(claims.locale).replace('_', '-');
  return /^[a-z]{2,3}(-[A-Za-z]{2,4})?$/.test(raw) ? raw : DEFAULT_LOCALE;
}

/** The product's claims, or null when the visitor holds none of the site's roles (no default role configured). */
export function productClaims(issuer: string, claims: ProviderClaims, settings: Pick<OidcSettings, 'rolesClaim' | 'defaultRole'>): ProductClaims | null {
  const subject = text(claims.sub);
  if (!subject) return null;
  const roles = rolesOf(claims, settings);
  if (roles.length === 0) return null;
  const scopes = [...new Set(roles.flatMap((role) => PERSONA_SCOPES[role]))];
  const id = userIdOf(issuer, subject);
  const email = text(claims.email);
  const givenName = text(claims.given_name);
  const familyName = text(claims.family_name);
  return {
    sub: id,
    eventProfileId: `ep-${id}`,
    cmsId: id,
    name: text(claims.name) || `${givenName} ${familyName}`.trim() || email,
    given_name: givenName,
    family_name: familyName,
    email,
    b2BUserName: email,
    badgeId: text(claims.badgeId),
    companyName: text(claims.companyName) || text(claims.company),
    scopes: [...scopes, `lang-${localeOf(claims)}`],
    roles,
  };
}
