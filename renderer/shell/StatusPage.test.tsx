import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { addTranslations } from '../i18n/i18n';
import { I18nextProvider } from '../i18n/react';
import { createShellI18n } from './i18n';
import { ShellContext, type ShellState } from './shell-context';
import { StatusPage } from './StatusPage';

function forbiddenPage(language: string, query: string) {
  const i18n = createShellI18n(language);
  addTranslations(i18n, 'de', { 'translate.base.error.sign-in-no-role': 'Ihr Konto hat keinen Zugang zu dieser Website.' }, 'base');
  render(
    <I18nextProvider i18n={i18n}>
      <ShellContext value={{ language } as ShellState}>
        <MemoryRouter initialEntries={[`/${language}/forbidden?${query}`]}>
          <StatusPage status={403} />
        </MemoryRouter>
      </ShellContext>
    </I18nextProvider>,
  );
}

const noRole = `errorCode=3403&errorMessage=${encodeURIComponent('Your account has no access to this site.')}&errorKey=translate.base.error.sign-in-no-role`;

describe('the forbidden page after a failed sign-in', () => {
  it("shows the error's key in the visitor's language, never the URL's English", () => {
    forbiddenPage('de', noRole);
    expect(screen.getByText('Ihr Konto hat keinen Zugang zu dieser Website.')).toBeTruthy();
    expect(screen.queryByText('Your account has no access to this site.')).toBeNull();
  });

  it('shows the English message on an English page', () => {
    forbiddenPage('en', noRole);
    expect(screen.getByText('Your account has no access to this site.')).toBeTruthy();
  });

  it('shows no error line for a denied route', () => {
    forbiddenPage('en', 'errorCode=3403');
    expect(screen.getByText('Error code: 3403')).toBeTruthy();
    expect(document.querySelectorAll('.shell-status p')).toHaveLength(3);
  });
});
