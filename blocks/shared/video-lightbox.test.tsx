// The video lightbox on the native dialog: named by the video, the focus on its close button, closed by Escape or
// the button, and the focus back on the button that opened it.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { withEnglish } from './test/english-i18n';
import { VideoLightbox } from './VideoLightbox';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Play: Lab tour
      </button>
      <VideoLightbox open={open} label="Lab tour" onClose={() => setOpen(false)}>
        <iframe title="Lab tour" src="https://www.youtube.com/embed/xyz?autoplay=1" />
      </VideoLightbox>
    </>
  );
}

describe('VideoLightbox', () => {
  it('opens named by the video with the focus on Close, and Escape returns the focus to the opener', async () => {
    const user = userEvent.setup();
    render(withEnglish(<Opener />));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Play: Lab tour' }));
    const dialog = screen.getByRole('dialog', { name: 'Lab tour' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Play: Lab tour' }));
  });

  it('closes with its Close button', async () => {
    const user = userEvent.setup();
    render(withEnglish(<Opener />));
    await user.click(screen.getByRole('button', { name: 'Play: Lab tour' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Play: Lab tour' }));
  });
});
