import { BREAKPOINT_KEYS, type BreakpointKey } from '../../schemas';
import type { PerDevice } from '../shared/breakpoint-vars';
import { resolvePerDevice } from '../shared/breakpoint-vars';

/**
 * Card width in percent per device. A single value follows the smaller-screen presets of docs/behaviour/README.md
 * section 9 (100 on mobile; 50 and 66 → 100 on tablet, 33/25/20 → 50); per-device values are kept.
 * 0 hides the card on that device.
 */
export function cardWidths(width: PerDevice<number> | null | undefined): Record<BreakpointKey, number> {
  if (typeof width === 'number') {
    const small = width === 0 ? 0 : 100;
    const tablet = width === 0 ? 0 : width >= 50 ? 100 : 50;
    return { mobile: small, smallTablet: small, tablet, desktop: width, ultrawide: width };
  }
  const resolved = resolvePerDevice(width);
  return Object.fromEntries(BREAKPOINT_KEYS.map((k) => [k, resolved[k] ?? 100])) as Record<BreakpointKey, number>;
}

/** A card is shown unless it is hidden or its width is 0 on every device (docs/behaviour/blocks.md). */
export function isCardShown(card: { width?: PerDevice<number>; isHidden?: boolean }): boolean {
  if (card.isHidden) return false;
  return Object.values(cardWidths(card.width ?? 33)).some((w) => w > 0);
}
