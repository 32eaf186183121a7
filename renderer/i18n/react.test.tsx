import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { memo } from 'react';
import { Translator, type TFunction } from './translator';
import { TranslatorProvider, useTranslation } from './react';

const Label = memo(function Label({ t }: { t: TFunction }) {
  return <p>{t('translate.shell.home')}</p>;
});

function Page() {
  const { t } = useTranslation();
  return <Label t={t} />;
}

describe('useTranslation', () => {
  it('renders again, memoised children included, when texts arrive or the language changes', () => {
    const translator = new Translator({ language: 'en', resources: { en: { common: { 'translate.shell.home': 'Home' } } } });
    render(
      <TranslatorProvider translator={translator}>
        <Page />
      </TranslatorProvider>,
    );
    expect(screen.getByText('Home')).toBeTruthy();
    act(() => translator.addStrings('de', { 'translate.shell.home': 'Startseite' }));
    expect(screen.getByText('Home')).toBeTruthy();
    act(() => translator.setLanguage('de'));
    expect(screen.getByText('Startseite')).toBeTruthy();
    act(() => translator.addStrings('de', { 'translate.shell.home': 'Übersicht' }));
    expect(screen.getByText('Übersicht')).toBeTruthy();
  });

  it('names the missing provider', () => {
    expect(() => render(<Page />)).toThrow('useTranslation needs a TranslatorProvider above it');
  });
});
