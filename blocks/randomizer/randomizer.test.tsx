import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderBlocks } from '../shared/test/english-i18n';
import { block } from '../shared/test/render-blocks';
import { RandomSourceContext } from './random-source';
import { choiceKey } from './Randomizer';

const children = [
  block('promo-a', 'sectionHeading', { heading: 'Promo A' }, { parentId: 'rotation' }),
  block('promo-b', 'sectionHeading', { heading: 'Promo B' }, { parentId: 'rotation' }),
  block(
    'promo-c',
    'sectionHeading',
    { heading: 'Promo C', requireScope: ['inperson'] },
    { parentId: 'rotation' },
  ),
];
const headings = () => screen.queryAllByRole('heading').map((h) => h.textContent);
const withRandom = (value: number | (() => number)) => (page: ReactNode) => (
  <RandomSourceContext value={typeof value === 'function' ? value : () => value}>{page}</RandomSourceContext>
);

describe('randomizer', () => {
  it('renders exactly one child, chosen by the random source', async () => {
    await renderBlocks([block('rotation', 'randomizer'), ...children], {}, withRandom(0.6));
    expect(headings()).toEqual(['Promo B']);
  });

  it('chooses only among visible children', async () => {
    await renderBlocks([block('rotation', 'randomizer'), ...children], {}, withRandom(0.99));
    expect(headings()).toEqual(['Promo B']);
    await renderBlocks(
      [block('rotation', 'randomizer'), ...children],
      { scopes: ['inperson'] },
      withRandom(0.99),
    );
    expect(headings()).toContain('Promo C');
  });

  it('draws once per mount', async () => {
    const random = vi.fn(() => 0.1);
    const view = await renderBlocks([block('rotation', 'randomizer'), ...children], {}, withRandom(random));
    await view.rerenderBlocks([block('rotation', 'randomizer', { label: 'Home promos' }), ...children]);
    expect(random).toHaveBeenCalledTimes(1);
    expect(headings()).toEqual(['Promo A']);
  });

  it('keeps the choice for the session with keepChoiceForSession', async () => {
    const first = await renderBlocks(
      [block('rotation', 'randomizer', { keepChoiceForSession: true }), ...children],
      {},
      withRandom(0.6),
    );
    expect(headings()).toEqual(['Promo B']);
    expect(sessionStorage.getItem(choiceKey('rotation'))).toBe('"promo-b"');
    first.unmount();
    await renderBlocks(
      [block('rotation', 'randomizer', { keepChoiceForSession: true }), ...children],
      {},
      withRandom(0),
    );
    expect(headings()).toEqual(['Promo B']);
  });

  it('shows every child, labelled, in edit mode', async () => {
    await renderBlocks(
      [block('rotation', 'randomizer', { label: 'Home promos' }), ...children],
      { editMode: true },
      withRandom(0),
    );
    expect(headings()).toEqual(['Promo A', 'Promo B', 'Promo C']);
    expect(screen.getByText(/Option 2 of 3: promo-b/)).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Randomizer Home promos' })).toBeTruthy();
  });

  it('renders nothing without visible children', async () => {
    const { container } = await renderBlocks([block('rotation', 'randomizer')]);
    expect(container.querySelector('.blk-randomizer')).toBeNull();
    expect(headings()).toEqual([]);
  });
});
