import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EMPTY_LAYOUT_HASH, EMPTY_SETTINGS_HASH } from './content';

describe('EMPTY_LAYOUT_HASH', () => {
  it('is the sha256 of the canonical empty block list', () => {
    expect(EMPTY_LAYOUT_HASH).toBe(createHash('sha256').update('[]').digest('hex'));
  });
});

describe('EMPTY_SETTINGS_HASH', () => {
  it('is the sha256 of the canonical empty document', () => {
    expect(EMPTY_SETTINGS_HASH).toBe(createHash('sha256').update('{}').digest('hex'));
  });
});
