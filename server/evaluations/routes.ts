// The evaluation and survey routes (docs/contracts.md "Evaluations and surveys"). Evaluations need a signed-in
// viewer (docs/behaviour/evaluations.md); surveys are public and read a token when one comes (once per signed-in user).
// Availability follows the event clock: the settings' testing date when set, else the server's clock.
import type { FastifyRequest } from 'fastify';
import type {
  Evaluation, EvaluationCounts, EvaluationDefinition, EvaluationDefinitionList, EvaluationDefinitionParams,
  EvaluationSubmission, EvaluationSubmitAnswer, EvaluationSummary, EvaluationTargetParams, SurveyParams,
} from '../../schemas/api-types.js';
import { ApiError } from '../errors.js';
import { ref } from '../http/api-schemas.js';
import type { RouteContext } from '../http/context.js';
import { eventNowOf } from '../http/event-clock.js';
import { readSettings } from '../http/reads.js';
import { signedInViewer } from '../http/viewer.js';
import { answerOf, defineRoute, noQuery, routeWith, type RouteDefinition } from '../routes/types.js';
import { listDefinitions, putDefinition } from './definitions.js';
import { evaluationForm, evaluationSummary, submitEvaluation, type EvaluationViewer } from './service.js';
import { submitSurvey, surveyForm } from './surveys.js';

const params = (name: string) => ref('evaluation-params', name);

/** The event's clock, and 404 when the settings (as this viewer's scopes see them) turn evaluations off. */
async function eventNow(ctx: RouteContext, req: FastifyRequest): Promise<Date> {
  const { value } = await readSettings(ctx, ctx.config.siteEnv, req.viewer.scopes);
  const settings = value as { testingDate?: string | null; features?: Record<string, unknown> };
  if (settings.features?.showEvaluations === false)
    throw new ApiError('notFound', { feature: 'showEvaluations' }, 'Evaluations are turned off.');
  return eventNowOf(req, settings, ctx.now());
}

async function viewerOf(ctx: RouteContext, req: FastifyRequest): Promise<EvaluationViewer> {
  const subject = signedInViewer(req).userId;
  return { subject, now: await eventNow(ctx, req) };
}

/** A route of the signed-in viewer's own evaluations: its handler runs with the viewer and the event's clock. */
const evaluationRoute = routeWith('authenticated', viewerOf);

export const evaluationRoutes: readonly RouteDefinition[] = [
  evaluationRoute<{ Reply: EvaluationSummary }>('GET', '/evaluations', 'evaluation-summary', {}, (viewer, _req, ctx) => evaluationSummary(ctx.db, viewer)),
  evaluationRoute<{ Reply: EvaluationCounts }>('GET', '/evaluations/counts', 'evaluation-counts', {}, async (viewer, _req, ctx) => ({
    pending: (await evaluationSummary(ctx.db, viewer)).pending,
  })),
  evaluationRoute<{ Params: EvaluationTargetParams; Reply: Evaluation }>(
    'GET', '/evaluations/:target', 'evaluation', { params: params('target') }, (viewer, req, ctx) => evaluationForm(ctx.db, viewer, req.params.target),
  ),
  evaluationRoute<{ Params: EvaluationTargetParams; Body: EvaluationSubmission; Reply: EvaluationSubmitAnswer }>(
    'POST', '/evaluations/:target/submit', 'evaluation-submit-answer', { params: params('target'), body: ref('evaluation-submission') },
    (viewer, req, ctx) => submitEvaluation(ctx.db, viewer, req.params.target, req.body),
  ),
  defineRoute<{ Params: SurveyParams; Reply: Evaluation }>({
    method: 'GET',
    path: '/survey/:componentId',
    scope: 'public',
    write: false,
    schema: { params: params('survey'), querystring: noQuery, response: answerOf('evaluation') },
    handler: async (ctx, req) =>
      surveyForm(ctx.db, req.viewer.userId, req.params.componentId, await eventNow(ctx, req)),
  }),
  defineRoute<{ Params: SurveyParams; Body: EvaluationSubmission; Reply: EvaluationSubmitAnswer }>({
    method: 'POST',
    path: '/survey/:componentId/submit',
    scope: 'public',
    write: true,
    schema: {
      params: params('survey'),
      querystring: noQuery,
      body: ref('evaluation-submission'),
      response: answerOf('evaluation-submit-answer'),
    },
    handler: async (ctx, req) =>
      submitSurvey(
        ctx.db,
        req.viewer.userId,
        req.params.componentId,
        req.body,
        await eventNow(ctx, req),
      ),
  }),
  defineRoute<{ Reply: EvaluationDefinitionList }>({
    method: 'GET',
    path: '/evaluation-definitions',
    scope: 'contenteditor',
    write: false,
    schema: { params: noQuery, querystring: noQuery, response: answerOf('evaluation-definition-list') },
    handler: async (ctx) => ({ items: await listDefinitions(ctx.db) }),
  }),
  defineRoute<{
    Params: EvaluationDefinitionParams;
    Body: EvaluationDefinition;
    Reply: EvaluationDefinition;
  }>({
    method: 'PUT',
    path: '/evaluation-definitions/:id',
    scope: 'contenteditor',
    write: true,
    schema: {
      params: params('definition'),
      querystring: noQuery,
      body: ref('evaluation-definition'),
      response: answerOf('evaluation-definition'),
    },
    handler: async (ctx, req) =>
      ctx.db.transaction((tx) =>
        putDefinition(tx, req.params.id, req.body, req.viewer.userId ?? '', ctx.now()),
      ),
  }),
];
