/**
 * The relying party's side of the provider, through openid-client (certified): discovery, the authorization URL
 * (code flow, PKCE S256, state and nonce), the code exchange with the ID token checked (signature, issuer,
 * audience, expiry, nonce), the user info, the refresh grant and RP-initiated logout. The discovery document is
 * read again at every sign-in's start (one small request): a provider that is down is found there, and the visitor
 * gets a clear page instead of a browser error at the provider's address. The site starts, and serves signed-in
 * visitors their sessions, while the provider is down.
 */
import * as client from 'openid-client';
import type { ProviderClaims } from './claims.js';
import type { OidcSettings } from './settings.js';

export interface ProviderTokens {
  claims: ProviderClaims;
  refreshToken?: string;
  idToken?: string;
}

export interface OidcProvider {
  issuer(): Promise<string>;
  authorizationUrl(flow: { state: string; nonce: string; verifier: string }, extra?: Record<string, string>): Promise<URL>;
  /** The callback's code for tokens; throws when the state, the code or the ID token is not right. */
  exchange(callbackUrl: URL, flow: { state: string; nonce: string; verifier: string }): Promise<ProviderTokens>;
  /** A refresh at the provider: its current claims and its next refresh token (rotated or the same). */
  refresh(refreshToken: string): Promise<ProviderTokens>;
  /**
   * Where to send the visitor to sign out at the provider, or null when it offers no RP-initiated logout. The site
   * is named by its client_id, not by an id_token_hint: that would put a token in a URL (and in the provider's logs).
   */
  endSessionUrl(postLogoutRedirectUri: string): Promise<URL | null>;
}

/** Seconds each request to the provider may take before the sign-in fails as "provider down". */
const PROVIDER_TIMEOUT_SECONDS = 10;

export function createOidcProvider(settings: OidcSettings): OidcProvider {
  let configuration: Promise<client.Configuration> | null = null;
  const config = (fresh = false): Promise<client.Configuration> => {
    if (fresh) configuration = null;
    configuration ??= client
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        { [client.clockTolerance]: settings.clockToleranceSeconds },
        settings.clientSecret ? client.ClientSecretPost(settings.clientSecret) : client.None(),
        { ...(settings.allowHttp ? { execute: [client.allowInsecureRequests] } : {}), timeout: PROVIDER_TIMEOUT_SECONDS },
      )
      .catch((error: unknown) => {
        configuration = null;
        throw error;
      });
    return configuration;
  };
  const claimsOf = async (c: client.Configuration, tokens: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers): Promise<ProviderClaims> => {
    const idClaims = tokens.claims();
    if (!idClaims) throw new client.ClientError('The provider answered without an ID token.');
    // Providers put roles and profile claims in the ID token, the user info or both: both are read, the
    // ID token's subject being the one the user info must name.
    const userInfo = c.serverMetadata().userinfo_endpoint ? await client.fetchUserInfo(c, tokens.access_token, idClaims.sub) : {};
    return { ...userInfo, ...idClaims };
  };
  return {
    async issuer() {
      return (await config()).serverMetadata().issuer;
    },
    async authorizationUrl(flow, extra = {}) {
      const c = await config(true);
      return client.buildAuthorizationUrl(c, {
        redirect_uri: settings.redirectUri,
        scope: settings.scopes,
        state: flow.state,
        nonce: flow.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: 'S256',
        // offline_access (a refresh token) needs the visitor's consent at most providers.
        ...(settings.scopes.split(' ').includes('offline_access') ? { prompt: 'consent' } : {}),
        ...extra,
      });
    },
    async exchange(callbackUrl, flow) {
      const c = await config();
      const tokens = await client.authorizationCodeGrant(c, callbackUrl, {
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        pkceCodeVerifier: flow.verifier,
        idTokenExpected: true,
      }, { redirect_uri: settings.redirectUri });
      return { claims: await claimsOf(c, tokens), refreshToken: tokens.refresh_token, idToken: tokens.id_token };
    },
    async refresh(refreshToken) {
      const c = await config();
      const tokens = await client.refreshTokenGrant(c, refreshToken, { scope: settings.scopes });
      // A refresh answer may leave out the ID token; then the user info alone says who the visitor is now.
      const idClaims = tokens.claims();
      const userInfo = c.serverMetadata().userinfo_endpoint
        ? await client.fetchUserInfo(c, tokens.access_token, idClaims?.sub ?? client.skipSubjectCheck)
        : {};
      return { claims: { ...userInfo, ...(idClaims ?? {}) }, refreshToken: tokens.refresh_token ?? refreshToken, idToken: tokens.id_token };
    },
    async endSessionUrl(postLogoutRedirectUri) {
      const c = await config();
      if (!c.serverMetadata().end_session_endpoint) return null;
      return client.buildEndSessionUrl(c, { post_logout_redirect_uri: postLogoutRedirectUri, client_id: settings.clientId });
    },
  };
}

/** Whether an error means the provider did not answer (down, unreachable, too slow), not that it said no. */
export function isProviderUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    const { name, code, message, status } = e as { name?: string; code?: string; message?: string; status?: number };
    if (name === 'TimeoutError' || name === 'AbortError') return true;
    if (code && ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_CONNECT_TIMEOUT', 'OAUTH_TIMEOUT'].includes(code)) return true;
    if (name === 'TypeError' && message === 'fetch failed') return true;
    if (typeof status === 'number' && status >= 500) return true;
  }
  return false;
}

/** Whether the provider refused a refresh token for good (revoked, expired, the user gone): the session ends. */
export function isGrantRefused(error: unknown): boolean {
  const { error: code } = error as { error?: string };
  return code === 'invalid_grant' || code === 'unauthorized_client' || code === 'invalid_client';
}
