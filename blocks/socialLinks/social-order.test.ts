import { describe, expect, it } from 'vitest';
import { DEFAULT_SOCIAL_ORDER, orderSocialLinks } from './social-order';

const every = Object.fromEntries(DEFAULT_SOCIAL_ORDER.map((n) => [n, `https://${n}.example.com/ignite`]));

describe('orderSocialLinks', () => {
  // The order itself (facebook, instagram, youtube, ...) is the schema's default, checked in schemas/defaults.test.ts.
  it('uses the default order of the schema', () => {
    const shuffled = Object.fromEntries(Object.entries(every).reverse());
    expect(DEFAULT_SOCIAL_ORDER).toHaveLength(10);
    expect(orderSocialLinks(shuffled).map((l) => l.network)).toEqual(DEFAULT_SOCIAL_ORDER);
  });

  it('shows only networks with a URL', () => {
    expect(
      orderSocialLinks({ github: 'https://github.com/x', tiktok: '', youtube: '  ', facebook: undefined }),
    ).toEqual([{ network: 'github', url: 'https://github.com/x' }]);
  });

  it('lets an explicit order override the default', () => {
    const links = orderSocialLinks(every, ['bluesky', 'github', 'nonsense']);
    expect(links.map((l) => l.network).slice(0, 3)).toEqual(['bluesky', 'github', 'facebook']);
    expect(links).toHaveLength(10);
  });

  it('treats twitter as x', () => {
    expect(
      orderSocialLinks({ twitter: 'https://x.com/ignite', facebook: 'https://fb.com/i' }).map(
        (l) => l.network,
      ),
    ).toEqual(['facebook', 'x']);
  });
});
