/**
 * The sign-in through an OpenID Connect provider (AUTH_MODE=oidc), read from the environment once at start.
 *
 *  OIDC_ISSUER                    the provider's issuer; its discovery document says where everything else is
 *  OIDC_CLIENT_ID                 this site's client at the provider
 *  OIDC_CLIENT_SECRET             the client's secret; without it a public client (PKCE only)
 *  OIDC_REDIRECT_URI              https://<site>/api/auth/oidc/callback, as registered at the provider
 *  OIDC_SCOPES                    default "openid profile email offline_access" (offline_access: a refresh token)
 *  OIDC_POST_LOGOUT_REDIRECT_URI  where the provider sends the visitor after sign-out (default: the site's root)
 *  OIDC_ROLES_CLAIM               the claim naming the visitor's roles or groups (default "roles")
 *  OIDC_DEFAULT_ROLE              the role of a visitor whose claims name none of ours; unset: such visitors are refused
 *  OIDC_CLOCK_SKEW_SECONDS        tolerated difference between the provider's clock and ours (default 30)
 *  OIDC_PASSWORD_RESET_PARAMS     authorization parameters that start the provider's password reset, as a query
 *                                 string (Azure AD B2C: "p=B2C_1_password_reset"); default "prompt=login"
 *
 * How roles become scopes: docs/sign-in.md.
 */
import { isPersona, type Persona } from '../../../schemas/index.js';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret?: string;
  redirectUri: string;
  scopes: string;
  postLogoutRedirectUri?: string;
  rolesClaim: string;
  defaultRole?: Persona;
  clockToleranceSeconds: number;
  /** Added to the authorization request when the visitor forgot their password (AADB2C90118). */
  passwordResetParams: Record<string, string>;
  /** Plain http to the provider: only for one on this machine (the local test provider). */
  allowHttp: boolean;
}

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new Error(`AUTH_MODE=oidc needs ${name}.`);
  return value;
}

function url(name: string, value: string): URL {
  try {
    return new URL(value);
  } catch {
    throw new Error(`${name} is not a URL: ${value}`);
  }
}

const isLocalHost = (u: URL) => u.hostname === '127.0.0.1' || u.hostname === 'localhost' || u.hostname === '[::1]';

export function oidcSettings(env: NodeJS.ProcessEnv): OidcSettings {
  const issuer = required(env, 'OIDC_ISSUER');
  const issuerUrl = url('OIDC_ISSUER', issuer);
  const redirectUri = required(env, 'OIDC_REDIRECT_URI');
  url('OIDC_REDIRECT_URI', redirectUri);
  if (issuerUrl.protocol !== 'https:' && !isLocalHost(issuerUrl)) {
    throw new Error('OIDC_ISSUER must be an https URL (plain http only for a provider on this machine).');
  }
  const scopes = (env.OIDC_SCOPES?.trim() || 'openid profile email offline_access').split(/\s+/);
  if (!scopes.includes('openid')) throw new Error('OIDC_SCOPES must include openid.');
  const defaultRole = env.OIDC_DEFAULT_ROLE?.trim();
  if (defaultRole && !isPersona(defaultRole)) throw new Error(`OIDC_DEFAULT_ROLE names no role of the site: ${defaultRole}`);
  const skew = Number(env.OIDC_CLOCK_SKEW_SECONDS ?? 30);
  if (!Number.isFinite(skew) || skew < 0 || skew > 600) throw new Error('OIDC_CLOCK_SKEW_SECONDS must be between 0 and 600.');
  const postLogout = env.OIDC_POST_LOGOUT_REDIRECT_URI?.trim();
  if (postLogout) url('OIDC_POST_LOGOUT_REDIRECT_URI', postLogout);
  return {
    issuer,
    clientId: required(env, 'OIDC_CLIENT_ID'),
    ...(env.OIDC_CLIENT_SECRET ? { clientSecret: env.OIDC_CLIENT_SECRET } : {}),
    redirectUri,
    scopes: scopes.join(' '),
    ...(postLogout ? { postLogoutRedirectUri: postLogout } : {}),
    rolesClaim: env.OIDC_ROLES_CLAIM?.trim() || 'roles',
    ...(defaultRole && isPersona(defaultRole) ? { defaultRole } : {}),
    clockToleranceSeconds: skew,
    passwordResetParams: Object.fromEntries(new URLSearchParams(env.OIDC_PASSWORD_RESET_PARAMS?.trim() || 'prompt=login')),
    allowHttp: isLocalHost(issuerUrl),
  };
}
