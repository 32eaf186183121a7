// The session catalog against the real API (a child process seeded with a 60-session demo): search, a facet and
// paging move the URL and the results; the server loader fills the same query keys the first render reads.
import type { QueryClient } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient, signOut } from '../../api-client';
import {
  facetsQueryOptions,
  sessionsQueryOptions,
  type SessionCatalogParams,
} from '../../api-client/catalog';
import { realApiPerFile } from '../../test-support/real-api';
import type { CatalogSessionList } from '../../schemas/api-types';
import { createShellI18n, I18nextProvider } from '../../renderer';
import { block, renderBlocks } from '../shared/test/render-blocks';
import { siteWrap } from '../shared/test/site-wrap';
import { pageWindow } from '../shared/list/page-window';
import { facetParams, readCatalogParams, writeCatalogParams } from './catalog-state';
import { loadSessionCatalog } from './load';

const api = realApiPerFile({ demoSessions: 60 });

let client: QueryClient;
afterEach(() => client?.clear());
beforeEach(() => localStorage.clear());

async function renderCatalog(
  url = '/en/sessions',
  queryClient: QueryClient = createQueryClient(),
  props: Record<string, unknown> = {},
) {
  client = queryClient;
  const site = siteWrap(client, url, 'url');
  return renderBlocks([block('catalog', 'sessionCatalog', props)], {}, (page) => (
    <I18nextProvider i18n={createShellI18n('en')}>{site(page)}</I18nextProvider>
  ));
}

const urlParams = () => new URLSearchParams(screen.getByTestId('url').textContent ?? '');
const tiles = () =>
  (screen.queryByRole('list', { name: 'Sessions' })
    ? within(screen.getByRole('list', { name: 'Sessions' })).getAllByRole('heading', { level: 3 })
    : []
  ).map((h) => h.textContent);
const WAIT = { timeout: 5000 };

describe('catalog state in the URL', () => {
  it('reads, normalises and writes the spec params, keeping others', () => {
    const read = readCatalogParams(
      '?pageSize=24&currentPage=3&sortBy=desc&search=%20ai%20&filter=level%3E300&filter=bad&day=2027-05-18&start=540&end=1440&source=x',
    );
    expect(read).toEqual({
      pageSize: 24,
      currentPage: 3,
      sortBy: 'desc',
      search: 'ai',
      filter: ['level>300'],
      day: '2027-05-18',
      start: 540,
      end: 1440,
    });
    expect(readCatalogParams('?pageSize=13&currentPage=0&sortBy=status&start=2000')).toEqual({});
    expect(writeCatalogParams('?source=x&search=old', { search: 'new', pageSize: 12, currentPage: 1 })).toBe(
      '?source=x&search=new',
    );
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 20)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });
});

describe('sessionCatalog block', () => {
  it('searches as you type, filters by a facet and pages, each in the URL', async () => {
    const all = await api.call<CatalogSessionList>('GET', '/session?pageSize=96');
    await renderCatalog();
    const status = screen.getByRole('status');
    await waitFor(() => expect(status.textContent).toBe(`${all.body.total} sessions`), WAIT);
    expect(tiles()).toHaveLength(12);
    expect(screen.getByRole('heading', { level: 2, name: 'Session catalog' })).toBeTruthy();

    // Search: a word of one title; the box keeps focus and the sort moves to relevance.
    const target = all.body.items[5]!;
    const word = target.title.split(/\s+/).find((w) => /^[A-Za-z]{5,}$/.test(w)) ?? target.sessionCode;
    const box = screen.getByRole('searchbox', { name: 'Search sessions' });
    await userEvent.type(box, word);
    await waitFor(() => expect(urlParams().get('search')).toBe(word), WAIT);
    expect(urlParams().get('sortBy')).toBe('relevance');
    expect(document.activeElement).toBe(box);
    await waitFor(() => expect(tiles()).toContain(target.title), WAIT);
    const found = await api.call<CatalogSessionList>(
      'GET',
      `/session?search=${encodeURIComponent(word)}&sortBy=relevance`,
    );
    await waitFor(
      () =>
        expect(status.textContent).toBe(
          `${found.body.total} ${found.body.total === 1 ? 'session' : 'sessions'}`,
        ),
      WAIT,
    );

    // Clearing the search restores the sort before it.
    await userEvent.clear(box);
    await waitFor(() => expect(urlParams().get('search')).toBeNull(), WAIT);
    expect(urlParams().get('sortBy')).toBeNull();

    // A facet value: its checkbox, with its count, narrows the list and goes into the URL as facet>filter.
    const types = screen.getByRole('group', { name: 'Session type' });
    const first = within(types).getAllByRole('checkbox')[0]!;
    const count = Number(
      /\((\d+)\)$/.exec(first.closest('label')?.textContent ?? first.getAttribute('aria-label') ?? '')?.[1],
    );
    await userEvent.click(first);
    await waitFor(() => expect(urlParams().getAll('filter')).toHaveLength(1), WAIT);
    expect(urlParams().getAll('filter')[0]).toMatch(/^sessionType>/);
    await waitFor(
      () => expect(status.textContent).toBe(`${count} ${count === 1 ? 'session' : 'sessions'}`),
      WAIT,
    );
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Session type' })).getAllByRole('checkbox')[0]!,
    );
    await waitFor(() => expect(urlParams().getAll('filter')).toEqual([]), WAIT);

    // Paging: page 2 is a link; following it moves the URL and the tiles.
    await waitFor(() => expect(status.textContent).toBe(`${all.body.total} sessions`), WAIT);
    const page1 = tiles();
    await userEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(urlParams().get('currentPage')).toBe('2'), WAIT);
    await waitFor(() => expect(tiles()).not.toEqual(page1), WAIT);
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(tiles()).toEqual(all.body.items.slice(12, 24).map((s) => s.title));

    // Page size resets to page 1.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Per page' }), '24');
    await waitFor(() => expect(urlParams().get('pageSize')).toBe('24'), WAIT);
    expect(urlParams().get('currentPage')).toBeNull();
    await waitFor(() => expect(tiles()).toHaveLength(24), WAIT);
  });

  it('renders a shared link from the cache the server loader filled, without asking again', async () => {
    const url = '/en/sessions?pageSize=24&sortBy=desc&currentPage=2';
    const queryClient = createQueryClient();
    await loadSessionCatalog(
      {},
      {
        queryClient,
        environment: 'cont',
        language: 'en',
        phaseId: null, features: {},
        signedIn: false,
        scopes: [],
        search: '?pageSize=24&sortBy=desc&currentPage=2',
        params: {},
        user: null,
      },
    );
    const params: SessionCatalogParams = readCatalogParams('?pageSize=24&sortBy=desc&currentPage=2');
    const list = queryClient.getQueryData(sessionsQueryOptions('anonymous', params).queryKey);
    expect(list?.currentPage).toBe(2);
    expect(
      queryClient.getQueryData(facetsQueryOptions('anonymous', facetParams(params)).queryKey),
    ).toBeTruthy();
    api.requests.length = 0;
    await renderCatalog(url, queryClient);
    expect(tiles()).toEqual(list?.items.map((s) => s.title));
    expect(api.requests.filter((r) => r.url.startsWith('/session') || r.url.startsWith('/facets'))).toEqual(
      [],
    );
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveProperty('value', 'desc');
  });

  it('toggles, the day and the time chip narrow the list, each in the URL', async () => {
    await renderCatalog('/en/sessions', createQueryClient(), {
      eventDays: ['2027-05-18', '2027-05-19', '2027-05-20'],
    });
    const status = screen.getByRole('status');
    await waitFor(() => expect(status.textContent).toMatch(/^\d+ sessions$/), WAIT);

    // A toggle: on demand (the favorites toggle is a signed-in visitor's only).
    expect(screen.queryByRole('switch', { name: 'My favorites' })).toBeNull();
    await userEvent.click(screen.getByRole('switch', { name: 'On demand' }));
    await waitFor(() => expect(urlParams().get('onDemand')).toBe('true'), WAIT);
    const onDemand = await api.call<CatalogSessionList>('GET', '/session?onDemand=true');
    await waitFor(() => expect(status.textContent).toBe(`${onDemand.body.total} sessions`), WAIT);
    await userEvent.click(screen.getByRole('button', { name: 'Remove On demand' }));
    await waitFor(() => expect(urlParams().get('onDemand')).toBeNull(), WAIT);

    // A day, then a start time: the time chip (under 23.5 hours) shows and takes the time off again.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Day' }), '2027-05-19');
    await waitFor(() => expect(urlParams().get('day')).toBe('2027-05-19'), WAIT);
    const day = await api.call<CatalogSessionList>('GET', '/session?day=2027-05-19');
    await waitFor(() => expect(status.textContent).toBe(`${day.body.total} sessions`), WAIT);
    expect(screen.queryByRole('button', { name: /^Remove time/ })).toBeNull();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'From' }), '720');
    await waitFor(() => expect(urlParams().get('start')).toBe('720'), WAIT);
    const chip = await screen.findByRole('button', { name: 'Remove time 12:00 PM – End of day' });
    const afternoon = await api.call<CatalogSessionList>('GET', '/session?day=2027-05-19&start=720');
    await waitFor(() => expect(status.textContent).toBe(`${afternoon.body.total} sessions`), WAIT);
    await userEvent.click(chip);
    await waitFor(() => expect(urlParams().get('start')).toBeNull(), WAIT);
    expect(urlParams().get('day')).toBe('2027-05-19');
  });

  it('remembers the view and the page size; Escape closes the refiner and gives the focus back', async () => {
    await renderCatalog();
    await waitFor(() => expect(tiles()).toHaveLength(12), WAIT);
    // docs/behaviour/catalog.md: the view is a list by default; the switch is remembered.
    expect(screen.getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Tiles' }));
    expect(screen.getByRole('button', { name: 'Tiles' }).getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem('conference.catalog.view')).toBe('"tile"');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Per page' }), '48');
    await waitFor(() => expect(tiles()).toHaveLength(48), WAIT);
    expect(localStorage.getItem('conference.catalog.pageSize.anonymous')).toBe('48');

    // The refiner drawer: the Refine button opens it; Escape inside closes it and the focus returns to the button.
    const refine = screen.getByRole('button', { name: /^Refine/ });
    expect(refine.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(refine);
    expect(refine.getAttribute('aria-expanded')).toBe('true');
    within(screen.getByRole('group', { name: 'Level' }))
      .getAllByRole('checkbox')[0]!
      .focus();
    await userEvent.keyboard('{Escape}');
    expect(refine.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(refine);
  });

  it('opens a plain link with the remembered page size and the remembered view', async () => {
    localStorage.setItem('conference.catalog.pageSize.anonymous', '24');
    localStorage.setItem('conference.catalog.view', '"tile"');
    await renderCatalog();
    await waitFor(() => expect(urlParams().get('pageSize')).toBe('24'), WAIT);
    await waitFor(() => expect(tiles()).toHaveLength(24), WAIT);
    expect(screen.getByRole('button', { name: 'Tiles' }).getAttribute('aria-pressed')).toBe('true');
    // Tiles link to the session page by code (friendly URLs), 5 page links.
    const first = within(screen.getByRole('list', { name: 'Sessions' })).getAllByRole('link')[0]!;
    expect(first.getAttribute('href')).toMatch(/^\/en\/sessions\/[A-Z]+\d+$/);
    const all = await api.call<CatalogSessionList>('GET', '/session?pageSize=24');
    const pages = within(screen.getByRole('navigation', { name: 'Pages' })).getAllByRole('link', {
      name: /^Page \d+$/,
    });
    expect(pages).toHaveLength(Math.min(5, all.body.pageCount));
  });

  it('opens nested values under a chosen parent; a chosen child narrows the list (docs/behaviour/catalog.md: up to 5 levels)', async () => {
    await renderCatalog();
    const status = screen.getByRole('status');
    await waitFor(() => expect(status.textContent).toMatch(/^\d+ sessions$/), WAIT);
    const areas = await screen.findByRole('group', { name: 'Solution area' }, WAIT);
    const parent = within(areas).getAllByRole('checkbox')[0]!;
    const before = within(areas).getAllByRole('checkbox').length;
    await userEvent.click(parent);
    await waitFor(
      () =>
        expect(
          within(screen.getByRole('group', { name: 'Solution area' })).getAllByRole('checkbox').length,
        ).toBeGreaterThan(before),
      WAIT,
    );
    const [parentPath] = urlParams().getAll('filter');
    expect(parentPath).toMatch(/^solutionArea>[^>]+$/);
    // The first nested value sits right after its parent.
    const child = within(screen.getByRole('group', { name: 'Solution area' })).getAllByRole('checkbox')[1]!;
    await userEvent.click(child);
    await waitFor(() => expect(urlParams().getAll('filter')).toHaveLength(2), WAIT);
    const childPath = urlParams().getAll('filter')[1]!;
    expect(childPath.startsWith(`${parentPath}>`)).toBe(true);
    const narrowed = await api.call<CatalogSessionList>(
      'GET',
      `/session?filter=${encodeURIComponent(childPath)}`,
    );
    await waitFor(
      () =>
        expect(status.textContent).toBe(
          `${narrowed.body.total} ${narrowed.body.total === 1 ? 'session' : 'sessions'}`,
        ),
      WAIT,
    );
    expect(parent).toHaveProperty('checked', true);
  });

  it("the loader fills a signed-in visitor's keys (their id), the ones their browser reads", async () => {
    const queryClient = createQueryClient();
    const user = { eventProfileId: 'ep-attendee', cmsId: 'cms-attendee' };
    const base = {
      queryClient,
      environment: 'cont' as const,
      language: 'en',
      phaseId: null, features: {},
      scopes: [],
      params: {},
    };
    await loadSessionCatalog({}, { ...base, signedIn: true, user, search: '?filter=level%3E300' });
    const params = readCatalogParams('?filter=level%3E300');
    expect(
      queryClient.getQueryData(sessionsQueryOptions('cms-attendee', params).queryKey)?.total,
    ).toBeGreaterThan(0);
    expect(queryClient.getQueryData(sessionsQueryOptions('anonymous', params).queryKey)).toBeUndefined();
    client = queryClient;
  });

  it("a signed-in user's page size and view follow them to another browser (stored on the server)", async () => {
    await api.signIn('attendee');
    try {
      await renderCatalog();
      await waitFor(() => expect(tiles()).toHaveLength(12), WAIT);
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Per page' }), '48');
      await waitFor(() => expect(tiles()).toHaveLength(48), WAIT);
      await userEvent.click(screen.getByRole('button', { name: 'Tiles' }));
      await waitFor(
        () =>
          expect(api.requests.filter((r) => r.method === 'PUT' && r.url === '/preferences').map((r) => r.body)).toEqual([
            { catalogPageSize: 48 },
            { catalogView: 'tile' },
          ]),
        WAIT,
      );
      // Another browser of the same user: nothing in its storage, a new sign-in, a plain link.
      cleanup();
      client.clear();
      localStorage.clear();
      await api.signIn('attendee');
      await renderCatalog('/en/sessions', createQueryClient());
      await waitFor(() => expect(urlParams().get('pageSize')).toBe('48'), WAIT);
      await waitFor(() => expect(tiles()).toHaveLength(48), WAIT);
      expect(screen.getByRole('button', { name: 'Tiles' }).getAttribute('aria-pressed')).toBe('true');
      expect(localStorage.getItem('conference.catalog.pageSize.cms-attendee')).toBeNull();
    } finally {
      signOut();
    }
  });

  it("the server's render holds as many sessions as the signed-in user chose last time (no reflow after load)", async () => {
    await api.signIn('attendee');
    try {
      const put = await api.call('PUT', '/preferences', { persona: 'attendee', body: { catalogPageSize: 48 } });
      expect(put.status).toBe(200);
      const queryClient = createQueryClient();
      const user = { eventProfileId: 'ep-attendee', cmsId: 'cms-attendee' };
      await loadSessionCatalog(
        {},
        { queryClient, environment: 'cont', language: 'en', phaseId: null, features: {}, scopes: [], params: {}, signedIn: true, user, search: '' },
      );
      const remembered = queryClient.getQueryData(sessionsQueryOptions('cms-attendee', { ...readCatalogParams(''), pageSize: 48 }).queryKey);
      expect(remembered?.items).toHaveLength(48);
    } finally {
      signOut();
    }
  });
});
