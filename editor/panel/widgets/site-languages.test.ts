import { describe, expect, it } from 'vitest';
import { isTranslationKey, newTranslationKey, siteLanguages } from './site-languages';

describe('translation keys of block texts', () => {
  it('tells a key from literal text', () => {
    expect(isTranslationKey('translate.home.intro.heading')).toBe(true);
    expect(isTranslationKey('Welcome')).toBe(false);
    expect(isTranslationKey(3)).toBe(false);
  });

  it('names a new key after the page, the block and the prop, counting past taken ones', () => {
    expect(newTranslationKey('home', 'intro', 'heading', new Set())).toBe('translate.home.intro.heading');
    const taken = new Set(['translate.home.intro.heading', 'translate.home.intro.heading-2']);
    expect(newTranslationKey('home', 'intro', 'heading', taken)).toBe('translate.home.intro.heading-3');
    expect(newTranslationKey('Home Page', 'Intro!', 'headingButtons-0-text', new Set())).toBe(
      'translate.home-page.intro.headingbuttons-0-text',
    );
  });

  it('reads the site languages from settings, English alone without any', () => {
    expect(siteLanguages(undefined)).toEqual([{ language: 'en', locale: 'en', label: 'English' }]);
  });
});
