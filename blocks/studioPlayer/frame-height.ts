// obeyHeightsFromMedius: the player posts the height its content needs ("height" video message event,
// docs/behaviour/live-and-video.md, Video player) and the frame takes it.

/** Posted heights outside this range are refused: a broken or hostile message must not collapse or flood the page. */
export const MIN_FRAME_HEIGHT = 120;
export const MAX_FRAME_HEIGHT = 2000;

/** The height (px) a player's message asks for, or null when the message is no height event. */
export function postedHeight(data: unknown): number | null {
  let value: unknown = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const d = value as { type?: unknown; event?: unknown; height?: unknown; value?: unknown };
  if (d.type !== 'height' && d.event !== 'height') return null;
  const height = typeof d.height === 'number' ? d.height : d.value;
  if (typeof height !== 'number' || !Number.isFinite(height)) return null;
  return height >= MIN_FRAME_HEIGHT && height <= MAX_FRAME_HEIGHT ? Math.round(height) : null;
}

/** The origin of a URL, or null when it has none. */
export function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
