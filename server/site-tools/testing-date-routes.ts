// The server test date (settings testingDate): a content-editor tool (docs/behaviour/phases.md), so it has its own
// route that writes only that key and does not need the siteeditor scope.
import type { TestingDateAnswer, TestingDateBody } from '../../schemas/api-types.js';
import { ref } from '../http/api-schemas.js';
import { editorRoute, type RouteDefinition } from '../routes/types.js';

export const testingDateRoutes: readonly RouteDefinition[] = [
  editorRoute<{ Body: TestingDateBody; Reply: TestingDateAnswer }>(
    'POST', '/siteeditor/testing-date', 'testing-date-answer', { body: ref('testing-date-body') },
    async (editor, req, ctx) => {
      const { environment, testingDate, originalHash, force } = req.body;
      const env = environment ?? ctx.config.siteEnv;
      const saved = await ctx.settings.saveChanges(editor, env, { testingDate }, originalHash, force === true);
      const stored = saved.settings.testingDate;
      return { environment: env, testingDate: typeof stored === 'string' ? stored : null, changed: saved.changed };
    },
  ),
];
