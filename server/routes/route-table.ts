/**
 * THE list of /api routes: method, path, scope, schemas, handler. app.ts registers exactly
 * these; the authorization matrix is generated from this table.
 *
 * Scopes: 'public' (no token needed; a valid token is still read, e.g. per-user features),
 * 'authenticated' (any valid token), 'contenteditor' (contenteditor or siteeditor scope),
 * 'siteeditor'. Missing/invalid token -> 401 translate.base.error.unauthorized; missing
 * scope -> 403 translate.base.error.forbidden. Errors: { code, message, details } (400 names
 * the field; 409 details.currentHash). Writes (write: true) are rate-limited: 429 text/plain.
 *
 * Shapes (all JSON; schemas/api/<name>.schema.json):
 *  GET  /api/ping                         -> { ok: true }
 *  GET  /api/version                      -> { server: { version, build } }
 *  GET  /api/live?languages=en,de         -> text/event-stream: onSettingsChanged, onComponentSettingsChanged,
 *                                            onLanguageChanged, onCacheClear (server/live/); 429 when full
 *  POST /api/auth/dev/sign-in             { persona } -> { token, user: AuthUser } (404 in AUTH_MODE=oidc)
 *  GET  /api/auth/me                      -> AuthUser (authenticated)
 *  GET  /api/settings[?env=]              -> SiteSettings + { environment, currentPhaseId, hash, features (after
 *                                            scoped overrides for the caller) }; ETag/304
 *  GET  /api/chrome/{language}            -> { cssIncludes, javascriptIncludes, headerHtml, footerHtml }
 *  GET  /api/content/{page}--{phase}[?env=] -> PageLayout { id, page, phase, environment, hash, revision,
 *                                            components: [{ componentId, component, parentId, slot, props,
 *                                            originalHash, schemaVersion, editor|null }] }; ETag/304; 404 if none.
 *                                            env other than SITE_ENV needs contenteditor.
 *  GET  /api/content/all/{page}           -> { cont: PageLayout[], uat: [...], prod: [...] } (contenteditor)
 *  PUT  /api/content/{page}               { environment, phase, components: [{ componentId, component, parentId?,
 *                                            slot?, props, originalHash (null for new) }], originalPageHash?, force? }
 *                                            -> { changed, layout }. The list is the whole new layout in order.
 *  PUT  /api/content/component/{env}/{page}/{phase}/{contentId}/{parentOrType}/{timestamp}/{flag}
 *                                          { originalHash (null for new), changes: <complete new props>, parentId?, slot? }
 *                                            -> { changed, layout, component }. parentOrType = block type for a new
 *                                            block (ignored for an existing one); flag force|normal.
 *  POST /api/content/copyToEnvironment/{page}/{env}
 *                                          { sourceEnvironment, phase, componentId?, targetBaseHash (target layout.hash,
 *                                            or the target block's originalHash with componentId; null if absent), force? }
 *                                            -> { changed, layout (target) }; 409 translate.base.error.push.conflict
 *  GET  /api/changelog/content?documentId={page}--{phase}[&env=] -> [{ Timestamp, Editor {name,email},
 *                                            Changes [{Field, Component, PreviousValue, CurrentValue}], Forced,
 *                                            DocumentId, Environment }] newest first (contenteditor)
 *  GET  /api/changelog/site-settings[?env=] -> same shape (siteeditor)
 *  GET  /api/siteeditor[?env=]            -> { environment, settings, hash, revision } (siteeditor)
 *  GET  /api/siteeditor/all               -> { cont, uat, prod } each that or null (siteeditor)
 *  POST /api/siteeditor                   { environment?, changes: {topLevelKey: value}, originalHash, force? }
 *                                            -> { environment, settings, hash, revision, changed }
 *  POST /api/siteeditor/setting/{env}     { settings (whole doc), originalHash, force? } -> same
 *  POST /api/siteeditor/testing-date      { environment?, testingDate (date-time | null), originalHash, force? } -> { environment,
 *                                            testingDate, changed } (contenteditor: the server test date is a content-editor tool)
 *  PUT  /api/translation/addInitialTranslations { environment?, language, locale, translations: [{key, content,
 *                                            namespace?}] } -> { changed } (adds missing keys only)
 *  POST /api/translation/copyToEnvironment/{lang}/translation/{env} { sourceEnvironment, locale?, keys? } -> { changed }
 *  PUT  /api/translation/update/{lang}/{locale}/{env} { updates: [{key, content, namespace?, originalHash?}], force? }
 *                                            -> { changed }
 *  GET  /api/translation/all/{lang}/{locale} -> { cont: {key: text}, uat, prod } (contenteditor)
 *  GET  /api/translation/{locale}/{namespace}[?env=] -> { key: text } ; ETag/304 (public)
 *  GET  /api/translation/metadata/{locale}/{namespace}[?env=] -> { environment, locale, namespace, count,
 *                                            keys: [{key, hash, updated}] } (authenticated)
 *  Namespace of a key = its second segment (translate.{namespace}.…) unless given.
 *  File uploads (PUT /siteeditor/file, GET /files/{fileId}): site-file-routes.ts. View as attendee type
 *  (POST /siteeditor/change-attendee-type/{type}, /siteeditor/reset-attendee-type): attendee-type-routes.ts.
 */
import { ApiError } from '../errors.js';
import type { Environment } from '../config.js';
import { isPersona } from '../auth/personas.js';
import { ref } from '../http/api-schemas.js';
import { editorOf, readableEnv, sendCached, type Handler } from '../http/context.js';
import { splitPageId } from '../services/content-store.js';
import { buildChrome } from '../services/chrome.js';
import { liveHandler } from '../live/live-route.js';
import type { IncomingComponent } from '../services/content-service.js';
import type { TranslationItem, TranslationUpdate } from '../services/translation-service.js';
import { siteFileRoutes } from './site-file-routes.js';
import { attendeeTypeRoutes } from './attendee-type-routes.js';

export type RouteScope = 'public' | 'authenticated' | 'contenteditor' | 'siteeditor';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteSchemas {
  params: { $ref: string };
  querystring: { $ref: string };
  body?: { $ref: string };
  response: Record<string, { $ref: string }>;
}

export interface RouteDefinition {
  method: HttpMethod;
  /** Path under /api, in fastify syntax. */
  path: string;
  scope: RouteScope;
  /** Writes are rate-limited. */
  write: boolean;
  schema: RouteSchemas;
  handler: Handler;
}

const P = (name: string) => ref('route-params', name);
const errors = { '4xx': ref('error'), '5xx': ref('error') };
const answer = (name: string) => ({ 200: ref(name), ...errors });

type Params = Record<string, string>;
type Query = { env?: Environment; documentId?: string };

const params = (req: { params: unknown }) => req.params as Params;
const query = (req: { query: unknown }) => req.query as Query;

export const routeTable: readonly RouteDefinition[] = [
  // Live updates (server/live/): an SSE stream, ?languages=en,de joins language groups.
  { method: 'GET', path: '/live', scope: 'public', write: false, schema: { params: P('noQuery'), querystring: ref('live-query'), response: errors }, handler: liveHandler },
  {
    method: 'GET', path: '/ping', scope: 'public', write: false,
    schema: { params: P('noQuery'), querystring: P('noQuery'), response: answer('ping-answer') },
    handler: async () => ({ ok: true }),
  },
  {
    method: 'GET', path: '/version', scope: 'public', write: false,
    schema: { params: P('noQuery'), querystring: P('noQuery'), response: answer('version-answer') },
    handler: async (ctx) => ({ server: { version: ctx.config.version, build: ctx.config.build } }),
  },
  {
    method: 'POST', path: '/auth/dev/sign-in', scope: 'public', write: true,
    schema: { params: P('noQuery'), querystring: P('noQuery'), body: ref('sign-in-body'), response: answer('sign-in-answer') },
    handler: async (ctx, req) => {
      const { persona } = req.body as { persona: string };
      if (!isPersona(persona)) throw new ApiError('badRequest', { field: 'persona' }, `Unknown persona ${persona}.`);
      return ctx.tokens.signIn(persona, ctx.now());
    },
  },
  {
    method: 'GET', path: '/auth/me', scope: 'authenticated', write: false,
    schema: { params: P('noQuery'), querystring: P('noQuery'), response: answer('user') },
    handler: async (_ctx, req) => req.user,
  },
  {
    method: 'GET', path: '/settings', scope: 'public', write: false,
    schema: { params: P('noQuery'), querystring: P('envQuery'), response: answer('settings-answer') },
    handler: async (ctx, req, reply) => {
      const env = readableEnv(ctx, req, query(req).env);
      const scopes = req.user?.scopes ?? [];
      // Per-user answers differ only by scopes: cache per scope set.
      const entry = await ctx.cache.get(`settings:${env}:${[...scopes].sort().join(' ')}`, () => ctx.settings.getPublic(env, scopes));
      return sendCached(req, reply, entry);
    },
  },
  {
    method: 'GET', path: '/chrome/:language', scope: 'public', write: false,
    schema: { params: P('language'), querystring: P('noQuery'), response: answer('chrome-answer') },
    handler: async (ctx, req) => buildChrome(params(req).language ?? 'en-us', (await ctx.settings.get(ctx.config.siteEnv)).settings),
  },
  // Registered before /content/:pageId so "all" is never read as a page id.
  {
    method: 'GET', path: '/content/all/:page', scope: 'contenteditor', write: false,
    schema: { params: P('page'), querystring: P('noQuery'), response: answer('content-all-answer') },
    handler: async (ctx, req) => ctx.content.getAll(params(req).page ?? ''),
  },
  {
    method: 'GET', path: '/content/:pageId', scope: 'public', write: false,
    schema: { params: P('pageId'), querystring: P('envQuery'), response: answer('page-layout-answer') },
    handler: async (ctx, req, reply) => {
      const env = readableEnv(ctx, req, query(req).env);
      const id = splitPageId(params(req).pageId ?? '');
      if (!id) throw new ApiError('badRequest', { field: 'pageId' }, 'pageId must be {page}--{phase}.');
      const entry = await ctx.cache.get(`content:${env}:${id.page}--${id.phase}`, () => ctx.content.getPage(env, id.page, id.phase));
      return sendCached(req, reply, entry);
    },
  },
  {
    method: 'PUT', path: '/content/:page', scope: 'contenteditor', write: true,
    schema: { params: P('page'), querystring: P('noQuery'), body: ref('save-page-body'), response: answer('save-page-answer') },
    handler: async (ctx, req) => {
      const body = req.body as { environment: Environment; phase: string; components: IncomingComponent[]; originalPageHash?: string | null; force?: boolean };
      return ctx.content.savePage(editorOf(req), { ...body, page: params(req).page ?? '' });
    },
  },
  {
    method: 'PUT', path: '/content/component/:env/:page/:phase/:contentId/:parentOrType/:timestamp/:flag', scope: 'contenteditor', write: true,
    schema: { params: P('componentSave'), querystring: P('noQuery'), body: ref('save-component-body'), response: answer('save-component-answer') },
    handler: async (ctx, req) => {
      const p = params(req);
      const body = req.body as { originalHash: string | null; changes: Record<string, unknown>; parentId?: string | null; slot?: string | null };
      return ctx.content.saveComponent(editorOf(req), {
        environment: p.env as Environment, page: p.page ?? '', phase: p.phase ?? '', componentId: p.contentId ?? '',
        parentOrType: p.parentOrType ?? '', originalHash: body.originalHash, changes: body.changes,
        parentId: body.parentId, slot: body.slot, force: p.flag === 'force',
      });
    },
  },
  {
    method: 'POST', path: '/content/copyToEnvironment/:page/:env', scope: 'contenteditor', write: true,
    schema: { params: P('pageEnv'), querystring: P('noQuery'), body: ref('copy-to-environment-body'), response: answer('save-page-answer') },
    handler: async (ctx, req) => {
      const p = params(req);
      const body = req.body as { sourceEnvironment: Environment; phase: string; componentId?: string; targetBaseHash: string | null; force?: boolean };
      return ctx.content.copyToEnvironment(editorOf(req), { ...body, page: p.page ?? '', targetEnvironment: p.env as Environment });
    },
  },
  {
    method: 'GET', path: '/changelog/content', scope: 'contenteditor', write: false,
    schema: { params: P('noQuery'), querystring: P('changelogContentQuery'), response: answer('changelog-answer') },
    handler: async (ctx, req) => {
      const q = query(req);
      return ctx.changelog('content', q.env ?? ctx.config.siteEnv, q.documentId);
    },
  },
  {
    method: 'GET', path: '/changelog/site-settings', scope: 'siteeditor', write: false,
    schema: { params: P('noQuery'), querystring: P('envQuery'), response: answer('changelog-answer') },
    handler: async (ctx, req) => ctx.changelog('site-settings', query(req).env ?? ctx.config.siteEnv),
  },
  {
    method: 'GET', path: '/siteeditor', scope: 'siteeditor', write: false,
    schema: { params: P('noQuery'), querystring: P('envQuery'), response: answer('site-editor-answer') },
    handler: async (ctx, req) => ctx.settings.get(query(req).env ?? ctx.config.siteEnv),
  },
  {
    method: 'GET', path: '/siteeditor/all', scope: 'siteeditor', write: false,
    schema: { params: P('noQuery'), querystring: P('noQuery'), response: answer('site-editor-all-answer') },
    handler: async (ctx) => ctx.settings.getAll(),
  },
  {
    method: 'POST', path: '/siteeditor', scope: 'siteeditor', write: true,
    schema: { params: P('noQuery'), querystring: P('noQuery'), body: ref('site-editor-body'), response: answer('site-editor-save-answer') },
    handler: async (ctx, req) => {
      const body = req.body as { environment?: Environment; changes: Record<string, unknown>; originalHash: string | null; force?: boolean };
      return ctx.settings.saveChanges(editorOf(req), body.environment ?? ctx.config.siteEnv, body.changes, body.originalHash, body.force === true);
    },
  },
  {
    method: 'POST', path: '/siteeditor/setting/:env', scope: 'siteeditor', write: true,
    schema: { params: P('env'), querystring: P('noQuery'), body: ref('site-editor-setting-body'), response: answer('site-editor-save-answer') },
    handler: async (ctx, req) => {
      const body = req.body as { settings: Record<string, unknown>; originalHash: string | null; force?: boolean };
      return ctx.settings.replace(editorOf(req), params(req).env as Environment, body.settings, body.originalHash, body.force === true);
    },
  },
  {
    // Only testingDate, so content editors (spec 000 section 6: "server test date") need not hold siteeditor.
    method: 'POST', path: '/siteeditor/testing-date', scope: 'contenteditor', write: true,
    schema: { params: P('noQuery'), querystring: P('noQuery'), body: ref('testing-date-body'), response: answer('testing-date-answer') },
    handler: async (ctx, req) => {
      const body = req.body as { environment?: Environment; testingDate: string | null; originalHash: string | null; force?: boolean };
      const env = body.environment ?? ctx.config.siteEnv;
      const saved = await ctx.settings.saveChanges(editorOf(req), env, { testingDate: body.testingDate }, body.originalHash, body.force === true);
      return { environment: env, testingDate: (saved.settings.testingDate as string | null | undefined) ?? null, changed: saved.changed };
    },
  },
  {
    method: 'PUT', path: '/translation/addInitialTranslations', scope: 'contenteditor', write: true,
    schema: { params: P('noQuery'), querystring: P('noQuery'), body: ref('translation-initial-body'), response: answer('translation-write-answer') },
    handler: async (ctx, req) => {
      const body = req.body as { environment?: Environment; language: string; locale: string; translations: TranslationItem[] };
      const r = await ctx.translations.addInitial(editorOf(req), body.environment ?? ctx.config.siteEnv, body.language, body.locale, body.translations);
      return { changed: r.changed };
    },
  },
  {
    method: 'POST', path: '/translation/copyToEnvironment/:lang/translation/:env', scope: 'contenteditor', write: true,
    schema: { params: P('langEnv'), querystring: P('noQuery'), body: ref('translation-copy-body'), response: answer('translation-write-answer') },
    handler: async (ctx, req) => {
      const p = params(req);
      const body = req.body as { sourceEnvironment: Environment; locale?: string; keys?: string[] };
      return ctx.translations.copyToEnvironment(editorOf(req), p.lang ?? '', p.env as Environment, body.sourceEnvironment, body.locale, body.keys);
    },
  },
  {
    method: 'PUT', path: '/translation/update/:lang/:locale/:env', scope: 'contenteditor', write: true,
    schema: { params: P('langLocaleEnv'), querystring: P('noQuery'), body: ref('translation-update-body'), response: answer('translation-write-answer') },
    handler: async (ctx, req) => {
      const p = params(req);
      const body = req.body as { updates: TranslationUpdate[]; force?: boolean };
      const r = await ctx.translations.update(editorOf(req), p.env as Environment, p.lang ?? '', p.locale ?? '', body.updates, body.force === true);
      return { changed: r.changed };
    },
  },
  {
    method: 'GET', path: '/translation/all/:lang/:locale', scope: 'contenteditor', write: false,
    schema: { params: P('langLocale'), querystring: P('noQuery'), response: answer('translation-all-answer') },
    handler: async (ctx, req) => ctx.translations.all(params(req).lang ?? '', params(req).locale ?? ''),
  },
  {
    method: 'GET', path: '/translation/metadata/:locale/:namespace', scope: 'authenticated', write: false,
    schema: { params: P('localeNamespace'), querystring: P('envQuery'), response: answer('translation-metadata-answer') },
    handler: async (ctx, req) => ctx.translations.metadata(readableEnv(ctx, req, query(req).env), params(req).locale ?? '', params(req).namespace ?? ''),
  },
  {
    method: 'GET', path: '/translation/:locale/:namespace', scope: 'public', write: false,
    schema: { params: P('localeNamespace'), querystring: P('envQuery'), response: answer('translation-map') },
    handler: async (ctx, req, reply) => {
      const env = readableEnv(ctx, req, query(req).env);
      const { locale = '', namespace = '' } = params(req);
      const entry = await ctx.cache.get(`translation:${env}:${locale}:${namespace}`, () => ctx.translations.namespace(env, locale, namespace));
      return sendCached(req, reply, entry);
    },
  },
  ...siteFileRoutes,
  ...attendeeTypeRoutes,
];
