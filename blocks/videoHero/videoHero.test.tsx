import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CUSTOM_ACTION_EVENT } from '../shared/custom-action';
import { intersectionObserverPerTest } from '../shared/test/intersection-observer';
import { renderBlocks } from '../shared/test/english-i18n';
import { block } from '../shared/test/render-blocks';

const io = intersectionObserverPerTest();

const props = {
  image: '/media/keynote-poster.webp',
  imageAltText: 'Keynote stage',
  overlayText: 'Watch the opening keynote',
  videoSource: 'https://www.youtube.com/embed/abc123?rel=0',
};

describe('videoHero', () => {
  it('mounts the player only once the block has scrolled into view', async () => {
    const { container } = await renderBlocks([block('hero-video', 'videoHero', props)]);
    expect(container.querySelector('iframe')).toBeNull();
    expect(io.lastOptions()).toMatchObject({ rootMargin: '100px', threshold: [0, 0.5] });
    await act(async () => io.enter());
    const iframe = container.querySelector('iframe');
    expect(iframe?.getAttribute('src')).toBe('https://www.youtube.com/embed/abc123?rel=0');
    expect(iframe?.getAttribute('title')).toBe('Watch the opening keynote');
  });

  it('plays on request with autoplay=1 appended', async () => {
    const user = userEvent.setup();
    const { container } = await renderBlocks([block('hero-video', 'videoHero', props)]);
    await user.click(screen.getByRole('button', { name: 'Play video' }));
    await act(async () => io.enter());
    expect(container.querySelector('iframe')?.getAttribute('src')).toBe(
      'https://www.youtube.com/embed/abc123?rel=0&autoplay=1',
    );
    expect(screen.queryByRole('button', { name: 'Play video' })).toBeNull();
  });

  it('never embeds a non-http(s) video source', async () => {
    const { container } = await renderBlocks([
      block('hero-video', 'videoHero', { ...props, videoSource: 'javascript:alert(1)' }),
    ]);
    await act(async () => io.enter());
    expect(container.querySelector('iframe, video')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Play video' })).toBeNull();
  });

  it('asks anonymous visitors to sign in when the video requires auth', async () => {
    const user = userEvent.setup();
    const seen = vi.fn();
    const listener = (e: Event) => seen((e as CustomEvent).detail);
    window.addEventListener(CUSTOM_ACTION_EVENT, listener);
    const { container } = await renderBlocks([
      block('hero-video', 'videoHero', { ...props, videoRequiresAuth: true }),
    ]);
    await act(async () => io.enter());
    expect(container.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign in to watch' }));
    window.removeEventListener(CUSTOM_ACTION_EVENT, listener);
    expect(seen).toHaveBeenCalledWith({ componentId: 'hero-video', action: 'sign-in' });
  });

  it('plays for signed-in visitors when the video requires auth', async () => {
    const { container } = await renderBlocks(
      [block('hero-video', 'videoHero', { ...props, videoRequiresAuth: true })],
      { signedIn: true },
    );
    await act(async () => io.enter());
    expect(container.querySelector('iframe')).not.toBeNull();
  });
});
