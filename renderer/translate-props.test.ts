import { describe, expect, it } from 'vitest';
import { TRANSLATION_KEY, translateProps } from './translate-props';

const texts: Record<string, string> = { 'translate.home.title': 'Welcome', 'translate.home.cta-1': 'Register' };
const translate = (key: string) => texts[key];

describe('translateProps', () => {
  it('replaces translation keys at any depth and keeps other strings', () => {
    const props = { heading: 'translate.home.title', buttons: [{ text: 'translate.home.cta-1', url: '/en/x' }], n: 3 };
    expect(translateProps(props, translate)).toEqual({
      heading: 'Welcome',
      buttons: [{ text: 'Register', url: '/en/x' }],
      n: 3,
    });
  });

  it('keeps a key without a translation as it is', () => {
    expect(translateProps({ a: 'translate.missing.key' }, translate)).toEqual({ a: 'translate.missing.key' });
  });

  it('answers the same object when nothing is a key, so memoised blocks stay equal', () => {
    const props = { heading: 'Plain text', list: [{ a: 'b' }] };
    expect(translateProps(props, translate)).toBe(props);
  });

  it('follows the key rule: translate. then letters, digits, dots and hyphens only', () => {
    expect(TRANSLATION_KEY.test('translate.a.b-c.9')).toBe(true);
    expect(TRANSLATION_KEY.test('translate.a b')).toBe(false);
    expect(TRANSLATION_KEY.test('translate.a_b')).toBe(false);
    expect(TRANSLATION_KEY.test('translated.a')).toBe(false);
  });
});
