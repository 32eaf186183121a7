// Preview routes: content editors get grants for their preview frames and create, list and revoke share
// links. Opening a link needs nothing: the page address carries the grant (preview-page.ts, preview-request.ts).
import type {
  PreviewFramesAnswer, PreviewFramesBody, PreviewLinkAnswer, PreviewLinkBody, PreviewLinkList, PreviewParamsLinkId,
  PreviewParamsPageQuery,
} from '../../schemas/api-types.js';
import { ref } from '../http/api-schemas.js';
import { editorOf, type RouteContext } from '../http/context.js';
import { ApiError } from '../errors.js';
import { answerOf, defineRoute, noQuery, routeWith, type RouteDefinition } from '../routes/types.js';
import { FRAME_GRANT_SECONDS, type PreviewService } from './preview-service.js';

function serviceOf(ctx: RouteContext): PreviewService {
  if (!ctx.preview) throw new ApiError('internal', null, 'Previews are not set up on this server.');
  return ctx.preview;
}

/** A content editor's preview route: its handler runs with the preview service. */
const previewRoute = routeWith('contenteditor', async (ctx) => serviceOf(ctx));

export const previewRoutes: readonly RouteDefinition[] = [
  previewRoute<{ Body: PreviewFramesBody; Reply: PreviewFramesAnswer }>(
    'POST', '/preview/frames', 'preview-frames-answer', { body: ref('preview-frames-body') },
    async (service, req, ctx) => {
      const { environment, phase, date, audiences } = req.body;
      const frames = service.frameTokens({ environment, phase, date }, audiences);
      return { frames, expiresAt: new Date(ctx.now().getTime() + FRAME_GRANT_SECONDS * 1000).toISOString() };
    },
  ),
  defineRoute<{ Querystring: PreviewParamsPageQuery; Reply: PreviewLinkList }>({
    method: 'GET', path: '/preview/links', scope: 'contenteditor', write: false,
    schema: { params: noQuery, querystring: ref('preview-params', 'pageQuery'), response: answerOf('preview-link-list') },
    handler: async (ctx, req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { links: await serviceOf(ctx).listLinks(req.query.page) };
    },
  }),
  previewRoute<{ Body: PreviewLinkBody; Reply: PreviewLinkAnswer }>(
    'POST', '/preview/links', 'preview-link', { body: ref('preview-link-body') },
    async (service, req) => service.createLink(editorOf(req), req.body),
  ),
  previewRoute<{ Params: PreviewParamsLinkId; Reply: PreviewLinkAnswer }>(
    'DELETE', '/preview/links/:linkId', 'preview-link', { params: ref('preview-params', 'linkId') },
    async (service, req) => {
      const link = await service.revokeLink(editorOf(req), req.params.linkId);
      if (!link) throw new ApiError('notFound', { linkId: req.params.linkId });
      return link;
    },
  ),
];
