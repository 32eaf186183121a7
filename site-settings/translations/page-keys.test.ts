import { describe, expect, it } from 'vitest';
import { isValidTranslationKey, layoutIdForUrl, translationKeysOf } from './page-keys';

describe('page keys', () => {
  it('finds the layout of a URL below the language', () => {
    expect(layoutIdForUrl('/en/home')).toBe('home');
    expect(layoutIdForUrl('/de/sessions/123')).toBe('sessions-detail');
    expect(layoutIdForUrl('/en/login')).toBeNull();
  });

  it('collects translate.* strings at any depth, once each', () => {
    const keys = translationKeysOf([
      { props: { heading: 'translate.home.hero.title', items: [{ text: 'translate.home.a' }, { text: 'plain' }] } },
      { props: { heading: 'translate.home.hero.title', note: 'translate. not a key' } },
    ]);
    expect(keys).toEqual(['translate.home.hero.title', 'translate.home.a']);
  });

  it('accepts only translate. followed by letters, digits, dots and hyphens', () => {
    expect(isValidTranslationKey('translate.home.hero-title.2')).toBe(true);
    expect(isValidTranslationKey('translate.home.hero_title')).toBe(false);
    expect(isValidTranslationKey('home.hero')).toBe(false);
    expect(isValidTranslationKey('translate.home hero')).toBe(false);
  });
});
