import { describe, expect, it } from 'vitest';
import { withAssignedHeaderBanner } from './header-banners';

const banners = {
  headerBanners: [
    { identifier: 'catalog', mainTitle: 'Catalog', imageUrls: { desktop: '/d.jpg', mobile: '/m.jpg' } },
    { identifier: 'old', mainTitle: 'Old', isDisabled: true },
  ],
  headerBannerAssignments: [
    { pages: ['sessions', 'speakers'], bannerIdentifier: 'catalog' },
    { pages: ['archives'], bannerIdentifier: 'old' },
  ],
};
const layout = { components: [{ componentId: 'h', component: 'sectionHeading', parentId: null, props: {} }] };

describe('withAssignedHeaderBanner', () => {
  it('places the assigned banner first, as a headerBanner block', () => {
    const out = withAssignedHeaderBanner(layout, 'speakers', banners);
    expect(out.components.map((c) => c.component)).toEqual(['headerBanner', 'sectionHeading']);
    expect(out.components[0]?.props).toMatchObject({
      mainTitle: 'Catalog',
      bannerIdentifier: 'catalog',
      backgroundImage: { desktop: '/d.jpg', mobile: '/m.jpg' },
    });
  });
  it('adds nothing to unassigned pages, for disabled banners or when the page has its own', () => {
    expect(withAssignedHeaderBanner(layout, 'home', banners)).toBe(layout);
    expect(withAssignedHeaderBanner(layout, 'archives', banners)).toBe(layout);
    const own = { components: [{ componentId: 'b', component: 'headerBanner', parentId: null, props: {} }] };
    expect(withAssignedHeaderBanner(own, 'sessions', banners)).toBe(own);
  });
});
