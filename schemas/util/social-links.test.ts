import { describe, expect, it } from 'vitest';
import { socialLinkHref, socialLinkProblem } from './social-links';

describe('social links', () => {
  it('turns handles into the network address and keeps off-site web addresses', () => {
    expect(socialLinkHref('github', '@avery')).toBe('https://github.com/avery');
    expect(socialLinkHref('bluesky', 'avery.bsky.social')).toBe('https://bsky.app/profile/avery.bsky.social');
    expect(socialLinkHref('website', 'avery.dev.example.com/talks')).toBe('https://avery.dev.example.com/talks');
    expect(socialLinkHref('linkedin', 'https://www.linkedin.com/in/avery')).toBe('https://www.linkedin.com/in/avery');
    expect(socialLinkHref('linkedin', '  ')).toBeNull();
  });

  it('refuses what the URL check refuses or a browser would read as another scheme or host', () => {
    for (const value of ['java\tscript:alert(1)', '\u0001javascript:alert(1)', 'javascript:alert(1)', '//evil.example', '/\\evil.example', '/\t/evil.example', 'https://user:pw@evil.example', 'data:text/html,x', 'mailto:a@b.example', 'ave ry']) {
      expect(socialLinkHref('website', value), JSON.stringify(value)).toBeNull();
      expect(socialLinkHref('twitter', value), JSON.stringify(value)).toBeNull();
      expect(socialLinkProblem('website', value), JSON.stringify(value)).toBe('social.website must be a web address (https://...) or a handle.');
    }
    expect(socialLinkProblem('website', '')).toBeNull();
    expect(socialLinkHref('unknown', 'avery')).toBeNull();
  });
});
