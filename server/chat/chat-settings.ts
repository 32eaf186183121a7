// What the chat reads of the environment's settings (docs/behaviour/live-and-video.md, Chat), as the viewer's scopes
// see them, from the read cache every settings write clears. Absent values take the schema's defaults.
import type { FastifyRequest } from 'fastify';
import type { RouteContext } from '../http/context.js';
import { eventNowOf } from '../http/event-clock.js';
import { readSettings } from '../http/reads.js';

export interface ChatSettings {
  enableChat: boolean;
  /** Anonymous visitors may post with an anonymous chat token. */
  showAnonymously: boolean;
  /** The shortest time between two posts of one author; 0: no limit. */
  rateLimitMs: number;
}

export const DEFAULT_CHAT_SETTINGS: ChatSettings = { enableChat: true, showAnonymously: true, rateLimitMs: 1000 };

export function chatSettingsOf(doc: Record<string, unknown>): ChatSettings {
  const chat = (doc.chat ?? {}) as Record<string, unknown>;
  const limit = chat.chatMessageActionRateLimitMs;
  return {
    enableChat: chat.enableChat !== false,
    showAnonymously: chat.showAnonymously !== false,
    rateLimitMs: typeof limit === 'number' && Number.isInteger(limit) && limit >= 0 ? limit : DEFAULT_CHAT_SETTINGS.rateLimitMs,
  };
}

/** The chat settings of this request and the event clock's now (a message's shown time). */
export async function chatRequestSettings(ctx: RouteContext, req: FastifyRequest): Promise<ChatSettings & { eventNow: Date }> {
  const { value } = await readSettings(ctx, ctx.config.siteEnv, req.viewer.scopes);
  const doc = value as Record<string, unknown>;
  return { ...chatSettingsOf(doc), eventNow: eventNowOf(req, doc as { testingDate?: unknown }, ctx.now()) };
}
