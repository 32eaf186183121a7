// Live help's routes (docs/behaviour/live-help.md). An attendee's routes take no conversation id: each reads and
// writes the conversation of the signed-in user only, so no id can be guessed. The desk's routes name the
// conversation and need a content editor (contenteditor or siteeditor): anyone else gets 403 and nothing changes.
// Every change is told to that attendee's streams and to staff streams (onLiveHelp), nobody else.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LiveHelpConversationList, LiveHelpMessageBody, LiveHelpParams, LiveHelpThread } from '../../schemas/api-types.js';
import { chatSettingsOf } from '../chat/index.js';
import { ApiError } from '../errors.js';
import { ref } from '../http/api-schemas.js';
import type { RouteContext } from '../http/context.js';
import { eventNowOf } from '../http/event-clock.js';
import { readSettings } from '../http/reads.js';
import { signedInViewer } from '../http/viewer.js';
import { answerOf, defineRoute, noQuery, type RouteDefinition } from '../routes/types.js';
import { emptyThread, listConversations, markRead, postToConversation, readThread } from './live-help-service.js';

/** Conversations are personal and change with every post: never cached. */
const noStore = { 'Cache-Control': 'private, no-store' };
const thread = answerOf('live-help-thread');
const params = ref('live-help-params');
const body = ref('live-help-message-body');

/**
 * Live help is on while the settings name a help app (liveHelpAppId); off, its routes answer 404. Also the chat's
 * rate limit and the event clock's now, which a message shows.
 */
async function helpSettings(ctx: RouteContext, req: FastifyRequest) {
  const { value } = await readSettings(ctx, ctx.config.siteEnv, req.viewer.scopes);
  const doc = value as Record<string, unknown>;
  if (typeof doc.liveHelpAppId !== 'string' || doc.liveHelpAppId.trim() === '') {
    throw new ApiError('notFound', null, 'Live help is not switched on (liveHelpAppId).');
  }
  return { rateLimitMs: chatSettingsOf(doc).rateLimitMs, eventNow: eventNowOf(req, doc as { testingDate?: unknown }, ctx.now()) };
}

/** The signed-in user's name as their token gives it. */
function nameOf(req: FastifyRequest): string | null {
  const user = req.user;
  return user?.displayName || [user?.firstName, user?.lastName].filter(Boolean).join(' ') || null;
}

/** The signed-in user asking for help (live help on), with the settings a message needs. */
async function asker(ctx: RouteContext, req: FastifyRequest) {
  const settings = await helpSettings(ctx, req);
  return { settings, userId: signedInViewer(req).userId };
}

/** The signed-in attendee's own conversation, an empty one before their first question, never cached. */
async function ownThread(ctx: RouteContext, req: FastifyRequest, reply: FastifyReply, userId: string): Promise<LiveHelpThread> {
  reply.headers(noStore);
  return (await readThread(ctx.db, userId, 'attendee')) ?? emptyThread(userId, nameOf(req));
}

async function deskThread(ctx: RouteContext, conversationId: string): Promise<LiveHelpThread> {
  const found = await readThread(ctx.db, conversationId, 'desk');
  if (!found) throw new ApiError('notFound', { conversationId });
  return found;
}

export const liveHelpRoutes: readonly RouteDefinition[] = [
  defineRoute<{ Reply: LiveHelpThread }>({
    method: 'GET', path: '/live-help/thread', scope: 'authenticated', write: false,
    schema: { params: noQuery, querystring: noQuery, response: thread },
    handler: async (ctx, req, reply) => {
      const { userId } = await asker(ctx, req);
      return ownThread(ctx, req, reply, userId);
    },
  }),
  defineRoute<{ Body: LiveHelpMessageBody; Reply: LiveHelpThread }>({
    method: 'POST', path: '/live-help/messages', scope: 'authenticated', write: true,
    schema: { params: noQuery, querystring: noQuery, body, response: thread },
    handler: async (ctx, req, reply) => {
      const { settings, userId } = await asker(ctx, req);
      await postToConversation(ctx.db, {
        conversationId: userId, side: 'attendee', authorId: userId, authorName: nameOf(req), text: req.body.text,
        sentAt: settings.eventNow, postedAt: ctx.now(), rateLimitMs: settings.rateLimitMs,
      });
      await ctx.userEvents?.liveHelpChanged(userId);
      return ownThread(ctx, req, reply, userId);
    },
  }),
  defineRoute<{ Reply: LiveHelpThread }>({
    method: 'POST', path: '/live-help/read', scope: 'authenticated', write: true,
    schema: { params: noQuery, querystring: noQuery, response: thread },
    handler: async (ctx, req, reply) => {
      const { userId } = await asker(ctx, req);
      await markRead(ctx.db, userId, 'attendee');
      return ownThread(ctx, req, reply, userId);
    },
  }),
  defineRoute<{ Reply: LiveHelpConversationList }>({
    method: 'GET', path: '/live-help/desk', scope: 'contenteditor', write: false,
    schema: { params: noQuery, querystring: noQuery, response: answerOf('live-help-conversation-list') },
    handler: async (ctx, _req, reply) => {
      reply.headers(noStore);
      return listConversations(ctx.db);
    },
  }),
  defineRoute<{ Params: LiveHelpParams; Reply: LiveHelpThread }>({
    method: 'GET', path: '/live-help/desk/:conversationId', scope: 'contenteditor', write: false,
    schema: { params, querystring: noQuery, response: thread },
    handler: async (ctx, req, reply) => {
      reply.headers(noStore);
      return deskThread(ctx, req.params.conversationId);
    },
  }),
  defineRoute<{ Params: LiveHelpParams; Body: LiveHelpMessageBody; Reply: LiveHelpThread }>({
    method: 'POST', path: '/live-help/desk/:conversationId/messages', scope: 'contenteditor', write: true,
    schema: { params, querystring: noQuery, body, response: thread },
    handler: async (ctx, req, reply) => {
      const settings = await helpSettings(ctx, req);
      const { conversationId } = req.params;
      const staff = signedInViewer(req);
      const posted = await postToConversation(ctx.db, {
        conversationId, side: 'desk', authorId: staff.userId, authorName: nameOf(req), text: req.body.text,
        sentAt: settings.eventNow, postedAt: ctx.now(), rateLimitMs: settings.rateLimitMs,
      });
      if (!posted) throw new ApiError('notFound', { conversationId });
      await ctx.userEvents?.liveHelpChanged(conversationId);
      reply.headers(noStore);
      return deskThread(ctx, conversationId);
    },
  }),
  defineRoute<{ Params: LiveHelpParams; Reply: LiveHelpThread }>({
    method: 'POST', path: '/live-help/desk/:conversationId/read', scope: 'contenteditor', write: true,
    schema: { params, querystring: noQuery, response: thread },
    handler: async (ctx, req, reply) => {
      const { conversationId } = req.params;
      const found = await deskThread(ctx, conversationId);
      if (found.unread) {
        await markRead(ctx.db, conversationId, 'desk');
        await ctx.userEvents?.liveHelpChanged(conversationId);
      }
      reply.headers(noStore);
      return { ...found, unread: false };
    },
  }),
];
