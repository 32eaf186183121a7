import { describe, expect, it } from 'vitest';
import { htmlLangOf, pseudoLocalize } from './pseudo-locale';

describe('the pseudo-locale', () => {
  it('accents every letter, brackets the text and makes it about 35 % longer', () => {
    expect(pseudoLocalize('Show more')).toBe('[Šĥöŵ ɱöŕê ~~~~]');
    const long = 'Add sessions you like to your favorites';
    expect(pseudoLocalize(long).length).toBeGreaterThanOrEqual(Math.round(long.length * 1.35));
    expect(pseudoLocalize('Show more')).not.toMatch(/[A-Za-z]/);
  });

  it('leaves markup, character references, addresses and empty texts as they are', () => {
    expect(pseudoLocalize('<a href="/en/help">Help</a> &amp; more')).toBe('[<a href="/en/help">Ĥêļþ</a> &amp; ɱöŕê ~~~~]');
    expect(pseudoLocalize('https://example.com/a.png')).toBe('https://example.com/a.png');
    expect(pseudoLocalize('/en/home')).toBe('/en/home');
    expect(pseudoLocalize('  ')).toBe('  ');
  });

  it('names its page language en-XA', () => {
    expect(htmlLangOf('xx')).toBe('en-XA');
    expect(htmlLangOf('de')).toBe('de');
  });
});
