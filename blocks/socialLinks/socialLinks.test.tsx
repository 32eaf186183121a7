import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlocks } from '../shared/test/english-i18n';
import { block } from '../shared/test/render-blocks';

const urls = {
  bluesky: 'https://bsky.app/profile/conf',
  tiktok: 'https://tiktok.com/@conf',
  github: 'https://github.com/conf',
  teams: 'https://teams.microsoft.com/l/community/conf',
  twitter: 'https://x.com/conf',
  website: 'https://conference.example',
  linkedin: 'https://linkedin.com/company/conf',
  youtube: 'https://youtube.com/@conf',
  instagram: 'https://instagram.com/conf',
  facebook: 'https://facebook.com/conf',
};

const names = () =>
  screen
    .getAllByRole('link')
    .map((a) =>
      a.querySelector('.blk-visually-hidden')?.textContent?.replace(' (opens in a new window)', ''),
    );

describe('socialLinks', () => {
  it('uses the default order facebook, instagram, youtube, linkedin, website, x, teams, github, tiktok, bluesky', async () => {
    await renderBlocks([block('social', 'socialLinks', urls)]);
    expect(names()).toEqual([
      'Facebook',
      'Instagram',
      'YouTube',
      'LinkedIn',
      'Website',
      'X',
      'Microsoft Teams',
      'GitHub',
      'TikTok',
      'Bluesky',
    ]);
    expect(screen.getByRole('navigation', { name: 'Social media' })).toBeTruthy();
  });

  it('shows only networks with a URL, opening in a new window', async () => {
    await renderBlocks([
      block('social', 'socialLinks', { github: urls.github, youtube: urls.youtube, heading: 'Follow us' }),
    ]);
    expect(names()).toEqual(['YouTube', 'GitHub']);
    const link = screen.getByRole('link', { name: /GitHub/ });
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('navigation', { name: 'Follow us' })).toBeTruthy();
  });

  it('lets an explicit order override the default', async () => {
    await renderBlocks([block('social', 'socialLinks', { ...urls, order: ['github', 'x'] })]);
    expect(names().slice(0, 3)).toEqual(['GitHub', 'X', 'Facebook']);
  });

  it('renders nothing without any URL', async () => {
    const { container } = await renderBlocks([block('social', 'socialLinks', { heading: 'Follow us' })]);
    expect(container.querySelector('nav')).toBeNull();
  });
});
