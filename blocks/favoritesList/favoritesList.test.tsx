// The favorites list against the real API (a child process seeded with a small demo): grouped by kind with links to
// each item's page, removal that is optimistic and rolled back with a toast on failure, the empty and anonymous
// states, and the server loader filling the key the first render reads.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueryClient, getSession, signOut, viewerKey } from '../../api-client';
import { favoritesQueryOptions } from '../../api-client/catalog';
import { showToast } from '../../renderer';
import type { CatalogCompanyList, CatalogSessionList, CatalogSpeakerList, FavoriteList } from '../../schemas/api-types';
import { realApiPerFile } from '../../test-support/real-api';
import { block, renderBlocks } from '../shared/test/render-blocks';
import { DEFAULT_EMPTY_TEXT } from './FavoritesList';
import { loadFavoritesList } from './load';
import { clearFavorites } from '../shared/test/favorites';

vi.mock('../../renderer', async (original) => ({ ...(await original<typeof import('../../renderer')>()), showToast: vi.fn() }));

const api = realApiPerFile({ demoSessions: 12 });

let client: QueryClient;
let session: { id: string; code: string; title: string; type: string };
let speaker: { id: string; name: string };
let company: { id: string; name: string; kind: string };

beforeAll(async () => {
  const s = (await api.call<CatalogSessionList>('GET', '/session?pageSize=12')).body.items[0]!;
  session = { id: s.sessionId, code: s.sessionCode, title: s.title, type: s.sessionType.logicalValue };
  const sp = (await api.call<CatalogSpeakerList>('GET', '/speaker?pageSize=12')).body.items[0]!;
  speaker = { id: sp.speakerId, name: sp.displayName };
  const c = (await api.call<CatalogCompanyList>('GET', '/exhibitor?pageSize=12')).body.items[0]!;
  company = { id: c.companyId, name: c.name, kind: 'exhibitor' };
});

afterEach(async () => {
  client?.clear();
  vi.mocked(showToast).mockClear();
  await clearFavorites(api);
  signOut();
});

async function favorite(kind: number, id: string, itemType?: string) {
  const res = await api.call('PUT', `/favorites/${kind}/${encodeURIComponent(id)}`, { persona: 'attendee', body: itemType ? { itemType } : {} });
  expect(res.status).toBe(200);
}

async function renderList(props: Record<string, unknown> = {}, queryClient: QueryClient = createQueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })) {
  client = queryClient;
  const wrap = (page: ReactNode) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/en/favorites']}>{page}</MemoryRouter>
    </QueryClientProvider>
  );
  return renderBlocks([block('favorites', 'favoritesList', props)], { signedIn: true }, wrap);
}

describe('favoritesList block', () => {
  it('lists the favorites by kind, each linking to its page', async () => {
    await favorite(4, session.id, session.type);
    await favorite(1, speaker.id);
    await favorite(2, company.id);
    await api.signIn('attendee');
    await renderList();
    const sessions = await screen.findByRole('region', { name: 'Sessions 1' });
    expect(within(sessions).getByRole('link', { name: session.title }).getAttribute('href')).toBe(`/en/sessions/${encodeURIComponent(session.code)}`);
    expect(within(sessions).getByText(session.code)).toBeTruthy();
    const speakers = screen.getByRole('region', { name: 'Speakers 1' });
    expect(within(speakers).getByRole('link', { name: speaker.name }).getAttribute('href')).toBe(`/en/speakers/${speaker.id}`);
    const companies = screen.getByRole('region', { name: 'Sponsors and companies 1' });
    expect(within(companies).getByRole('link', { name: company.name }).getAttribute('href')).toBe(`/en/exhibitors/${company.id}`);
    expect(within(companies).getByText('Exhibitor')).toBeTruthy();
    // Kinds in the block's order: sessions first.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Sessions 1', 'Speakers 1', 'Sponsors and companies 1']);
  });

  it('links sessions by id without friendly URLs and lists only the chosen kinds', async () => {
    await favorite(4, session.id, session.type);
    await favorite(1, speaker.id);
    await api.signIn('attendee');
    await renderList({ kinds: ['session'], friendlyUrls: false, heading: 'Your sessions' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Your sessions' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: session.title })).getAttribute('href')).toBe(`/en/sessions/${session.id}`);
    expect(screen.getByRole('heading', { level: 3, name: 'Sessions 1' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: speaker.name })).toBeNull();
  });

  it('removes an item at once and the server forgets it; the last one leaves the empty state', async () => {
    await favorite(1, speaker.id);
    await api.signIn('attendee');
    await renderList();
    const release = api.holdNext('DELETE', `/favorites/1/${speaker.id}`);
    await userEvent.click(await screen.findByRole('button', { name: `Remove ${speaker.name} from favorites` }));
    // Gone while the DELETE is held back.
    expect(screen.queryByRole('link', { name: speaker.name })).toBeNull();
    expect(screen.getByText(DEFAULT_EMPTY_TEXT)).toBeTruthy();
    // Focus does not fall to the page: it lands on the empty state that replaced the list.
    await waitFor(() => expect(document.activeElement?.textContent).toBe(DEFAULT_EMPTY_TEXT));
    expect(screen.getByRole('status').textContent).toBe(`Removed ${speaker.name} from favorites.`);
    release();
    await waitFor(async () => expect((await api.call<FavoriteList>('GET', '/favorites', { persona: 'attendee' })).body.items).toEqual([]));
    expect(screen.getByRole('link', { name: 'Browse sessions' }).getAttribute('href')).toBe('/en/sessions');
    expect(showToast).not.toHaveBeenCalled();
  });

  it('puts an item back with an error toast when the removal fails', async () => {
    await favorite(4, session.id, session.type);
    await favorite(1, speaker.id);
    await api.signIn('attendee');
    await renderList();
    api.failNext('DELETE', `/favorites/4/${session.id}`, 500, { code: 'internal', message: 'Something failed.', details: null });
    await userEvent.click(await screen.findByRole('button', { name: `Remove ${session.title} from favorites` }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(`Could not remove ${session.title} from favorites. Please try again.`, 'error'));
    expect(await screen.findByRole('link', { name: session.title })).toBeTruthy();
  });

  it('asks anonymous visitors to sign in', async () => {
    await renderList();
    expect(await screen.findByText('Sign in to see your favorites.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('the server loader fills the key the first render reads: no request from the browser', async () => {
    await favorite(1, speaker.id);
    await api.signIn('attendee');
    const user = getSession().user!;
    const queryClient = createQueryClient();
    await loadFavoritesList({}, { queryClient, environment: 'cont', language: 'en', phaseId: null, features: {}, signedIn: true, scopes: user.scopes, search: '', params: {}, user: { eventProfileId: user.eventProfileId, cmsId: user.cmsId } as never });
    expect(queryClient.getQueryData(favoritesQueryOptions(viewerKey(user)!).queryKey)?.items.map((f) => f.itemId)).toEqual([speaker.id]);
    const before = api.requests.filter((r) => r.url === '/favorites').length;
    await renderList({}, queryClient);
    expect(screen.getByRole('link', { name: speaker.name })).toBeTruthy();
    expect(api.requests.filter((r) => r.url === '/favorites').length).toBe(before);
  });
});
