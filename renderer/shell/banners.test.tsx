// Spec 001 section 2, Banners: "Each banner has a color and backgroundColor in settings."
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderBanners } from './test-support/render-banners';

describe('the banner area', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the offline banner in the colours of settings.banners.offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderBanners({
      eventPhases: [],
      testingDate: null,
      banners: { offline: { color: '#ffffff', backgroundColor: '#5c5c5c' } },
    });
    const banner = screen.getByText(/You are offline\. Some content/).parentElement as HTMLElement;
    expect(banner.getAttribute('role')).toBe('status');
    expect(banner.style.color).toBe('rgb(255, 255, 255)');
    expect(banner.style.backgroundColor).toBe('rgb(92, 92, 92)');
  });

  it('shows nothing while online with nothing to announce', () => {
    renderBanners({ eventPhases: [], testingDate: null });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
