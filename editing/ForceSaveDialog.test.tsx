import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client';
import { ForceSaveDialog } from './ForceSaveDialog';
import { isConflict, saveError } from './force-save';
import { renderWithI18n, Saver } from './test-support/saver';

/** A save button that "meets a conflict": it opens the dialog, as the editor's saves and pushes do. */
function Conflict({ onConfirm, message }: { onConfirm: () => void; message?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Push to UAT
      </button>
      {open && (
        <ForceSaveDialog
          message={message}
          onCancel={() => setOpen(false)}
          onConfirm={() => {
            setOpen(false);
            onConfirm();
          }}
        />
      )}
    </>
  );
}

function setup(message?: string) {
  const onConfirm = vi.fn();
  renderWithI18n(<Conflict onConfirm={onConfirm} message={message} />);
  return onConfirm;
}

const opener = () => screen.getByRole('button', { name: 'Push to UAT' });
const apiError = (status: number, code: string, message = 'x') =>
  new ApiError({ status, code, message, path: '/content/home', method: 'PUT' });

describe('force-save dialog', () => {
  it('is a dialog labelled by its heading and described by its text, with the focus on Cancel', async () => {
    setup();
    await userEvent.click(opener());
    const dialog = screen.getByRole('dialog', { name: 'Save over the newer version?' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(screen.getByRole('heading', { name: 'Save over the newer version?' })).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Someone else saved this content after you read it. Force save keeps yours where you both changed something; their other changes stay.',
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBe(document.activeElement);
  });

  it('closes on Escape without confirming, and gives the focus back to the opener', async () => {
    const onConfirm = setup();
    await userEvent.click(opener());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms with Force save, and says what conflicted when the caller knows more', async () => {
    const onConfirm = setup('UAT changed since you read it.');
    await userEvent.click(opener());
    expect(screen.getByRole('dialog').textContent).toContain('UAT changed since you read it.');
    await userEvent.click(screen.getByRole('button', { name: 'Force save' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the one conflict test and error text', () => {
  it('a 409 of any write is a conflict; nothing else is', () => {
    expect(isConflict(apiError(409, 'translate.base.error.component-settings.conflict'))).toBe(true);
    expect(isConflict(apiError(409, 'translate.base.error.push.conflict'))).toBe(true);
    expect(isConflict(apiError(409, 'translate.base.error.site-settings.conflict'))).toBe(true);
    expect(isConflict(apiError(400, 'translate.base.error.bad-request'))).toBe(false);
    expect(isConflict(new Error('boom'))).toBe(false);
  });

  it('a coded refusal shows as it is, a bare conflict as the conflict code, anything else as it is', () => {
    const pushed = apiError(409, 'translate.base.error.push.conflict', 'The target moved.');
    expect(saveError(pushed)).toBe(pushed);
    expect(saveError(apiError(409, 'client.http-error'))).toEqual({
      code: 'translate.base.error.component-settings.conflict',
      message: 'The content changed since it was read.',
    });
    const offline = apiError(0, 'client.network-error');
    expect(saveError(offline)).toBe(offline);
    const refused = Object.assign(new Error('Id taken.'), { code: 'translate.editor.error.duplicate-id' });
    expect(saveError(refused)).toBe(refused);
  });
});

describe('useForceSave', () => {
  it('a conflict opens the dialog; Force save retries the same save with force', async () => {
    const save = vi.fn(async (force: boolean) => {
      if (!force) throw apiError(409, 'translate.base.error.component-settings.conflict');
    });
    const onError = vi.fn();
    renderWithI18n(<Saver save={save} onError={onError} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Force save' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(save.mock.calls.map(([force]) => force)).toEqual([false, true]);
    // The conflict was reported once (the view shows why the dialog opened); the forced retry went through.
    expect(onError).toHaveBeenCalledTimes(1);
    expect(isConflict(onError.mock.calls[0]![0])).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Cancel drops the save; other failures go to onError without opening the dialog', async () => {
    const conflict = vi.fn(async () => {
      throw apiError(409, 'translate.base.error.push.conflict');
    });
    const onError = vi.fn();
    const view = renderWithI18n(<Saver save={conflict} onError={onError} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(conflict).toHaveBeenCalledTimes(1);
    view.unmount();
    onError.mockClear();

    const broken = vi.fn(async () => {
      throw apiError(500, 'translate.base.error.internal-server-error');
    });
    renderWithI18n(<Saver save={broken} onError={onError} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
