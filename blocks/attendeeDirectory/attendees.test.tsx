// The attendee blocks against the real API (a child process seeded with the demo: 2,000 attendees and the personas):
// the profile's completion percentage rises as the attendee fills it in and the save lists them at once; the
// directory's suggestions start at 2 characters and leave the viewer out; an attendee's page shows the meeting
// button only by the rules; the URL state helpers and the server loaders fill the keys the first render reads.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { viewerKeyOrAnonymous, createQueryClient, getSession, signOut } from '../../api-client';
import { attendeeQueryOptions, attendeeRecommendationsQueryOptions, attendeesQueryOptions } from '../../api-client/attendees';
import { profileQueryOptions } from '../../api-client/profile';
import { createShellI18n, I18nextProvider, type BlockLoadContext, type RenderContextValue } from '../../renderer';
import { realApiPerFile } from '../../test-support/real-api';
import { loadAttendeeDetail } from '../attendeeDetail/load';
import { block, renderBlocks } from '../shared/test/render-blocks';
import { loadUserProfile } from '../userProfile/load';
import { photoProblem } from '../userProfile/photo';
import { loadAttendeeDirectory } from './load';
import { attendeeParams, readAttendeeState, writeAttendeeExtras } from './state';

const api = realApiPerFile({ demoSessions: 12 });
const WAIT = { timeout: 8000 };
const FEATURES = { enableAttendees: true, enableProfile: true, enableFavorites: true, showMeetings: true, showMessaging: true };
const DIRECTORY_SCOPES = ['session-catalog', 'attendee-directory', 'event-tools', 'meetings'];

let client: QueryClient;
afterEach(() => {
  client?.clear();
  signOut();
});

async function renderAt(url: string, route: string, type: string, props: Record<string, unknown> = {}, context: Partial<RenderContextValue> = {}) {
  client = createQueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrap = (page: ReactNode) => (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={createShellI18n('en')}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={route} element={page} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>
  );
  return renderBlocks([block('b', type, props)], { features: FEATURES, signedIn: true, scopes: DIRECTORY_SCOPES, ...context }, wrap);
}

function loadContext(search: string, params: Record<string, string> = {}): BlockLoadContext {
  const user = getSession().user!;
  return {
    queryClient: createQueryClient(), environment: 'cont', language: 'en', phaseId: null, features: {}, signedIn: true,
    scopes: user.scopes, search, params, user: { eventProfileId: user.eventProfileId, cmsId: user.cmsId },
  };
}

describe('directory URL state', () => {
  it('reads facets and the view, drops what the API would refuse, and writes them back keeping the rest', () => {
    const state = readAttendeeState('?search=ava&filter=region%3EEurope&filter=colour%3Ered&view=list&currentPage=2');
    expect(state).toEqual({ base: { search: 'ava', currentPage: 2 }, filters: ['region>Europe'], view: 'list' });
    expect(attendeeParams(state)).toEqual({ search: 'ava', currentPage: 2, filter: ['region>Europe'] });
    expect(writeAttendeeExtras('?search=ava&currentPage=2', ['company>Contoso'], undefined)).toBe('?search=ava&filter=company%3EContoso');
  });

  it('checks a photo by type and size before it is sent', () => {
    expect(photoProblem({ name: 'me.png', type: 'image/png', size: 1000 })).toBeNull();
    expect(photoProblem({ name: 'me.JPG', type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(photoProblem({ name: 'me.webp', type: 'image/webp', size: 1000 })).toBe('Choose a png, jpeg, jpg or gif image.');
    expect(photoProblem({ name: 'me.gif', type: 'image/gif', size: 3 * 1024 * 1024 })).toBe('The photo must be at most 2 MB.');
  });
});

describe('userProfile block', () => {
  it('shows the completion percentage, raises it while the attendee types and saves the profile', async () => {
    await api.signIn('exhibitor');
    await renderAt('/en/user/profile', '/:lang/user/profile', 'userProfile');
    await waitFor(() => expect(screen.getByText(/^Profile \d+% complete$/)).toBeTruthy(), WAIT);
    const before = Number(/(\d+)%/.exec(screen.getByText(/^Profile \d+% complete$/).textContent ?? '')?.[1]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Biography' }), 'Builds booths that people remember.');
    await waitFor(() => expect(screen.getByText(`Profile ${before + 20}% complete`)).toBeTruthy(), WAIT);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Profile saved.')).toBeTruthy(), WAIT);
    const saved = await api.call<{ completion: { percentage: number }; profile: { detail: { biography: string } } }>('GET', '/profile', { persona: 'exhibitor' });
    expect(saved.body.profile.detail.biography).toBe('Builds booths that people remember.');
    expect(saved.body.completion.percentage).toBe(before + 20);
  });

  it('saves only what this form changed: a field saved meanwhile from another browser is kept, and shown', async () => {
    await api.signIn('inperson');
    await renderAt('/en/user/profile', '/:lang/user/profile', 'userProfile');
    const jobTitle = await screen.findByRole('textbox', { name: 'Job title' }, WAIT);
    // The same attendee, on their phone, saves their company while this form is open with the old one.
    const elsewhere = await api.call('PUT', '/profile', { persona: 'inperson', body: { detail: { company: 'Contoso Phones' } } });
    expect(elsewhere.status).toBe(200);
    await userEvent.clear(jobTitle);
    await userEvent.type(jobTitle, 'Booth designer  ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Profile saved.')).toBeTruthy(), WAIT);
    const saved = await api.call<{ profile: { detail: { jobTitle: string; company: string } } }>('GET', '/profile', { persona: 'inperson' });
    expect(saved.body.profile.detail).toMatchObject({ jobTitle: 'Booth designer', company: 'Contoso Phones' });
    // The form shows what is stored: the phone's company, the title as trimmed.
    expect((screen.getByRole('textbox', { name: 'Company' }) as HTMLInputElement).value).toBe('Contoso Phones');
    expect((jobTitle as HTMLInputElement).value).toBe('Booth designer');
  });

  it('selects the tab from the query and its loader prefetches the profile', async () => {
    await api.signIn('inperson');
    await renderAt('/en/user/profile?tab=privacy', '/:lang/user/profile', 'userProfile');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Privacy', selected: true })).toBeTruthy(), WAIT);
    expect(screen.getByRole('switch', { name: 'Show me in the attendee directory' })).toBeTruthy();
    const context = loadContext('?tab=privacy');
    await loadUserProfile({}, context);
    expect(context.queryClient.getQueryData(profileQueryOptions(viewerKeyOrAnonymous(context.user)).queryKey)).toBeTruthy();
  });
});

describe('attendeeDirectory and attendeeDetail blocks', () => {
  it('suggests names from 2 characters without the viewer', async () => {
    await api.signIn('exhibitor');
    await renderAt('/en/attendees', '/:lang/attendees', 'attendeeDirectory', { heading: 'Find attendees' });
    const box = await screen.findByRole('combobox', { name: 'Search attendees' }, WAIT);
    await userEvent.type(box, 'I');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    // One change for the rest of the name (as a paste): the suggestions follow the whole text, not each keystroke.
    await userEvent.paste('mani In.');
    await waitFor(() => expect(screen.getByRole('option', { name: /Imani Inperson/ })).toBeTruthy(), WAIT);
    expect(box.getAttribute('aria-expanded')).toBe('true');
  });

  it('shows the meeting button for another attendee available for meetings', async () => {
    await api.signIn('inperson');
    await renderAt('/en/attendees/att-exhibitor', '/:lang/attendees/:id', 'attendeeDetail');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Eli Exhibitor' })).toBeTruthy(), WAIT);
    expect(screen.getByRole('link', { name: 'Book a meeting' }).getAttribute('href')).toBe('/en/meetings/schedule?attendeeId=att-exhibitor&source=attendee-directory');
    expect(screen.getByRole('link', { name: 'Send message' }).getAttribute('href')).toBe('/en/user/inbox?toRegKey=att-exhibitor');
  });

  it("never shows it on the viewer's own page", async () => {
    await api.signIn('inperson');
    await renderAt('/en/attendees/att-inperson', '/:lang/attendees/:id', 'attendeeDetail');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Imani Inperson' })).toBeTruthy(), WAIT);
    expect(screen.getByText('This is your page as others see it.', { exact: false })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Book a meeting' })).toBeNull();
  });

  it('has server loaders that fill the keys the first render reads', async () => {
    await api.signIn('inperson');
    const context = loadContext('?filter=region%3EEurope');
    await loadAttendeeDirectory({}, context);
    const viewer = viewerKeyOrAnonymous(context.user);
    const list = context.queryClient.getQueryData(attendeesQueryOptions(viewer, attendeeParams(readAttendeeState('?filter=region%3EEurope'))).queryKey);
    expect(list?.items.every((a) => a.region === 'Europe')).toBe(true);
    const detail = loadContext('', { id: 'att-exhibitor' });
    await loadAttendeeDetail({}, detail);
    expect(detail.queryClient.getQueryData(attendeeQueryOptions(viewer, 'att-exhibitor').queryKey)?.attendee.displayName).toBe('Eli Exhibitor');
  });

  it('has the people to meet in the HTML where the block shows them: recommendations on, the unfiltered first page', async () => {
    await api.signIn('inperson');
    const recommended = (context: BlockLoadContext) =>
      context.queryClient.getQueryData(attendeeRecommendationsQueryOptions(viewerKeyOrAnonymous(context.user)).queryKey);
    const on = { enableSessionRecommendations: true };
    const first = { ...loadContext(''), features: on };
    await loadAttendeeDirectory({}, first);
    expect(recommended(first)?.length).toBeGreaterThan(0);
    for (const context of [loadContext(''), { ...loadContext('?filter=region%3EEurope'), features: on }, { ...loadContext('?currentPage=2'), features: on }]) {
      await loadAttendeeDirectory({}, context);
      expect(recommended(context)).toBeUndefined();
    }
  });
});
