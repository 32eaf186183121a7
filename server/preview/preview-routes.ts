// Preview routes: content editors get grants for their preview frames and create, list and revoke share
// links. Opening a link needs nothing: the page address carries the grant (preview-page.ts, preview-request.ts).
import type {
  PreviewFramesAnswer, PreviewFramesBody, PreviewLinkAnswer, PreviewLinkBody, PreviewLinkList, PreviewParamsLinkId, PreviewParamsPageQuery,
} from '../../schemas/index.js';
import { ref } from '../http/api-schemas.js';
import { editorOf, type RouteContext } from '../http/context.js';
import { ApiError } from '../errors.js';
import { answerOf, defineRoute, noQuery, type RouteDefinition } from '../routes/types.js';
import { FRAME_GRANT_SECONDS, type PreviewService } from './preview-service.js';

function serviceOf(ctx: RouteContext): PreviewService {
  if (!ctx.preview) throw new ApiError('internal', null, 'Previews are not set up on this server.');
  return ctx.preview;
}

export const previewRoutes: readonly RouteDefinition[] = [
  defineRoute<{ Body: PreviewFramesBody; Reply: PreviewFramesAnswer }>({
    method: 'POST', path: '/preview/frames', scope: 'contenteditor', write: true,
    schema: { params: noQuery, querystring: noQuery, body: ref('preview-frames-body'), response: answerOf('preview-frames-answer') },
    handler: async (ctx, req) => {
      const { environment, phase, date, audiences } = req.body;
      const frames = serviceOf(ctx).frameTokens({ environment, phase, date }, audiences);
      return { frames, expiresAt: new Date(ctx.now().getTime() + FRAME_GRANT_SECONDS * 1000).toISOString() };
    },
  }),
  defineRoute<{ Querystring: PreviewParamsPageQuery; Reply: PreviewLinkList }>({
    method: 'GET', path: '/preview/links', scope: 'contenteditor', write: false,
    schema: { params: noQuery, querystring: ref('preview-params', 'pageQuery'), response: answerOf('preview-link-list') },
    handler: async (ctx, req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { links: await serviceOf(ctx).listLinks(req.query.page) };
    },
  }),
  defineRoute<{ Body: PreviewLinkBody; Reply: PreviewLinkAnswer }>({
    method: 'POST', path: '/preview/links', scope: 'contenteditor', write: true,
    schema: { params: noQuery, querystring: noQuery, body: ref('preview-link-body'), response: answerOf('preview-link') },
    handler: async (ctx, req) => serviceOf(ctx).createLink(editorOf(req), req.body),
  }),
  defineRoute<{ Params: PreviewParamsLinkId; Reply: PreviewLinkAnswer }>({
    method: 'DELETE', path: '/preview/links/:linkId', scope: 'contenteditor', write: true,
    schema: { params: ref('preview-params', 'linkId'), querystring: noQuery, response: answerOf('preview-link') },
    handler: async (ctx, req) => {
      const link = await serviceOf(ctx).revokeLink(editorOf(req), req.params.linkId);
      if (!link) throw new ApiError('notFound', { linkId: req.params.linkId });
      return link;
    },
  }),
];
