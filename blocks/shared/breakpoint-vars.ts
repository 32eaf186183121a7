/** The five per-breakpoint keys of a value marked `x-breakpoints` (docs/contracts.md). */
export const DEVICE_KEYS = ['mobile', 'smallTablet', 'tablet', 'desktop', 'ultrawide'] as const;
export type DeviceKey = (typeof DEVICE_KEYS)[number];
export type PerDevice<T> = T | Partial<Record<DeviceKey, T>>;

/**
 * Spreads a per-breakpoint value over all five keys, each key inheriting from the next smaller
 * one that is set (mobile first), so CSS can read one custom property per range.
 * A value given once applies everywhere.
 */
export function resolvePerDevice<T>(value: PerDevice<T> | null | undefined): Partial<Record<DeviceKey, T>> {
  if (value === null || value === undefined) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    return Object.fromEntries(DEVICE_KEYS.map((k) => [k, value])) as Record<DeviceKey, T>;
  }
  const byKey = value as Partial<Record<DeviceKey, T>>;
  const firstSet = DEVICE_KEYS.map((k) => byKey[k]).find((v) => v !== undefined);
  const out: Partial<Record<DeviceKey, T>> = {};
  let current: T | undefined = firstSet;
  for (const key of DEVICE_KEYS) {
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
  for (const [key, v] of Object.entries(resolvePerDevice(value)) as [DeviceKey, T][]) {
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
