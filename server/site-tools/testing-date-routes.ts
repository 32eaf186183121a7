// The server test date (settings testingDate): a content-editor tool (docs/behaviour/phases.md), so it has its own
// route that writes only that key and does not need the siteeditor scope.
import type { TestingDateAnswer, TestingDateBody } from '../../schemas/index.js';
import { ref } from '../http/api-schemas.js';
import { editorOf } from '../http/context.js';
import { answerOf, defineRoute, noQuery, type RouteDefinition } from '../routes/types.js';

export const testingDateRoutes: readonly RouteDefinition[] = [
  defineRoute<{ Body: TestingDateBody; Reply: TestingDateAnswer }>({
    method: 'POST', path: '/siteeditor/testing-date', scope: 'contenteditor', write: true,
    schema: { params: noQuery, querystring: noQuery, body: ref('testing-date-body'), response: answerOf('testing-date-answer') },
    handler: async (ctx, req) => {
      const { environment, testingDate, originalHash, force } = req.body;
      const env = environment ?? ctx.config.siteEnv;
      const saved = await ctx.settings.saveChanges(editorOf(req), env, { testingDate }, originalHash, force === true);
      const stored = saved.settings.testingDate;
      return { environment: env, testingDate: typeof stored === 'string' ? stored : null, changed: saved.changed };
    },
  }),
];
