import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { apiRequest, configureApiClient, resetApiClientConfig } from '../../api-client';
import { addTranslations } from '../i18n/i18n';
import { I18nextProvider } from '../i18n/react';
import { createShellI18n } from './i18n';
import { ToastRegion } from './ToastRegion';
import { clearToasts, showToast } from './toasts';

afterEach(() => {
  resetApiClientConfig();
  act(() => clearToasts());
  document.querySelectorAll('dialog').forEach((d) => d.remove());
});

/** An open modal as showModal() leaves it: a <dialog open> in <body> (jsdom has no top layer). */
function openDialog(): HTMLDialogElement {
  const dialog = document.createElement('dialog');
  dialog.setAttribute('open', '');
  document.body.append(dialog);
  return dialog;
}

describe('ToastRegion', () => {
  it('moves into the topmost open dialog (the page behind a modal is inert) and back when it closes, one region at a time', async () => {
    const { container } = render(
      <I18nextProvider i18n={createShellI18n('en')}>
        <ToastRegion />
      </I18nextProvider>,
    );
    act(() => void showToast('Saved'));
    expect(container.querySelector('.shell-toasts')).not.toBeNull();

    const first = openDialog();
    const second = openDialog();
    await waitFor(() => expect(second.querySelector('[role="status"]')).not.toBeNull());
    expect(within(second).getByText('Saved')).toBeTruthy();
    expect(first.querySelector('[role="status"]')).toBeNull();
    expect(document.querySelectorAll('[role="status"]')).toHaveLength(1);

    second.removeAttribute('open');
    await waitFor(() => expect(first.querySelector('[role="status"]')).not.toBeNull());
    act(() => void showToast('Copied'));
    expect(screen.getAllByText('Copied')).toHaveLength(1);

    first.remove();
    await waitFor(() => expect(container.querySelector('.shell-toasts')).not.toBeNull());
    expect(document.querySelectorAll('[role="status"]')).toHaveLength(1);
    expect(within(container).getByText('Copied')).toBeTruthy();
  });

  it("shows a 429 in the visitor's language, not the rate limiter's English", async () => {
    const i18n = createShellI18n('de');
    addTranslations(i18n, 'de', { 'translate.base.error.too-many-requests': 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.' }, 'base');
    render(
      <I18nextProvider i18n={i18n}>
        <ToastRegion />
      </I18nextProvider>,
    );
    configureApiClient({ fetch: async () => new Response('Too many requests: retry in 1 minute.', { status: 429 }) });
    await act(() => apiRequest('/sessions').catch(() => undefined));
    expect(screen.getByText('Zu viele Anfragen. Bitte versuchen Sie es später erneut.')).toBeTruthy();
    expect(screen.queryByText(/retry in/)).toBeNull();
  });
});
