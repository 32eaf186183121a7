import { describe, expect, it } from 'vitest';
import { pathInLanguage } from './LanguageSwitcher';

describe('pathInLanguage', () => {
  it('swaps the language segment and keeps the rest of the path, the query and the hash', () => {
    expect(pathInLanguage({ pathname: '/en/sessions/abc', search: '?day=1', hash: '#evals' }, 'de')).toBe(
      '/de/sessions/abc?day=1#evals',
    );
  });
  it('sends a bare language path to home in the other language', () => {
    expect(pathInLanguage({ pathname: '/en', search: '', hash: '' }, 'de')).toBe('/de/home');
    expect(pathInLanguage({ pathname: '/en/', search: '', hash: '' }, 'de')).toBe('/de/home');
  });
});
