import type { BreakpointValue } from '../../renderer';
import { BREAKPOINT_KEYS, type BreakpointKey } from '../../schemas';

/** A value given once or per breakpoint (`x-breakpoints: true` in the block's schema). */
export type PerDevice<T> = BreakpointValue<T>;

/**
 * Spreads a per-breakpoint value over all five keys, each key inheriting from the next smaller
 * one that is set (mobile first), so CSS can read one custom property per range.
 * A value given once applies everywhere.
 */
export function resolvePerDevice<T>(value: PerDevice<T> | null | undefined): Partial<Record<BreakpointKey, T>> {
  if (value === null || value === undefined) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    return Object.fromEntries(BREAKPOINT_KEYS.map((k) => [k, value])) as Record<BreakpointKey, T>;
  }
  const byKey = value as Partial<Record<BreakpointKey, T>>;
  const firstSet = BREAKPOINT_KEYS.map((k) => byKey[k]).find((v) => v !== undefined);
  const out: Partial<Record<BreakpointKey, T>> = {};
  let current: T | undefined = firstSet;
  for (const key of BREAKPOINT_KEYS) {
    if (byKey[key] !== undefined) current = byKey[key];
    if (current !== undefined) out[key] = current;
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
