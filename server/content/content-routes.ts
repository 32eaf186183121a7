// Page layouts: reads (cached, ETag), saves of a whole layout or one block, pushes between environments and the
// phase assignment of one block across several phases.
import type {
  ContentAllAnswer, CopyToEnvironmentBody, PageLayoutAnswer, PhaseAssignmentAnswer, PhaseAssignmentBody,
  RouteParamsComponentSave, RouteParamsEnvQuery, RouteParamsPage, RouteParamsPageEnv, RouteParamsPageId,
  RouteParamsPhaseAssignment, SaveComponentAnswer, SaveComponentBody, SavePageAnswer, SavePageBody,
} from '../../schemas/api-types.js';
import { ApiError } from '../errors.js';
import { ref } from '../http/api-schemas.js';
import { editorOf, isContentEditor, readableEnv, sendReady } from '../http/context.js';
import { readPageLayout } from '../http/reads.js';
import { answerOf, defineRoute, noQuery, paramsRef, type RouteDefinition } from '../routes/types.js';
import { splitPageId } from '../shared/page-id.js';

/** The answer depends on who asks (editor metadata), so shared caches must key on the token too. */
const VARY_AUTHORIZATION = ['Authorization'];

/**
 * Body limit of a whole-page save: fits 5000 blocks of 2 KB each plus the envelope. Blocks of the demo data weigh
 * 403 bytes on average (p90 654, p99 4 KB, largest 7 KB: a card scroller), so a 5000-block page of such blocks is
 * 2 to 3.3 MB, over the app's 2 MB default; 2 KB per block leaves three times the p90.
 */
export const PAGE_SAVE_BODY_LIMIT = 5000 * 2048 + 64 * 1024;

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
      // A share link shows one page: its requests read that page's layout and no other.
      if (req.preview?.page !== undefined && req.preview.page !== id.page) throw new ApiError('previewOtherPage', { page: id.page });
      // Visitors get the layout without editor metadata; content editors (valid token) get it.
      const entry = await readPageLayout(ctx, { env, page: id.page, phase: id.phase, editor: isContentEditor(req.user) });
      return sendReady(req, reply, entry, VARY_AUTHORIZATION);
    },
  }),
  defineRoute<{ Params: RouteParamsPage; Body: SavePageBody; Reply: SavePageAnswer }>({
    method: 'PUT', path: '/content/:page', scope: 'contenteditor', write: true, bodyLimit: PAGE_SAVE_BODY_LIMIT,
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
