import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from '../i18n/react';
import { createShellI18n } from './i18n';
import { ToastRegion } from './ToastRegion';
import { clearToasts, showToast } from './toasts';

afterEach(() => {
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
});
