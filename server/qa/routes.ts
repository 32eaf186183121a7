/**
 * The QA screenshot routes, site editor scope (docs/behaviour/qa.md: design screenshots are uploaded
 * through the site editor):
 *  GET  /api/qa/runs                       -> { runs (newest first), pages, phases }
 *  POST /api/qa/runs                       { pages, phases?, attendeeTypes?, breakpoints?, fullPage? } -> the run (409 qa.run-active while one is open)
 *  GET  /api/qa/runs/{runId}               -> { run, entries } (entries sorted by difference, largest first)
 *  POST /api/qa/runs/{runId}/cancel        -> the run
 *  POST /api/qa/baselines                  { runId, keys } -> { approved }: the captures become their cells' baselines
 *  GET  /api/qa/designs                    -> { designs }
 *  PUT  /api/qa/designs/{page}/{breakpoint} { name, type, data } -> the design (PNG or JPEG; type, size, dimensions checked)
 *  GET  /api/qa/images/{folder}/{file}     the image bytes (captures, differences, baselines, designs)
 */
import { ApiError } from '../errors.js';
import { ref } from '../http/api-schemas.js';
import { editorOf } from '../http/context.js';
import { defineRoute, errorAnswers, noQuery, type RouteDefinition } from '../routes/types.js';
import { imageToPng } from './capture.js';
import { checkDesign } from './design-check.js';
import { createQaImageFiles } from './images.js';
import { DEFAULT_REQUEST, qaJobsOf, type QaRunRequest } from './jobs.js';
import { QA_BREAKPOINTS, type QaBreakpoint } from './matrix.js';

// The shapes of schemas/api/qa-*.schema.json (fastify checks each request against them before the handler runs).
interface QaRunBody {
  pages: string[];
  phases?: string[];
  attendeeTypes?: QaRunRequest['attendeeTypes'];
  breakpoints?: QaBreakpoint[];
  fullPage?: boolean;
}
interface QaApproveBody {
  runId: string;
  keys: string[];
}
interface QaDesignBody {
  name: string;
  type: string;
  data: string;
}
interface QaParamsRunId {
  runId: string;
}
interface QaParamsDesign {
  page: string;
  breakpoint: QaBreakpoint;
}
interface QaParamsImage {
  folder: string;
  file: string;
}

const answer = (name: string) => ({ 200: ref(name), ...errorAnswers });

/** The page layouts of the environment (what a run takes by default). */
async function pagesOf(db: { query: <R>(sql: string, params?: unknown[]) => Promise<{ rows: R[] }> }, environment: string): Promise<string[]> {
  const { rows } = await db.query<{ page: string }>('SELECT DISTINCT page FROM page_layouts WHERE environment = $1 ORDER BY page', [environment]);
  return rows.map((r) => r.page);
}

export const qaRoutes: readonly RouteDefinition[] = [
  defineRoute({
    method: 'GET', path: '/qa/runs', scope: 'siteeditor', write: false,
    schema: { params: noQuery, querystring: noQuery, response: answer('qa-run-list') },
    handler: async (ctx) => {
      const jobs = qaJobsOf(ctx);
      const [runs, pages, phases] = await Promise.all([jobs.list(), pagesOf(ctx.db, ctx.config.siteEnv), phaseIds(ctx)]);
      return { runs, pages, phases };
    },
  }),
  defineRoute<{ Body: QaRunBody }>({
    method: 'POST', path: '/qa/runs', scope: 'siteeditor', write: true,
    schema: { params: noQuery, querystring: noQuery, body: ref('qa-run-body'), response: answer('qa-run-answer') },
    handler: async (ctx, req) => {
      const body = req.body;
      const phases = await phaseIds(ctx);
      for (const phase of body.phases ?? []) {
        if (!phases.includes(phase)) throw new ApiError('badRequest', { field: 'phases', allowed: phases }, `Unknown phase ${phase}: one of ${phases.join(', ')}.`);
      }
      const known = await pagesOf(ctx.db, ctx.config.siteEnv);
      for (const page of body.pages) {
        if (!known.includes(page)) throw new ApiError('badRequest', { field: 'pages', page }, `No page layout ${page} in this environment.`);
      }
      const pages = body.pages;
      const request: QaRunRequest = {
        pages,
        phases: body.phases ?? phases,
        attendeeTypes: body.attendeeTypes ?? DEFAULT_REQUEST.attendeeTypes,
        breakpoints: body.breakpoints ?? DEFAULT_REQUEST.breakpoints,
        fullPage: body.fullPage ?? false,
      };
      const editor = editorOf(req);
      return qaJobsOf(ctx).start(request, editor.email || editor.id);
    },
  }),
  defineRoute<{ Params: QaParamsRunId }>({
    method: 'GET', path: '/qa/runs/:runId', scope: 'siteeditor', write: false,
    schema: { params: ref('qa-params', 'runId'), querystring: noQuery, response: answer('qa-run-detail') },
    handler: async (ctx, req) => qaJobsOf(ctx).get(req.params.runId),
  }),
  defineRoute<{ Params: QaParamsRunId }>({
    method: 'POST', path: '/qa/runs/:runId/cancel', scope: 'siteeditor', write: true,
    schema: { params: ref('qa-params', 'runId'), querystring: noQuery, response: answer('qa-run-answer') },
    handler: async (ctx, req) => qaJobsOf(ctx).cancel(req.params.runId),
  }),
  defineRoute<{ Body: QaApproveBody }>({
    method: 'POST', path: '/qa/baselines', scope: 'siteeditor', write: true,
    schema: { params: noQuery, querystring: noQuery, body: ref('qa-approve-body'), response: answer('qa-approve-answer') },
    handler: async (ctx, req) => {
      const editor = editorOf(req);
      const jobs = qaJobsOf(ctx);
      const approved = [];
      for (const key of req.body.keys) approved.push(await jobs.approve(req.body.runId, key, editor.email || editor.id));
      return { approved };
    },
  }),
  defineRoute({
    method: 'GET', path: '/qa/designs', scope: 'siteeditor', write: false,
    schema: { params: noQuery, querystring: noQuery, response: answer('qa-design-list') },
    handler: async (ctx) => ({ designs: await qaJobsOf(ctx).designs() }),
  }),
  defineRoute<{ Params: QaParamsDesign; Body: QaDesignBody }>({
    method: 'PUT', path: '/qa/designs/:page/:breakpoint', scope: 'siteeditor', write: true, bodyLimit: 12 * 1024 * 1024,
    schema: { params: ref('qa-params', 'design'), querystring: noQuery, body: ref('qa-design-body'), response: answer('qa-design-answer') },
    handler: async (ctx, req) => {
      const { breakpoint } = req.params;
      const design = checkDesign(req.body, QA_BREAKPOINTS[breakpoint]);
      const editor = editorOf(req);
      const comparePng = await imageToPng(design.bytes, design.contentType);
      return qaJobsOf(ctx).saveDesign({
        page: req.params.page, breakpoint, contentType: design.contentType, width: design.width, height: design.height,
        size: design.bytes.length, uploadedBy: editor.email || editor.id, bytes: design.bytes, comparePng,
      });
    },
  }),
  defineRoute<{ Params: QaParamsImage }>({
    method: 'GET', path: '/qa/images/:folder/:file', scope: 'siteeditor', write: false,
    schema: { params: ref('qa-params', 'image'), querystring: noQuery, response: { 200: ref('site-file-content'), ...errorAnswers } },
    handler: async (ctx, req, reply) => {
      const { folder, file } = req.params;
      const bytes = await createQaImageFiles(ctx.config.dataDir).get(`${folder}/${file}`);
      if (!bytes) throw new ApiError('notFound', { folder, file }, `No QA image ${folder}/${file}.`);
      return reply
        .type(file.endsWith('.jpg') ? 'image/jpeg' : 'image/png')
        .header('Cache-Control', 'private, max-age=3600')
        .send(bytes);
    },
  }),
];

async function phaseIds(ctx: Parameters<typeof qaJobsOf>[0]): Promise<string[]> {
  const { settings } = await ctx.settings.get(ctx.config.siteEnv);
  return ((settings as { eventPhases?: { id: string }[] }).eventPhases ?? []).map((p) => p.id);
}
