// Breakpoints and the width presets of spec 001 section 9 "Layout". The breakpoints themselves are a domain fact
// of schemas/ (the schemas' `x-breakpoints` values use the same keys).
import { BREAKPOINT_KEYS, BREAKPOINTS, type BreakpointKey } from '../schemas';

export { BREAKPOINT_KEYS, BREAKPOINTS };
export type { BreakpointKey };

/** A value given once, or per breakpoint (any subset of the five keys). */
export type BreakpointValue<T> = T | Partial<Record<BreakpointKey, T>>;

/**
 * Media ranges of the five value keys. Each key applies from `minWidth` up to the next key's minWidth - 1:
 * mobile < 540, smallTablet 540-767, tablet 768-1083, desktop 1084-1920, ultrawide >= 1921.
 * They match the QA viewports of spec 001 (mobile 539, tablet 1083, desktop 1920).
 */
export const BREAKPOINT_RANGES: Readonly<
  Record<BreakpointKey, { minWidth: number; maxWidth: number | null }>
> = {
  mobile: { minWidth: 0, maxWidth: BREAKPOINTS.sm - 1 },
  smallTablet: { minWidth: BREAKPOINTS.sm, maxWidth: BREAKPOINTS.md - 1 },
  tablet: { minWidth: BREAKPOINTS.md, maxWidth: BREAKPOINTS.lg - 1 },
  desktop: { minWidth: BREAKPOINTS.lg, maxWidth: BREAKPOINTS.uw - 1 },
  ultrawide: { minWidth: BREAKPOINTS.uw, maxWidth: null },
};

/** Wrapper widths offered in the editor, in percent. */
export const WIDTH_PRESETS = [100, 66, 50, 33, 25, 20] as const;
export type WidthPreset = (typeof WIDTH_PRESETS)[number];

export function isWidthPreset(value: unknown): value is WidthPreset {
  return typeof value === 'number' && (WIDTH_PRESETS as readonly number[]).includes(value);
}

/**
 * The width (percent) a preset takes at a breakpoint: 50 and 66 become 100 on mobile and tablet; 33, 25 and 20
 * become 100 on mobile and 50 on tablet. smallTablet counts as tablet. Values that are not presets pass unchanged.
 */
export function widthForBreakpoint(width: number, breakpoint: BreakpointKey): number {
  if (!isWidthPreset(width) || width === 100) return width;
  if (breakpoint === 'desktop' || breakpoint === 'ultrawide') return width;
  if (breakpoint === 'mobile') return 100;
  return width === 50 || width === 66 ? 100 : 50;
}

const KEY_SET: ReadonlySet<string> = new Set(BREAKPOINT_KEYS);

/** True for `{ mobile: …, desktop: … }`-shaped values (a non-empty object whose keys are all breakpoint keys). */
export function isPerBreakpoint<T>(
  value: BreakpointValue<T> | undefined,
): value is Partial<Record<BreakpointKey, T>> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((k) => KEY_SET.has(k));
}
