import { describe, expect, it } from 'vitest';
import { safeCssValue, safeStyleObject, sanitizeStyleAttribute } from './sanitize-css';
import { getWrapperStyle } from './wrapper-style';

// The constructs the review tried (7 of 11 passed the old check) and their relatives: none may survive.
const FETCHING = [
  'url(https://evil.example/x.png)',
  'URL( "https://evil.example/x.png" )',
  'image-set("https://evil.example/x.png" 1x)',
  '-webkit-image-set(url(https://evil.example/x.png) 1x)',
  'image(https://evil.example/x.png)',
  'cross-fade(url(a.png), url(b.png), 50%)',
  'element(#x)',
  '@import "https://evil.example/x.css"',
  'u\\72l(https://evil.example/x.png)',
  '\\75 rl(https://evil.example/x.png)',
  'red /* */ , url(x)',
  'red;background:url(x)',
  'expression(alert(1))',
  'var(--x, url(https://evil.example/x.png))',
  'linear-gradient(red, blue), url(x)',
  'src(https://evil.example/x.png)',
  'paint(x)',
  'red}body{background:url(x)',
  'javascript:alert(1)',
  '"a" \\"',
];

describe('safeCssValue', () => {
  it.each(FETCHING)('refuses %j', (value) => {
    expect(safeCssValue('background-image', value)).toBeUndefined();
    expect(safeCssValue('color', value)).toBeUndefined();
    // In an attribute the declaration goes; a `;` may leave a harmless first half ('background: red').
    expect(sanitizeStyleAttribute(`background: ${value}`) ?? '').not.toMatch(/url|image|element|import|paint|src|\\|expression|javascript/i);
  });

  it.each([
    ['color', '#0b5cad'],
    ['color', 'rgb(0 0 0 / 50%)'],
    ['background-color', 'hsla(120, 50%, 50%, .3)'],
    ['background-image', 'linear-gradient(90deg, #fff 0%, rgba(0,0,0,0.5) 100%)'],
    ['width', 'calc(100% - 2rem)'],
    ['margin', '0 auto'],
    ['padding', '8px 16px'],
    ['text-align', 'center'],
    ['font-family', '"Open Sans", sans-serif'],
    ['font-weight', '700'],
    ['backdrop-filter', 'blur(4px)'],
    ['--accent', '#f80'],
    ['border', '1px solid var(--accent)'],
  ])('keeps %s: %s', (property, value) => {
    expect(safeCssValue(property, value)).toBe(value);
  });

  it('refuses properties outside the vetted set', () => {
    for (const p of ['position', 'z-index', 'content', 'cursor', 'list-style-image', 'mask', 'border-image', 'behavior', '-moz-binding'])
      expect(safeCssValue(p, 'none')).toBeUndefined();
  });
});

describe('sanitizeStyleAttribute and safeStyleObject', () => {
  it('keeps vetted declarations and drops the others', () => {
    expect(sanitizeStyleAttribute('color: red; position: fixed; background-image: image-set("x" 1x); text-align:center')).toBe(
      'color: red; text-align: center',
    );
    expect(sanitizeStyleAttribute('position:fixed')).toBeNull();
  });
  it('vets style objects declaration by declaration (button styles)', () => {
    expect(
      safeStyleObject({ 'background-color': '#fff', backgroundImage: 'url(https://evil.example/x)', '--x': 'cross-fade(a, b)', color: 'red' }),
    ).toEqual({ backgroundColor: '#fff', color: 'red' });
    expect(safeStyleObject('color:red')).toBeUndefined();
  });
  it('wrapper props go through the same check', () => {
    const fetching = getWrapperStyle({ wrapperBackgroundColor: 'image-set("https://evil.example/x.png" 1x)', wrapperBackdropFilter: 'url(#f)', wrapperPadding: 'image(x)' });
    expect(Object.values(fetching.style).join(' ')).not.toMatch(/url|image/);
    const plain = getWrapperStyle({ wrapperBackgroundColor: '#fff', wrapperPadding: '8px 4px' });
    expect(Object.values(plain.style)).toEqual(expect.arrayContaining(['#fff', '8px 4px']));
    const image = getWrapperStyle({ wrapperBackgroundImage: 'java\tscript:alert(1)' });
    expect(Object.values(image.style).join(' ')).toBe('');
  });
});
