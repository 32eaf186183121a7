// Translations per environment, language and locale (keys translate.*): public namespace reads (cached, ETag),
// the editors' metadata (hash per key, the base of hash-checked saves), writes and pushes between environments.
import type {
  RouteParamsEnvQuery,
  RouteParamsLangEnv,
  RouteParamsLangLocale,
  RouteParamsLangLocaleEnv,
  RouteParamsLocaleNamespace,
  TranslationAllAnswer,
  TranslationCopyBody,
  TranslationInitialBody,
  TranslationMap,
  TranslationMetadataAnswer,
  TranslationUpdateBody,
  TranslationWriteAnswer,
} from '../../schemas/index.js';
import { ref } from '../http/api-schemas.js';
import { editorOf, readableEnv, sendReady } from '../http/context.js';
import { readTranslations } from '../http/reads.js';
import { answerOf, defineRoute, noQuery, paramsRef, type RouteDefinition } from '../routes/types.js';

export const translationRoutes: readonly RouteDefinition[] = [
  defineRoute<{ Body: TranslationInitialBody; Reply: TranslationWriteAnswer }>({
    method: 'PUT', path: '/translation/addInitialTranslations', scope: 'contenteditor', write: true,
    schema: { params: noQuery, querystring: noQuery, body: ref('translation-initial-body'), response: answerOf('translation-write-answer') },
    handler: async (ctx, req) => {
      const { environment, language, locale, translations } = req.body;
      const r = await ctx.translations.addInitial(editorOf(req), environment ?? ctx.config.siteEnv, language, locale, translations);
      return { changed: r.changed };
    },
  }),
  defineRoute<{ Params: RouteParamsLangEnv; Body: TranslationCopyBody; Reply: TranslationWriteAnswer }>({
    method: 'POST', path: '/translation/copyToEnvironment/:lang/translation/:env', scope: 'contenteditor', write: true,
    schema: { params: paramsRef('langEnv'), querystring: noQuery, body: ref('translation-copy-body'), response: answerOf('translation-write-answer') },
    handler: async (ctx, req) => {
      const { sourceEnvironment, locale, keys } = req.body;
      return ctx.translations.copyToEnvironment(editorOf(req), req.params.lang, req.params.env, sourceEnvironment, locale, keys);
    },
  }),
  defineRoute<{ Params: RouteParamsLangLocaleEnv; Body: TranslationUpdateBody; Reply: TranslationWriteAnswer }>({
    method: 'PUT', path: '/translation/update/:lang/:locale/:env', scope: 'contenteditor', write: true,
    schema: { params: paramsRef('langLocaleEnv'), querystring: noQuery, body: ref('translation-update-body'), response: answerOf('translation-write-answer') },
    handler: async (ctx, req) => {
      const { lang, locale, env } = req.params;
      const r = await ctx.translations.update(editorOf(req), env, lang, locale, req.body.updates, req.body.force === true, req.body.resolutions ?? {});
      return { changed: r.changed };
    },
  }),
  defineRoute<{ Params: RouteParamsLangLocale; Reply: TranslationAllAnswer }>({
    method: 'GET', path: '/translation/all/:lang/:locale', scope: 'contenteditor', write: false,
    schema: { params: paramsRef('langLocale'), querystring: noQuery, response: answerOf('translation-all-answer') },
    handler: async (ctx, req) => ctx.translations.all(req.params.lang, req.params.locale),
  }),
  defineRoute<{ Params: RouteParamsLocaleNamespace; Querystring: RouteParamsEnvQuery; Reply: TranslationMetadataAnswer }>({
    method: 'GET', path: '/translation/metadata/:locale/:namespace', scope: 'authenticated', write: false,
    schema: { params: paramsRef('localeNamespace'), querystring: paramsRef('envQuery'), response: answerOf('translation-metadata-answer') },
    handler: async (ctx, req) => ctx.translations.metadata(readableEnv(ctx, req, req.query.env), req.params.locale, req.params.namespace),
  }),
  defineRoute<{ Params: RouteParamsLocaleNamespace; Querystring: RouteParamsEnvQuery; Reply: TranslationMap }>({
    method: 'GET', path: '/translation/:locale/:namespace', scope: 'public', write: false,
    schema: { params: paramsRef('localeNamespace'), querystring: paramsRef('envQuery'), response: answerOf('translation-map') },
    handler: async (ctx, req, reply) => {
      const env = readableEnv(ctx, req, req.query.env);
      const { locale, namespace } = req.params;
      return sendReady(req, reply, await readTranslations(ctx, env, locale, namespace));
    },
  }),
];
