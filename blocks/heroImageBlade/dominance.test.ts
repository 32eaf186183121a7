import { describe, expect, it } from 'vitest';
import { DEFAULT_DOMINANCE, dominanceLayout } from './dominance';

describe('dominanceLayout', () => {
  it('defaults to 50/50/100', () => {
    expect(DEFAULT_DOMINANCE).toEqual({ asset: 50, text: 50, mobile: 100 });
    expect(dominanceLayout(undefined, 'left')).toEqual({
      asset: 50,
      text: 50,
      mobile: 100,
      columns: '50fr 50fr',
    });
    expect(dominanceLayout({}, undefined).columns).toBe('50fr 50fr');
  });

  it('puts the asset column on the chosen side', () => {
    expect(dominanceLayout({ asset: 60, text: 40 }, 'left').columns).toBe('60fr 40fr');
    expect(dominanceLayout({ asset: 60, text: 40 }, 'right').columns).toBe('40fr 60fr');
  });

  it('ignores invalid shares', () => {
    expect(dominanceLayout({ asset: 0, text: -5, mobile: 250 }, 'left')).toEqual({
      asset: 50,
      text: 50,
      mobile: 100,
      columns: '50fr 50fr',
    });
  });
});
