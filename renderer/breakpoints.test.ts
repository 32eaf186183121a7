import { describe, expect, it } from 'vitest';
import { BREAKPOINT_KEYS, BREAKPOINT_RANGES, WIDTH_PRESETS, inheritBreakpoints, isPerBreakpoint, widthForBreakpoint } from './breakpoints';

describe('breakpoints (docs/behaviour/content-and-environments.md, Per-breakpoint values)', () => {
  it('maps the five value keys to media ranges matching the QA viewports 539, 1083 and 1920', () => {
    expect(BREAKPOINT_RANGES.mobile).toEqual({ minWidth: 0, maxWidth: 539 });
    expect(BREAKPOINT_RANGES.smallTablet).toEqual({ minWidth: 540, maxWidth: 767 });
    expect(BREAKPOINT_RANGES.tablet).toEqual({ minWidth: 768, maxWidth: 1083 });
    expect(BREAKPOINT_RANGES.desktop).toEqual({ minWidth: 1084, maxWidth: 1920 });
    expect(BREAKPOINT_RANGES.ultrawide).toEqual({ minWidth: 1921, maxWidth: null });
  });

  it('offers the width presets 100, 66, 50, 33, 25, 20', () => {
    expect(WIDTH_PRESETS).toEqual([100, 66, 50, 33, 25, 20]);
  });
});

describe('widthForBreakpoint', () => {
  it('keeps every preset on desktop and ultrawide', () => {
    for (const w of WIDTH_PRESETS) {
      expect(widthForBreakpoint(w, 'desktop')).toBe(w);
      expect(widthForBreakpoint(w, 'ultrawide')).toBe(w);
    }
  });

  it('turns 50 and 66 into 100 on mobile and tablet', () => {
    for (const w of [50, 66]) {
      expect(widthForBreakpoint(w, 'mobile')).toBe(100);
      expect(widthForBreakpoint(w, 'smallTablet')).toBe(100);
      expect(widthForBreakpoint(w, 'tablet')).toBe(100);
    }
  });

  it('turns 33 into 100 on mobile and 50 on tablet', () => {
    expect(widthForBreakpoint(33, 'mobile')).toBe(100);
    expect(widthForBreakpoint(33, 'smallTablet')).toBe(50);
    expect(widthForBreakpoint(33, 'tablet')).toBe(50);
  });

  it('turns 25 and 20 into 100 on mobile and 50 on tablet', () => {
    for (const w of [25, 20]) {
      expect(widthForBreakpoint(w, 'mobile')).toBe(100);
      expect(widthForBreakpoint(w, 'tablet')).toBe(50);
    }
  });

  it('keeps 100 and values that are not presets', () => {
    expect(widthForBreakpoint(100, 'mobile')).toBe(100);
    expect(widthForBreakpoint(40, 'mobile')).toBe(40);
  });
});

describe('isPerBreakpoint', () => {
  it('recognises per-breakpoint objects only', () => {
    expect(isPerBreakpoint({ mobile: 1, desktop: 2 })).toBe(true);
    expect(isPerBreakpoint({})).toBe(false);
    expect(isPerBreakpoint({ mobile: 1, other: 2 } as unknown as number)).toBe(false);
    expect(isPerBreakpoint('10px')).toBe(false);
    expect(isPerBreakpoint([1])).toBe(false);
  });
});

describe('inheritBreakpoints (mobile first)', () => {
  it('gives a plain value to every device, from "all"', () => {
    const all = inheritBreakpoints('left');
    for (const key of BREAKPOINT_KEYS) expect(all[key]).toEqual({ value: 'left', from: 'all' });
  });

  it('lets a device inherit from the next narrower device that has a value, never from a wider one', () => {
    expect(inheritBreakpoints({ smallTablet: 'center', desktop: 'right' })).toEqual({
      mobile: { value: undefined, from: 'default' },
      smallTablet: { value: 'center', from: 'smallTablet' },
      tablet: { value: 'center', from: 'smallTablet' },
      desktop: { value: 'right', from: 'desktop' },
      ultrawide: { value: 'right', from: 'desktop' },
    });
  });

  it('stops inheritance at a device given the default back ("")', () => {
    const resolved = inheritBreakpoints({ mobile: 'right', smallTablet: '' });
    expect(resolved.mobile).toEqual({ value: 'right', from: 'mobile' });
    expect(resolved.tablet).toEqual({ value: '', from: 'smallTablet' });
    expect(resolved.ultrawide).toEqual({ value: '', from: 'smallTablet' });
  });

  it('gives nothing for nothing', () => {
    for (const v of [undefined, null, {}]) {
      const none = inheritBreakpoints(v as undefined);
      for (const key of BREAKPOINT_KEYS) expect(none[key]).toEqual({ value: undefined, from: 'default' });
    }
  });

  it('borrows from the nearest wider value below the narrowest one when asked (wrapperWidth presets)', () => {
    const width = inheritBreakpoints<number>({ desktop: 33 }, widthForBreakpoint);
    expect(BREAKPOINT_KEYS.map((k) => width[k].value)).toEqual([100, 50, 50, 33, 33]);
    expect(width.mobile.from).toBe('desktop');
    const plain = inheritBreakpoints<number>(50, widthForBreakpoint);
    expect(BREAKPOINT_KEYS.map((k) => plain[k].value)).toEqual([100, 100, 100, 50, 50]);
    expect(plain.tablet.from).toBe('all');
  });
});
