import { describe, expect, it } from 'vitest';
import { valueFor, withDeviceValue } from './device';

describe('per-breakpoint values', () => {
  it('shows a device its own value, else the shared one', () => {
    expect(valueFor(50, 'mobile')).toBe(50);
    expect(valueFor({ mobile: 100, desktop: 50 }, 'desktop')).toBe(50);
    expect(valueFor({ mobile: 100 }, 'tablet')).toBeUndefined();
    expect(valueFor({ mobile: 100 }, 'all')).toBeUndefined();
  });

  it('sets one device without losing the value the others share', () => {
    expect(withDeviceValue(50, 'mobile', 100)).toEqual({ mobile: 100, smallTablet: 50, tablet: 50, desktop: 50, ultrawide: 50 });
    expect(withDeviceValue(undefined, 'desktop', '0 auto')).toEqual({ desktop: '0 auto' });
    expect(withDeviceValue({ desktop: '0 auto' }, 'desktop', undefined)).toBeUndefined();
    expect(withDeviceValue({ mobile: 1, desktop: 2 }, 'all', 3)).toBe(3);
  });
});
