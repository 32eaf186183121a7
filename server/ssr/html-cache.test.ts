import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { codedBody, HTML_MAX_AGE_MS, HtmlCache, pageEntry } from './html-cache.js';

describe('the anonymous HTML cache', () => {
  it('serves an entry until it is a minute old, then renders again', () => {
    let now = 1_000;
    const cache = new HtmlCache(() => now);
    const page = pageEntry(200, '<p>hi</p>');
    cache.put(cache.begin(), 'k', '/en/home', page);
    expect(cache.get('k')).toBe(page);
    now += HTML_MAX_AGE_MS - 1;
    expect(cache.get('k')).toBe(page);
    now += 1;
    expect(cache.get('k')).toBeUndefined();
    expect(cache.size).toBe(0);
    // The last page of the URL stays for when the store does not answer.
    expect(cache.lastFor('/en/home')).toBe(page);
  });

  it('keeps nothing rendered while an invalidation happened, and forgets everything on clear', () => {
    const cache = new HtmlCache(() => 0);
    const started = cache.begin();
    cache.clear();
    cache.put(started, 'k', '/en/home', pageEntry(200, 'old'));
    expect(cache.get('k')).toBeUndefined();
    cache.put(cache.begin(), 'k', '/en/home', pageEntry(200, 'new'));
    cache.clear();
    expect(cache.get('k')).toBeUndefined();
  });

  it('drops the oldest entry beyond its size', () => {
    const cache = new HtmlCache(() => 0, 2);
    for (const key of ['a', 'b', 'c']) cache.put(cache.begin(), key, `/${key}`, pageEntry(200, key));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')?.html.toString()).toBe('c');
  });

  it('compresses an entry once per coding, with a strong ETag of its bytes', async () => {
    const page = pageEntry(200, '<p>hello</p>');
    expect(page.etag).toMatch(/^"[\w-]{27}"$/);
    const first = codedBody(page, 'gzip');
    expect(codedBody(page, 'gzip')).toBe(first);
    expect(gunzipSync(await first).toString()).toBe('<p>hello</p>');
  });
});
