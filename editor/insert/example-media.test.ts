import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { blockSchemas } from '../../schemas/validators';

/** Every site-relative image URL in a value (strings ending in an image extension). */
function imageUrls(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.startsWith('/') && /\.(svg|webp|png|jpe?g|gif|avif)$/.test(value)) out.push(value);
  } else if (Array.isArray(value)) value.forEach((v) => imageUrls(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => imageUrls(v, out));
  return out;
}

describe('example images of the insert list', () => {
  const urls = Object.values(blockSchemas).flatMap((schema) => imageUrls((schema as { examples?: unknown }).examples));

  it('the block examples use site images', () => {
    expect(urls.length).toBeGreaterThan(10);
  });

  it('every site image an example names is a file the build serves (public/)', () => {
    expect(urls.filter((url) => !existsSync(`public${url}`))).toEqual([]);
  });
});
