import { describe, expect, it, vi } from 'vitest';
import { Translator } from './translator';

const english = { 'translate.shell.home': 'Home', 'translate.shell.copyright': '© {{year}} The Conference' };

function make(language = 'en') {
  return new Translator({ language, resources: { en: { common: english } } });
}

describe('Translator', () => {
  it('looks keys up flat in the current language and falls back to English', () => {
    const tr = make('de');
    tr.addStrings('de', { 'translate.shell.home': 'Startseite' });
    expect(tr.t('translate.shell.home')).toBe('Startseite');
    expect(tr.t('translate.shell.copyright', { year: 2026 })).toBe('© 2026 The Conference');
  });

  it('shows the default value, else the key, when no language has the key', () => {
    const tr = make();
    expect(tr.t('translate.missing.one', { defaultValue: 'Fallback {{n}}', n: 3 })).toBe('Fallback 3');
    expect(tr.t('translate.missing.two')).toBe('translate.missing.two');
    expect(tr.exists('translate.missing.two')).toBe(false);
    expect(tr.exists('translate.shell.home', 'fr')).toBe(true);
  });

  it('fills a placeholder that was not passed with nothing', () => {
    expect(make().t('translate.shell.copyright')).toBe('©  The Conference');
  });

  it('chooses plural forms by the language rules before the bare key', () => {
    const tr = make();
    tr.addStrings('en', { 'translate.x.count_one': '{{count}} glyph', 'translate.x.count_other': '{{count}} glyphs' });
    expect(tr.t('translate.x.count', { count: 1 })).toBe('1 glyph');
    expect(tr.t('translate.x.count', { count: 4 })).toBe('4 glyphs');
    tr.addStrings('en', { 'translate.y': '{{count}} invalid' });
    expect(tr.t('translate.y', { count: 2 })).toBe('2 invalid');
  });

  it('keeps texts per namespace', () => {
    const tr = make();
    tr.addStrings('en', { 'translate.a': 'In editor' }, { namespace: 'editor' });
    expect(tr.t('translate.a')).toBe('translate.a');
    expect(tr.t('translate.a', { ns: 'editor' })).toBe('In editor');
    expect(tr.hasStrings('en', 'editor')).toBe(true);
    expect(tr.hasStrings('de', 'editor')).toBe(false);
  });

  it('lets later loads win, while defaults added without overwrite only fill gaps', () => {
    const tr = make();
    tr.addStrings('en', { 'translate.shell.home': 'Start' });
    tr.addStrings('en', { 'translate.shell.home': 'Home default', 'translate.new': 'New' }, { overwrite: false });
    expect(tr.t('translate.shell.home')).toBe('Start');
    expect(tr.t('translate.new')).toBe('New');
  });

  it('adds a chunk\'s defaults once, silently, under texts already loaded', () => {
    const tr = make();
    const listener = vi.fn();
    tr.subscribe(listener);
    const defaults = { 'translate.shell.home': 'Home default', 'translate.tool.title': 'Tool' };
    tr.addDefaults(defaults);
    tr.addStrings('en', { 'translate.tool.title': 'Loaded title' });
    tr.addDefaults(defaults);
    expect(tr.t('translate.shell.home')).toBe('Home');
    expect(tr.t('translate.tool.title')).toBe('Loaded title');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('tells subscribers about language changes and added texts, but not silent additions', () => {
    const tr = make();
    const listener = vi.fn();
    const stop = tr.subscribe(listener);
    tr.setLanguage('en');
    expect(listener).not.toHaveBeenCalled();
    tr.setLanguage('de');
    tr.addStrings('de', { 'translate.shell.home': 'Startseite' });
    tr.addStrings('de', { 'translate.z': 'z' }, { silent: true });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(tr.version).toBe(2);
    stop();
    tr.setLanguage('en');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
