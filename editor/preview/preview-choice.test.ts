import { describe, expect, it } from 'vitest';
import { frameLayout } from './preview-choice';

describe('frameLayout', () => {
  it('puts the frames side by side, shrunk by one scale, never enlarged', () => {
    expect(frameLayout([390, 390, 390, 390], 3000, 16)).toEqual({ scale: 1, stacked: false });
    const { scale, stacked } = frameLayout([390, 390, 390, 390], 1300, 16);
    expect(stacked).toBe(false);
    expect(scale).toBeCloseTo(1300 / (4 * 390 + 3 * 16));
  });

  it('stacks them, each fitting the width, when side by side they would be too small to read (a phone)', () => {
    expect(frameLayout([390, 390, 390, 390], 300, 16)).toEqual({ scale: 300 / 390, stacked: true });
    expect(frameLayout([1920, 390], 600, 16)).toEqual({ scale: 600 / 1920, stacked: true });
    // One frame is never stacked: it just shrinks.
    expect(frameLayout([1920], 300, 16)).toEqual({ scale: 300 / 1920, stacked: false });
  });
});
