import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog';

function Opener({ inner = false, onClose }: { inner?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const [nested, setNested] = useState(false);
  const second = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <Dialog
          title="Settings"
          closeLabel="Close"
          initialFocus={inner ? second : undefined}
          onClose={() => {
            onClose?.();
            setOpen(false);
          }}
        >
          <button type="button">First</button>
          <button type="button" ref={second} onClick={() => setNested(true)}>
            Second
          </button>
          {nested ? (
            <Dialog title="Sure?" role="alertdialog" onClose={() => setNested(false)}>
              <button type="button">No</button>
            </Dialog>
          ) : null}
        </Dialog>
      ) : null}
    </>
  );
}

describe('Dialog', () => {
  it('is a modal <dialog> labelled by its heading', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    expect(dialog.tagName).toBe('DIALOG');
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(within(dialog).getByRole('heading', { name: 'Settings', level: 2 })).toBeTruthy();
  });

  it('focuses the first control of its body, not the close button (or the one asked for), and returns the focus to the opener on Escape', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    render(<Opener inner />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Second' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes only the topmost of nested dialogs on Escape', async () => {
    const user = userEvent.setup();
    render(<Opener inner />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Second' }));
    expect(screen.getByRole('alertdialog', { name: 'Sure?' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Second' }));
  });

  it('puts the focus on its heading when its body has no control', () => {
    render(
      <Dialog title="About" closeLabel="Close" onClose={() => undefined}>
        <p>Text only.</p>
      </Dialog>,
    );
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'About' }));
  });

  it('can put the focus on its heading', async () => {
    const user = userEvent.setup();
    function Headed() {
      return (
        <Dialog title="Site Settings" initialFocus="heading" onClose={() => undefined}>
          <button type="button">Save</button>
        </Dialog>
      );
    }
    render(<Headed />);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Site Settings' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
  });
});

describe('Dialog under StrictMode', () => {
  it('still closes on Escape after the effects ran twice', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <StrictMode>
        <Dialog title="Twice" onClose={onClose}>
          <button type="button">Inside</button>
        </Dialog>
      </StrictMode>,
    );
    expect((screen.getByRole('dialog', { name: 'Twice' }) as HTMLDialogElement).open).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Inside' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
