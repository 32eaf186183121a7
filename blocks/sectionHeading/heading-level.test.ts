import { describe, expect, it } from 'vitest';
import { clampHeadingLevel } from './heading-level';

describe('clampHeadingLevel', () => {
  it('clamps to 1..6', () => {
    expect(clampHeadingLevel(0)).toBe('h1');
    expect(clampHeadingLevel(-3)).toBe('h1');
    expect(clampHeadingLevel(9)).toBe('h6');
    expect(clampHeadingLevel(1)).toBe('h1');
    expect(clampHeadingLevel(6)).toBe('h6');
    expect(clampHeadingLevel(3)).toBe('h3');
    expect(clampHeadingLevel('4')).toBe('h4');
  });

  it('falls back when absent or not a number', () => {
    expect(clampHeadingLevel(undefined)).toBe('h2');
    expect(clampHeadingLevel(Number.NaN)).toBe('h2');
    expect(clampHeadingLevel('x', 3)).toBe('h3');
  });
});
