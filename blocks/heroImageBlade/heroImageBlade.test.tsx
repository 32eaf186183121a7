import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { intersectionObserverPerTest } from '../shared/test/intersection-observer';
import { renderBlocks } from '../shared/test/english-i18n';
import { block } from '../shared/test/render-blocks';

const io = intersectionObserverPerTest();

const text = {
  heading: 'Build with AI',
  body: '<p>Hands-on labs every day.</p>',
  buttons: [{ type: 'ctalink', text: 'Browse labs', url: '/sessions' }],
};

function blade(container: HTMLElement) {
  return container.querySelector('.blk-hero-blade') as HTMLElement;
}

describe('heroImageBlade', () => {
  it('defaults the dominance to 50/50/100 as grid columns', async () => {
    const { container } = await renderBlocks([
      block('blade', 'heroImageBlade', {
        assetData: { image: '/media/lab.webp', imageAltText: 'Lab' },
        textSection: text,
      }),
    ]);
    expect(blade(container).style.getPropertyValue('--hib-columns')).toBe('50fr 50fr');
    expect(blade(container).style.getPropertyValue('--hib-mobile-asset')).toBe('100%');
    expect(screen.getByRole('img', { name: 'Lab' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Build with AI' })).toBeTruthy();
  });

  it('puts the asset on the right with its dominance', async () => {
    const { container } = await renderBlocks([
      block('blade', 'heroImageBlade', {
        assetPosition: 'right',
        assetDominanceRatio: { asset: 60, text: 40, mobile: 80 },
        textSection: text,
      }),
    ]);
    expect(blade(container).classList.contains('blk-hero-blade--asset-right')).toBe(true);
    expect(blade(container).style.getPropertyValue('--hib-columns')).toBe('40fr 60fr');
    expect(blade(container).style.getPropertyValue('--hib-mobile-asset')).toBe('80%');
  });

  it('shows a video asset only after scrolling into view, and only for http(s) URLs', async () => {
    const { container } = await renderBlocks([
      block('ok', 'heroImageBlade', {
        assetData: { assetType: 'video', videoUrl: 'https://cdn.example/lab.mp4', videoAltText: 'Lab tour' },
        textSection: text,
      }),
      block('bad', 'heroImageBlade', {
        assetData: { assetType: 'video', videoUrl: 'ftp://cdn.example/lab.mp4' },
        textSection: text,
      }),
    ]);
    expect(container.querySelector('video')).toBeNull();
    await act(async () => io.enter());
    const videos = container.querySelectorAll('video');
    expect(videos).toHaveLength(1);
    expect(videos[0]?.getAttribute('src')).toBe('https://cdn.example/lab.mp4');
  });

  it('opens lightBoxUrl in a dialog with autoplay=1', async () => {
    const user = userEvent.setup();
    await renderBlocks([
      block('blade', 'heroImageBlade', {
        assetData: {
          image: '/media/lab.webp',
          lightBoxUrl: 'https://www.youtube.com/embed/xyz',
          videoAltText: 'Lab tour',
        },
        textSection: text,
      }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Play: Lab tour' }));
    const dialog = screen.getByRole('dialog', { name: 'Lab tour' });
    expect(dialog.querySelector('iframe')?.getAttribute('src')).toBe(
      'https://www.youtube.com/embed/xyz?autoplay=1',
    );
  });

  it('renders nothing when hidden', async () => {
    const { container } = await renderBlocks([
      block('blade', 'heroImageBlade', { hidden: true, textSection: text }),
    ]);
    expect(blade(container)).toBeNull();
  });
});
