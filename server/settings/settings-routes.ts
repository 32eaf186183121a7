// The site's settings: the public front-end settings (cached per scope set, ETag), the chrome, and the site
// editor's reads and hash-checked writes of whole documents or top-level keys.
import type {
  ChromeAnswer, RouteParamsEnv, RouteParamsEnvQuery, RouteParamsLanguage, SettingsAnswer, SiteEditorAllAnswer,
  SiteEditorAnswer, SiteEditorBody, SiteEditorSaveAnswer, SiteEditorSettingBody,
} from '../../schemas/api-types.js';
import { ref } from '../http/api-schemas.js';
import { editorOf, readableEnv, sendReady } from '../http/context.js';
import { readSettings } from '../http/reads.js';
import { answerOf, defineRoute, noQuery, paramsRef, type RouteDefinition } from '../routes/types.js';
import { buildChrome, CHROME_NAMESPACE, chromeLocale } from './chrome.js';

/** Scoped feature flags make the answer depend on the token. */
const VARY_AUTHORIZATION = ['Authorization'];

export const settingsRoutes: readonly RouteDefinition[] = [
  defineRoute<{ Querystring: RouteParamsEnvQuery; Reply: SettingsAnswer }>({
    method: 'GET', path: '/settings', scope: 'public', write: false,
    schema: { params: noQuery, querystring: paramsRef('envQuery'), response: answerOf('settings-answer') },
    handler: async (ctx, req, reply) => {
      const env = readableEnv(ctx, req, req.query.env);
      // Per-user answers differ only by scopes: cached per scope set.
      const entry = await readSettings(ctx, env, req.viewer.scopes);
      return sendReady(req, reply, entry, VARY_AUTHORIZATION);
    },
  }),
  defineRoute<{ Params: RouteParamsLanguage; Reply: ChromeAnswer }>({
    method: 'GET', path: '/chrome/:language', scope: 'public', write: false,
    schema: { params: paramsRef('language'), querystring: noQuery, response: answerOf('chrome-answer') },
    handler: async (ctx, req) => {
      const env = ctx.config.siteEnv;
      const { language } = req.params;
      const { settings } = await ctx.settings.get(env);
      // The embedded HTML names its links in the language asked for: the site's translations of the menus' keys.
      const locale = chromeLocale(language, settings);
      return buildChrome(language, settings, await ctx.translations.namespace(env, locale, CHROME_NAMESPACE));
    },
  }),
  defineRoute<{ Querystring: RouteParamsEnvQuery; Reply: SiteEditorAnswer }>({
    method: 'GET', path: '/siteeditor', scope: 'siteeditor', write: false,
    schema: { params: noQuery, querystring: paramsRef('envQuery'), response: answerOf('site-editor-answer') },
    handler: async (ctx, req) => ctx.settings.get(req.query.env ?? ctx.config.siteEnv),
  }),
  defineRoute<{ Reply: SiteEditorAllAnswer }>({
    method: 'GET', path: '/siteeditor/all', scope: 'siteeditor', write: false,
    schema: { params: noQuery, querystring: noQuery, response: answerOf('site-editor-all-answer') },
    handler: async (ctx) => ctx.settings.getAll(),
  }),
  defineRoute<{ Body: SiteEditorBody; Reply: SiteEditorSaveAnswer }>({
    method: 'POST', path: '/siteeditor', scope: 'siteeditor', write: true,
    schema: { params: noQuery, querystring: noQuery, body: ref('site-editor-body'), response: answerOf('site-editor-save-answer') },
    handler: async (ctx, req) => {
      const { environment, changes, originalHash, force, resolutions } = req.body;
      return ctx.settings.saveChanges(editorOf(req), environment ?? ctx.config.siteEnv, changes, originalHash, force === true, resolutions ?? {});
    },
  }),
  defineRoute<{ Params: RouteParamsEnv; Body: SiteEditorSettingBody; Reply: SiteEditorSaveAnswer }>({
    method: 'POST', path: '/siteeditor/setting/:env', scope: 'siteeditor', write: true,
    schema: { params: paramsRef('env'), querystring: noQuery, body: ref('site-editor-setting-body'), response: answerOf('site-editor-save-answer') },
    handler: async (ctx, req) => ctx.settings.replace(editorOf(req), req.params.env, req.body.settings, req.body.originalHash, req.body.force === true),
  }),
];
