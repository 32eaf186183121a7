// The live-now ticker's routes (docs/behaviour/live-and-video.md, Live-now ticker): anyone reads the messages current at
// the event's clock; content editors (contenteditor or siteeditor) list, create, edit and delete them.
import type {
  TickerAnswer, TickerDeleteAnswer, TickerMessage, TickerMessageBody, TickerMessageList, TickerMessageParams,
} from '../../schemas/api-types.js';
import { ref } from '../http/api-schemas.js';
import { editorOf, type RouteContext } from '../http/context.js';
import { eventNow } from '../http/event-clock.js';
import { ApiError } from '../errors.js';
import { answerOf, defineRoute, noQuery, routeWith, type RouteDefinition } from '../routes/types.js';
import type { TickerService } from './ticker-service.js';

function serviceOf(ctx: RouteContext): TickerService {
  if (!ctx.ticker) throw new ApiError('internal', null, 'The ticker is not set up on this server.');
  return ctx.ticker;
}

/** A content editor's ticker route: its handler runs with the service. */
const editorTickerRoute = routeWith('contenteditor', async (ctx) => serviceOf(ctx));
const params = { params: ref('ticker-message-params') };
const body = { body: ref('ticker-message-body') };

export const tickerRoutes: readonly RouteDefinition[] = [
  defineRoute<{ Reply: TickerAnswer }>({
    method: 'GET', path: '/ticker', scope: 'public', write: false,
    schema: { params: noQuery, querystring: noQuery, response: answerOf('ticker-answer') },
    handler: async (ctx, req, reply) => {
      // Judged at the request's event clock (an editor's preview date differs from a visitor's), so never shared.
      reply.header('Cache-Control', 'private, no-cache');
      return serviceOf(ctx).current(ctx.config.siteEnv, await eventNow(ctx, req));
    },
  }),
  defineRoute<{ Reply: TickerMessageList }>({
    method: 'GET', path: '/ticker/messages', scope: 'contenteditor', write: false,
    schema: { params: noQuery, querystring: noQuery, response: answerOf('ticker-message-list') },
    handler: async (ctx, _req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { messages: await serviceOf(ctx).list(ctx.config.siteEnv) };
    },
  }),
  editorTickerRoute<{ Body: TickerMessageBody; Reply: TickerMessage }>(
    'POST', '/ticker/messages', 'ticker-message', body,
    async (service, req, ctx) => service.create(ctx.config.siteEnv, editorOf(req), req.body),
  ),
  editorTickerRoute<{ Params: TickerMessageParams; Body: TickerMessageBody; Reply: TickerMessage }>(
    'PUT', '/ticker/messages/:id', 'ticker-message', { ...params, ...body },
    async (service, req, ctx) => {
      const message = await service.update(ctx.config.siteEnv, editorOf(req), req.params.id, req.body);
      if (!message) throw new ApiError('notFound', { id: req.params.id });
      return message;
    },
  ),
  editorTickerRoute<{ Params: TickerMessageParams; Reply: TickerDeleteAnswer }>(
    'DELETE', '/ticker/messages/:id', 'ticker-delete-answer', params,
    async (service, req, ctx) => {
      if (!(await service.remove(ctx.config.siteEnv, req.params.id))) throw new ApiError('notFound', { id: req.params.id });
      return { id: req.params.id };
    },
  ),
];
