import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { memo, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { addTranslations, createI18n, type TFunction } from './i18n';
import { I18nextProvider, useTranslation } from './react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { translationsQueryOptions } from '../../api-client';
import { ShellContext, type ShellState } from '../shell/shell-context';

const Label = memo(function Label({ t }: { t: TFunction }) {
  return <p>{t('translate.shell.home')}</p>;
});

function Page() {
  const { t } = useTranslation();
  return <Label t={t} />;
}

const toolDefaults = { 'translate.tool.title': 'Tool', 'translate.shell.home': 'Home from the chunk' };

function Tool() {
  const { t } = useTranslation(toolDefaults);
  return (
    <h2>
      {t('translate.tool.title')} / {t('translate.shell.home')}
    </h2>
  );
}

const english = () => createI18n({ resources: { en: { common: { 'translate.shell.home': 'Home' } } } });

/** Renders `ui` under a fresh English instance; answers the instance. */
function renderInEnglish(ui: ReactNode) {
  const i18n = english();
  render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
  return i18n;
}

describe('useTranslation', () => {
  it('renders again, memoised children included, when texts arrive or the language changes', () => {
    const i18n = renderInEnglish(<Page />);
    expect(screen.getByText('Home')).toBeTruthy();
    act(() => addTranslations(i18n, 'de', { 'translate.shell.home': 'Startseite' }));
    expect(screen.getByText('Home')).toBeTruthy();
    act(() => void i18n.changeLanguage('de'));
    expect(screen.getByText('Startseite')).toBeTruthy();
    // A live update or an in-place edit re-fetches the texts and adds them again.
    act(() => addTranslations(i18n, 'de', { 'translate.shell.home': 'Übersicht' }));
    expect(screen.getByText('Übersicht')).toBeTruthy();
  });

  it('adds a lazy chunk\'s English defaults under the texts already loaded', () => {
    const i18n = renderInEnglish(<Tool />);
    expect(screen.getByRole('heading').textContent).toBe('Tool / Home');
    act(() => addTranslations(i18n, 'en', { 'translate.tool.title': 'Werkzeug' }));
    expect(screen.getByRole('heading').textContent).toBe('Werkzeug / Home');
  });

  it('renders on the server with the instance of its own root', () => {
    const de = english();
    addTranslations(de, 'de', { 'translate.shell.home': 'Startseite' });
    void de.changeLanguage('de');
    const page = (i18n: ReturnType<typeof createI18n>) =>
      renderToString(
        <I18nextProvider i18n={i18n}>
          <Page />
        </I18nextProvider>,
      );
    expect(page(de)).toBe('<p>Startseite</p>');
    expect(page(english())).toBe('<p>Home</p>');
  });

  it('reads a feature namespace in the visitor\'s language from the cache the server filled, defaults otherwise', () => {
    const catalogDefaults = { 'translate.catalog.empty': 'No sessions match.', 'translate.catalog.more': 'Show more' };
    function Catalog() {
      const { t } = useTranslation(catalogDefaults, 'catalog');
      return (
        <p>
          {t('translate.catalog.empty')} / {t('translate.catalog.more')} / {t('translate.shell.home', { ns: 'common' })}
        </p>
      );
    }
    const client = new QueryClient();
    client.setQueryData(translationsQueryOptions('de-DE', 'catalog', 'prod').queryKey, {
      data: { 'translate.catalog.empty': 'Keine passenden Sessions.' },
      fromStaticFallback: false,
    });
    const i18n = english();
    addTranslations(i18n, 'de', { 'translate.shell.home': 'Startseite' });
    void i18n.changeLanguage('de');
    const shell = { language: 'de', environment: 'prod', settings: { languages: [{ language: 'de', langLocale: 'de-DE' }] } } as unknown as ShellState;
    render(
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18n}>
          <ShellContext value={shell}>
            <Catalog />
          </ShellContext>
        </I18nextProvider>
      </QueryClientProvider>,
    );
    // A key the namespace has no text for in German falls back to the English default.
    expect(screen.getByText('Keine passenden Sessions. / Show more / Startseite')).toBeTruthy();
    // Outside the site (no shell): the defaults.
    render(
      <I18nextProvider i18n={english()}>
        <Catalog />
      </I18nextProvider>,
    );
    expect(screen.getByText('No sessions match. / Show more / Home')).toBeTruthy();
  });

  it('names the missing provider', () => {
    expect(() => render(<Page />)).toThrow('useTranslation needs an I18nextProvider above it');
  });
});
