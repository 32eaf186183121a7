import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlocks } from '../shared/test/english-i18n';
import { block } from '../shared/test/render-blocks';

describe('sectionHeading', () => {
  it('clamps the heading level to 1..6', async () => {
    await renderBlocks([
      block('low', 'sectionHeading', { heading: 'Zero', headingLevel: 0 }),
      block('high', 'sectionHeading', { heading: 'Nine', headingLevel: 9 }),
      block('mid', 'sectionHeading', { heading: 'Three', headingLevel: 3 }),
      block('default', 'sectionHeading', { heading: 'Default' }),
    ]);
    expect(screen.getByRole('heading', { name: 'Zero' }).tagName).toBe('H1');
    expect(screen.getByRole('heading', { name: 'Nine' }).tagName).toBe('H6');
    expect(screen.getByRole('heading', { name: 'Three' }).tagName).toBe('H3');
    expect(screen.getByRole('heading', { name: 'Default' }).tagName).toBe('H2');
  });

  it('aligns text and body on the devices given only (a Mobile value right-aligned every width)', async () => {
    const { container } = await renderBlocks([
      block('intro', 'sectionHeading', { heading: 'Hi', body: '<p>Text</p>', textAlignment: { mobile: 'right', smallTablet: 'left' } }),
    ]);
    const header = container.querySelector<HTMLElement>('.blk-section-heading')!;
    expect(header.style.getPropertyValue('--sh-align-mobile')).toBe('right');
    expect(header.style.getPropertyValue('--sh-ms-mobile')).toBe('auto');
    for (const device of ['smallTablet', 'tablet', 'desktop', 'ultrawide']) {
      expect(header.style.getPropertyValue(`--sh-align-${device}`)).toBe('left');
      expect(header.style.getPropertyValue(`--sh-ms-${device}`)).toBe('');
    }
  });

  it('renders nothing without heading, subheading, body or buttons', async () => {
    const { container } = await renderBlocks([
      block('empty', 'sectionHeading', { headingLevel: 2, textAlignment: 'center' }),
    ]);
    expect(container.querySelector('.blk-section-heading')).toBeNull();
  });

  it('renders with only a body or only buttons', async () => {
    const { container } = await renderBlocks([
      block('body', 'sectionHeading', { body: '<p>Just text</p>' }),
      block('buttons', 'sectionHeading', { headingButtons: [{ type: 'link', text: 'Go', url: '/x' }] }),
    ]);
    expect(container.querySelectorAll('.blk-section-heading')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Go' })).toBeTruthy();
  });

  it('sanitises the body HTML', async () => {
    const { container } = await renderBlocks([
      block('x', 'sectionHeading', {
        heading: 'Safe',
        body: '<p>Hi<img src=x onerror="alert(1)"><script>alert(2)</script></p>',
      }),
    ]);
    expect(container.innerHTML).not.toContain('onerror');
    expect(container.querySelector('script')).toBeNull();
  });

  it('applies the alignment per breakpoint', async () => {
    const { container } = await renderBlocks([
      block('x', 'sectionHeading', { heading: 'A', textAlignment: { mobile: 'left', desktop: 'center' } }),
    ]);
    const el = container.querySelector('.blk-section-heading') as HTMLElement;
    expect(el.style.getPropertyValue('--sh-align-mobile')).toBe('left');
    expect(el.style.getPropertyValue('--sh-align-desktop')).toBe('center');
  });
});
