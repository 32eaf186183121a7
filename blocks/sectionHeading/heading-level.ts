export type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** docs/behaviour/blocks.md: the heading level is clamped to 1..6 (0 → h1, 9 → h6); absent → h2. */
export function clampHeadingLevel(level: number | string | null | undefined, fallback = 2): HeadingTag {
  const n = typeof level === 'string' ? Number.parseInt(level, 10) : level;
  const value = typeof n === 'number' && Number.isFinite(n) ? Math.round(n) : fallback;
  const clamped = Math.min(6, Math.max(1, value));
  return `h${clamped}` as HeadingTag;
}
