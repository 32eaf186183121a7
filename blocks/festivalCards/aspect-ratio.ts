export interface AspectRatio {
  width: number;
  height: number;
}

/** docs/behaviour/blocks.md: the default media ratio is 16:9. */
export const DEFAULT_ASPECT_RATIO: AspectRatio = { width: 16, height: 9 };

/**
 * Parses a 'w/h' ratio. An absent value gives the 16/9 default; a malformed value or a zero
 * on either side gives null, which disables the ratio box (the media keeps its own size).
 */
export function parseAspectRatio(value: string | null | undefined): AspectRatio | null {
  if (value === undefined || value === null || value.trim() === '') return DEFAULT_ASPECT_RATIO;
  const match = /^\s*(\d+(?:\.\d+)?)\s*\/\s*(\d+(?:\.\d+)?)\s*$/.exec(value);
  if (!match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  if (!(width > 0) || !(height > 0)) return null;
  return { width, height };
}
