// Sponsor shuffle with fake timers: the first batch shows after 1 s, one logo every 200 ms; a shuffle drops the batch
// and brings the next, the button disabled meanwhile; the list is fetched again when fewer than the buffer remain.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../api-client';
import { sponsorLogosRead } from '../shared/session-card/catalog-read';
import { companyList, fakeApi, renderBlock, resetApiClientConfig, sponsor } from '../shared/session-card/test/fixtures';
import { dropBatch, needsRefill, refill, shuffled, SPONSOR_LIST } from './shuffle';

const AT = Date.parse('2027-05-18T17:00:00Z');
const SPONSORS = Array.from({ length: 24 }, (_, i) => sponsor(i + 1));

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] }));
afterEach(() => {
  vi.useRealTimers();
  resetApiClientConfig();
});

const logos = () => within(screen.getByRole('list')).getAllByRole('listitem', { hidden: true });
const shown = () => logos().filter((li) => li.classList.contains('is-shown')).length;
const names = () => logos().map((li) => li.textContent);
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('shuffle queue', () => {
  it('orders by seed, drops a batch and refills below the buffer without repeating what it holds', () => {
    expect(shuffled([1, 2, 3, 4, 5], 7)).toEqual(shuffled([1, 2, 3, 4, 5], 7));
    expect(shuffled([1, 2, 3, 4, 5], 7)).not.toEqual([1, 2, 3, 4, 5]);
    expect([...shuffled([1, 2, 3, 4, 5], 7)].sort()).toEqual([1, 2, 3, 4, 5]);
    const q = dropBatch([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15], 9);
    expect(q).toEqual([10, 11, 12, 13, 14, 15]);
    expect(needsRefill(q, 9, 3)).toBe(true);
    expect(needsRefill([...q, 16, 17, 18, 19, 20, 21], 9, 3)).toBe(false);
    const next = refill(q, [1, 2, 10, 11, 30], 1, String);
    expect(next.slice(0, 6)).toEqual(q);
    expect([...next.slice(6)].sort()).toEqual([1, 2, 30]);
    // The batch just dropped goes to the end of the new round.
    expect(refill([10], [1, 2, 3, 10], 1, String, [1, 2]).slice(0, 2)).toEqual([10, 3]);
  });
});

describe('sponsorShuffle block', () => {
  it('shows 9 logos one by one after 1 s, shuffles to the next 9 and fetches again below the buffer', async () => {
    const asked = fakeApi(() => companyList(SPONSORS));
    const client = createQueryClient();
    // What the server's render left in the page: each sponsor's id, name and logo, nothing more.
    client.setQueryData(sponsorLogosRead('anonymous', SPONSOR_LIST).queryKey, { items: SPONSORS.map(({ companyId, name, logo }) => ({ companyId, name, logo })) });
    await renderBlock('sponsorShuffle', { heading: 'Thanks to our sponsors', shuffleText: 'Meet them all' }, { at: AT, client });

    const button = screen.getByRole('button', { name: 'Shuffle' }) as HTMLButtonElement;
    expect(logos()).toHaveLength(9);
    const first = names();
    expect(new Set(first).size).toBe(9);
    // Seeded with the render time: the same order on every render at that time (server HTML and hydration).
    expect(first).toEqual(shuffled(SPONSORS, AT).slice(0, 9).map((s) => s.name));
    expect(shown()).toBe(0);
    expect(button.disabled).toBe(true);
    await advance(999);
    expect(shown()).toBe(0);
    await advance(1);
    expect(shown()).toBe(1);
    await advance(200);
    expect(shown()).toBe(2);
    await advance(1400);
    expect(shown()).toBe(9);
    expect(button.disabled).toBe(false);

    fireEvent.click(button);
    await advance(0);
    expect(button.disabled).toBe(true);
    const second = names();
    expect(second).toHaveLength(9);
    expect(second.filter((n) => first.includes(n))).toEqual([]);
    expect(shown()).toBe(1);
    await advance(1600);
    expect(shown()).toBe(9);
    expect(button.disabled).toBe(false);
    expect(asked).toHaveLength(0);

    // 24 sponsors: 6 left after the second batch is dropped, fewer than 9 + the buffer of 3: fetched again.
    fireEvent.click(button);
    await advance(0);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.pathname).toBe('/api/sponsor');
    expect(asked[0]?.searchParams.get('pageSize')).toBe('1000');
    const third = names();
    expect(third).toHaveLength(9);
    expect(new Set(third).size).toBe(9);
    expect(third.filter((n) => second.includes(n))).toEqual([]);
    await advance(1600);
    expect(button.disabled).toBe(false);

    expect(screen.getByText('Meet them all')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View all sponsors' }).getAttribute('href')).toBe('/en/sponsors');
  });

  it('with reduced motion shows the batch at once, and Shuffle brings the next at once', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)', addEventListener() {}, removeEventListener() {} }));
    try {
      fakeApi(() => companyList(SPONSORS));
      const client = createQueryClient();
      client.setQueryData(sponsorLogosRead('anonymous', SPONSOR_LIST).queryKey, { items: SPONSORS.map(({ companyId, name, logo }) => ({ companyId, name, logo })) });
      await renderBlock('sponsorShuffle', {}, { at: AT, client });
      await advance(0);
      const button = screen.getByRole('button', { name: 'Shuffle' }) as HTMLButtonElement;
      expect(shown()).toBe(9);
      expect(button.disabled).toBe(false);
      const first = names();
      fireEvent.click(button);
      await advance(0);
      expect(shown()).toBe(9);
      expect(names().filter((n) => first.includes(n))).toEqual([]);
      expect(button.disabled).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
