import { createContext, useContext, useState } from 'react';
import { BREAKPOINT_KEYS, BREAKPOINTS, type BreakpointKey } from '../../../schemas';

/** Which value a per-breakpoint field edits: the one for every size, or one device's. */
export type Device = 'all' | BreakpointKey;
export const DEVICES: readonly Device[] = ['all', ...BREAKPOINT_KEYS];

/** The device the panel's switch has chosen, for every per-breakpoint field of the form. */
export const DeviceContext = createContext<Device>('all');

/**
 * The width (px) the canvas previews each device at: a phone for mobile, else the first width of the device's range
 * (BREAKPOINTS of spec 001 section 9: sm 540, md 768, xl 1400 as a common desktop, uw 1921).
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

/** The value a device shows: its own, else the one every size shares (undefined when neither is set). */
export function valueFor(value: unknown, device: Device): unknown {
  if (device === 'all') return isPerDevice(value) ? undefined : value;
  return isPerDevice(value) ? value[device] : value;
}

/**
 * The whole value after setting one device's value (undefined clears it). A value shared by every size is first
 * spread to all five, so the other devices keep it; an object left empty becomes absent.
 */
export function withDeviceValue(value: unknown, device: Device, next: unknown): unknown {
  if (device === 'all') return next;
  const base: Record<string, unknown> = isPerDevice(value)
    ? { ...value }
    : value === undefined || value === null
      ? {}
      : Object.fromEntries(BREAKPOINT_KEYS.map((key) => [key, value]));
  if (next === undefined) delete base[device];
  else base[device] = next;
  return Object.keys(base).length > 0 ? base : undefined;
}
