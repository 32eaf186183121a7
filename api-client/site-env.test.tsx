import { afterEach, describe, expect, it } from 'vitest';
import { getSiteEnvironment } from './site-env';

afterEach(() => {
  document.head.querySelectorAll('meta[name="site-env"]').forEach((m) => m.remove());
});

function setMeta(content: string): void {
  const meta = document.createElement('meta');
  meta.name = 'site-env';
  meta.content = content;
  document.head.append(meta);
}

describe('getSiteEnvironment (browser)', () => {
  it('reads <meta name="site-env">', () => {
    setMeta('prod');
    expect(getSiteEnvironment()).toBe('prod');
  });

  it('falls back to cont for a missing or unknown value', () => {
    expect(getSiteEnvironment()).toBe('cont');
    setMeta('staging');
    expect(getSiteEnvironment()).toBe('cont');
  });
});
