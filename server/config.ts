import { ENVIRONMENTS, isEnvironment, type Environment } from '../schemas/index.js';
import { MIN_SECRET_LENGTH } from './auth/signing-secret.js';
import { oidcSettings, type OidcSettings } from './auth/oidc/settings.js';

// The environment list is a domain fact of schemas/; server files name it through here.
export { ENVIRONMENTS, isEnvironment };
export type { Environment };

export interface AuthConfig {
  mode: 'dev' | 'oidc';
  /**
   * HS256 secret of the development identity provider (SIGNING_SECRET). Empty = made at start and kept with the
   * data (server/auth/signing-secret.ts); never a built-in default.
   */
  devSecret: string;
  /** Lifetime of an access token (TOKEN_TTL_SECONDS, default 30 minutes); the client refreshes before it ends. */
  tokenTtlSeconds: number;
  /** How long a sign-in can be refreshed (SESSION_TTL_SECONDS, default 12 hours); sign-out ends it at once. */
  sessionTtlSeconds: number;
  /** The identity provider's own access tokens, also taken as bearer tokens when OIDC_JWKS_URL is set (API clients). */
  oidcIssuer?: string;
  oidcJwksUrl?: string;
  oidcAudience?: string;
  /** AUTH_MODE=oidc: the sign-in through the provider (server/auth/oidc/settings.ts). */
  oidc?: OidcSettings;
}

export interface ServerConfig {
  port: number;
  host: string;
  siteEnv: Environment;
  dataDir: string;
  databaseUrl?: string;
  /** Built site to serve (index.html, assets, static-content/); missing = API only. */
  siteDir: string;
  auth: AuthConfig;
  /** NODE_ENV=production or PRODUCTION=true: refuses to start without SIGNING_SECRET. */
  production: boolean;
  /** Writes allowed per client, route and window (WRITE_RATE_LIMIT_MAX, 0 = off). */
  writeRateLimit: { max: number; timeWindowMs: number };
  /** Reads allowed per client, route and window (READ_RATE_LIMIT_MAX, default 1200 a minute, 0 = off). */
  readRateLimit: { max: number; timeWindowMs: number };
  /** Live-update streams one client address may hold open (LIVE_MAX_PER_CLIENT, default 10). */
  liveMaxPerClient: number;
  /** Image hosts besides the site the CSP lets pages load images from (MEDIA_HOSTS, space or comma separated). */
  mediaHosts: string[];
  /**
   * How often this process looks for notification sends that are due (NOTIFICATION_TICK_MS, default 5000; 0 = never,
   * for a process that only serves pages while another one sends).
   */
  notificationTickMs: number;
  /**
   * Push services admitted although their address is loopback or private, over http too (PUSH_ALLOWED_HOSTS,
   * comma-separated host:port, empty by default): a test's local push service. Every other endpoint must be https
   * on a public host.
   */
  pushAllowedHosts: string[];
  /**
   * Whether this process posts the queued push messages (PUSH_DELIVERY, default true; false: it queues them with
   * each send and leaves posting to the processes that do, or to a caller that delivers them itself).
   */
  pushDelivery: boolean;
  /** HMAC key of preview frames and share links (PREVIEW_SECRET, at least 32 characters); empty = derived from the signing key. */
  previewSecret?: string;
  version: string;
  build: string;
  logLevel: string;
}

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

function nonNegativeInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(n) && n >= 0 ? n : fallback;
}

/**
 * MEDIA_HOSTS: origins or host names (`https://cdn.example.com`, `images.example.org`, `*.example.net`) the CSP's
 * img-src allows besides the site itself. Anything that is not a plain https origin or host is refused at start:
 * a stray `;` or `'unsafe-inline'` must not reach the policy.
 */
export function parseMediaHosts(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      if (!/^(https:\/\/)?(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i.test(entry)) {
        throw new Error(`MEDIA_HOSTS: ${entry} is not an https origin or host name.`);
      }
      return entry.startsWith('https://') ? entry : `https://${entry}`;
    });
}

/** Reads the configuration from the environment variables (documented in README). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, version = '0.0.0'): ServerConfig {
  const siteEnv = env.SITE_ENV ?? 'cont';
  if (!isEnvironment(siteEnv)) throw new Error(`SITE_ENV must be cont, uat or prod, not ${siteEnv}`);
  const mode = env.AUTH_MODE === 'oidc' ? 'oidc' : 'dev';
  const production = env.NODE_ENV === 'production' || env.PRODUCTION === 'true';
  const devSecret = env.SIGNING_SECRET || env.DEV_AUTH_SECRET || '';
  if (production && !devSecret) {
    throw new Error(
      'Production mode (NODE_ENV=production or PRODUCTION=true) needs SIGNING_SECRET: a random string of at least ' +
        `${MIN_SECRET_LENGTH} characters (e.g. \`openssl rand -base64 48\`). There is no built-in key; without one the server does not start.`,
    );
  }
  if (env.PREVIEW_SECRET && env.PREVIEW_SECRET.length < MIN_SECRET_LENGTH) {
    throw new Error(`PREVIEW_SECRET must be at least ${MIN_SECRET_LENGTH} characters long.`);
  }
  if (devSecret && devSecret.length < MIN_SECRET_LENGTH) {
    throw new Error(`SIGNING_SECRET must be at least ${MIN_SECRET_LENGTH} characters long.`);
  }
  const oidc = mode === 'oidc' ? oidcSettings(env) : undefined;
  return {
    port: positiveInt(env.PORT, 8080),
    host: env.HOST ?? '127.0.0.1',
    siteEnv,
    dataDir: env.DATA_DIR ?? './data',
    databaseUrl: env.DATABASE_URL || undefined,
    siteDir: env.SITE_DIR ?? 'dist/site',
    auth: {
      mode,
      devSecret,
      tokenTtlSeconds: positiveInt(env.TOKEN_TTL_SECONDS, 30 * 60),
      sessionTtlSeconds: positiveInt(env.SESSION_TTL_SECONDS, 12 * 3600),
      oidcIssuer: env.OIDC_ISSUER,
      oidcJwksUrl: env.OIDC_JWKS_URL,
      oidcAudience: env.OIDC_AUDIENCE,
      ...(oidc ? { oidc } : {}),
    },
    writeRateLimit: {
      max: nonNegativeInt(env.WRITE_RATE_LIMIT_MAX, 120),
      timeWindowMs: positiveInt(env.WRITE_RATE_LIMIT_WINDOW_MS, 60_000),
    },
    readRateLimit: {
      max: nonNegativeInt(env.READ_RATE_LIMIT_MAX, 1200),
      timeWindowMs: positiveInt(env.READ_RATE_LIMIT_WINDOW_MS, 60_000),
    },
    liveMaxPerClient: positiveInt(env.LIVE_MAX_PER_CLIENT, 10),
    mediaHosts: parseMediaHosts(env.MEDIA_HOSTS),
    notificationTickMs: nonNegativeInt(env.NOTIFICATION_TICK_MS, 5000),
    pushDelivery: env.PUSH_DELIVERY !== 'false',
    pushAllowedHosts: (env.PUSH_ALLOWED_HOSTS ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean),
    previewSecret: env.PREVIEW_SECRET || undefined,
    production,
    version: env.APP_VERSION ?? version,
    build: env.APP_BUILD ?? 'local',
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
