import { describe, expect, it } from 'vitest';
import { formatTabHash, parseTabHash, resolveTabId } from './tab-hash';

describe('tab hash', () => {
  it('formats #{componentId}&{tabId}', () => {
    expect(formatTabHash('explorer', 'day-2')).toBe('#explorer&day-2');
  });

  it('parses only its own explorer', () => {
    expect(parseTabHash('#explorer&day-2', 'explorer')).toBe('day-2');
    expect(parseTabHash('explorer&day-2', 'explorer')).toBe('day-2');
    expect(parseTabHash('#other&day-2', 'explorer')).toBeNull();
    expect(parseTabHash('#explorer', 'explorer')).toBeNull();
    expect(parseTabHash('#explorer&', 'explorer')).toBeNull();
    expect(parseTabHash('', 'explorer')).toBeNull();
  });

  it('round-trips ids with special characters', () => {
    expect(formatTabHash('x', 'a b&c')).toBe('#x&a b&c');
    expect(parseTabHash(formatTabHash('x', 'a b&c'), 'x')).toBe('a b&c');
  });
});

describe('resolveTabId', () => {
  const ids = ['one', 'two', 'three'];
  it('keeps an available requested tab', () => {
    expect(resolveTabId(ids, 'two', 'three')).toBe('two');
  });
  it('falls back to the default tab, then the first', () => {
    expect(resolveTabId(ids, 'gone', 'three')).toBe('three');
    expect(resolveTabId(ids, null, 'three')).toBe('three');
    expect(resolveTabId(ids, 'gone', 'also-gone')).toBe('one');
    expect(resolveTabId(ids, undefined, undefined)).toBe('one');
    expect(resolveTabId([], 'one', 'one')).toBeNull();
  });
});
