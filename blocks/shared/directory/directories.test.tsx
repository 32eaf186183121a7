// The speaker and company directories and their detail pages against the real API (a child process seeded with a
// 60-session demo): search as you type, the company and type filters and paging move the URL and the cards; detail
// pages show the entity, its sessions (linking to theirs) and a not-found state; the server loaders fill the same
// query keys the first render reads.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../api-client';
import { companiesQueryOptions, speakerQueryOptions, speakersQueryOptions } from '../../../api-client/catalog';
import { createShellI18n, I18nextProvider, type BlockLoadContext, type RenderContextValue } from '../../../renderer';
import type { CatalogCompanyDetail, CatalogCompanyList, CatalogSpeakerDetail, CatalogSpeakerList } from '../../../schemas/api-types';
import { realApiPerFile } from '../../../test-support/real-api';
import { block, renderBlocks } from '../test/render-blocks';
import { loadCompanyDirectory } from '../../companyDirectory/load';
import { loadSpeakerDetail } from '../../speakerDetail/load';
import { loadSpeakerDirectory } from '../../speakerDirectory/load';
import { pageWindow } from '../list/page-window';
import { companyQuery, readDirectoryState, speakerParams, writeDirectoryState } from './directory-state';
import { directoryPageSizeKey } from './use-directory-url';

const api = realApiPerFile({ demoSessions: 60 });
const FEATURES = { enableSpeakers: true, enableSessions: true, showCompanyDetailsPage: true, showCompanyDirectory: true };
const WAIT = { timeout: 5000 };

let client: QueryClient;
afterEach(() => client?.clear());

function Probe() {
  const { pathname, search } = useLocation();
  return (
    <div data-testid="url" data-path={pathname}>
      {search}
    </div>
  );
}

/** One block on a page at `url`, under the route pattern the site gives it (so detail blocks read the id). */
async function renderAt(url: string, route: string, type: string, props: Record<string, unknown> = {}, queryClient = createQueryClient(), context: Partial<RenderContextValue> = {}) {
  client = queryClient;
  const wrap = (page: ReactNode) => (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={createShellI18n('en')}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route
              path={route}
              element={
                <>
                  {page}
                  <Probe />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>
  );
  return renderBlocks([block('dir', type, props)], { features: FEATURES, ...context }, wrap);
}

const urlParams = () => new URLSearchParams(screen.getByTestId('url').textContent ?? '');
const cardNames = (level = 3) => screen.getAllByRole('heading', { level }).map((h) => h.textContent);
const loadContext = (search: string, params: Record<string, string> = {}): BlockLoadContext => ({
  queryClient: createQueryClient(),
  environment: 'cont',
  language: 'en',
  phaseId: null, features: {},
  signedIn: false,
  scopes: [],
  search,
  params,
  user: null,
});

describe('directory state in the URL', () => {
  it('reads, normalises and writes search, company, type, sort and paging, keeping other params', () => {
    expect(readDirectoryState('?search=%20ada%20&company=cmp-001&type=partner&sortBy=desc&pageSize=24&currentPage=3&source=x')).toEqual({
      search: 'ada',
      company: 'cmp-001',
      type: 'partner',
      sortBy: 'desc',
      pageSize: 24,
      currentPage: 3,
    });
    expect(readDirectoryState('?pageSize=13&currentPage=0&sortBy=chronological&type=vendor&company=%3Cx%3E')).toEqual({});
    expect(readDirectoryState('?pageSize=12&currentPage=1')).toEqual({});
    expect(writeDirectoryState('?source=x&search=old', { search: 'new', pageSize: 12, currentPage: 1 })).toBe('?source=x&search=new');
    expect(speakerParams({ company: 'c', type: 'sponsor', search: 'a' }, false)).toEqual({ search: 'a' });
    expect(companyQuery('all', { type: 'exhibitor', company: 'c' })).toEqual({ kind: 'exhibitor', params: {} });
    expect(companyQuery('all', {}).kind).toBe('company');
    expect(companyQuery('sponsor', { type: 'partner' }).kind).toBe('sponsor');
    expect(pageWindow(10, 20, 3)).toEqual([9, 10, 11]);
  });
});

describe('speakerDirectory block', () => {
  it('lists only speakers with bio and photo, searches as you type, filters by company and pages, each in the URL', async () => {
    const all = await api.call<CatalogSpeakerList>('GET', '/speaker?pageSize=96');
    expect(all.body.items.every((s) => s.bio !== '' && s.photo !== '')).toBe(true);
    await renderAt('/en/speakers', '/:lang/speakers', 'speakerDirectory', { heading: 'All speakers' });
    const status = screen.getByRole('status');
    await waitFor(() => expect(status.textContent).toBe(`${all.body.total} speakers`), WAIT);
    expect(screen.getByRole('heading', { level: 2, name: 'All speakers' })).toBeTruthy();
    expect(cardNames()).toEqual(all.body.items.slice(0, 12).map((s) => s.displayName));
    const first = all.body.items[0]!;
    expect(screen.getByRole('link', { name: first.displayName }).getAttribute('href')).toBe(`/en/speakers/${first.speakerId}`);

    // Search: a last name; the box keeps focus and the sort moves to relevance.
    const target = all.body.items[7]!;
    const box = screen.getByRole('searchbox', { name: 'Search speakers' });
    await userEvent.type(box, target.lastName);
    await waitFor(() => expect(urlParams().get('search')).toBe(target.lastName), WAIT);
    expect(urlParams().get('sortBy')).toBe('relevance');
    expect(document.activeElement).toBe(box);
    await waitFor(() => expect(cardNames()).toContain(target.displayName), WAIT);
    await userEvent.clear(box);
    await waitFor(() => expect(urlParams().get('search')).toBeNull(), WAIT);
    expect(urlParams().get('sortBy')).toBeNull();

    // Company filter: the full company list fills the select; choosing one narrows the cards to its speakers.
    const select = screen.getByRole('combobox', { name: 'Company' });
    await waitFor(() => expect(within(select).getByRole('option', { name: target.company })).toBeTruthy(), WAIT);
    await userEvent.selectOptions(select, target.companyId);
    await waitFor(() => expect(urlParams().get('company')).toBe(target.companyId), WAIT);
    const ofCompany = all.body.items.filter((s) => s.companyId === target.companyId);
    await waitFor(() => expect(status.textContent).toBe(`${ofCompany.length} ${ofCompany.length === 1 ? 'speaker' : 'speakers'}`), WAIT);
    expect(cardNames()).toEqual(ofCompany.slice(0, 12).map((s) => s.displayName));
    await userEvent.selectOptions(select, '');
    await waitFor(() => expect(urlParams().get('company')).toBeNull(), WAIT);

    // Paging: page 2 is a link; following it moves the URL and the cards.
    await waitFor(() => expect(status.textContent).toBe(`${all.body.total} speakers`), WAIT);
    await userEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(urlParams().get('currentPage')).toBe('2'), WAIT);
    await waitFor(() => expect(cardNames()).toEqual(all.body.items.slice(12, 24).map((s) => s.displayName)), WAIT);
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('remembers the page size a visitor picks and applies it to a link without one', async () => {
    localStorage.clear();
    const first = await renderAt('/en/speakers', '/:lang/speakers', 'speakerDirectory', {});
    await waitFor(() => expect(cardNames(2)).toHaveLength(12), WAIT);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Per page' }), '24');
    await waitFor(() => expect(urlParams().get('pageSize')).toBe('24'), WAIT);
    expect(localStorage.getItem(directoryPageSizeKey('anonymous'))).toContain('24');
    first.unmount();
    client.clear();
    await renderAt('/en/speakers', '/:lang/speakers', 'speakerDirectory', {});
    await waitFor(() => expect(urlParams().get('pageSize')).toBe('24'), WAIT);
    await waitFor(() => expect(cardNames(2)).toHaveLength(24), WAIT);
    expect(screen.getByRole('combobox', { name: 'Per page' })).toHaveProperty('value', '24');
    localStorage.clear();
  });

  it('renders a shared link from the cache the server loader filled, without asking again', async () => {
    const context = loadContext('?sortBy=desc&currentPage=2');
    await loadSpeakerDirectory({}, context);
    const params = speakerParams(readDirectoryState('?sortBy=desc&currentPage=2'));
    const list = context.queryClient.getQueryData(speakersQueryOptions('anonymous', params).queryKey);
    expect(list?.currentPage).toBe(2);
    api.requests.length = 0;
    await renderAt('/en/experts?sortBy=desc&currentPage=2', '/:lang/experts', 'speakerDirectory', { detailRoute: 'experts', showCompanyFilter: false }, context.queryClient);
    expect(cardNames(2)).toEqual(list?.items.map((s) => s.displayName));
    expect(screen.getByRole('link', { name: list!.items[0]!.displayName }).getAttribute('href')).toBe(`/en/experts/${list!.items[0]!.speakerId}`);
    expect(screen.getByRole('searchbox', { name: 'Search experts' })).toBeTruthy();
    expect(api.requests.filter((r) => r.url.startsWith('/speaker'))).toEqual([]);
  });
});

describe('speakerDetail block', () => {
  it("shows the speaker, their company's page link and their sessions linking to the session pages", async () => {
    const sessions = await api.call<{ items: { speakers: { speakerId: string }[] }[] }>('GET', '/session?pageSize=96');
    const speakerId = sessions.body.items.find((s) => s.speakers.length > 0)!.speakers[0]!.speakerId;
    const detail = (await api.call<CatalogSpeakerDetail>('GET', `/speaker/${speakerId}`)).body;
    const context = loadContext('', { id: speakerId });
    await loadSpeakerDetail({}, context);
    expect(context.queryClient.getQueryData(speakerQueryOptions('anonymous', speakerId).queryKey)?.speaker.speakerId).toBe(speakerId);
    await renderAt(`/en/speakers/${speakerId}`, '/:lang/speakers/:id', 'speakerDetail', {}, context.queryClient);
    expect(screen.getByRole('heading', { level: 1, name: detail.speaker.displayName })).toBeTruthy();
    expect(screen.getByText(detail.speaker.jobTitle)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All speakers' }).getAttribute('href')).toBe('/en/speakers');
    const list = screen.getByRole('list', { name: `Sessions with ${detail.speaker.displayName}` });
    expect(within(list).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(detail.sessions.map((s) => s.title));
    const first = detail.sessions[0]!;
    expect(within(list).getByRole('link', { name: first.title }).getAttribute('href')).toBe(`/en/sessions/${first.sessionId}`);
    const company = await waitFor(() => screen.getByRole('link', { name: detail.speaker.company }), WAIT);
    expect(company.getAttribute('href')).toMatch(new RegExp(`^/en/(sponsors|exhibitors|partners)/${detail.speaker.companyId}$`));
  });

  it('shows a not-found state for an unknown id', async () => {
    await renderAt('/en/experts/spk-nope', '/:lang/experts/:id', 'speakerDetail', { directoryRoute: 'experts' });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Speaker not found' })).toBeTruthy(), WAIT);
    expect(screen.getByRole('link', { name: 'All experts' }).getAttribute('href')).toBe('/en/experts');
  });
});

describe('companyDirectory block', () => {
  it('lists the kind, searches, filters all companies by type and links to company pages only when they are on', async () => {
    const sponsors = (await api.call<CatalogCompanyList>('GET', '/sponsor?pageSize=96')).body;
    await renderAt('/en/sponsors', '/:lang/sponsors', 'companyDirectory', { kind: 'sponsor' });
    const status = screen.getByRole('status');
    await waitFor(() => expect(status.textContent).toBe(`${sponsors.total} ${sponsors.total === 1 ? 'sponsor' : 'sponsors'}`), WAIT);
    expect(cardNames(2)).toEqual(sponsors.items.slice(0, 12).map((c) => c.name));
    const first = sponsors.items[0]!;
    expect(screen.getByRole('link', { name: first.name }).getAttribute('href')).toBe(`/en/sponsors/${first.companyId}`);
    const box = screen.getByRole('searchbox', { name: 'Search sponsors' });
    const word = first.name.split(' ')[0]!;
    await userEvent.type(box, word);
    await waitFor(() => expect(urlParams().get('search')).toBe(word), WAIT);
    await waitFor(() => expect(cardNames(2)).toContain(first.name), WAIT);
    // Nothing matches: the empty state's button brings the whole list back.
    await userEvent.clear(box);
    await userEvent.type(box, 'zzqx');
    await waitFor(() => expect(screen.getByText('No sponsors match. Try other words.')).toBeTruthy(), WAIT);
    await userEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(urlParams().get('search')).toBeNull(), WAIT);
    expect(urlParams().get('sortBy')).toBeNull();
    expect(box).toHaveProperty('value', '');
    await waitFor(() => expect(status.textContent).toBe(`${sponsors.total} sponsors`), WAIT);
  });

  it('offers a type filter when it lists every kind, and plain names without company pages', async () => {
    const partners = (await api.call<CatalogCompanyList>('GET', '/partner?pageSize=96')).body;
    const context = loadContext('?type=partner');
    await loadCompanyDirectory({ kind: 'all' }, context);
    const query = companyQuery('all', readDirectoryState('?type=partner'));
    expect(context.queryClient.getQueryData(companiesQueryOptions('anonymous', query.kind, query.params).queryKey)?.total).toBe(partners.total);
    await renderAt('/en/sponsor-directory?type=partner', '/:lang/sponsor-directory', 'companyDirectory', { kind: 'all' }, context.queryClient, {
      features: { ...FEATURES, showCompanyDetailsPage: false },
    });
    expect(screen.getByRole('status').textContent).toBe(`${partners.total} ${partners.total === 1 ? 'partner' : 'partners'}`);
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveProperty('value', 'partner');
    expect(screen.queryByRole('link', { name: partners.items[0]!.name })).toBeNull();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), '');
    await waitFor(() => expect(urlParams().get('type')).toBeNull(), WAIT);
  });
});

describe('companyDetail block', () => {
  it("shows a company's booth, website, offers, sessions and speakers", async () => {
    const sessions = await api.call<{ items: { sessionId: string }[] }>('GET', '/session?pageSize=96');
    expect(sessions.body.items.length).toBeGreaterThan(0);
    const sponsors = (await api.call<CatalogCompanyList>('GET', '/sponsor?pageSize=96')).body.items;
    let detail: CatalogCompanyDetail | undefined;
    for (const s of sponsors) {
      const d = (await api.call<CatalogCompanyDetail>('GET', `/sponsor/${s.companyId}`)).body;
      if (d.sessions.length > 0 && d.company.offers.length > 0) {
        detail = d;
        break;
      }
    }
    expect(detail).toBeTruthy();
    const { company } = detail!;
    await renderAt(`/en/sponsors/${company.companyId}`, '/:lang/sponsors/:id', 'companyDetail', { kind: 'sponsor' });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: company.name })).toBeTruthy(), WAIT);
    expect(screen.getByText(company.booth)).toBeTruthy();
    const website = screen.getByRole('link', { name: `${new URL(company.website).host} (opens in a new window)` });
    expect(website.getAttribute('href')).toBe(new URL(company.website).href);
    expect(website.getAttribute('target')).toBe('_blank');
    expect(website.getAttribute('rel')).toBe('noopener noreferrer');
    for (const offer of company.offers) expect(screen.getByRole('link', { name: `${offer.offerTitle} (opens in a new window)` }).getAttribute('href')).toBe(offer.offerLinkUrl);
    const list = screen.getByRole('list', { name: `Sessions by ${company.name}` });
    expect(within(list).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(detail!.sessions.map((s) => `/en/sessions/${s.sessionId}`));
    for (const s of detail!.speakers) expect(screen.getByRole('link', { name: s.displayName }).getAttribute('href')).toBe(`/en/speakers/${s.speakerId}`);
    expect(screen.getByRole('link', { name: 'All sponsors' }).getAttribute('href')).toBe('/en/sponsors');
  });

  it("shows not found for another kind's id", async () => {
    const partner = (await api.call<CatalogCompanyList>('GET', '/partner')).body.items[0]!;
    await renderAt(`/en/sponsors/${partner.companyId}`, '/:lang/sponsors/:id', 'companyDetail', { kind: 'sponsor' });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Sponsor not found' })).toBeTruthy(), WAIT);
  });
});
