import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlocks } from '../shared/test/english-i18n';
import { block } from '../shared/test/render-blocks';

const speakers = [
  {
    speakerName: 'Daniel Okafor',
    speakerOrder: 2,
    speakerDesignation: 'VP, Developer Platform',
    company: 'Contoso',
    cardType: 'one-third-width',
  },
  {
    speakerName: 'Priya Raman',
    speakerOrder: 1,
    speakerLink: '/speakers/priya-raman',
    cardType: 'half-width',
    socialHandles: [{ link: 'https://www.linkedin.com/in/priyaraman', socialMediaName: 'LinkedIn' }],
  },
  { speakerName: 'Mei Chen', speakerOrder: 3, cardType: 'full-width' },
  { speakerName: 'Sam Lee', speakerOrder: 4 },
];

describe('featuredSpeakers', () => {
  it('sorts by speakerOrder and sizes cards by cardType', async () => {
    const { container } = await renderBlocks([
      block('speakers', 'featuredSpeakers', {
        heading: 'Keynote speakers',
        speakers,
        viewAllLink: '/speakers',
      }),
    ]);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Priya Raman',
      'Daniel Okafor',
      'Mei Chen',
      'Sam Lee',
    ]);
    const classes = [...container.querySelectorAll('.blk-speaker-card')].map((c) =>
      c.className.replace('blk-speaker-card ', ''),
    );
    expect(classes).toEqual([
      'blk-speaker-card--half-width',
      'blk-speaker-card--one-third-width',
      'blk-speaker-card--full-width',
      'blk-speaker-card--quarter-width',
    ]);
    expect(screen.getByRole('link', { name: 'View all speakers' }).getAttribute('href')).toBe('/speakers');
  });

  it('gives social handles accessible names', async () => {
    await renderBlocks([block('speakers', 'featuredSpeakers', { speakers })]);
    const link = screen.getByRole('link', { name: 'Priya Raman on LinkedIn' });
    expect(link.getAttribute('href')).toBe('https://www.linkedin.com/in/priyaraman');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'Priya Raman' }).getAttribute('href')).toBe(
      '/speakers/priya-raman',
    );
  });
});
