// GET /api/live?languages=en,de: the live-update stream (Server-Sent Events). The query is the hub's
// JoinLanguageGroups (comma-separated languages, may be empty); language events reach only those groups.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LiveQuery } from '../../schemas/api-types.js';
import { readCookie, SESSION_COOKIE } from '../auth/index.js';
import type { RouteContext } from '../http/context.js';
import { ANONYMOUS_VIEWER, viewerOfUser, type Viewer } from '../http/viewer.js';
import { parseLanguageGroups } from './events.js';

/** A 429 with a plain-text body, as the error handler answers every rate limit. */
function tooManyClients(message: string): Error {
  return Object.assign(new Error(message), { statusCode: 429 });
}

/** Typed by the route's query schema (schemas/api/live-query.schema.json), which fastify checked before. */
export async function liveHandler(ctx: RouteContext, req: FastifyRequest<{ Querystring: LiveQuery }>, reply: FastifyReply): Promise<void> {
  // Per client address (req.ip: the proxy's X-Forwarded-For with TRUST_PROXY) and in all; Retry-After is the
  // browser's own reconnect delay.
  const address = req.ip;
  if (!ctx.live.hasRoom(address)) {
    reply.header('Retry-After', String(Math.ceil(ctx.live.options.retryMs / 1000)));
    const own = ctx.live.openFor(address) >= ctx.live.options.maxPerClient;
    throw tooManyClients(own ? 'Too many live-update connections from this address: retry in a moment.' : 'Too many live-update connections: retry in a moment.');
  }
  const { languages } = req.query;
  const viewer = await streamViewer(ctx, req);
  // Staff streams also hear the help desk's events (docs/behaviour/live-help.md).
  const staff = viewer.scopes.includes('contenteditor') || viewer.scopes.includes('siteeditor');
  reply.hijack();
  ctx.live.attach(req.raw, reply.raw, parseLanguageGroups(languages), reply.getHeaders() as Record<string, unknown>, address, viewer.userId ?? undefined, staff);
}

/**
 * Who the stream belongs to, for user-targeted events (user-events.ts): the bearer token when one came, else the
 * HttpOnly page session cookie (an EventSource cannot send headers, but sends the site's cookies). SameSite=Lax keeps
 * other sites' pages from opening a stream with it, and the stream only ever says "your counts changed" (or, to staff, "a help conversation changed"). An invalid
 * or expired token makes an anonymous stream, never an error: the broadcast events are public.
 */
async function streamViewer(ctx: RouteContext, req: FastifyRequest): Promise<Viewer> {
  if (req.viewer.userId !== null) return req.viewer;
  const token = readCookie(req, SESSION_COOKIE);
  if (!token) return ANONYMOUS_VIEWER;
  return ctx.tokens.verify(token, ctx.now()).then((user) => viewerOfUser(user), () => ANONYMOUS_VIEWER);
}
