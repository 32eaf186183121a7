// Happening Now: not-ended sessions in order, cut per device by classes (max always, min while collapsed), the more
// button only above the min, the query it sends, and the auto refresh with its toggle (fake timers).
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { card, fakeApi, renderBlock, resetApiClientConfig, sessionList } from '../shared/session-card/test/fixtures';
import { cssColor, resolvePerDevice } from '../shared/breakpoint-vars';
import { cardsPerDevice, happeningParams, largestMax, safeColor } from './happening-query';

// Client renders (not hydration) read the live clock: times are relative to it.
const AT = Date.now();

afterEach(() => {
  vi.useRealTimers();
  resetApiClientConfig();
});

const items = () => within(screen.getByRole('list')).getAllByRole('listitem');

describe('per-device cards and colours', () => {
  it('resolve like blocks/shared/breakpoint-vars (kept apart for the bundle), with the default when unset', () => {
    for (const value of [6, { mobile: 4, tablet: 8, desktop: 16 }, { tablet: 8 }, { desktop: 16, ultrawide: 20 }]) {
      expect(cardsPerDevice(value, 16)).toEqual({ mobile: 16, smallTablet: 16, tablet: 16, desktop: 16, ultrawide: 16, ...resolvePerDevice(value) });
    }
    // Mobile first: a value set for Tablet does not reach the narrower devices, which keep the default.
    expect(cardsPerDevice({ tablet: 8 }, 16)).toEqual({ mobile: 16, smallTablet: 16, tablet: 8, desktop: 8, ultrawide: 8 });
    expect(cardsPerDevice(undefined, 16)).toEqual({ mobile: 16, smallTablet: 16, tablet: 16, desktop: 16, ultrawide: 16 });
    for (const value of ['#0078d4', ' rgb(1 2 3) ', 'rebeccapurple', 'red; background: url(x)', 'url(x)', 7, undefined]) {
      expect(safeColor(value)).toBe(cssColor(value));
    }
  });
});

describe('happeningParams', () => {
  it('asks for live and upcoming sessions, chronological, enough for the largest max', () => {
    expect(happeningParams({}, [], null)).toEqual({ liveAndUpcoming: true, sortBy: 'chronological', pageSize: 24 });
    expect(largestMax({ maxNumberOfCards: { mobile: 4, tablet: 8, desktop: 16 } })).toBe(16);
    expect(happeningParams({ maxNumberOfCards: 6 }, [], null).pageSize).toBe(12);
  });

  it('filters by session types, stream URL, region and the filter config for holders of its scopes', () => {
    const props = {
      sessionTypes: ['breakout', 'keynote'],
      enableStreamUrlFilter: true,
      filterByRegion: true,
      filterConfig: { permissions: ['inperson'], facets: [{ filterParent: 'deliveryType', filterValue: 'inperson' }] },
    };
    expect(happeningParams(props, ['inperson'], 'Europe').filter).toEqual([
      'sessionType>breakout', 'sessionType>keynote', 'viewingOption>livestream', 'region>Europe', 'deliveryType>inperson',
    ]);
    expect(happeningParams(props, [], null).filter).toEqual(['sessionType>breakout', 'sessionType>keynote', 'viewingOption>livestream']);
    expect(happeningParams({ filterConfig: { facets: [{ filterParent: 'level', filterValue: '300' }] } }, [], null).filter).toEqual(['level>300']);
  });
});

describe('happeningNow block', () => {
  it('shows the not-ended sessions in order with per-device cuts and a more button only above the min', async () => {
    // One session ended a minute before the render time: it is left out even if the answer still holds it.
    const ended = card(0, AT, -61);
    const live = card(1, AT, -30);
    const upcoming = Array.from({ length: 18 }, (_, i) => card(i + 2, AT, 30 + i * 10));
    const asked = fakeApi(() => sessionList([ended, live, ...upcoming], 24));
    await renderBlock(
      'happeningNow',
      { heading: 'Happening now', maxNumberOfCards: { mobile: 4, tablet: 8, desktop: 16 }, minNumberOfCards: { mobile: 2, tablet: 4, desktop: 8 }, sessionTypes: ['breakout'] },
      { at: AT },
    );
    await screen.findByRole('link', { name: 'Session 1' });
    expect(asked[0]?.pathname).toBe('/api/session');
    expect(asked[0]?.searchParams.get('liveAndUpcoming')).toBe('true');
    expect(asked[0]?.searchParams.get('sortBy')).toBe('chronological');
    expect(asked[0]?.searchParams.getAll('filter')).toEqual(['sessionType>breakout']);

    const cards = items();
    expect(cards).toHaveLength(16);
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Session 1', ...upcoming.slice(0, 15).map((s) => s.title)]);
    expect(within(cards[0] as HTMLElement).getByText('Live')).toBeTruthy();
    // Card 3 (index 2): past the mobile min; card 5: past the mobile max and the tablet min; card 9: past the desktop min.
    expect(cards[1]?.className).not.toMatch(/hn-[cx]-/);
    expect(cards[2]?.className).toContain('hn-c-mobile');
    expect(cards[4]?.className).toMatch(/hn-x-mobile.*hn-c-tablet/);
    expect(cards[8]?.className).toMatch(/hn-x-tablet.*hn-c-desktop/);
    expect(cards[8]?.className).not.toContain('hn-x-desktop');

    const more = screen.getByRole('button', { name: 'Show more' });
    expect(more.closest('.hn-more')?.className).toMatch(/hn-on-mobile.*hn-on-tablet.*hn-on-desktop/);
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(more.closest('section')?.className).toContain('hn--collapsed');
    fireEvent.click(more);
    expect(screen.getByRole('button', { name: 'Show fewer' }).getAttribute('aria-expanded')).toBe('true');
    expect(more.closest('section')?.className).not.toContain('hn--collapsed');
  });

  it('at the test date (19 May, 1 pm) shows what is live then first and drops what ended, though the real time is months before', async () => {
    const testing = Date.parse('2027-05-19T20:00:00Z');
    // The API answers at the event's clock; an answer a refresh ago still holds the session that ended at 1 pm.
    const keynoteDayOne = card(0, testing, -24 * 60 - 4 * 60, { title: 'Opening keynote' });
    const endedAtOne = card(1, testing, -60);
    const live = card(2, testing, -30);
    const next = card(3, testing, 30);
    fakeApi(() => sessionList([keynoteDayOne, endedAtOne, live, next], 24));
    await renderBlock('happeningNow', { heading: 'Happening now' }, { at: AT, eventTime: testing });
    await screen.findByRole('link', { name: 'Session 2' });
    const cards = items();
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Session 2', 'Session 3']);
    expect(within(cards[0] as HTMLElement).getByText('Live')).toBeTruthy();
    expect(within(cards[1] as HTMLElement).queryByText('Live')).toBeNull();
  });

  it('has no more button where the list is not longer than the min', async () => {
    fakeApi(() => sessionList([card(1, AT), card(2, AT), card(3, AT)]));
    await renderBlock('happeningNow', { maxNumberOfCards: { mobile: 4, desktop: 16 }, minNumberOfCards: { mobile: 2, desktop: 8 } }, { at: AT });
    await screen.findByRole('link', { name: 'Session 1' });
    // smallTablet and tablet inherit mobile's 4 and 2 (mobile first): 3 cards are more than 2 there too.
    expect(screen.getByRole('button', { name: 'Show more' }).closest('.hn-more')?.className.trim()).toBe('hn-more hn-on-mobile hn-on-smallTablet hn-on-tablet');

    fakeApi(() => sessionList([card(1, AT)]));
    await renderBlock('happeningNow', { heading: 'Second' }, { at: AT });
    await screen.findAllByRole('link', { name: 'Session 1' });
    expect(screen.getAllByRole('button', { name: 'Show more' })).toHaveLength(1);
  });

  it('refreshes every autoRefreshTimeInSeconds until the visitor turns the toggle off', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const asked = fakeApi(() => sessionList([card(1, AT)]));
    await renderBlock('happeningNow', { showAutoRefreshToggle: true }, { at: AT, context: { features: { enableHappeningNowAutoRefresh: true } } });
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(asked).toHaveLength(1);
    // Blade default: 240 s (4 minutes).
    await act(() => vi.advanceTimersByTimeAsync(239_000));
    expect(asked).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(asked).toHaveLength(2);
    const toggle = screen.getByRole('switch', { name: 'Auto refresh' });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    fireEvent.click(toggle);
    await act(() => vi.advanceTimersByTimeAsync(720_000));
    expect(asked).toHaveLength(2);
  });

  it('does not refresh when the site flag enableHappeningNowAutoRefresh is off, and shows no toggle then', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const asked = fakeApi(() => sessionList([card(1, AT)]));
    await renderBlock('happeningNow', { showAutoRefreshToggle: true, autoRefreshTimeInSeconds: 60 }, { at: AT, context: { features: { enableHappeningNowAutoRefresh: false } } });
    await act(() => vi.advanceTimersByTimeAsync(300_000));
    expect(asked).toHaveLength(1);
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
