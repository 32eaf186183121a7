import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { I18nextProvider } from '../i18n/react';
import { createShellI18n } from './i18n';
import { ShellContext, type ShellState } from './shell-context';
import type { ShellSettings } from './shell-settings';
import SignInDialog from './SignInDialog';
import {
  SIGN_IN_DIALOG_DISMISSED_KEY,
  SIGN_IN_DIALOG_QUIET_MS,
  signInDialogDismissed,
} from './sign-in-dialog-state';

function renderDialog(settings: ShellSettings, signedIn = false, onClose = () => undefined) {
  const shell = { settings, language: 'en', signedIn } as unknown as ShellState;
  render(
    <I18nextProvider i18n={createShellI18n('en')}>
      <MemoryRouter initialEntries={['/en/sessions']}>
        <ShellContext value={shell}>
          <SignInDialog onClose={onClose} />
        </ShellContext>
      </MemoryRouter>
    </I18nextProvider>,
  );
  return screen.getByRole('dialog', { name: 'Sign in to make the most of the event' });
}

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('SignInDialog (docs/behaviour/README.md)', () => {
  it('shows register only with showRegistrationButton, sign in only with allowLogOn, and both feature lists', () => {
    const dialog = renderDialog({
      allowLogOn: true,
      showRegistrationButton: true,
      enableSessionRecommendations: true,
    });
    expect(within(dialog).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/en/login?returnUrl=%2Fen%2Fsessions',
    );
    expect(within(dialog).getByRole('link', { name: 'Register' })).toBeTruthy();
    const [inPerson, digital] = within(dialog).getAllByRole('list');
    expect(names(inPerson!)).toEqual([
      'See seat availability for sessions',
      'Get venue updates',
      'Create your schedule',
      'Get session recommendations',
      'Share your schedule',
    ]);
    expect(names(digital!)).toEqual([
      'Create your schedule',
      'Get session recommendations',
      'Share your schedule',
    ]);
  });

  it('hides recommendations unless enableSessionRecommendations, the schedule entries unless enableAddToScheduleButton', () => {
    const dialog = renderDialog({ allowLogOn: false, enableAddToScheduleButton: false });
    expect(within(dialog).queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(within(dialog).queryByRole('link', { name: 'Register' })).toBeNull();
    // The online list has nothing left: it is left out, heading and all.
    const lists = within(dialog).getAllByRole('list');
    expect(lists.map(names)).toEqual([['See seat availability for sessions', 'Get venue updates']]);
    expect(within(dialog).queryByRole('heading', { name: 'If you join online' })).toBeNull();
  });

  it("remembers 'Not now' for 24 hours", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const dialog = renderDialog({ allowLogOn: true }, false, onClose);
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(onClose).toHaveBeenCalled();
    const at = Number(localStorage.getItem(SIGN_IN_DIALOG_DISMISSED_KEY));
    expect(signInDialogDismissed(at + SIGN_IN_DIALOG_QUIET_MS - 1)).toBe(true);
    expect(signInDialogDismissed(at + SIGN_IN_DIALOG_QUIET_MS)).toBe(false);
    localStorage.removeItem(SIGN_IN_DIALOG_DISMISSED_KEY);
  });
});
