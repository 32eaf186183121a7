// Translations per environment, language and locale (keys translate.*): public namespace reads (cached, ETag),
// the editors' metadata (hash per key, the base of hash-checked saves), writes and pushes between environments.
// The request and answer types are the generated ones of schemas (Api.*), named at each route.
import type * as Api from '../../schemas/api-types.js';
import { ref } from '../http/api-schemas.js';
import { readableEnv, sendReady } from '../http/context.js';
import { readTranslations } from '../http/reads.js';
import { answerOf, defineRoute, editorRoute, paramsRef, type RouteDefinition } from '../routes/types.js';

export const translationRoutes: readonly RouteDefinition[] = [
  editorRoute<{ Body: Api.TranslationInitialBody; Reply: Api.TranslationWriteAnswer }>(
    'PUT', '/translation/addInitialTranslations', 'translation-write-answer', { body: ref('translation-initial-body') },
    async (editor, req, ctx) => {
      const { environment, language, locale, translations } = req.body;
      const r = await ctx.translations.addInitial(editor, environment ?? ctx.config.siteEnv, language, locale, translations);
      return { changed: r.changed };
    },
  ),
  editorRoute<{ Params: Api.RouteParamsLangEnv; Body: Api.TranslationCopyBody; Reply: Api.TranslationWriteAnswer }>(
    'POST', '/translation/copyToEnvironment/:lang/translation/:env', 'translation-write-answer', { params: paramsRef('langEnv'), body: ref('translation-copy-body') },
    async (editor, req, ctx) => {
      const { sourceEnvironment, locale, keys } = req.body;
      return ctx.translations.copyToEnvironment(editor, req.params.lang, req.params.env, sourceEnvironment, locale, keys);
    },
  ),
  editorRoute<{ Params: Api.RouteParamsLangLocaleEnv; Body: Api.TranslationUpdateBody; Reply: Api.TranslationWriteAnswer }>(
    'PUT', '/translation/update/:lang/:locale/:env', 'translation-write-answer', { params: paramsRef('langLocaleEnv'), body: ref('translation-update-body') },
    async (editor, req, ctx) => {
      const { lang, locale, env } = req.params;
      const r = await ctx.translations.update(editor, env, lang, locale, req.body.updates, req.body.force === true, req.body.resolutions ?? {});
      return { changed: r.changed };
    },
  ),
  editorRoute<{ Params: Api.RouteParamsLangLocale; Reply: Api.TranslationAllAnswer }>(
    'GET', '/translation/all/:lang/:locale', 'translation-all-answer', { params: paramsRef('langLocale') },
    async (_editor, req, ctx) => ctx.translations.all(req.params.lang, req.params.locale),
  ),
  defineRoute<{ Params: Api.RouteParamsLocaleNamespace; Querystring: Api.RouteParamsEnvQuery; Reply: Api.TranslationMetadataAnswer }>({
    method: 'GET', path: '/translation/metadata/:locale/:namespace', scope: 'authenticated', write: false,
    schema: { params: paramsRef('localeNamespace'), querystring: paramsRef('envQuery'), response: answerOf('translation-metadata-answer') },
    handler: async (ctx, req) => ctx.translations.metadata(readableEnv(ctx, req, req.query.env), req.params.locale, req.params.namespace),
  }),
  defineRoute<{ Params: Api.RouteParamsLocaleNamespace; Querystring: Api.RouteParamsEnvQuery; Reply: Api.TranslationMap }>({
    method: 'GET', path: '/translation/:locale/:namespace', scope: 'public', write: false,
    schema: { params: paramsRef('localeNamespace'), querystring: paramsRef('envQuery'), response: answerOf('translation-map') },
    handler: async (ctx, req, reply) => {
      const env = readableEnv(ctx, req, req.query.env);
      const { locale, namespace } = req.params;
      return sendReady(req, reply, await readTranslations(ctx, env, locale, namespace));
    },
  }),
];
