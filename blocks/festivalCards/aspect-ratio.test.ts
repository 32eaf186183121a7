import { describe, expect, it } from 'vitest';
import { DEFAULT_ASPECT_RATIO, parseAspectRatio } from './aspect-ratio';

describe('parseAspectRatio', () => {
  it('defaults to 16/9', () => {
    expect(DEFAULT_ASPECT_RATIO).toEqual({ width: 16, height: 9 });
    expect(parseAspectRatio(undefined)).toEqual({ width: 16, height: 9 });
    expect(parseAspectRatio('')).toEqual({ width: 16, height: 9 });
  });

  it("reads 'w/h'", () => {
    expect(parseAspectRatio('4/3')).toEqual({ width: 4, height: 3 });
    expect(parseAspectRatio(' 1 / 1 ')).toEqual({ width: 1, height: 1 });
    expect(parseAspectRatio('2.35/1')).toEqual({ width: 2.35, height: 1 });
  });

  it('disables the box when malformed', () => {
    for (const bad of ['16:9', '16/', '/9', 'abc', '16/9/1', '-4/3', 'wide']) {
      expect(parseAspectRatio(bad)).toBeNull();
    }
  });

  it('disables the box when either number is zero', () => {
    expect(parseAspectRatio('0/9')).toBeNull();
    expect(parseAspectRatio('16/0')).toBeNull();
    expect(parseAspectRatio('0/0')).toBeNull();
  });
});
