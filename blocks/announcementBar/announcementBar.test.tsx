import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlocks } from '../shared/test/english-i18n';
import { block } from '../shared/test/render-blocks';

describe('announcementBar', () => {
  it('shows content and link in a labelled region', async () => {
    const { container } = await renderBlocks([
      block('bar', 'announcementBar', {
        content: 'Keynote starts at 9:00',
        hyperlink: 'https://conference.example/live',
        hyperlinkText: 'Watch live',
      }),
    ]);
    const region = screen.getByRole('region', { name: 'Announcement' });
    expect(region.textContent).toContain('Keynote starts at 9:00');
    const link = screen.getByRole('link', { name: 'Watch live' });
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(container.querySelector('.blk-announcement-bar__glyph')).not.toBeNull();
  });

  it('renders nothing when disabled or empty', async () => {
    const { container } = await renderBlocks([
      block('off', 'announcementBar', { content: 'Hidden', enabled: false }),
      block('empty', 'announcementBar', { content: '  ' }),
    ]);
    expect(container.querySelector('.blk-announcement-bar')).toBeNull();
  });

  it('hides the glyph with showGlyph false and drops unsafe links', async () => {
    const { container } = await renderBlocks([
      block('bar', 'announcementBar', {
        content: 'Hi',
        showGlyph: false,
        hyperlink: 'javascript:alert(1)',
        hyperlinkText: 'Bad',
      }),
    ]);
    expect(container.querySelector('.blk-announcement-bar__glyph')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
