import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createTestStore, EditorProviders } from '../test-support/harness';
import { ForceSaveDialog } from './ForceSaveDialog';

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
  render(
    <EditorProviders store={createTestStore([])}>
      <Conflict onConfirm={onConfirm} message={message} />
    </EditorProviders>,
  );
  return onConfirm;
}

const opener = () => screen.getByRole('button', { name: 'Push to UAT' });

describe('force-save dialog', () => {
  it('is a modal dialog labelled by its heading and described by its text, with the focus on Cancel', async () => {
    setup();
    await userEvent.click(opener());
    const dialog = screen.getByRole('dialog', { name: 'Save over the newer version?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Save over the newer version?' })).toBeTruthy();
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Someone else saved this content after you read it. Force save replaces their version with yours.',
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBe(document.activeElement);
  });

  it('keeps Tab inside, closes on Escape without confirming, and gives the focus back to the opener', async () => {
    const onConfirm = setup();
    await userEvent.click(opener());
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const force = screen.getByRole('button', { name: 'Force save' });
    await userEvent.tab();
    expect(document.activeElement).toBe(force);
    await userEvent.tab();
    expect(document.activeElement).toBe(cancel);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(force);
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
