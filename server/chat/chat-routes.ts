// The chat's routes (docs/behaviour/live-and-video.md, Chat): read a room, post to it (signed in, or with an
// anonymous chat token when the settings allow anonymous chat), hide a message (content editors), and the anonymous
// chat token. Posts and hides tell every open page through the live channel (onChatRoom), which refetches the room.
import type { FastifyRequest } from 'fastify';
import type {
  ChatHideAnswer, ChatMessageBody, ChatMessageList, ChatMessageParams, ChatMessagesQuery, ChatRoomParams,
  ChatTokenAnswer,
} from '../../schemas/api-types.js';
import { ApiError } from '../errors.js';
import { ref } from '../http/api-schemas.js';
import type { RouteContext } from '../http/context.js';
import { answerOf, defineRoute, noQuery, type RouteDefinition } from '../routes/types.js';
import { anonymousAuthorOf, issueAnonymousToken } from './anonymous-tokens.js';
import { chatRequestSettings } from './chat-settings.js';
import { hideMessage, listMessages, postMessage } from './chat-service.js';

const params = (name: string) => ref('chat-params', name);

/** Chat answers are per viewer (isOwn) and change with every post: never cached. */
const noStore = { 'Cache-Control': 'private, no-store' };

/**
 * A session's room exists while its session does: an unknown one is a coded 404 and nothing is stored. A help room
 * (`help:<user id>`, server/live-help) is private: these public routes never read or post to it, whoever asks.
 */
async function checkRoom(ctx: RouteContext, roomId: string): Promise<void> {
  if (roomId.startsWith('help:')) throw new ApiError('notFound', { roomId }, 'Help conversations are read through /live-help.');
  if (!roomId.startsWith('session:')) return;
  const { rows } = await ctx.db.query('SELECT 1 FROM sessions WHERE id = $1', [roomId.slice('session:'.length)]);
  if (rows.length === 0) throw new ApiError('notFound', { roomId }, `There is no session ${roomId.slice('session:'.length)}, so no room ${roomId}.`);
}

async function enabledSettings(ctx: RouteContext, req: FastifyRequest) {
  const settings = await chatRequestSettings(ctx, req);
  if (!settings.enableChat) throw new ApiError('chatDisabled');
  return settings;
}

/** Who posts: the signed-in user, else the anonymous chat token's author (when anonymous chat is allowed). */
async function authorOf(ctx: RouteContext, req: FastifyRequest, token: string | undefined, showAnonymously: boolean) {
  const { userId } = req.viewer;
  if (userId !== null) {
    const user = req.user;
    const name = user?.displayName || [user?.firstName, user?.lastName].filter(Boolean).join(' ') || null;
    return { authorId: userId, authorName: name };
  }
  if (!showAnonymously || token === undefined) throw new ApiError('chatAnonymousNotAllowed', { anonymous: showAnonymously });
  const authorId = await anonymousAuthorOf(ctx.db, token, ctx.now());
  // An expired token: the widget fetches a new one and sends again.
  if (authorId === null) throw new ApiError('chatTokenInvalid', { field: 'anonymousToken' });
  return { authorId, authorName: null };
}

/** The author ids whose messages are the viewer's own. */
async function ownIds(ctx: RouteContext, req: FastifyRequest, token: string | undefined): Promise<string[]> {
  if (req.viewer.userId !== null) return [req.viewer.userId];
  const anon = token === undefined ? null : await anonymousAuthorOf(ctx.db, token, ctx.now());
  return anon ? [anon] : [];
}

export const chatRoutes: readonly RouteDefinition[] = [
  defineRoute<{ Params: ChatRoomParams; Querystring: ChatMessagesQuery; Reply: ChatMessageList }>({
    method: 'GET', path: '/chat/rooms/:roomId/messages', scope: 'public', write: false,
    schema: { params: params('room'), querystring: params('list'), response: answerOf('chat-message-list') },
    handler: async (ctx, req, reply) => {
      await enabledSettings(ctx, req);
      await checkRoom(ctx, req.params.roomId);
      reply.headers(noStore);
      return listMessages(ctx.db, req.params.roomId, await ownIds(ctx, req, req.query.anonymousToken));
    },
  }),
  defineRoute<{ Params: ChatRoomParams; Body: ChatMessageBody; Reply: ChatMessageList }>({
    method: 'POST', path: '/chat/rooms/:roomId/messages', scope: 'public', write: true,
    schema: { params: params('room'), querystring: noQuery, body: ref('chat-message-body'), response: answerOf('chat-message-list') },
    handler: async (ctx, req, reply) => {
      const settings = await enabledSettings(ctx, req);
      const { roomId } = req.params;
      const { text, anonymousToken } = req.body;
      await checkRoom(ctx, roomId);
      const author = await authorOf(ctx, req, anonymousToken, settings.showAnonymously);
      await postMessage(ctx.db, { roomId, ...author, text, sentAt: settings.eventNow, postedAt: ctx.now(), rateLimitMs: settings.rateLimitMs });
      await ctx.userEvents?.chatRoomChanged(roomId);
      reply.headers(noStore);
      return listMessages(ctx.db, roomId, [author.authorId]);
    },
  }),
  defineRoute<{ Params: ChatMessageParams; Reply: ChatHideAnswer }>({
    method: 'POST', path: '/chat/messages/:id/hide', scope: 'contenteditor', write: true,
    schema: { params: params('message'), querystring: noQuery, response: answerOf('chat-hide-answer') },
    handler: async (ctx, req) => {
      const hidden = await hideMessage(ctx.db, req.params.id, req.viewer.userId ?? '', ctx.now());
      if (!hidden) throw new ApiError('notFound', { id: req.params.id });
      // A help room's change is told to its attendee and the desk only (docs/behaviour/live-help.md).
      if (hidden.roomId.startsWith('help:')) await ctx.userEvents?.liveHelpChanged(hidden.roomId.slice('help:'.length));
      else await ctx.userEvents?.chatRoomChanged(hidden.roomId);
      return { ...hidden, hidden: true };
    },
  }),
  defineRoute<{ Reply: ChatTokenAnswer }>({
    method: 'GET', path: '/chat/token', scope: 'public', write: false,
    schema: { params: noQuery, querystring: noQuery, response: answerOf('chat-token-answer') },
    handler: async (ctx, req, reply) => {
      const settings = await enabledSettings(ctx, req);
      if (!settings.showAnonymously) throw new ApiError('chatAnonymousNotAllowed', { anonymous: false });
      reply.headers(noStore);
      return issueAnonymousToken(ctx.db, ctx.now());
    },
  }),
];
