// Chat rooms and limits both sides share (docs/behaviour/live-and-video.md, Chat). The API's schemas
// (schemas/api/chat-*.schema.json) hold the same numbers and pattern: the server validates with those.

/** The longest message, in characters. */
export const CHAT_TEXT_MAX = 500;
/** How many of a room's latest messages a read answers. */
export const CHAT_LATEST_COUNT = 100;

const ROOM = /^(session:[A-Za-z0-9_-]{1,64}|[a-z0-9][a-z0-9-]{0,63})$/;

/** `global`, `session:<id>` or a named room of lower-case letters, digits and hyphens. */
export const isChatRoomId = (value: string): boolean => ROOM.test(value);

/**
 * The room a chat widget shows: its appId when that is a room id (`global`, `session:<id>`, a named room); any other
 * appId is the name of an external chat app and gets a room of its own, lower-cased, with other characters as hyphens.
 */
export function chatRoomOf(appId: string): string {
  if (isChatRoomId(appId)) return appId;
  const slug = appId.toLowerCase().replace(/[^a-z0-9-]+/g, '-').replace(/^-+/, '').slice(0, 64);
  return slug === '' ? 'global' : slug;
}
