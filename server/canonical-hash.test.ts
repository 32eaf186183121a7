import { describe, expect, it } from 'vitest';
import { canonicalJson, hashOf } from './canonical-hash.js';

describe('canonical hash', () => {
  it('sorts keys at every depth', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: null } })).toBe('{"a":{"c":null,"d":[2,{"e":0,"f":1}]},"b":1}');
  });
  it('gives equal hashes for equal values in any key order, sha256 hex', () => {
    expect(hashOf({ a: 1, b: 2 })).toBe(hashOf({ b: 2, a: 1 }));
    expect(hashOf({ a: 1 })).toMatch(/^[0-9a-f]{64}$/);
    expect(hashOf({ a: 1 })).not.toBe(hashOf({ a: 2 }));
  });
});
