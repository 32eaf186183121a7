// GET /api/live?languages=en,de: the live-update stream (Server-Sent Events). The query is the hub's
// JoinLanguageGroups (comma-separated languages, may be empty); language events reach only those groups.
import type { Handler } from '../http/context.js';
import { parseLanguageGroups } from './events.js';

/** A 429 with a plain-text body, as the error handler answers every rate limit. */
function tooManyClients(): Error {
  return Object.assign(new Error('Too many live-update connections: retry in a moment.'), { statusCode: 429 });
}

export const liveHandler: Handler = async (ctx, req, reply) => {
  if (!ctx.live.hasRoom()) throw tooManyClients();
  const { languages } = req.query as { languages: string };
  reply.hijack();
  ctx.live.attach(req.raw, reply.raw, parseLanguageGroups(languages), reply.getHeaders() as Record<string, unknown>);
};
