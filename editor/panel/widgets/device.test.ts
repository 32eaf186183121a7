import { describe, expect, it } from 'vitest';
import { widthForBreakpoint } from '../../../renderer';
import { BREAKPOINT_KEYS } from '../../../schemas';
import { copyToAll, copyToWider, inheritance, valueFor, withDeviceValue, type FieldRule } from './device';

const alignment: FieldRule = { unset: 'left' };
const text: FieldRule = { unset: '' };
const width: FieldRule = { unset: 100, borrow: (v, bp) => (typeof v === 'number' ? widthForBreakpoint(v, bp) : v) };
const seen = (value: unknown, rule: FieldRule) => BREAKPOINT_KEYS.map((key) => inheritance(value, rule)[key].value);

describe('per-breakpoint values', () => {
  it('shows a device its own value, else the one it inherits from a narrower device', () => {
    expect(valueFor(50, 'mobile')).toBe(50);
    expect(valueFor({ mobile: 100, desktop: 50 }, 'desktop')).toBe(50);
    expect(valueFor({ mobile: 100 }, 'tablet')).toBe(100);
    expect(valueFor({ tablet: 100 }, 'mobile')).toBeUndefined();
    expect(valueFor({ mobile: 100 }, 'all')).toBeUndefined();
  });

  it('sets Mobile alone: the wider devices keep what they showed (the intro right-aligned everywhere)', () => {
    const next = withDeviceValue(undefined, 'mobile', 'right', alignment);
    expect(next).toEqual({ mobile: 'right', smallTablet: 'left' });
    expect(seen(next, alignment)).toEqual(['right', 'left', 'left', 'left', 'left']);
  });

  it('gives a text field the block default back with "" on the next wider device', () => {
    expect(withDeviceValue(undefined, 'mobile', '40px 8px', text)).toEqual({ mobile: '40px 8px', smallTablet: '' });
    expect(withDeviceValue('24px', 'tablet', '8px', text)).toEqual({ mobile: '24px', tablet: '8px', desktop: '24px' });
  });

  it('sets a wide device without touching the narrower ones', () => {
    const next = withDeviceValue({ mobile: 'center' }, 'desktop', 'right', alignment);
    expect(seen(next, alignment)).toEqual(['center', 'center', 'center', 'right', 'center']);
    expect(next).toEqual({ mobile: 'center', desktop: 'right', ultrawide: 'center' });
  });

  it('keeps the preset widths of the other devices when one width changes', () => {
    const before = seen({ desktop: 33 }, width);
    const next = withDeviceValue({ desktop: 33 }, 'tablet', 100, width);
    const after = seen(next, width);
    expect(after[2]).toBe(100);
    expect([after[0], after[1], after[3], after[4]]).toEqual([before[0], before[1], before[3], before[4]]);
  });

  it('clears one device: it inherits again and the devices that inherited from it keep their value', () => {
    const next = withDeviceValue({ mobile: 'right', smallTablet: 'left', tablet: 'center' }, 'tablet', undefined, alignment);
    expect(next).toEqual({ mobile: 'right', smallTablet: 'left', desktop: 'center' });
    expect(seen(next, alignment)).toEqual(['right', 'left', 'left', 'center', 'center']);
    expect(withDeviceValue({ desktop: '0 auto' }, 'desktop', undefined, text)).toEqual({ ultrawide: '0 auto' });
    expect(withDeviceValue({ desktop: '0 auto', ultrawide: '' }, 'desktop', undefined, text)).toBeUndefined();
  });

  it('copies a device value to every device, or to the wider ones', () => {
    expect(copyToAll({ mobile: 'right', smallTablet: 'left' }, 'mobile', alignment)).toBe('right');
    expect(copyToWider({ mobile: 'right', smallTablet: 'left', desktop: 'center' }, 'mobile', alignment)).toEqual({ mobile: 'right' });
    expect(copyToWider({ mobile: 'right', tablet: 'center', desktop: 'left' }, 'tablet', alignment)).toEqual({ mobile: 'right', tablet: 'center' });
  });

  it('replaces everything with one value for all sizes', () => {
    expect(withDeviceValue({ mobile: 1, desktop: 2 }, 'all', 3)).toBe(3);
  });
});
