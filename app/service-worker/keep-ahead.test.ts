import { describe, expect, it, vi } from 'vitest';
import { KEPT_AHEAD, SESSIONS_AHEAD, keepAhead, sessionPagesAhead, ssrStateOf } from './keep-ahead';

const RENDERED = Date.parse('2027-05-18T10:00:00Z');

interface Ev {
  id: string;
  eventTypeValue: number;
  start: string | null;
  end: string | null;
  sessionId?: string | null;
  sessionCode?: string | null;
  detailNavigation?: string;
}

const session = (n: number, start: string | null, end: string | null, extra: Partial<Ev> = {}): Ev => ({
  id: `session:${n}`,
  eventTypeValue: 0,
  start,
  end,
  sessionId: String(n),
  sessionCode: `S${n}`,
  detailNavigation: '',
  ...extra,
});

function state(events: Ev[], { testingDate = null as string | null, renderedAt = RENDERED } = {}): string {
  return JSON.stringify({
    queries: {
      queries: [
        { queryKey: ['settings', 'prod'], state: { data: { hash: 'h', testingDate, data: {} } } },
        { queryKey: ['schedule', 'cms-1', 'events', '2027-05-18|2027-05-21'], state: { data: { events } } },
      ],
    },
    renderedAt,
  });
}

describe('the session pages kept ahead', () => {
  it('are the sessions on the schedule not ended at the render, soonest first, by code, in the language', () => {
    const events = [
      session(3, '2027-05-19T09:00:00Z', '2027-05-19T10:00:00Z'),
      session(1, '2027-05-18T08:00:00Z', '2027-05-18T09:00:00Z'), // ended
      session(2, '2027-05-18T09:30:00Z', '2027-05-18T10:30:00Z'), // on now
      { id: 'meeting:m-1', eventTypeValue: 2, start: '2027-05-18T11:00:00Z', end: '2027-05-18T12:00:00Z', detailNavigation: '' },
      session(4, '2027-05-18T13:00:00Z', '2027-05-18T14:00:00Z', { eventTypeValue: 6, sessionCode: null }),
      session(5, null, null), // unscheduled: last
    ];
    expect(sessionPagesAhead(state(events), 'de')).toEqual(['/de/sessions/S2', '/de/sessions/4', '/de/sessions/S3', '/de/sessions/S5']);
  });

  it("judge 'upcoming' by the settings' testing date when one is set", () => {
    const events = [session(1, '2027-05-18T08:00:00Z', '2027-05-18T09:00:00Z'), session(2, '2027-05-19T09:00:00Z', '2027-05-19T10:00:00Z')];
    expect(sessionPagesAhead(state(events, { testingDate: '2027-05-19T09:30:00Z' }), 'en')).toEqual(['/en/sessions/S2']);
    expect(sessionPagesAhead(state(events, { testingDate: '2027-05-01T00:00:00Z' }), 'en')).toEqual(['/en/sessions/S1', '/en/sessions/S2']);
  });

  it('keep a detail link of the site in the language asked, once per page, and at most the limit', () => {
    const events = [
      session(1, '2027-05-18T12:00:00Z', '2027-05-18T13:00:00Z', { detailNavigation: '/en/sessions/keynote' }),
      session(2, '2027-05-18T14:00:00Z', '2027-05-18T15:00:00Z', { detailNavigation: '/sessions/keynote' }),
      ...Array.from({ length: 30 }, (_, i) => session(10 + i, `2027-05-20T${String(i % 24).padStart(2, '0')}:00:00Z`, '2027-05-21T00:00:00Z')),
    ];
    const paths = sessionPagesAhead(state(events), 'ja');
    expect(paths).toHaveLength(SESSIONS_AHEAD);
    expect(paths.slice(0, 2)).toEqual(['/ja/sessions/keynote', '/ja/sessions/S10']);
    expect(sessionPagesAhead(state(events), 'ja', 3)).toHaveLength(3);
  });

  it('are none for a page without a schedule or with no readable state', () => {
    expect(sessionPagesAhead(JSON.stringify({ queries: { queries: [] }, renderedAt: RENDERED }), 'en')).toEqual([]);
    expect(sessionPagesAhead('not json', 'en')).toEqual([]);
    expect(sessionPagesAhead('', 'en')).toEqual([]);
  });

  it('are read from the schedule page the keeping fetched, after the other pages', async () => {
    const html = `<html><body><div id="root"></div>\n    <script type="application/json" id="ssr-state">${state([session(7, '2027-05-19T09:00:00Z', '2027-05-19T10:00:00Z')])}</script></body></html>`;
    expect(ssrStateOf(html)).not.toBeNull();
    const keep = vi.fn((url: string) => Promise.resolve(url === '/en/schedule' ? new Response(html, { status: 200 }) : undefined));
    await keepAhead('en', keep);
    expect(keep.mock.calls.map(([url]) => url)).toEqual([...KEPT_AHEAD.map((p) => `/en${p}`), '/en/sessions/S7']);
  });

  it('go on past a page that fails, and keep no session page when the schedule failed', async () => {
    const keep = vi.fn((url: string) => (url === '/en/schedule' ? Promise.reject(new TypeError('offline')) : Promise.resolve(undefined)));
    await keepAhead('en', keep);
    expect(keep).toHaveBeenCalledTimes(KEPT_AHEAD.length);
  });
});
