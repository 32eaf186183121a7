// The video token (docs/behaviour/live-and-video.md, Video player): a signed-in visitor asks for one before a protected video plays
// (requireMediusAuthentication); the player appends it to the video URL as `at`. Never cached, never shared.
import type { VideoTokenAnswer, VideoTokenQuery } from '../../schemas/api-types.js';
import { ref } from '../http/api-schemas.js';
import { answerOf, defineRoute, noQuery, type RouteDefinition } from '../routes/types.js';

export const videoRoutes: readonly RouteDefinition[] = [
  defineRoute<{ Querystring: VideoTokenQuery; Reply: VideoTokenAnswer }>({
    method: 'GET', path: '/video/token', scope: 'authenticated', write: false,
    schema: { params: noQuery, querystring: ref('video-token-query'), response: answerOf('video-token-answer') },
    handler: async (ctx, req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return ctx.tokens.videoToken(req.viewer.userId ?? '', req.query.url, ctx.now());
    },
  }),
];
