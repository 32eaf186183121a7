// Change logs of page layouts and site settings, paged with a cursor so every entry can be read (newest first).
import type { ChangelogAnswer, RouteParamsChangelogContentQuery, RouteParamsChangelogQuery } from '../../schemas/index.js';
import { answerOf, defineRoute, noQuery, paramsRef, type RouteDefinition } from '../routes/types.js';
import { readChangelog } from './changelog-store.js';

export const changelogRoutes: readonly RouteDefinition[] = [
  defineRoute<{ Querystring: RouteParamsChangelogContentQuery; Reply: ChangelogAnswer }>({
    method: 'GET', path: '/changelog/content', scope: 'contenteditor', write: false,
    schema: { params: noQuery, querystring: paramsRef('changelogContentQuery'), response: answerOf('changelog-answer') },
    handler: async (ctx, req) => {
      const { env, documentId, cursor, limit } = req.query;
      return readChangelog(ctx.db, { documentType: 'content', environment: env ?? ctx.config.siteEnv, documentId, cursor, limit });
    },
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
