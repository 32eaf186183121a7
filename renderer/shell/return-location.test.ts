import { describe, expect, it } from 'vitest';
import { readReturnLocation, rememberReturnLocation } from './return-location';
import { routeKindOf } from './use-navigation-effects';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, v),
  };
}

describe('return location store', () => {
  it('keeps path, query and hash', () => {
    const storage = memoryStorage();
    rememberReturnLocation('/en/sessions?search=ai#x', storage);
    expect(readReturnLocation(storage)).toBe('/en/sessions?search=ai#x');
  });
  it('answers null when storage fails', () => {
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } } as unknown as Storage;
    rememberReturnLocation('/en/home', broken);
    expect(readReturnLocation(broken)).toBeNull();
  });
});

describe('routeKindOf', () => {
  it.each([
    ['/en/sessions', 'root'],
    ['/en/sessions/42', 'detail'],
    ['/en/meetings/edit/3', 'detail'],
    ['/en/forbidden', 'system'],
    ['/en/unknown/x', 'system'],
  ])('classifies %s as a %s route', (url, kind) => {
    expect(routeKindOf(url)).toBe(kind);
  });
});
