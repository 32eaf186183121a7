// Chat rooms and limits both sides share (docs/behaviour/live-and-video.md, Chat). The API's schemas
// (schemas/api/chat-*.schema.json) hold the same numbers and pattern: the server validates with those.

/** The longest message, in characters. */
export const CHAT_TEXT_MAX = 500;
/** How many of a room's latest messages a read answers. */
export const CHAT_LATEST_COUNT = 100;

const ROOM = /^(global|session:[A-Za-z0-9_-]{1,64})$/;

/** `global` or `session:<session id>` (the server also checks that the session exists). */
export const isChatRoomId = (value: string): boolean => ROOM.test(value);

/**
 * The room a chat widget shows: its appId when that is a room id (`global`, `session:<id>`); any other appId names an
 * external chat app, and the built-in chat shows the global room for it.
 */
export function chatRoomOf(appId: string): string {
  return isChatRoomId(appId) ? appId : 'global';
}
