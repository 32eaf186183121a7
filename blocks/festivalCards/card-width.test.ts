import { describe, expect, it } from 'vitest';
import { cardWidths, isCardShown } from './card-width';

describe('cardWidths', () => {
  it('maps a single width onto smaller screens', () => {
    expect(cardWidths(33)).toEqual({ mobile: 100, smallTablet: 100, tablet: 50, desktop: 33, ultrawide: 33 });
    expect(cardWidths(66)).toEqual({
      mobile: 100,
      smallTablet: 100,
      tablet: 100,
      desktop: 66,
      ultrawide: 66,
    });
  });
  it('keeps per-device widths, inheriting upwards', () => {
    expect(cardWidths({ mobile: 100, desktop: 25 })).toEqual({
      mobile: 100,
      smallTablet: 100,
      tablet: 100,
      desktop: 25,
      ultrawide: 25,
    });
  });
});

describe('isCardShown', () => {
  it('hides a card of width 0', () => {
    expect(isCardShown({ width: 0 })).toBe(false);
    expect(isCardShown({ width: { mobile: 0, desktop: 0 } })).toBe(false);
  });
  it('shows a card with a width on some device', () => {
    expect(isCardShown({ width: { mobile: 0, desktop: 50 } })).toBe(true);
    expect(isCardShown({ width: 50 })).toBe(true);
    expect(isCardShown({})).toBe(true);
  });
  it('hides a card marked isHidden', () => {
    expect(isCardShown({ width: 50, isHidden: true })).toBe(false);
  });
});
