import { describe, expect, it } from 'vitest';
import { findUnstorableString, MAX_NESTING } from './validation.js';

describe('findUnstorableString', () => {
  it('accepts ordinary and astral text', () => {
    expect(findUnstorableString({ a: ['Grüße 👋', { b: 'x\uFEFFy' }] })).toBeNull();
  });

  it('names the path of a NUL, a lone surrogate or a leading byte order mark', () => {
    expect(findUnstorableString({ a: ['ok', 'bad\u0000'] })).toEqual({ path: '/a/1', reason: 'text' });
    expect(findUnstorableString({ a: '\uD800' })).toEqual({ path: '/a', reason: 'text' });
    expect(findUnstorableString({ a: 'x\uDC00' })).toEqual({ path: '/a', reason: 'text' });
    expect(findUnstorableString({ '\uFEFFkey': 1 })).toEqual({ path: '/\uFEFFkey', reason: 'text' });
  });

  it('refuses nesting deeper than the limit without overflowing the stack', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    expect(findUnstorableString(deep)?.reason).toBe('depth');
    let ok: unknown = 'leaf';
    for (let i = 0; i < MAX_NESTING - 1; i += 1) ok = { a: ok };
    expect(findUnstorableString(ok)).toBeNull();
  });
});
