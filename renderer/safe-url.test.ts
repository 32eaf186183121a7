import { describe, expect, it } from 'vitest';
import { cssImageUrl, safeLinkHref, safeMediaSrc, sameSitePath, stripUrl, vetLink, vetMedia } from '../schemas';

const BASE = 'https://conf.example/en/home';

describe('vetLink (URL standard: strip, parse, allow by scheme)', () => {
  it('keeps web, mail, phone and same-site relative links', () => {
    expect(vetLink('https://other.example/x', BASE)).toEqual({ href: 'https://other.example/x', external: true });
    expect(vetLink('http://other.example', BASE)).toEqual({ href: 'http://other.example/', external: true });
    expect(vetLink('mailto:help@example.com', BASE)).toEqual({ href: 'mailto:help@example.com', external: false });
    expect(vetLink('tel:+1555', BASE)).toEqual({ href: 'tel:+1555', external: false });
    expect(vetLink('/en/sessions', BASE)).toEqual({ href: '/en/sessions', external: false });
    expect(vetLink('#agenda', BASE)).toEqual({ href: '#agenda', external: false });
    expect(vetLink('sessions?day=1', BASE)).toEqual({ href: 'sessions?day=1', external: false });
    expect(vetLink('https://conf.example/en/x', BASE)).toEqual({ href: 'https://conf.example/en/x', external: false });
  });

  // The review's cases: what a browser reads as javascript: once it strips tabs, newlines and leading controls.
  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    '\u0001javascript:alert(1)',
    '\u0000 \u001fjavascript:alert(1)',
    'jav\t\n\tascript:alert(1)',
    'javascript\t:alert(1)',
    'JAVASCRIPT:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'blob:https://conf.example/uuid',
    'file:///etc/passwd',
    'ftp://x.example',
    '',
    '   ',
    '\t\n',
    'https://user:pw@evil.example/',
    'https://conf.example@evil.example/',
  ])('refuses %j', (value) => {
    expect(vetLink(value, BASE)).toBeUndefined();
  });

  it('refuses non-strings', () => {
    expect(vetLink(undefined, BASE)).toBeUndefined();
    expect(vetLink(null, BASE)).toBeUndefined();
    expect(vetLink(42, BASE)).toBeUndefined();
    expect(vetLink({ toString: () => 'javascript:x' }, BASE)).toBeUndefined();
  });

  it.each([
    ['//evil.example', 'https://evil.example/'],
    ['/\\evil.example', 'https://evil.example/'],
    ['\\\\evil.example', 'https://evil.example/'],
    ['/\t/evil.example', 'https://evil.example/'],
    ['/\n/evil.example/x', 'https://evil.example/x'],
    [' //evil.example', 'https://evil.example/'],
    ['\\/evil.example', 'https://evil.example/'],
  ])('treats %j, which resolves off-site, as off-site', (value, href) => {
    expect(vetLink(value, BASE)).toEqual({ href, external: true });
    expect(sameSitePath(value, BASE)).toBeNull();
  });

  it('writes what it checked (stripped), never the raw value', () => {
    expect(safeLinkHref('  /en/x\t\n ', BASE)).toBe('/en/x');
    expect(safeLinkHref('ht\ttps://other.example', BASE)).toBe('https://other.example/');
  });
});

describe('vetMedia', () => {
  it('keeps http(s), relative and data: images', () => {
    expect(safeMediaSrc('https://cdn.example/a.png', BASE)).toBe('https://cdn.example/a.png');
    expect(safeMediaSrc('/img/a.png', BASE)).toBe('/img/a.png');
    expect(safeMediaSrc('data:image/svg+xml,%3Csvg%3E', BASE)).toBe('data:image/svg+xml,%3Csvg%3E');
    expect(safeMediaSrc('data:image/png;base64,AAAA', BASE)).toBe('data:image/png;base64,AAAA');
  });
  it('refuses other schemes', () => {
    expect(vetMedia('mailto:x@example.com', BASE)).toBeUndefined();
    expect(vetMedia('javascript:alert(1)', BASE)).toBeUndefined();
    expect(vetMedia('data:text/html,x', BASE)).toBeUndefined();
    expect(vetMedia('d\tata:text/html,x', BASE)).toBeUndefined();
  });
});

describe('sameSitePath and cssImageUrl', () => {
  it('answers same-site paths only', () => {
    expect(sameSitePath('/en/sessions?x=1#a', BASE)).toBe('/en/sessions?x=1#a');
    expect(sameSitePath('https://evil.example', BASE)).toBeNull();
    expect(sameSitePath('javascript:alert(1)', BASE)).toBeNull();
    expect(sameSitePath('sessions', BASE)).toBeNull();
  });
  it('quotes CSS urls so they cannot close the function', () => {
    expect(cssImageUrl('/a.png', BASE)).toBe('url("/a.png")');
    expect(cssImageUrl('https://cdn.example/a".png', BASE)).toBe('url("https://cdn.example/a%22.png")');
    expect(cssImageUrl('javascript:alert(1)', BASE)).toBeUndefined();
  });
  it('strips like a browser', () => {
    expect(stripUrl('\u0000\u0010 a\tb\nc\r \u001f')).toBe('abc');
  });
});
