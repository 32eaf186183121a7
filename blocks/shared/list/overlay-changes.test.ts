import { describe, expect, it } from 'vitest';
import { overlayChanges, stillPending } from './use-list-url';

describe('overlayChanges', () => {
  it('keeps a change the page has not shown yet when a second change is built on the shown state', () => {
    const shown = { filter: ['breakout'], pageSize: 12 } as { filter: string[]; pageSize: number; sortBy?: string; currentPage?: number };
    // The sort moved to desc (navigated, not rendered yet); the page size is then chosen from the shown state.
    const latest = { ...shown, sortBy: 'desc' };
    const next = { ...shown, pageSize: 24, currentPage: undefined };
    expect(overlayChanges(latest, shown, next)).toEqual({ filter: ['breakout'], sortBy: 'desc', pageSize: 24, currentPage: undefined });
  });

  it('applies a cleared field and a replaced one', () => {
    const shown = { search: 'ai', filter: ['a'] } as { search?: string; filter: string[] };
    const latest = { search: 'ai', filter: ['a'], sortBy: 'asc' } as { search?: string; filter: string[]; sortBy?: string };
    const { search, ...withoutSearch } = shown;
    void search;
    expect(overlayChanges(latest, shown, { ...withoutSearch, filter: ['b'] })).toEqual({ filter: ['b'], sortBy: 'asc' });
  });
});

describe('stillPending', () => {
  it('keeps the newer navigations when the router renders an older one (day, sort, then page size in a row)', () => {
    const pending = ['?filter=a', '?filter=a&sortBy=desc'];
    // The day's navigation is rendered while the sort's is not: the page size must be built on the sort's.
    expect(stillPending(pending, '?filter=a')).toEqual(['?filter=a&sortBy=desc']);
    expect(stillPending(pending, '?filter=a&sortBy=desc')).toEqual([]);
  });

  it('drops them all on a location that is none of them (Back, a link)', () => {
    expect(stillPending(['?filter=a', '?filter=a&sortBy=desc'], '?day=2')).toEqual([]);
    expect(stillPending([], '')).toEqual([]);
  });
});
