import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderBlocks } from '../shared/test/english-i18n';
import { block } from '../shared/test/render-blocks';

const cards = [
  {
    title: 'AI engineering',
    body: '<p>Six sessions</p>',
    link: { href: '/sessions?filter=topic>ai', text: 'See sessions' },
  },
  { title: 'Security', link: { href: 'https://security.example' } },
  { title: 'Cloud' },
];

describe('cardScroller', () => {
  it('lists the cards with labelled previous/next buttons', async () => {
    await renderBlocks([block('scroller', 'cardScroller', { heading: 'Learning paths', cards })]);
    expect(screen.getByRole('region', { name: 'Learning paths' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Previous cards' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next cards' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See sessions' }).getAttribute('href')).toBe(
      '/sessions?filter=topic>ai',
    );
    expect(screen.getByRole('link', { name: /^Learn more.*Security$/ }).getAttribute('target')).toBe('_blank');
  });

  it('pages the list with the keyboard-operable buttons', async () => {
    const user = userEvent.setup();
    const { container } = await renderBlocks([
      block('scroller', 'cardScroller', { cards, nextButtonLabel: 'More paths' }),
    ]);
    const list = container.querySelector('.blk-card-scroller__list') as HTMLUListElement;
    // jsdom does no layout: give the list a size so that there is somewhere to scroll.
    Object.defineProperty(list, 'clientWidth', { value: 300, configurable: true });
    Object.defineProperty(list, 'scrollWidth', { value: 1000, configurable: true });
    let left = 0;
    Object.defineProperty(list, 'scrollLeft', {
      get: () => left,
      set: (v: number) => (left = v),
      configurable: true,
    });
    list.scrollBy = ((options: ScrollToOptions) => {
      left += options.left ?? 0;
    }) as typeof list.scrollBy;
    await act(async () => {
      list.dispatchEvent(new Event('scroll'));
    });
    const next = screen.getByRole('button', { name: 'More paths' }) as HTMLButtonElement;
    expect(next.disabled).toBe(false);
    next.focus();
    await user.keyboard('{Enter}');
    expect(list.scrollLeft).toBe(270); // 90 % of the visible width
    expect((screen.getByRole('button', { name: 'Previous cards' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('renders nothing without cards', async () => {
    const { container } = await renderBlocks([block('scroller', 'cardScroller', { heading: 'Empty' })]);
    expect(container.querySelector('.blk-card-scroller')).toBeNull();
  });
});
