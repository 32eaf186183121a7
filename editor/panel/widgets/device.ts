import { createContext, useContext, useState } from 'react';
import { inheritBreakpoints, type InheritedValue } from '../../../renderer';
import { BREAKPOINT_KEYS, BREAKPOINTS, sameJson, type BreakpointKey } from '../../../schemas';

/** Which value a per-breakpoint field edits: the one for every size, or one device's. */
export type Device = 'all' | BreakpointKey;
export const DEVICES: readonly Device[] = ['all', ...BREAKPOINT_KEYS];

/** The device the panel's switch has chosen, for every per-breakpoint field of the form. */
export const DeviceContext = createContext<Device>('all');

/**
 * The width (px) the canvas previews each device at: a phone for mobile, else the first width of the device's range
 * (BREAKPOINTS of docs/behaviour/content-and-environments.md, Wrapper widths: sm 540, md 768, xl 1400 as a common desktop, uw 1921).
 */
export const DEVICE_WIDTHS: Readonly<Record<BreakpointKey, number>> = {
  mobile: 375,
  smallTablet: BREAKPOINTS.sm,
  tablet: BREAKPOINTS.md,
  desktop: BREAKPOINTS.xl,
  ultrawide: BREAKPOINTS.uw,
};

export type DeviceState = readonly [Device, (device: Device) => void];

/**
 * The editing session's device (editor/PageEditor.tsx provides it): the fields' switch sets it, and the canvas
 * previews the page at its width.
 */
export const DeviceStateContext = createContext<DeviceState | null>(null);

/** The session's device and its setter; a form outside a session (component tests) keeps its own. */
export function useDevice(): DeviceState {
  const session = useContext(DeviceStateContext);
  const own = useState<Device>('all');
  return session ?? own;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A per-breakpoint value (`{ mobile: …, desktop: … }`) rather than one value for every size. */
export function isPerDevice(value: unknown): value is Partial<Record<BreakpointKey, unknown>> {
  return isRecord(value);
}

/** What the panel needs to know of a field to keep the other devices as they are when one device changes. */
export interface FieldRule {
  /**
   * The value that gives a device the block's default back (a value of its own, so it stops inheriting): the
   * field's schema default, '' for a text (the block's CSS default), undefined when the field has neither.
   */
  unset?: unknown;
  /** wrapperWidth only: smaller devices borrow a wider value through the presets (renderer inheritBreakpoints). */
  borrow?: (value: unknown, breakpoint: BreakpointKey) => unknown;
}

/** Which value each device shows and where it comes from (the renderer's one rule: mobile first). */
export function inheritance(value: unknown, rule: FieldRule = {}): Record<BreakpointKey, InheritedValue<unknown>> {
  return inheritBreakpoints<unknown>(value, rule.borrow);
}

/** The value a device shows: its own or the one it inherits ('all': the value every size shares, if one). */
export function valueFor(value: unknown, device: Device, rule: FieldRule = {}): unknown {
  if (device === 'all') return isPerDevice(value) ? undefined : value;
  return inheritance(value, rule)[device].value;
}

/** What each device shows; '' (the block's default given back) shows the same as no value. */
const shown = (value: unknown, rule: FieldRule) =>
  BREAKPOINT_KEYS.map((key) => {
    const v = inheritance(value, rule)[key].value;
    return v === '' ? undefined : v;
  });

const withoutEmpty = (own: Record<string, unknown>): unknown => (Object.keys(own).length > 0 ? own : undefined);

/**
 * The whole value after setting one device's value (undefined clears it, so the device inherits again). An edit
 * made while previewing a device changes what that device shows and nothing else: every other device
 * whose value would change with it (a wider device that inherited from it, or one whose preset width followed it)
 * is given what it showed before as its own value (`rule.unset` where it showed the default), and values left equal
 * to what they would inherit are dropped again, so the object stays as small as the view allows.
 */
export function withDeviceValue(value: unknown, device: Device, next: unknown, rule: FieldRule = {}): unknown {
  if (device === 'all') return next;
  const before = shown(value, rule);
  const own: Record<string, unknown> = isPerDevice(value) ? { ...value } : {};
  if (next === undefined) delete own[device];
  else own[device] = next;
  // Narrowest first; a pin can move what a narrower preset width borrows, so until nothing changes (5 at most).
  for (let pass = 0; pass < BREAKPOINT_KEYS.length; pass++) {
    let pinned = false;
    BREAKPOINT_KEYS.forEach((key, i) => {
      if (key === device || own[key] !== undefined) return;
      const after = shown(withoutEmpty(own), rule);
      if (sameJson(after[i], before[i])) return;
      const keep = before[i] ?? rule.unset;
      if (keep === undefined) return;
      own[key] = keep;
      pinned = true;
    });
    if (!pinned) break;
  }
  // Drop own values the device would inherit anyway (widest first, so a chain shortens from its end).
  const wanted = shown(withoutEmpty(own), rule);
  for (const key of [...BREAKPOINT_KEYS].reverse()) {
    if (key === device || own[key] === undefined) continue;
    const trial = { ...own };
    delete trial[key];
    if (sameJson(shown(withoutEmpty(trial), rule), wanted)) delete own[key];
  }
  return withoutEmpty(own);
}

/** The value after copying the device's value to every device (one value for all sizes). */
export function copyToAll(value: unknown, device: BreakpointKey, rule: FieldRule = {}): unknown {
  return valueFor(value, device, rule);
}

/** The value after copying the device's value to the wider devices: they inherit it again. */
export function copyToWider(value: unknown, device: BreakpointKey, rule: FieldRule = {}): unknown {
  const current = valueFor(value, device, rule);
  const own: Record<string, unknown> = isPerDevice(value) ? { ...value } : {};
  if (!isPerDevice(value)) {
    // A value shared by every size: the narrower devices keep what they show.
    BREAKPOINT_KEYS.slice(0, BREAKPOINT_KEYS.indexOf(device)).forEach((key) => {
      const before = valueFor(value, key, rule);
      if (before !== undefined) own[key] = before;
    });
  }
  const from = BREAKPOINT_KEYS.indexOf(device);
  BREAKPOINT_KEYS.forEach((key, i) => {
    if (i > from) delete own[key];
  });
  if (current === undefined) delete own[device];
  else own[device] = current;
  return withoutEmpty(own);
}
