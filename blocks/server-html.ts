/**
 * Which blocks' server HTML is all the browser needs (BlockDefinition.serverHtmlSuffices, renderer/Block.tsx): a
 * block of text, images and links is shown as the server rendered it and its code is not loaded. Action buttons
 * decide for the blocks that have them (blocks/shared/ActionButtons.tsx): a plain link needs nothing, while a
 * button that plays a video, runs an action, scrolls or asks an anonymous visitor to sign in has a handler.
 */
const LINK_TYPES: ReadonlySet<unknown> = new Set([undefined, 'link', 'ctalink']);

function plainLink(button: unknown): boolean {
  if (!button || typeof button !== 'object') return true;
  const { type, requiresAuth } = button as { type?: unknown; requiresAuth?: unknown };
  return LINK_TYPES.has(type) && !requiresAuth;
}

/**
 * Whether the props hold nothing that needs a handler: every action button (the lists under keys ending in
 * "buttons", at any depth) is a plain link, and there is no video (a player mounts once it scrolls into view).
 */
export function onlyPlainLinks(props: unknown, depth = 0): boolean {
  if (depth > 8 || !props || typeof props !== 'object') return true;
  if (Array.isArray(props)) return props.every((item) => onlyPlainLinks(item, depth + 1));
  const { type, videoUrl, lightBoxUrl } = props as { type?: unknown; videoUrl?: unknown; lightBoxUrl?: unknown };
  const named = (url: unknown) => typeof url === 'string' && url !== '';
  // A lightbox is a video too: its picture is a button that opens the player.
  if (type === 'video' || named(videoUrl) || named(lightBoxUrl)) return false;
  for (const [key, value] of Object.entries(props)) {
    const ok = /buttons$/i.test(key) && Array.isArray(value) ? value.every(plainLink) : onlyPlainLinks(value, depth + 1);
    if (!ok) return false;
  }
  return true;
}

/** For blocks with no handler, state or effect at all. */
export const always = (): boolean => true;
