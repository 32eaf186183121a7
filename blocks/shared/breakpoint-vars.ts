import { inheritBreakpoints, type BreakpointValue } from '../../renderer';
import { BREAKPOINT_KEYS, type BreakpointKey } from '../../schemas';

/** A value given once or per breakpoint (`x-breakpoints: true` in the block's schema). */
export type PerDevice<T> = BreakpointValue<T>;

/**
 * The value each device shows, by the one rule of renderer/breakpoints.ts (inheritBreakpoints): mobile first, a
 * device without its own value inheriting from the next narrower one that has one; a device narrower than every
 * given value is left out (the block's CSS default applies there), so CSS can read one custom property per range.
 * A value given once applies everywhere.
 */
export function resolvePerDevice<T>(value: PerDevice<T> | null | undefined): Partial<Record<BreakpointKey, T>> {
  const inherited = inheritBreakpoints(value);
  const out: Partial<Record<BreakpointKey, T>> = {};
  for (const key of BREAKPOINT_KEYS) {
    const shown = inherited[key].value;
    if (shown !== undefined) out[key] = shown;
  }
  return out;
}

/** CSS custom properties `--{prefix}-{device}` for a per-breakpoint value, mapped through `toCss` (undefined drops it). */
export function perDeviceVars<T>(
  prefix: string,
  value: PerDevice<T> | null | undefined,
  toCss: (v: T) => string | undefined,
): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [key, v] of Object.entries(resolvePerDevice(value)) as [BreakpointKey, T][]) {
    const css = toCss(v);
    if (css !== undefined) vars[`--${prefix}-${key}`] = css;
  }
  return vars;
}

/** A colour value safe to put in a custom property (hex, rgb/hsl functions or a plain name). */
export function cssColor(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.trim();
  return /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([\d\s.,%/]+\)|[a-z]+)$/i.test(v) ? v : undefined;
}
