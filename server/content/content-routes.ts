// Page layouts: reads (cached, ETag), saves of a whole layout or one block, pushes between environments and the
// phase assignment of one block across several phases.
import type {
  ContentAllAnswer,
  CopyToEnvironmentBody,
  PageLayoutAnswer,
  PhaseAssignmentAnswer,
  PhaseAssignmentBody,
  RouteParamsComponentSave,
  RouteParamsEnvQuery,
  RouteParamsPage,
  RouteParamsPageEnv,
  RouteParamsPageId,
  RouteParamsPhaseAssignment,
  SaveComponentAnswer,
  SaveComponentBody,
  SavePageAnswer,
  SavePageBody,
} from '../../schemas/index.js';
import { ApiError } from '../errors.js';
import { ref } from '../http/api-schemas.js';
import { editorOf, readableEnv, sendCached } from '../http/context.js';
import { answerOf, defineRoute, noQuery, paramsRef, type RouteDefinition } from '../routes/types.js';
import { splitPageId } from './content-store.js';

export const contentRoutes: readonly RouteDefinition[] = [
  // Registered before /content/:pageId so "all" is never read as a page id.
  defineRoute<{ Params: RouteParamsPage; Reply: ContentAllAnswer }>({
    method: 'GET', path: '/content/all/:page', scope: 'contenteditor', write: false,
    schema: { params: paramsRef('page'), querystring: noQuery, response: answerOf('content-all-answer') },
    handler: async (ctx, req) => ctx.content.getAll(req.params.page),
  }),
  defineRoute<{ Params: RouteParamsPageId; Querystring: RouteParamsEnvQuery; Reply: PageLayoutAnswer }>({
    method: 'GET', path: '/content/:pageId', scope: 'public', write: false,
    schema: { params: paramsRef('pageId'), querystring: paramsRef('envQuery'), response: answerOf('page-layout-answer') },
    handler: async (ctx, req, reply) => {
      const env = readableEnv(ctx, req, req.query.env);
      const id = splitPageId(req.params.pageId);
      if (!id) throw new ApiError('badRequest', { field: 'pageId' }, 'pageId must be {page}--{phase}.');
      const entry = await ctx.cache.get(`content:${env}:${id.page}--${id.phase}`, () => ctx.content.getPage(env, id.page, id.phase));
      return sendCached(req, reply, entry);
    },
  }),
  defineRoute<{ Params: RouteParamsPage; Body: SavePageBody; Reply: SavePageAnswer }>({
    method: 'PUT', path: '/content/:page', scope: 'contenteditor', write: true,
    schema: { params: paramsRef('page'), querystring: noQuery, body: ref('save-page-body'), response: answerOf('save-page-answer') },
    handler: async (ctx, req) => ctx.content.savePage(editorOf(req), req.params.page, req.body),
  }),
  defineRoute<{ Params: RouteParamsComponentSave; Body: SaveComponentBody; Reply: SaveComponentAnswer }>({
    method: 'PUT', path: '/content/component/:env/:page/:phase/:contentId/:parentOrType/:timestamp/:flag', scope: 'contenteditor', write: true,
    schema: { params: paramsRef('componentSave'), querystring: noQuery, body: ref('save-component-body'), response: answerOf('save-component-answer') },
    handler: async (ctx, req) => ctx.content.saveComponent(editorOf(req), req.params, req.body),
  }),
  defineRoute<{ Params: RouteParamsPageEnv; Body: CopyToEnvironmentBody; Reply: SavePageAnswer }>({
    method: 'POST', path: '/content/copyToEnvironment/:page/:env', scope: 'contenteditor', write: true,
    schema: { params: paramsRef('pageEnv'), querystring: noQuery, body: ref('copy-to-environment-body'), response: answerOf('save-page-answer') },
    handler: async (ctx, req) => ctx.content.copyToEnvironment(editorOf(req), req.params, req.body),
  }),
  defineRoute<{ Params: RouteParamsPhaseAssignment; Body: PhaseAssignmentBody; Reply: PhaseAssignmentAnswer }>({
    method: 'PUT', path: '/content/phase-assignment/:env/:page/:componentId', scope: 'contenteditor', write: true,
    schema: { params: paramsRef('phaseAssignment'), querystring: noQuery, body: ref('phase-assignment-body'), response: answerOf('phase-assignment-answer') },
    handler: async (ctx, req) => ctx.content.assignPhases(editorOf(req), req.params, req.body),
  }),
];
