import { describe, expect, it } from 'vitest';
import { block, renderBlocks } from '../shared/test/render-blocks';

describe('pageProperties', () => {
  it('applies background per device, colour, dark theme and classes to the body, and cleans up on unmount', async () => {
    const view = await renderBlocks([
      block('props', 'pageProperties', {
        backgroundImage: { mobile: '/bg-m.webp', desktop: '/bg-d.webp' },
        backgroundColor: '#0b1f3a',
        darkTheme: true,
        classes: 'keynote-day  bad;class',
      }),
    ]);
    const body = document.body;
    expect(body.classList.contains('page-properties')).toBe(true);
    expect(body.classList.contains('theme-dark')).toBe(true);
    expect(body.classList.contains('keynote-day')).toBe(true);
    expect(body.className).not.toContain('bad;class');
    expect(body.style.getPropertyValue('--page-bg-mobile')).toBe('url("/bg-m.webp")');
    expect(body.style.getPropertyValue('--page-bg-desktop')).toBe('url("/bg-d.webp")');
    expect(body.style.getPropertyValue('--page-bg-color')).toBe('#0b1f3a');
    expect(view.container.textContent).toBe('');
    view.unmount();
    expect(body.classList.contains('theme-dark')).toBe(false);
    expect(body.classList.contains('keynote-day')).toBe(false);
    expect(body.style.getPropertyValue('--page-bg-mobile')).toBe('');
  });
});
