// Promoted sessions: the id list in its order, filled up by type to the limit (default 10), hidden card parts.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { card, fakeApi, renderBlock, resetApiClientConfig, sessionList } from '../shared/session-card/test/fixtures';
import { promotedCards, promotedParams } from './promoted-query';

const AT = Date.now();
afterEach(() => resetApiClientConfig());

describe('promoted-sessions queries', () => {
  it('asks by ids, and by types only while the ids are fewer than the limit', () => {
    expect(promotedParams({ sessionIds: ['a', 'b'], sessionTypes: ['keynote'] })).toEqual({
      byIds: { ids: ['a', 'b'], pageSize: 12 },
      byTypes: { filter: ['sessionType>keynote'], sortBy: 'chronological', pageSize: 12 },
    });
    const ten = Array.from({ length: 12 }, (_, i) => `s${i}`);
    expect(promotedParams({ sessionIds: ten, sessionTypes: ['keynote'] })).toEqual({ byIds: { ids: ten.slice(0, 10), pageSize: 12 }, byTypes: null });
    expect(promotedParams({})).toEqual({ byIds: null, byTypes: null });
  });

  it('keeps the id order, adds type matches not already in and cuts to the limit', () => {
    const [a, b, c, d] = [card(1, AT), card(2, AT), card(3, AT), card(4, AT)] as const;
    expect(promotedCards({ sessionIds: [b.sessionCode, a.sessionId], limit: 3 }, [a, b], [b, c, d]).map((s) => s.sessionId)).toEqual(['s2', 's1', 's3']);
  });
});

describe('promotedSessions block', () => {
  it('shows at most 10 cards: the ids first, then sessions of the types, with a See all link', async () => {
    const byId = [card(7, AT), card(3, AT)];
    const byType = Array.from({ length: 12 }, (_, i) => card(20 + i, AT, 60 + i));
    const asked = fakeApi((url) => sessionList(url.searchParams.has('ids') ? byId : byType));
    await renderBlock('promotedSessions', { heading: 'Featured sessions', sessionIds: ['s3', 's7'], sessionTypes: ['keynote'], sourcePageHref: '/sessions' }, { at: AT });
    await screen.findByRole('link', { name: 'Session 3' });
    const titles = within(screen.getByRole('list')).getAllByRole('heading').map((h) => h.textContent);
    expect(titles).toEqual(['Session 3', 'Session 7', ...byType.slice(0, 8).map((s) => s.title)]);
    expect(asked.find((u) => u.searchParams.has('ids'))?.searchParams.getAll('ids')).toEqual(['s3', 's7']);
    expect(asked.find((u) => u.searchParams.has('filter'))?.searchParams.getAll('filter')).toEqual(['sessionType>keynote']);
    expect(screen.getByRole('heading', { level: 2, name: 'Featured sessions' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all' }).getAttribute('href')).toBe('/en/sessions');
    expect(screen.getByRole('link', { name: 'Session 3' }).getAttribute('href')).toBe('/en/sessions/s3');
  });

  it('leaves out the hidden elements', async () => {
    fakeApi(() => sessionList([card(1, AT)]));
    await renderBlock('promotedSessions', { sessionIds: ['s1'], hiddenElements: ['speakers', 'location', 'sessionCode', 'pills'] }, { at: AT });
    const item = within(await screen.findByRole('list')).getByRole('listitem');
    expect(within(item).queryByText('Speaker 1')).toBeNull();
    expect(within(item).queryByText('Hall A')).toBeNull();
    expect(within(item).queryByText('BRK101')).toBeNull();
    expect(within(item).queryByText('Breakout')).toBeNull();
    // Plain spaces only (Node's ICU puts a narrow one before AM/PM, which a browser may not: a hydration mismatch).
    expect(item.querySelector('time')?.textContent).toMatch(/^\S.* \d/);
    expect(item.querySelector('time')?.textContent).not.toMatch(/[\u202f\u2009]/);
  });

  it('badges live, on-demand and ended sessions (docs/behaviour/blocks.md)', async () => {
    fakeApi(() =>
      sessionList([
        card(1, AT, -30),
        card(2, AT, -120, { hasOnDemand: true }),
        card(3, AT, -120),
        card(4, AT, 30),
      ]),
    );
    await renderBlock('promotedSessions', { sessionIds: ['s1', 's2', 's3', 's4'] }, { at: AT });
    const [live, onDemand, ended, upcoming] = within(await screen.findByRole('list')).getAllByRole('listitem') as HTMLElement[];
    expect(within(live as HTMLElement).getByText('Live')).toBeTruthy();
    expect(within(onDemand as HTMLElement).getByText('On demand')).toBeTruthy();
    expect(within(ended as HTMLElement).getByText('Ended')).toBeTruthy();
    expect((upcoming as HTMLElement).querySelector('.sc-badge')).toBeNull();
  });
});
