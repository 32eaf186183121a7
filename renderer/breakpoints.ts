// Breakpoints and the width presets of docs/behaviour/content-and-environments.md, Per-breakpoint values "Layout". The breakpoints themselves are a domain fact
// of schemas/ (the schemas' `x-breakpoints` values use the same keys).
import { BREAKPOINT_KEYS, BREAKPOINTS, type BreakpointKey } from '../schemas';

export { BREAKPOINT_KEYS, BREAKPOINTS };
export type { BreakpointKey };

/** A value given once, or per breakpoint (any subset of the five keys). */
export type BreakpointValue<T> = T | Partial<Record<BreakpointKey, T>>;

/**
 * Media ranges of the five value keys. Each key applies from `minWidth` up to the next key's minWidth - 1:
 * mobile < 540, smallTablet 540-767, tablet 768-1083, desktop 1084-1920, ultrawide >= 1921.
 * They match the QA viewports of docs/behaviour/README.md (mobile 539, tablet 1083, desktop 1920).
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

/** Where a device's value comes from: its own, the one value for all sizes, a device it inherits from, or none. */
export type BreakpointSource = BreakpointKey | 'all' | 'default';

export interface InheritedValue<T> {
  /** The value the device shows; undefined when it shows the block's default. */
  value: T | undefined;
  /** The device that gave it ('all' for a plain value, 'default' when no value reaches this device). */
  from: BreakpointSource;
}

/**
 * Which value each device shows, and where it comes from: the one resolver of per-breakpoint values
 * (`x-breakpoints: true`) for the renderer, the blocks and the editor's panel.
 *
 * The rule is mobile first: a device without a value of its own takes the value of the next narrower device that
 * has one; a device narrower than every given value shows the block's default. Why this rule: the device keys
 * are the ranges between docs/behaviour/content-and-environments.md, Per-breakpoint values's breakpoints (mobile < sm 540, smallTablet < md 768, tablet < lg 1084,
 * desktop < uw 1921, ultrawide), every stylesheet of the site and the wrapper stylesheet are `min-width` media
 * queries at those breakpoints (a value applies from its breakpoint up), and the schemas document the same
 * ("a missing breakpoint inherits from the next smaller one that is given"). A value given for a device therefore
 * never reaches a narrower one, and the editor stops it reaching a wider one by giving that one its own value
 * (editor/panel/widgets/device.ts), so a value set while previewing a device changes that device only.
 * An empty string given for a device is a value of its own that means "the block's default here": it stops
 * inheritance from narrower devices.
 *
 * `borrow` is for wrapperWidth alone (docs/behaviour/content-and-environments.md, Per-breakpoint values, smaller-screen presets): there a plain value counts as
 * the desktop value and a device narrower than every given value takes the nearest wider one, mapped by `borrow`.
 */
export function inheritBreakpoints<T>(
  value: BreakpointValue<T> | null | undefined,
  borrow?: (value: T, breakpoint: BreakpointKey) => T,
): Record<BreakpointKey, InheritedValue<T>> {
  const out = {} as Record<BreakpointKey, InheritedValue<T>>;
  // An empty object gives nothing (as absent does); any other value that is not per breakpoint is a plain value.
  const empty = value === null || value === undefined || (typeof value === 'object' && Object.keys(value).length === 0);
  const plain = !empty && !isPerBreakpoint(value);
  if (plain && !borrow) {
    for (const key of BREAKPOINT_KEYS) out[key] = { value: value as T, from: 'all' };
    return out;
  }
  const given: Partial<Record<BreakpointKey, T>> = plain
    ? { desktop: value as T }
    : isPerBreakpoint(value)
      ? value
      : {};
  let current: InheritedValue<T> = { value: undefined, from: 'default' };
  for (const key of BREAKPOINT_KEYS) {
    const own = given[key];
    if (own !== undefined) current = { value: own, from: plain ? 'all' : key };
    out[key] = current;
  }
  if (borrow) {
    // Devices below the narrowest given value take the nearest wider one through the smaller-screen mapping.
    const first = BREAKPOINT_KEYS.findIndex((key) => given[key] !== undefined);
    for (let i = first - 1; i >= 0; i--) {
      const key = BREAKPOINT_KEYS[i]!;
      const source = BREAKPOINT_KEYS[first]!;
      out[key] = { value: borrow(given[source] as T, key), from: plain ? 'all' : source };
    }
  }
  return out;
}
