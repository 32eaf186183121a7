import { describe, expect, it } from 'vitest';
import { socialLinkHref, socialLinkProblem } from './social-links';

describe('social links', () => {
  it.each([
    { network: 'github', value: '@avery', href: 'https://github.com/avery' },
    { network: 'bluesky', value: 'avery.bsky.social', href: 'https://bsky.app/profile/avery.bsky.social' },
    { network: 'website', value: 'avery.dev.example.com/talks', href: 'https://avery.dev.example.com/talks' },
    { network: 'linkedin', value: 'https://www.linkedin.com/in/avery', href: 'https://www.linkedin.com/in/avery' },
    { network: 'linkedin', value: '  ', href: null },
  ])('turns handles into the network address and keeps off-site web addresses: $network $value', ({ network, value, href }) => {
    expect(socialLinkHref(network, value)).toBe(href);
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
