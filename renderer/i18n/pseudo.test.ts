import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';

describe('the pseudo-locale (schemas/domain/pseudo-locale.ts) in i18next', () => {
  it('applies to every translated text in the pseudo-locale only, placeholders filled first', () => {
    const i18n = createI18n({ language: 'xx', resources: { en: { common: { 'translate.a': 'Hello {{name}}' } } } });
    expect(i18n.t('translate.a', { name: 'Ada' })).toBe('[Ĥêļļö Åđà ~~~~]');
    void i18n.changeLanguage('en');
    expect(i18n.t('translate.a', { name: 'Ada' })).toBe('Hello Ada');
  });


  it('applies to a default value too (the block-prop defaults are the schemas\' English)', () => {
    const i18n = createI18n({ language: 'xx' });
    expect(i18n.t('translate.block-defaults.x.heading', { defaultValue: 'Sessions' })).toBe('[Šêššîöñš ~~~]');
  });
});
