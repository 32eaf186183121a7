// Change logs of page layouts and site settings, paged with a cursor so every entry can be read (newest first).
import type {
  ChangelogAnswer,
  ChangelogVersionAnswer,
  RestoreVersionBody,
  RouteParamsChangelogContentQuery,
  RouteParamsChangelogQuery,
  RouteParamsChangelogVersionQuery,
  SaveComponentAnswer,
  SavePageAnswer,
} from '../../schemas/index.js';
import { ref } from '../http/api-schemas.js';
import { editorOf } from '../http/context.js';
import { answerOf, defineRoute, noQuery, paramsRef, type RouteDefinition } from '../routes/types.js';
import { readChangelog } from '../shared/changelog/changelog-store.js';
import { readVersion, restoreBlock, restorePage } from './versions.js';

export const changelogRoutes: readonly RouteDefinition[] = [
  defineRoute<{ Querystring: RouteParamsChangelogContentQuery; Reply: ChangelogAnswer }>({
    method: 'GET', path: '/changelog/content', scope: 'contenteditor', write: false,
    schema: { params: noQuery, querystring: paramsRef('changelogContentQuery'), response: answerOf('changelog-answer') },
    handler: async (ctx, req) => {
      const { env, documentId, cursor, limit } = req.query;
      return readChangelog(ctx.db, { documentType: 'content', environment: env ?? ctx.config.siteEnv, documentId, cursor, limit });
    },
  }),
  // Versions: the layout an entry's save left, and restores of it (a block's props, or the whole layout)
  // as new saves. Content editors only, like the log itself.
  defineRoute<{ Querystring: RouteParamsChangelogVersionQuery; Reply: ChangelogVersionAnswer }>({
    method: 'GET', path: '/changelog/content/version', scope: 'contenteditor', write: false,
    schema: { params: noQuery, querystring: paramsRef('changelogVersionQuery'), response: answerOf('changelog-version-answer') },
    handler: async (ctx, req) => {
      const { env, documentId, entry } = req.query;
      return readVersion(ctx.db, { env: env ?? ctx.config.siteEnv, documentId, entry });
    },
  }),
  defineRoute<{ Body: RestoreVersionBody; Reply: SaveComponentAnswer }>({
    method: 'POST', path: '/changelog/content/restore-block', scope: 'contenteditor', write: true,
    schema: { params: noQuery, querystring: noQuery, body: ref('restore-version-body'), response: answerOf('save-component-answer') },
    handler: async (ctx, req) => restoreBlock(ctx.db, ctx.content, editorOf(req), req.body),
  }),
  defineRoute<{ Body: RestoreVersionBody; Reply: SavePageAnswer }>({
    method: 'POST', path: '/changelog/content/restore-page', scope: 'contenteditor', write: true,
    schema: { params: noQuery, querystring: noQuery, body: ref('restore-version-body'), response: answerOf('save-page-answer') },
    handler: async (ctx, req) => restorePage(ctx.db, ctx.content, editorOf(req), req.body),
  }),
  defineRoute<{ Querystring: RouteParamsChangelogQuery; Reply: ChangelogAnswer }>({
    method: 'GET', path: '/changelog/site-settings', scope: 'siteeditor', write: false,
    schema: { params: noQuery, querystring: paramsRef('changelogQuery'), response: answerOf('changelog-answer') },
    handler: async (ctx, req) => {
      const { env, cursor, limit } = req.query;
      return readChangelog(ctx.db, { documentType: 'site-settings', environment: env ?? ctx.config.siteEnv, cursor, limit });
    },
  }),
];
