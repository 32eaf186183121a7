// Chat rooms and limits both sides share (docs/behaviour/live-and-video.md, Chat). The API's schemas
// (schemas/api/chat-*.schema.json) hold the same numbers and pattern: the server validates with those.

/** The longest message, in characters. */
export const CHAT_TEXT_MAX = 500;
/** How many of a room's latest messages a read answers. */
export const CHAT_LATEST_COUNT = 100;

const ROOM = /^(global|community|(session|studio):[A-Za-z0-9_-]{1,64})$/;
const STUDIO_APP = /^[A-Za-z0-9_-]{1,64}$/;

/** The community room: the studio player's community conversation panel (showYammer). */
export const COMMUNITY_ROOM = 'community';

/**
 * `global`, `community`, `session:<session id>` (the server also checks that the session exists) or
 * `studio:<app id>` (a studio player's Q&A room; it needs no set-up).
 */
export const isChatRoomId = (value: string): boolean => ROOM.test(value);

/**
 * The room a chat widget shows: its appId when that is a room id (`global`, `session:<id>`); any other appId names an
 * external chat app, and the built-in chat shows the global room for it.
 */
export function chatRoomOf(appId: string): string {
  return isChatRoomId(appId) ? appId : 'global';
}

/**
 * The room of a studio player's Q&A panel (pubbleConfig.appId): a room id as it is, else `studio:<appId>` when the
 * appId is a plain name, else the global room.
 */
export function studioRoomOf(appId: string | undefined): string {
  if (appId && isChatRoomId(appId)) return appId;
  return appId && STUDIO_APP.test(appId) ? `studio:${appId}` : 'global';
}
