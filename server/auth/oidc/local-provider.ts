// A real OpenID Connect provider on 127.0.0.1 (oidc-provider): AUTH_MODE=oidc-local signs a newcomer in through
// the same redirects, codes and tokens a production identity provider uses, on one machine, and the server tests and
// Playwright tests sign in against it. Its own sign-in page replaces oidc-provider's development pages; consent is
// granted without asking (every client here is first-party).
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import { acquireShiftedClock, clock, keepCookieExpiryReal, releaseShiftedClock, type ClockState } from './local-provider-clock.js';
import { messagePage, page, readForm, send, signInPage } from './local-provider-pages.js';
import { memoryAdapter, type Stored } from './local-provider-store.js';
import { PERSONAS, PERSONA_PROFILES, personaEmail, personaUserId } from '../../../schemas/index.js';

export interface LocalIdpUser {
  sub: string;
  /** The login name typed in the form. */
  email: string;
  password: string;
  given_name: string;
  family_name: string;
  locale?: string;
  /** Released as the `roles` claim. */
  roles: string[];
  /** Released as `companyName`. */
  companyName?: string;
}

export interface LocalIdpClient {
  client_id: string;
  /** Absent: a public client (token_endpoint_auth_method 'none'); present: 'client_secret_post', openid-client's default. */
  client_secret?: string;
  redirect_uris: string[];
  post_logout_redirect_uris?: string[];
}

export interface LocalIdpOptions {
  users: LocalIdpUser[];
  clients: LocalIdpClient[];
  /** Default 0 (any free port); the host is always 127.0.0.1. */
  port?: number;
  /** Default 300. */
  accessTokenTtlSeconds?: number;
  /** Default 300. */
  idTokenTtlSeconds?: number;
  /** Seconds added to the provider's clock (tests make tokens that are already expired / from the future). Mutable at run time via setClockOffset. */
  clockOffsetSeconds?: number;
}

export interface LocalIdp {
  /** http://127.0.0.1:PORT, no trailing slash. */
  issuer: string;
  /** Shifts the provider's clock: the iat/exp/auth_time it puts in tokens and the expiry it checks them against. 0 = real time. */
  setClockOffset(seconds: number): void;
  close(): Promise<void>;
}

const HOST = '127.0.0.1';
const SCOPES = ['openid', 'profile', 'email', 'offline_access'];
const CLAIMS = {
  openid: ['sub'],
  profile: ['name', 'given_name', 'family_name', 'locale', 'roles', 'companyName'],
  email: ['email', 'email_verified'],
};
// A sign-in lasts a working day, as the server's own sessions do (SESSION_TTL_SECONDS' default).
const SESSION_TTL_SECONDS = 12 * 60 * 60;
const INTERACTION_TTL_SECONDS = 60 * 60;
const AUTHORIZATION_CODE_TTL_SECONDS = 60;

/** The demo users of AUTH_MODE=oidc-local: one per persona (but anonymous, who never signs in), password "demo". */
export function demoIdpUsers(): LocalIdpUser[] {
  return PERSONAS.filter((persona) => persona !== 'anonymous').map((persona) => {
    const profile = PERSONA_PROFILES[persona];
    return {
      sub: personaUserId(persona),
      email: personaEmail(persona),
      password: 'demo',
      given_name: profile.firstName,
      family_name: profile.lastName,
      locale: 'en-US',
      roles: [persona],
      companyName: profile.companyName,
    };
  });
}

// oidc-provider ships no type declarations: these are the few parts of it this file uses.
interface ProviderContext {
  type: string;
  body: unknown;
  status: number;
  oidc: { client?: { clientId: string } };
}
interface ProviderClient {
  clientId: string;
  redirectUris: string[];
  grantTypeAllowed(grantType: string): boolean;
}
interface Interaction {
  uid: string;
  prompt: { name: string; details: { missingOIDCScope?: string[]; missingOIDCClaims?: string[]; missingResourceScopes?: Record<string, string[]> } };
  params: Record<string, unknown>;
  session?: { accountId?: string };
  grantId?: string;
}
interface Grant {
  addOIDCScope(scope: string): void;
  addOIDCClaims(claims: string[]): void;
  addResourceScope(resource: string, scope: string): void;
  save(): Promise<string>;
}
interface Provider {
  proxy: boolean;
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
  interactionFinished(req: IncomingMessage, res: ServerResponse, result: Record<string, unknown>, options?: { mergeWithLastSubmission?: boolean }): Promise<void>;
  Client: { find(id: string): Promise<unknown> };
  Grant: { new (init: { accountId: string; clientId: string }): Grant; find(id: string): Promise<Grant | undefined> };
  on(event: 'server_error', listener: (ctx: unknown, error: unknown) => void): void;
}
type ProviderConstructor = new (issuer: string, configuration: Record<string, unknown>) => Provider;

// --- The provider -----------------------------------------------------------------------------------------------------

export async function startLocalIdp(options: LocalIdpOptions): Promise<LocalIdp> {
  // Loaded here, not at the top: a server that never starts a local provider does not load oidc-provider and its
  // dependencies at all.
  // @ts-expect-error -- oidc-provider ships no type declarations; the parts used are typed above (Provider).
  const { default: OidcProvider } = (await import('oidc-provider')) as { default: ProviderConstructor };

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: randomUUID() };

  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const issuer = `http://${HOST}:${(server.address() as AddressInfo).port}`;

  const usersBySub = new Map(options.users.map((user) => [user.sub, user]));
  const usersByEmail = new Map(options.users.map((user) => [user.email.toLowerCase(), user]));
  const entries = new Map<string, Stored>();
  const state: ClockState = { offsetMs: 0 };
  let shifted = false;
  let closed = false;
  const setClockOffset = (seconds: number) => {
    state.offsetMs = Math.round(seconds * 1000);
    if (state.offsetMs !== 0 && !shifted && !closed) {
      shifted = true;
      acquireShiftedClock();
    }
  };

  let provider: Provider;
  try {
    provider = new OidcProvider(issuer, {
      adapter: memoryAdapter(entries),
      jwks: { keys: [signingKey] },
      cookies: {
        keys: [randomBytes(32).toString('base64url')],
        // SameSite=None without Secure is refused by browsers, and over plain http nothing is Secure.
        long: { signed: true, httpOnly: true, sameSite: 'lax' },
        short: { signed: true, httpOnly: true, sameSite: 'lax' },
      },
      clients: options.clients.map((client) => ({
        client_id: client.client_id,
        ...(client.client_secret
          ? { client_secret: client.client_secret, token_endpoint_auth_method: 'client_secret_post' }
          : { token_endpoint_auth_method: 'none' }),
        redirect_uris: client.redirect_uris,
        post_logout_redirect_uris: client.post_logout_redirect_uris ?? [],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      })),
      scopes: SCOPES,
      claims: CLAIMS,
      // The ID token carries the profile and email claims too, not only the userinfo endpoint.
      conformIdTokenClaims: false,
      pkce: { required: () => true },
      // Every sign-in gets a refresh token, without offline_access (which oidc-provider grants only with prompt=consent).
      issueRefreshToken: async (_ctx: unknown, client: ProviderClient) => client.grantTypeAllowed('refresh_token'),
      ttl: {
        AccessToken: options.accessTokenTtlSeconds ?? 300,
        IdToken: options.idTokenTtlSeconds ?? 300,
        AuthorizationCode: AUTHORIZATION_CODE_TTL_SECONDS,
        RefreshToken: SESSION_TTL_SECONDS,
        Session: SESSION_TTL_SECONDS,
        Grant: SESSION_TTL_SECONDS,
        Interaction: INTERACTION_TTL_SECONDS,
      },
      findAccount: async (_ctx: unknown, sub: string) => {
        const user = usersBySub.get(sub);
        if (!user) return undefined;
        return {
          accountId: sub,
          claims: async () => ({
            sub,
            name: `${user.given_name} ${user.family_name}`,
            given_name: user.given_name,
            family_name: user.family_name,
            ...(user.locale ? { locale: user.locale } : {}),
            roles: user.roles,
            ...(user.companyName !== undefined ? { companyName: user.companyName } : {}),
            email: user.email,
            email_verified: true,
          }),
        };
      },
      interactions: { url: async (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
      // A browser app registered with a redirect URI may call the token and userinfo endpoints from that origin.
      clientBasedCORS: (_ctx: unknown, origin: string, client: ProviderClient) =>
        client.redirectUris.some((uri) => new URL(uri).origin === origin),
      renderError: async (ctx: ProviderContext, out: { error?: string; error_description?: string }) => {
        ctx.type = 'html';
        ctx.body = messagePage('Sign-in failed', out.error_description ?? out.error ?? 'Something went wrong.');
      },
      features: {
        devInteractions: { enabled: false },
        revocation: { enabled: true },
        rpInitiatedLogout: {
          enabled: true,
          logoutSource: async (ctx: ProviderContext, form: string) => {
            ctx.type = 'html';
            // `form` is oidc-provider's hidden form (id "op.logoutForm", with its xsrf token); the button submits it.
            ctx.body = page(
              'Sign out',
              `<h1>Sign out</h1>\n<p>Sign out of the local identity provider?</p>\n${form}\n<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Sign out</button>`,
            );
          },
          postLogoutSuccessSource: async (ctx: ProviderContext) => {
            ctx.type = 'html';
            ctx.body = messagePage('Signed out', 'You are signed out.');
          },
        },
      },
    });
    // oidc-provider checks a configured client when it is first asked for; a malformed one fails the start instead.
    for (const { client_id } of options.clients) await provider.Client.find(client_id);
  } catch (error) {
    // A client oidc-provider refuses (a malformed redirect URI, say): nothing may stay listening.
    server.close();
    throw error;
  }
  provider.proxy = false;
  setClockOffset(options.clockOffsetSeconds ?? 0);
  provider.on('server_error', (_ctx, error) => console.error('local identity provider:', error));

  const handleProvider = provider.callback();

  async function showInteraction(req: IncomingMessage, res: ServerResponse, interaction: Interaction): Promise<void> {
    if (interaction.prompt.name === 'login') {
      const hint = typeof interaction.params.login_hint === 'string' ? interaction.params.login_hint : '';
      send(res, 200, signInPage(interaction.uid, hint, false));
      return;
    }
    if (interaction.prompt.name !== 'consent') {
      send(res, 400, messagePage('Sign-in failed', 'This sign-in step is not supported.'));
      return;
    }
    // First-party clients only: consent is granted without asking.
    const accountId = interaction.session?.accountId;
    const clientId = interaction.params.client_id;
    if (!accountId || typeof clientId !== 'string') {
      send(res, 400, messagePage('Sign-in failed', 'This sign-in has expired. Go back and sign in again.'));
      return;
    }
    const grant = (interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined) ?? new provider.Grant({ accountId, clientId });
    const { details } = interaction.prompt;
    grant.addOIDCScope([...new Set([...SCOPES, ...(details.missingOIDCScope ?? [])])].join(' '));
    if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
    for (const [resource, scopes] of Object.entries(details.missingResourceScopes ?? {})) grant.addResourceScope(resource, scopes.join(' '));
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }

  async function submitLogin(req: IncomingMessage, res: ServerResponse, interaction: Interaction): Promise<void> {
    const form = await readForm(req);
    if (!form) {
      send(res, 413, messagePage('Sign-in failed', 'The form was too large.'));
      return;
    }
    if (interaction.prompt.name !== 'login') {
      send(res, 400, messagePage('Sign-in failed', 'This sign-in has expired. Go back and sign in again.'));
      return;
    }
    const email = (form.email ?? '').trim();
    const user = usersByEmail.get(email.toLowerCase());
    if (!user || user.password !== (form.password ?? '')) {
      send(res, 401, signInPage(interaction.uid, email, true));
      return;
    }
    await provider.interactionFinished(req, res, { login: { accountId: user.sub } }, { mergeWithLastSubmission: false });
  }

  async function handleInteraction(req: IncomingMessage, res: ServerResponse, uid: string, login: boolean): Promise<void> {
    const method = req.method ?? 'GET';
    if (login ? method !== 'POST' : method !== 'GET' && method !== 'HEAD') {
      res.setHeader('Allow', login ? 'POST' : 'GET, HEAD');
      send(res, 405, messagePage('Sign-in failed', 'This address does not take that request.'));
      return;
    }
    let interaction: Interaction;
    try {
      interaction = await provider.interactionDetails(req, res);
    } catch {
      // No interaction cookie, or the interaction expired (oidc-provider's SessionNotFound).
      send(res, 400, messagePage('Sign-in failed', 'This sign-in has expired. Go back and sign in again.'));
      return;
    }
    if (interaction.uid !== uid) {
      send(res, 400, messagePage('Sign-in failed', 'This sign-in has expired. Go back and sign in again.'));
      return;
    }
    if (login) await submitLogin(req, res, interaction);
    else await showInteraction(req, res, interaction);
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    clock.run(state, () => {
      keepCookieExpiryReal(res, state);
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(path);
      if (!match?.[1]) {
        handleProvider(req, res);
        return;
      }
      handleInteraction(req, res, match[1], match[2] !== undefined).catch((error: unknown) => {
        console.error('local identity provider:', error);
        if (!res.headersSent) send(res, 500, messagePage('Sign-in failed', 'Something went wrong.'));
        else res.end();
      });
    });
  });

  return {
    issuer,
    setClockOffset,
    async close() {
      if (closed) return;
      closed = true;
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
      entries.clear();
      if (shifted) releaseShiftedClock();
    },
  };
}
