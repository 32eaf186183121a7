// Change logs of page layouts and site settings, paged with a cursor so every entry can be read (newest first).
import type {
  ChangelogAnswer, ChangelogVersionAnswer, RestoreVersionBody, RouteParamsChangelogContentQuery,
  RouteParamsChangelogQuery, RouteParamsChangelogVersionQuery, SaveComponentAnswer, SavePageAnswer,
} from '../../schemas/api-types.js';
import { ref } from '../http/api-schemas.js';
import { answerOf, defineRoute, editorRoute, noQuery, paramsRef, type RouteDefinition } from '../routes/types.js';
import { readChangelog } from '../shared/changelog/changelog-store.js';
import { readVersion, restoreBlock, restorePage } from './versions.js';

export const changelogRoutes: readonly RouteDefinition[] = [
  editorRoute<{ Querystring: RouteParamsChangelogContentQuery; Reply: ChangelogAnswer }>(
    'GET', '/changelog/content', 'changelog-answer', { querystring: paramsRef('changelogContentQuery') },
    async (_editor, req, ctx) => {
      const { env, documentId, cursor, limit } = req.query;
      return readChangelog(ctx.db, { documentType: 'content', environment: env ?? ctx.config.siteEnv, documentId, cursor, limit });
    },
  ),
  // Versions: the layout an entry's save left, and restores of it (a block's props, or the whole layout)
  // as new saves. Content editors only, like the log itself.
  editorRoute<{ Querystring: RouteParamsChangelogVersionQuery; Reply: ChangelogVersionAnswer }>(
    'GET', '/changelog/content/version', 'changelog-version-answer', { querystring: paramsRef('changelogVersionQuery') },
    async (_editor, req, ctx) => {
      const { env, documentId, entry } = req.query;
      return readVersion(ctx.db, { env: env ?? ctx.config.siteEnv, documentId, entry });
    },
  ),
  editorRoute<{ Body: RestoreVersionBody; Reply: SaveComponentAnswer }>(
    'POST', '/changelog/content/restore-block', 'save-component-answer', { body: ref('restore-version-body') },
    async (editor, req, ctx) => restoreBlock(ctx.db, ctx.content, editor, req.body),
  ),
  editorRoute<{ Body: RestoreVersionBody; Reply: SavePageAnswer }>(
    'POST', '/changelog/content/restore-page', 'save-page-answer', { body: ref('restore-version-body') },
    async (editor, req, ctx) => restorePage(ctx.db, ctx.content, editor, req.body),
  ),
  defineRoute<{ Querystring: RouteParamsChangelogQuery; Reply: ChangelogAnswer }>({
    method: 'GET', path: '/changelog/site-settings', scope: 'siteeditor', write: false,
    schema: { params: noQuery, querystring: paramsRef('changelogQuery'), response: answerOf('changelog-answer') },
    handler: async (ctx, req) => {
      const { env, cursor, limit } = req.query;
      return readChangelog(ctx.db, { documentType: 'site-settings', environment: env ?? ctx.config.siteEnv, cursor, limit });
    },
  }),
];
