import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { getWrapperStyle } from './wrapper-style';
import { createWrapperStyleSheet } from './wrapper-stylesheet';

describe('getWrapperStyle', () => {
  it('gives a plain block the base class and no custom properties', () => {
    expect(getWrapperStyle({})).toEqual({ className: 'rb-block', style: {} });
  });

  it('maps a width preset to every breakpoint (33: 100 mobile, 50 tablet, 33 desktop)', () => {
    const { className, style } = getWrapperStyle({ wrapperWidth: 33 });
    expect(className).toBe('rb-block rb-has-w');
    // Values equal to the previous breakpoint are left to the stylesheet's fallback.
    expect(style).toEqual({ '--rb-w-0': '100%', '--rb-w-1': '50%', '--rb-w-3': '33%' });
  });

  it('maps 66 to 100 up to tablet', () => {
    expect(getWrapperStyle({ wrapperWidth: '66' }).style).toEqual({ '--rb-w-0': '100%', '--rb-w-3': '66%' });
  });

  it('uses explicit per-breakpoint widths upward and maps a larger one down', () => {
    expect(getWrapperStyle({ wrapperWidth: { mobile: 50, desktop: 25 } }).style).toEqual({
      '--rb-w-0': '50%',
      '--rb-w-3': '25%',
    });
    expect(getWrapperStyle({ wrapperWidth: { tablet: 50, desktop: 20 } }).style).toEqual({
      '--rb-w-0': '100%',
      '--rb-w-2': '50%',
      '--rb-w-3': '20%',
    });
  });

  it('treats other props mobile-first and formats numbers as px', () => {
    const { className, style } = getWrapperStyle({
      wrapperPadding: { tablet: 24, ultrawide: '48px' },
      wrapperMargin: '0 auto',
    });
    expect(className).toBe('rb-block rb-has-m rb-has-p');
    expect(style).toEqual({ '--rb-m-0': '0 auto', '--rb-p-2': '24px', '--rb-p-4': '48px' });
  });

  it('gives a device set to the default ("") the unset CSS value, so it does not inherit the narrower one', () => {
    const { style } = getWrapperStyle({ wrapperPadding: { mobile: '40px 8px', smallTablet: '' }, wrapperBackgroundColor: { mobile: 'red', tablet: '' } });
    expect(style).toEqual({ '--rb-p-0': '40px 8px', '--rb-p-1': '0', '--rb-bgc-0': 'red', '--rb-bgc-2': 'transparent' });
  });

  it('puts background props on a layer and scales opacity given in percent', () => {
    const { className, style } = getWrapperStyle({
      wrapperBackgroundImage: 'https://cdn.example.com/bg 1.jpg',
      wrapperBackgroundOpacity: 40,
    });
    expect(className).toBe('rb-block rb-has-bgi rb-has-bgo rb-bg');
    expect(style).toEqual({ '--rb-bgi-0': 'url("https://cdn.example.com/bg%201.jpg")', '--rb-bgo-0': '0.4' });
  });

  it('refuses values that could break out of the declaration', () => {
    const { style } = getWrapperStyle({
      wrapperPadding: '1px;background:url(https://evil)',
      wrapperBackgroundImage: 'javascript:alert(1)',
      wrapperBackgroundColor: 'red}body{display:none',
    });
    expect(style).toEqual({});
  });

  it('keeps wrapperClass names and drops junk', () => {
    expect(getWrapperStyle({ wrapperClass: 'cap-1920  dark "><x' }).className).toBe('rb-block cap-1920 dark');
  });
});

describe('createWrapperStyleSheet', () => {
  const css = createWrapperStyleSheet();
  it('is what the page renderer imports (renderer/wrapper.generated.css, written by npm run gen)', () => {
    expect(readFileSync(new URL('./wrapper.generated.css', import.meta.url), 'utf8')).toContain(css);
  });
  it('has one media query per breakpoint above mobile and the 80px scroll margin', () => {
    for (const px of [540, 768, 1084, 1921]) expect(css).toContain(`@media (min-width:${px}px)`);
    expect(css).toContain('scroll-margin-top:80px');
  });
  it('falls back to the smaller breakpoint', () => {
    expect(css).toContain('.rb-has-w{width:var(--rb-w-2, var(--rb-w-1, var(--rb-w-0)))}');
  });
});
