import { describe, expect, it, vi } from 'vitest';
import { addDefaults, addTranslations, createI18n, keysReadBy, textsRead, whenTextMissing } from './i18n';

const english = { 'translate.shell.home': 'Home', 'translate.shell.copyright': '© {{year}} The Conference' };

function make(language = 'en') {
  return createI18n({ language, resources: { en: { common: english } } });
}

describe('the i18next setup', () => {
  it('looks keys up flat in the current language and falls back to English', () => {
    const i18n = make('de');
    addTranslations(i18n, 'de', { 'translate.shell.home': 'Startseite' });
    expect(i18n.t('translate.shell.home')).toBe('Startseite');
    expect(i18n.t('translate.shell.copyright', { year: 2026 })).toBe('© 2026 The Conference');
    // No key or namespace separator: dots and colons are part of the key.
    addTranslations(i18n, 'de', { 'translate.a:b.c': 'Doppelpunkt' });
    expect(i18n.t('translate.a:b.c')).toBe('Doppelpunkt');
  });

  it('shows the default value, else the key, when no language has the key', () => {
    const i18n = make();
    expect(i18n.t('translate.missing.one', { defaultValue: 'Fallback {{n}}', n: 3 })).toBe('Fallback 3');
    expect(i18n.t('translate.missing.two')).toBe('translate.missing.two');
    expect(i18n.exists('translate.missing.two')).toBe(false);
    expect(i18n.exists('translate.shell.home', { lng: 'fr' })).toBe(true);
  });

  it('fills a placeholder that was not passed with nothing and leaves HTML to React to escape', () => {
    expect(make().t('translate.shell.copyright')).toBe('©  The Conference');
    expect(make().t('translate.shell.copyright', { year: '<b>2026</b>' })).toBe('© <b>2026</b> The Conference');
  });

  it('chooses plural forms by the language rules before the bare key', () => {
    const i18n = make();
    addTranslations(i18n, 'en', { 'translate.x.count.one': '{{count}} glyph', 'translate.x.count.other': '{{count}} glyphs' });
    expect(i18n.t('translate.x.count', { count: 1 })).toBe('1 glyph');
    expect(i18n.t('translate.x.count', { count: 4 })).toBe('4 glyphs');
    addTranslations(i18n, 'en', { 'translate.y': '{{count}} invalid' });
    expect(i18n.t('translate.y', { count: 2 })).toBe('2 invalid');
  });

  it('keeps texts per namespace', () => {
    const i18n = make();
    addTranslations(i18n, 'en', { 'translate.a': 'In editor' }, 'editor');
    expect(i18n.t('translate.a')).toBe('translate.a');
    expect(i18n.t('translate.a', { ns: 'editor' })).toBe('In editor');
    expect(i18n.hasResourceBundle('en', 'editor')).toBe(true);
    expect(i18n.hasResourceBundle('de', 'editor')).toBe(false);
  });

  it('adds a chunk\'s defaults once, silently, never over texts from the API, whichever came first', () => {
    const i18n = make();
    const added = vi.fn();
    i18n.store.on('added', added);
    const defaults = { 'translate.shell.home': 'Home default', 'translate.tool.title': 'Tool', 'translate.tool.body': 'Body' };
    addDefaults(i18n, defaults);
    addTranslations(i18n, 'en', { 'translate.tool.title': 'Loaded title' });
    addDefaults(i18n, defaults);
    addDefaults(i18n, { ...defaults });
    expect(i18n.t('translate.shell.home')).toBe('Home');
    expect(i18n.t('translate.tool.title')).toBe('Loaded title');
    expect(i18n.t('translate.tool.body')).toBe('Body');
    expect(added).toHaveBeenCalledTimes(1);
  });

  it('formats dates, numbers, relative times and lists with Intl in the current language', () => {
    const i18n = make('de');
    addTranslations(i18n, 'de', {
      'translate.day': '{{val, datetime}}',
      'translate.size': '{{val, number}} Dateien',
      'translate.when': '{{val, relativetime}}',
    });
    const date = new Date('2026-11-17T17:00:00Z');
    const day = { val: date, formatParams: { val: { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'America/Los_Angeles' } } };
    expect(i18n.t('translate.day', day)).toBe('Dienstag, 17. November');
    expect(i18n.t('translate.size', { val: 1234.5 })).toBe('1.234,5 Dateien');
    expect(i18n.t('translate.when', { val: -2, formatParams: { val: { range: 'day' } } })).toBe('vor 2 Tagen');
    void i18n.changeLanguage('en');
    expect(i18n.t('translate.day', { ...day, defaultValue: '{{val, datetime}}' })).toBe('Tuesday, November 17');
  });

  it('keeps one app root\'s texts and language out of another', () => {
    const a = make('de');
    const b = make('en');
    addTranslations(a, 'de', { 'translate.shell.home': 'Startseite' });
    addDefaults(a, { 'translate.only.a': 'A' });
    expect(a.language).toBe('de');
    expect(b.language).toBe('en');
    expect(b.t('translate.shell.home', { lng: 'de' })).toBe('Home');
    expect(b.exists('translate.only.a')).toBe(false);
  });

  it('records the keys t looked up, per instance, and keeps of a namespace only the texts read (plural forms with their base)', () => {
    const i18n = make();
    const other = make();
    addTranslations(i18n, 'en', { 'translate.shell.items.one': '{{count}} item', 'translate.shell.items.other': '{{count}} items' });
    i18n.t('translate.shell.home');
    i18n.t('translate.shell.items', { count: 2 });
    i18n.t('translate.never.there');
    expect([...keysReadBy(i18n)].sort()).toEqual(['translate.never.there', 'translate.shell.home', 'translate.shell.items']);
    expect(keysReadBy(other).size).toBe(0);
    const all = { ...english, 'translate.shell.items.one': '{{count}} item', 'translate.shell.items.other': '{{count}} items', 'translate.shell.unread': 'x' };
    expect(textsRead(all, keysReadBy(i18n))).toEqual({
      'translate.shell.home': 'Home',
      'translate.shell.items.one': '{{count}} item',
      'translate.shell.items.other': '{{count}} items',
    });
  });

  it('re-renders nothing for texts that only add keys nobody read, and re-renders for any other change', () => {
    const i18n = make('de');
    const part = { 'translate.shell.home': 'Startseite' };
    addTranslations(i18n, 'de', part);
    i18n.t('translate.shell.home');
    const added = vi.fn();
    i18n.store.on('added', added);
    // The rest of the namespace, none of it read: texts there, no event.
    addTranslations(i18n, 'de', { ...part, 'translate.shell.menu': 'Menü' });
    expect(i18n.t('translate.shell.menu')).toBe('Menü');
    expect(added).not.toHaveBeenCalled();
    // A key read while it was missing arrives: the component that showed the fallback renders again.
    i18n.t('translate.shell.search');
    addTranslations(i18n, 'de', { ...part, 'translate.shell.menu': 'Menü', 'translate.shell.search': 'Suche' });
    expect(added).toHaveBeenCalledTimes(1);
    // A changed text (a live update) always re-renders.
    addTranslations(i18n, 'de', { 'translate.shell.home': 'Start', 'translate.shell.menu': 'Menü', 'translate.shell.search': 'Suche' });
    expect(added).toHaveBeenCalledTimes(2);
  });

  it('says once when the language shown has no text for a key of the namespace the page brought only part of', () => {
    const i18n = make('de');
    addTranslations(i18n, 'de', { 'translate.shell.home': 'Startseite', 'translate.shell.items.other': '{{count}} Dinge' });
    const missing = vi.fn();
    whenTextMissing(i18n, 'common', missing);
    i18n.t('translate.shell.home');
    i18n.t('translate.shell.items', { count: 3 });
    i18n.t('translate.countdown.days', { ns: 'countdown' });
    expect(missing).not.toHaveBeenCalled();
    // English has it (a default), German does not: the German text may be in the part not brought.
    expect(i18n.t('translate.shell.copyright', { year: 2027 })).toBe('© 2027 The Conference');
    i18n.t('translate.shell.menu');
    expect(missing).toHaveBeenCalledTimes(1);
  });
});
