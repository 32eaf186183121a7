import { describe, expect, it } from 'vitest';
import { isExternalHref, safeHref } from './safe-href';

describe('safeHref', () => {
  it('keeps web, mail, phone and relative links', () => {
    expect(safeHref('https://ignite.example.com')).toBe('https://ignite.example.com');
    expect(safeHref('mailto:help@example.com')).toBe('mailto:help@example.com');
    expect(safeHref('tel:+1555')).toBe('tel:+1555');
    expect(safeHref('/en/sessions')).toBe('/en/sessions');
    expect(safeHref('#agenda')).toBe('#agenda');
  });
  it('drops script and data links', () => {
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref(' JavaScript:alert(1)')).toBeUndefined();
    expect(safeHref('data:text/html,x')).toBeUndefined();
    expect(safeHref('//evil.example.com')).toBeUndefined();
    expect(safeHref('')).toBeUndefined();
    expect(safeHref(undefined)).toBeUndefined();
  });
  it('tells external links', () => {
    expect(isExternalHref('https://x.com')).toBe(true);
    expect(isExternalHref('/en/home')).toBe(false);
  });
});
