// A real OpenID Connect provider on 127.0.0.1 (oidc-provider): AUTH_MODE=oidc-local signs a newcomer in through
// the same redirects, codes and tokens a production identity provider uses, on one machine, and the server tests and
// Playwright tests sign in against it. Its own sign-in page replaces oidc-provider's development pages; consent is
// granted without asking (every client here is first-party).
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse as parseQuery } from 'node:querystring';
import { exportJWK, generateKeyPair } from 'jose';
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
const MAX_FORM_BYTES = 16 * 1024;

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

// --- The provider's clock -------------------------------------------------------------------------------------------
// oidc-provider reads the time through Date.now() only (lib/helpers/epoch_time.js, the cookie library), with no hook.
// So while some local provider runs with an offset, Date.now is wrapped: inside a request to that provider (its
// AsyncLocalStorage context) it answers the real time plus the offset; everywhere else, the relying party and the
// rest of the process included, the real time. Until a provider is given an offset, nothing is wrapped; its close()
// unwraps.

interface ClockState {
  offsetMs: number;
}
const clock = new AsyncLocalStorage<ClockState>();
let realNow: (() => number) | null = null;
let shiftedNow: (() => number) | null = null;
let clockUsers = 0;

function acquireShiftedClock(): void {
  clockUsers += 1;
  if (clockUsers > 1) return;
  const now = Date.now.bind(Date);
  const shifted = () => now() + (clock.getStore()?.offsetMs ?? 0);
  realNow = now;
  shiftedNow = shifted;
  Date.now = shifted;
}

function releaseShiftedClock(): void {
  clockUsers -= 1;
  if (clockUsers > 0) return;
  // Something that replaced Date.now after us (fake timers) is left alone; our wrapper then sits harmlessly below it.
  if (realNow && Date.now === shiftedNow) Date.now = realNow;
  realNow = null;
  shiftedNow = null;
}

/**
 * Cookie expiry is a date in the browser's real clock: a cookie the shifted provider sets (its session, its interaction)
 * must not arrive already expired, or the browser would drop it and a sign-in with a clock far behind could not finish.
 */
function keepCookieExpiryReal(res: ServerResponse, state: ClockState): void {
  const writeHead = res.writeHead as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    const header = res.getHeader('set-cookie');
    const cookies = typeof header === 'string' ? [header] : Array.isArray(header) ? header : [];
    if (state.offsetMs !== 0 && cookies.length) {
      res.setHeader('set-cookie', cookies.map((cookie) => unshiftExpiry(cookie, state.offsetMs)));
    }
    return writeHead.apply(res, args);
  }) as ServerResponse['writeHead'];
}

function unshiftExpiry(cookie: string, offsetMs: number): string {
  return cookie.replace(/(;\s*expires=)([^;]+)/i, (whole, prefix: string, date: string) => {
    const time = Date.parse(date);
    // The epoch date deletes a cookie and must stay in the past.
    if (Number.isNaN(time) || time === 0) return whole;
    return `${prefix}${new Date(time - offsetMs).toUTCString()}`;
  });
}

// --- Storage ----------------------------------------------------------------------------------------------------------
// oidc-provider's own in-memory adapter is shared by every provider in the process, evicts after 1,000 entries and
// warns on the console; this one belongs to one provider and is emptied by close().

interface Stored {
  payload: Record<string, unknown>;
  expiresAt: number | undefined;
}

function memoryAdapter(entries: Map<string, Stored>) {
  const grantable = new Set(['AccessToken', 'AuthorizationCode', 'RefreshToken', 'DeviceCode', 'BackchannelAuthenticationRequest']);
  const live = (key: string): Stored | undefined => {
    const entry = entries.get(key);
    if (entry?.expiresAt !== undefined && entry.expiresAt <= Date.now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const put = (key: string, payload: Record<string, unknown>, expiresIn: number | undefined) => {
    entries.set(key, { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : undefined });
  };
  return class LocalAdapter {
    constructor(private readonly model: string) {}

    private key(id: string) {
      return `${this.model}:${id}`;
    }

    async upsert(id: string, payload: Record<string, unknown>, expiresIn?: number) {
      const key = this.key(id);
      if (this.model === 'Session' && typeof payload.uid === 'string') put(`sessionUid:${payload.uid}`, { id }, expiresIn);
      if (typeof payload.userCode === 'string') put(`userCode:${payload.userCode}`, { id }, expiresIn);
      if (grantable.has(this.model) && typeof payload.grantId === 'string') {
        const grantKey = `grant:${payload.grantId}`;
        const keys = (live(grantKey)?.payload.keys as string[] | undefined) ?? [];
        put(grantKey, { keys: [...keys, key] }, undefined);
      }
      put(key, payload, expiresIn);
    }

    async find(id: string) {
      return live(this.key(id))?.payload;
    }

    async findByUid(uid: string) {
      const id = live(`sessionUid:${uid}`)?.payload.id;
      return typeof id === 'string' ? this.find(id) : undefined;
    }

    async findByUserCode(userCode: string) {
      const id = live(`userCode:${userCode}`)?.payload.id;
      return typeof id === 'string' ? this.find(id) : undefined;
    }

    async consume(id: string) {
      const entry = live(this.key(id));
      if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
    }

    async destroy(id: string) {
      entries.delete(this.key(id));
    }

    async revokeByGrantId(grantId: string) {
      const grantKey = `grant:${grantId}`;
      for (const key of (entries.get(grantKey)?.payload.keys as string[] | undefined) ?? []) entries.delete(key);
      entries.delete(grantKey);
    }
  };
}

// --- Pages ------------------------------------------------------------------------------------------------------------

const escapeHtml = (value: unknown) =>
  String(value).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;padding:2rem 1rem;color:#1a1a1a;background:#f4f4f5}
main{max-width:22rem;margin:0 auto;padding:1.5rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 3px rgba(0,0,0,.2)}
h1{font-size:1.5rem;margin:0 0 1rem}label{display:block;margin:.75rem 0 .25rem;font-weight:600}
input{box-sizing:border-box;width:100%;padding:.5rem;font:inherit;border:1px solid #71717a;border-radius:.25rem}
button{margin-top:1.25rem;width:100%;padding:.6rem;font:inherit;font-weight:600;color:#fff;background:#1d4ed8;border:0;border-radius:.25rem;cursor:pointer}
:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}[role=alert]{color:#b91c1c;font-weight:600}`;

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

function signInPage(uid: string, email: string, failed: boolean): string {
  return page(
    'Sign in',
    `<h1>Sign in</h1>
${failed ? '<p role="alert">The email or password is not correct.</p>\n' : ''}<form method="post" action="/interaction/${escapeHtml(encodeURIComponent(uid))}/login">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${email ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${email ? ' autofocus' : ''}>
<button type="submit">Sign in</button>
</form>`,
  );
}

const messagePage = (title: string, message: string) => page(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>`);

function send(res: ServerResponse, status: number, html: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
  res.end(html);
}

/** The urlencoded form body; null when it is larger than any sign-in form. */
async function readForm(req: IncomingMessage): Promise<Record<string, string> | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) return null;
    chunks.push(chunk);
  }
  const form: Record<string, string> = {};
  for (const [name, value] of Object.entries(parseQuery(Buffer.concat(chunks).toString('utf8')))) {
    form[name] = Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
  }
  return form;
}

// --- The provider -----------------------------------------------------------------------------------------------------

export async function startLocalIdp(options: LocalIdpOptions): Promise<LocalIdp> {
  // Loaded here, not at the top: oidc-provider is a development dependency, and a server that never starts a local
  // provider must not need it installed.
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
