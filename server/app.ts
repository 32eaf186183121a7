import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { createSessionStore } from './auth/sessions.js';
import { resolveSigningSecret } from './auth/signing-secret.js';
import { createTokenService } from './auth/tokens.js';
import type { ServerConfig } from './config.js';
import { listenForSeatChanges } from './catalog/seat-availability.js';
import { ApiError, errorCatalogue } from './errors.js';
import { loadApiSchemas } from './http/api-schemas.js';
import { createAuthHook } from './http/auth-hook.js';
import { withIdempotency } from './http/idempotency.js';
import { lazyCompilersFactory } from './http/lazy-compilers.js';
import { registerCompression } from './http/compression.js';
import type { RouteContext } from './http/context.js';
import { ReadCache } from './http/read-cache.js';
import type { LiveEvent } from './live/events.js';
import { DEFAULT_LIVE_OPTIONS, LiveHub, type LiveHubOptions } from './live/live-hub.js';
import { createLivePublisher } from './live/live-publisher.js';
import { createUserEventRelay } from './live/user-events.js';
import { routeRateLimit } from './http/rate-limits.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { isSiteFilePath, registerStaticSite } from './http/static-site.js';
import { createPageHandler } from './ssr/page-route.js';
import { routeTable } from './routes/route-table.js';
import { seatEventsOf } from './schedule/rsvp-live.js';
import { registerQaJobs } from './qa/jobs.js';
import { notificationEventsFor, pushDeliveryOf, startNotificationScheduler } from './notifications/index.js';
import { readSettings } from './http/reads.js';
import { effectiveNow } from '../schemas/index.js';
import { strictValidatorCompiler } from './routes/strict-validator.js';
import { assertStorableStrings } from './validation.js';
import { createContentService } from './content/content-service.js';
import { createSettingsService } from './settings/settings-service.js';
import { createTranslationService } from './translations/translation-service.js';
import { createPreviewService } from './preview/preview-service.js';
import { createPreviewHook, registerPreviewHeaders } from './preview/preview-request.js';
import { createPreviewPage, previewTokenOfUrl } from './preview/preview-page.js';
import { previewSecretOf } from './preview/preview-token.js';
import { createTickerService } from './ticker/index.js';
import type { Db } from './store/db.js';
import { createOidcSignIn } from './auth/oidc/oidc-sign-in.js';
import { OIDC_START_PATH, signInPageRedirect, withSignInStart } from './auth/oidc/oidc-routes.js';
import { requestLogSerializer } from './http/log-redaction.js';

export interface BuildAppOptions {
  /** Opened and migrated store (openStore); the caller closes it after app.close(). */
  store: Db;
  config: ServerConfig;
  /** Injectable clock (tests, phase resolution). */
  clock?: () => Date;
  /** pino logger on/off (tests pass false). */
  logger?: boolean;
  /** Live-update limits (client cap, heartbeat); tests lower them. */
  live?: Partial<LiveHubOptions>;
}

/** Builds the Fastify app (API under /api, built site at /) without listening. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { store: db, config } = options;
  const now = options.clock ?? (() => new Date());
  const app = Fastify({
    logger: options.logger === false ? false : {
      level: config.logLevel,
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'token', '*.token'], censor: '[redacted]' },
      serializers: { req: requestLogSerializer },
    },
    bodyLimit: 2 * 1024 * 1024,
    // Validators and answer serialisers are compiled on each route's first use, not all at start (start-up time).
    schemaController: { compilersFactory: lazyCompilersFactory() },
    // The rate limit keys on the client address; behind a proxy set TRUST_PROXY.
    trustProxy: process.env.TRUST_PROXY === 'true',
    // Malformed URLs, content types and bodies that fail before routing still get a coded answer.
    frameworkErrors: (error, _req, reply) => {
      const status = (error as FastifyError).statusCode ?? 400;
      void (reply as FastifyReply).code(status >= 500 ? 400 : status).send({ code: errorCatalogue.badRequest.code, message: error.message, details: { fastifyCode: (error as FastifyError).code ?? null } });
    },
  });

  const cache = new ReadCache();
  // Writes clear this node's cache at once; their typed event reaches every node through NOTIFY,
  // which clears that node's cache and fans the event out to its SSE clients (server/live/).
  // The hub's clock is the one server renders stamp their pages with (page-route.ts), so the two compare.
  const hub = new LiveHub({ ...DEFAULT_LIVE_OPTIONS, maxPerClient: config.liveMaxPerClient, ...options.live }, () => now().getTime());
  const live = await createLivePublisher({ db, hub, clearCache: () => cache.clear() });
  const afterWrite = (...events: LiveEvent[]) => live.publish(...events);
  // An RSVP that fills or frees a session's last seat drops the caches built on availability (catalog/seat-availability.ts).
  const unlistenSeats = await listenForSeatChanges(db, () => cache.clear());
  app.addHook('onClose', async () => unlistenSeats());
  // User-targeted events (a new message or invitation reaches the recipient's streams only): server/live/user-events.ts.
  const userEvents = await createUserEventRelay({
    db, hub, readSeats: (ids) => seatEventsOf(db, ids), notificationEvents: (id, userIds) => notificationEventsFor(db, id, userIds),
  });
  app.addHook('onClose', async () => userEvents.close());
  // Open event streams would hold close() forever: end them before the server stops accepting.
  app.addHook('preClose', async () => hub.closeAll());
  app.addHook('onClose', async () => live.close());

  // No built-in signing key: the configured one, else the one kept with the data (made on first start).
  const secret = await resolveSigningSecret(config.auth.devSecret || undefined, { dataDir: config.dataDir, databaseUrl: config.databaseUrl, db });
  // AUTH_MODE=oidc: the sign-in through the identity provider, which also renews its sessions (server/auth/oidc/).
  const oidc = config.auth.oidc ? createOidcSignIn(config.auth.oidc, secret, db) : undefined;
  const tokens = createTokenService(config.auth, { secret, sessions: createSessionStore(db), ...(oidc ? { renew: oidc.renew } : {}) });
  const ctx: RouteContext = {
    db, config, now, tokens, cache, live: hub, userEvents,
    content: createContentService({ db, now, afterWrite }),
    settings: createSettingsService({ db, now, afterWrite }),
    translations: createTranslationService({ db, now, afterWrite }),
    // Preview frames and share links, signed with PREVIEW_SECRET or a key derived from the signing key.
    preview: createPreviewService({ db, now, secret: previewSecretOf(config.previewSecret, secret) }),
    ticker: createTickerService({ db, now, afterWrite }),
    ...(oidc ? { oidc } : {}),
  };
  // In-process reads (server/http/reads.ts) for server rendering and tests: the same cache the routes answer from.
  app.decorate('routeContext', ctx);
  // Due notification sends go out at the event's clock (the site's testing date when set), each exactly once however
  // many processes share the database (server/notifications/sender.ts).
  ctx.notificationScheduler = startNotificationScheduler({
    db,
    intervalMs: config.notificationTickMs,
    // Push messages (web-push, VAPID keys kept like the signing key) go out after each send, in the background.
    ...(config.pushDelivery ? { push: pushDeliveryOf(config, db) } : {}),
    eventNow: async () => {
      const { value } = await readSettings(ctx, config.siteEnv);
      return effectiveNow(typeof value.testingDate === 'string' ? value.testingDate : null, now());
    },
    onError: (error) => app.log.error({ err: error }, 'notification send failed'),
  });
  app.addHook('preClose', async () => ctx.notificationScheduler?.stop());

  // Before any route, so every answer (API, static files, 404s, errors) gets the headers.
  registerSecurityHeaders(app, { mediaHosts: config.mediaHosts });
  // JSON answers of 1 kB and more go out brotli- or gzip-compressed when the client accepts it.
  registerCompression(app);
  // Preview requests: answers never cached, never indexed.
  registerPreviewHeaders(app);
  const previewHook = createPreviewHook(ctx.preview!);
  // Graceful shutdown: close() waits for every open connection, and a keep-alive connection whose request
  // was still in flight when close() began would otherwise stay open for the whole keep-alive timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Both hooks callback style: every request passes them, and an async hook costs a promise each time.
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (closing) void reply.header('connection', 'close');
    done(null, payload);
  });
  // Bodies and query strings are checked before validation: jsonb cannot hold them otherwise.
  app.addHook('preValidation', (req, _reply, done) => {
    if (!req.url.startsWith('/api/')) return done();
    try {
      assertStorableStrings('body', req.body);
      assertStorableStrings('query', req.query);
      assertStorableStrings('params', req.params);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
  for (const schema of loadApiSchemas()) app.addSchema(schema);

  app.setErrorHandler((error: FastifyError | ApiError, req, reply) => {
    if (error.statusCode === 429) {
      // docs/behaviour/errors-and-limits.md: a 429 carries a plain string the client shows as is.
      return reply.code(429).type('text/plain; charset=utf-8').send(error.message || errorCatalogue.tooManyRequests.message);
    }
    if (error instanceof ApiError) return reply.code(error.statusCode).send(error.toBody());
    if ('validation' in error && error.validation) {
      const details = { errors: error.validation.map((v) => ({ path: `${error.validationContext ?? ''}${v.instancePath}`, message: v.message ?? 'invalid', params: v.params })) };
      return reply.code(400).send({ code: errorCatalogue.badRequest.code, message: error.message, details });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) return reply.code(status).send({ code: errorCatalogue.badRequest.code, message: error.message, details: { fastifyCode: error.code ?? null } });
    req.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ code: errorCatalogue.internal.code, message: errorCatalogue.internal.message, details: null });
  });

  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, context) => ({
      statusCode: 429,
      message: `Too many requests: retry in ${context.after}.`,
    }),
  });

  await app.register(async (api) => {
    for (const route of routeTable) {
      api.route({
        method: route.method,
        url: route.path,
        schema: route.schema,
        // Writes: validated without type coercion or silent removal of unknown properties.
        ...(route.write ? { validatorCompiler: strictValidatorCompiler } : {}),
        // Reads and writes: rate-limited per client, each by its own limit (429 with Retry-After).
        ...routeRateLimit(route, config),
        // Page saves carry whole layouts: their own limit (content-routes.ts), the 2 MB default elsewhere.
        ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
        // A preview grant first (server/preview): it stands for the frame's audience instead of a bearer token.
        onRequest: [previewHook, createAuthHook(tokens, route.scope, now)],
        // A write with an Idempotency-Key (an offline queue's replay) is applied once, and a repeat gets its answer.
        handler: route.write
          ? (req, reply) => withIdempotency(ctx.db, now, req, reply, () => route.handler(ctx, req, reply))
          : (req, reply) => route.handler(ctx, req, reply),
      });
    }
  }, { prefix: '/api' });

  const siteHtml = await registerStaticSite(app, config.siteDir, config.siteEnv);
  // In OIDC mode the pages' sign-in buttons start the provider's flow (renderer/shell/auth-pages.tsx reads this).
  const indexHtml = siteHtml && oidc ? withSignInStart(siteHtml, OIDC_START_PATH) : siteHtml;
  // Pages are rendered on the server when the page renderer is built (server/ssr/), else the browser renders them.
  const renderPage = indexHtml ? await createPageHandler(app, ctx, indexHtml) : undefined;
  const previewPage = indexHtml ? createPreviewPage(ctx.preview!, indexHtml, config.mediaHosts, renderPage && { siteEnv: config.siteEnv, page: renderPage.preview }) : undefined;
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    const page = !path.startsWith('/api/') && path !== '/api' && !isSiteFilePath(path);
    if (indexHtml && (req.method === 'GET' || req.method === 'HEAD') && page) {
      const previewToken = previewPage ? previewTokenOfUrl(req.url) : null;
      if (previewPage && previewToken !== null) return previewPage(req, reply, previewToken);
      // /login and /sign-in go straight to the identity provider: there is no page of ours to sign in on.
      const providerStart = oidc ? signInPageRedirect(req.url) : null;
      if (providerStart) return reply.code(302).header('Cache-Control', 'no-store').header('Location', providerStart).send();
      if (renderPage) return renderPage(req, reply);
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(indexHtml);
    }
    return reply.code(404).send({ code: errorCatalogue.notFound.code, message: `No route ${req.method} ${path}.`, details: null });
  });

  // QA screenshot runs: an open run resumes once the server listens and stays open over a stop.
  registerQaJobs(app, ctx);

  return app;
}
