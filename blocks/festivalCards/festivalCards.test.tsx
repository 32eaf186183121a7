import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlocks } from '../shared/test/english-i18n';
import { block } from '../shared/test/render-blocks';

const card = (title: string, extra: Record<string, unknown> = {}) => ({
  content: { title },
  media: { type: 'image', image: `/media/${title}.webp`, altText: title },
  ...extra,
});

function mediaOf(title: string): HTMLElement {
  const item = screen.getByRole('heading', { name: title }).closest('li') as HTMLElement;
  return item.querySelector('.blk-festival-card__media') as HTMLElement;
}

describe('festivalCards', () => {
  it('hides a card of width 0 and a card marked isHidden', async () => {
    await renderBlocks([
      block('cards', 'festivalCards', {
        cards: [card('Shown', { width: 50 }), card('Zero', { width: 0 }), card('Hidden', { isHidden: true })],
      }),
    ]);
    expect(screen.getByRole('heading', { name: 'Shown' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Zero' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Hidden' })).toBeNull();
  });

  it('hides a card per device where its width is 0', async () => {
    await renderBlocks([
      block('cards', 'festivalCards', {
        cards: [card('Desktop only', { width: { mobile: 0, desktop: 50 } })],
      }),
    ]);
    const item = screen.getByRole('heading', { name: 'Desktop only' }).closest('li') as HTMLElement;
    expect(item.style.getPropertyValue('--fc-d-mobile')).toBe('none');
    expect(item.style.getPropertyValue('--fc-d-desktop')).toBe('flex');
    expect(item.style.getPropertyValue('--fc-w-desktop')).toBe('50%');
  });

  it('orders cards by order', async () => {
    await renderBlocks([
      block('cards', 'festivalCards', { cards: [card('B', { order: 2 }), card('A', { order: 1 })] }),
    ]);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['A', 'B']);
  });

  it('boxes media at 16/9 by default, at a given w/h, and not at all when malformed or zero', async () => {
    await renderBlocks([
      block('cards', 'festivalCards', {
        cards: [
          card('Default'),
          card('Square', { media: { type: 'image', image: '/s.webp', aspectRatio: '1/1' } }),
          card('Malformed', { media: { type: 'image', image: '/m.webp', aspectRatio: '16:9' } }),
          card('Zero', { media: { type: 'image', image: '/z.webp', aspectRatio: '0/9' } }),
        ],
      }),
    ]);
    expect(mediaOf('Default').style.aspectRatio).toBe('16 / 9');
    expect(mediaOf('Square').style.aspectRatio).toBe('1 / 1');
    expect(mediaOf('Malformed').style.aspectRatio).toBe('');
    expect(mediaOf('Malformed').classList.contains('blk-festival-card__media--ratio')).toBe(false);
    expect(mediaOf('Zero').style.aspectRatio).toBe('');
  });

  it('links the card title', async () => {
    await renderBlocks([
      block('cards', 'festivalCards', { cards: [card('Keynote', { link: { href: '/sessions/KEY01' } })] }),
    ]);
    expect(screen.getByRole('link', { name: 'Keynote' }).getAttribute('href')).toBe('/sessions/KEY01');
  });
});
