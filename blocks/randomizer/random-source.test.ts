import { describe, expect, it } from 'vitest';
import { pickIndex } from './random-source';

describe('pickIndex', () => {
  it('maps a draw in [0, 1) onto the children', () => {
    expect(pickIndex(3, 0)).toBe(0);
    expect(pickIndex(3, 0.34)).toBe(1);
    expect(pickIndex(3, 0.99)).toBe(2);
  });
  it('stays in range for edge draws and gives -1 without children', () => {
    expect(pickIndex(3, 1)).toBe(2);
    expect(pickIndex(3, -1)).toBe(0);
    expect(pickIndex(3, Number.NaN)).toBe(0);
    expect(pickIndex(0, 0.5)).toBe(-1);
  });
});
