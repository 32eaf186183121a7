// The favorite button: display rules (docs/behaviour/catalog.md), the sign-in prompt for anonymous visitors, the
// optimistic toggle and its rollback with an error toast (docs/behaviour/catalog.md), against the real API (a child
// process seeded with a small demo) whose writes the test holds back or fails.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, SessionSnapshotProvider, settingsQueryOptions, signOut } from '../../../api-client';
import { createShellI18n, I18nextProvider, RenderContext, showToast, type RenderContextValue } from '../../../renderer';
import type { CatalogSessionList, CatalogSpeakerList, FavoriteList } from '../../../schemas/api-types';
import { realApiPerFile } from '../../../test-support/real-api';
import { CUSTOM_ACTION_EVENT, type CustomActionDetail } from '../custom-action';
import { FavoriteButton, SESSION_FAVORITE, SPEAKER_FAVORITE } from './FavoriteButton';
import { FAVORITE_KIND } from './kinds';
import { favoriteButtonShown } from './rules';
import { clearFavorites } from '../test/favorites';

vi.mock('../../../renderer', async (original) => ({ ...(await original<typeof import('../../../renderer')>()), showToast: vi.fn() }));

const SETTINGS = {
  allowLogOn: true,
  features: { enableFavorites: true, enableSessions: true, enableSpeakers: true },
  doNotBackpackSessionTypes: ['Meal'],
  favoriteKinds: { attendee: false },
};
const api = realApiPerFile({ demoSessions: 12, settings: { cont: SETTINGS, uat: SETTINGS, prod: SETTINGS } });

const CONTEXT: RenderContextValue = { scopes: [], signedIn: false, features: { enableFavorites: true }, phaseId: null, editMode: false, environment: 'cont', language: 'en', pageId: 'home' };

let client: QueryClient;
let session: { id: string; title: string; type: string };
let speaker: { id: string; name: string };

beforeAll(async () => {
  const sessions = await api.call<CatalogSessionList>('GET', '/session?pageSize=12');
  const first = sessions.body.items[0]!;
  session = { id: first.sessionId, title: first.title, type: first.sessionType.logicalValue };
  const speakers = await api.call<CatalogSpeakerList>('GET', '/speaker?pageSize=12');
  const one = speakers.body.items[0]!;
  speaker = { id: one.speakerId, name: one.displayName };
});

afterEach(async () => {
  client?.clear();
  vi.mocked(showToast).mockClear();
  await clearFavorites(api);
  signOut();
});

function renderButtons(ui: ReactNode, context: Partial<RenderContextValue> = {}) {
  client = createQueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <I18nextProvider i18n={createShellI18n('en')}>
      <QueryClientProvider client={client}>
        <RenderContext value={{ ...CONTEXT, ...context }}>{ui}</RenderContext>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const favoriteCalls = () => api.requests.filter((r) => r.url.startsWith('/favorites')).slice(callsBefore);
/** Each test counts only its own calls to /favorites. */
let callsBefore = 0;
beforeEach(() => {
  callsBefore = api.requests.filter((r) => r.url.startsWith('/favorites')).length;
});

/** A speaker's button beside a paragraph, for a viewer without enableFavorites, once the settings have been read. */
async function renderWithoutFavorites(id: string, label: string) {
  renderButtons(
    <>
      <FavoriteButton kind={SPEAKER_FAVORITE} id={id} label={label} />
      <p>rendered</p>
    </>,
    { features: {} },
  );
  await waitFor(() => expect(api.requests.some((r) => r.url === '/settings')).toBe(true));
  await new Promise((r) => setTimeout(r, 50));
}

describe('favoriteButtonShown (docs/behaviour/catalog.md)', () => {
  const on = { enableFavorites: true };
  it('needs allowLogOn, enableFavorites, the kind toggle and, for a session, a type not in doNotBackpackSessionTypes', () => {
    expect(favoriteButtonShown({}, on, FAVORITE_KIND.speaker)).toBe(true);
    expect(favoriteButtonShown(undefined, on, FAVORITE_KIND.speaker)).toBe(false);
    expect(favoriteButtonShown({ allowLogOn: false }, on, FAVORITE_KIND.speaker)).toBe(false);
    expect(favoriteButtonShown({}, {}, FAVORITE_KIND.speaker)).toBe(false);
    expect(favoriteButtonShown({}, { enableFavorites: false }, FAVORITE_KIND.speaker)).toBe(false);
    expect(favoriteButtonShown({ favoriteKinds: { speaker: false } }, on, FAVORITE_KIND.speaker)).toBe(false);
    expect(favoriteButtonShown({ favoriteKinds: { speaker: false } }, on, FAVORITE_KIND.sponsor)).toBe(true);
    expect(favoriteButtonShown({}, on, FAVORITE_KIND.session, 'Breakout')).toBe(true);
    // A favorite of a session requires its session type.
    expect(favoriteButtonShown({}, on, FAVORITE_KIND.session, null)).toBe(false);
    expect(favoriteButtonShown({}, on, FAVORITE_KIND.session)).toBe(false);
    expect(favoriteButtonShown({ doNotBackpackSessionTypes: ['Meal'] }, on, FAVORITE_KIND.session, 'Meal')).toBe(false);
    expect(favoriteButtonShown({ doNotBackpackSessionTypes: ['Meal'] }, on, FAVORITE_KIND.session, 'Breakout')).toBe(true);
  });
});

describe('FavoriteButton', () => {
  it('renders nothing for hidden items: a session type in doNotBackpackSessionTypes, a kind switched off, a session without its type', async () => {
    renderButtons(
      <>
        <FavoriteButton kind={SESSION_FAVORITE} id="s1" label="Lunch" sessionType="Meal" />
        <FavoriteButton kind={FAVORITE_KIND.attendee} id="a1" label="Avery" />
        <FavoriteButton kind={SESSION_FAVORITE} id="s2" label="No type" />
        <FavoriteButton kind={SPEAKER_FAVORITE} id="sp1" label="Grace Hopper" />
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Add Grace Hopper to favorites' })).toBeTruthy();
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('shows nothing when enableFavorites is off for the viewer', async () => {
    await renderWithoutFavorites('sp1', 'Grace Hopper');
    expect(screen.getByText('rendered')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a hidden button does not ask for the favorites', async () => {
    await api.signIn('attendee');
    await renderWithoutFavorites(speaker.id, speaker.name);
    expect(screen.queryByRole('button')).toBeNull();
    expect(favoriteCalls()).toHaveLength(0);
  });

  it('asks anonymous visitors to sign in (the shell opens the sign-in dialog) and never calls the API', async () => {
    const actions: CustomActionDetail[] = [];
    const listen = (e: Event) => actions.push((e as CustomEvent<CustomActionDetail>).detail);
    window.addEventListener(CUSTOM_ACTION_EVENT, listen);
    try {
      renderButtons(<FavoriteButton kind={SESSION_FAVORITE} id={session.id} label={session.title} sessionType={session.type} />);
      const button = await screen.findByRole('button', { name: `Add ${session.title} to favorites` });
      expect(button.getAttribute('aria-pressed')).toBeNull();
      await userEvent.click(button);
      expect(actions.map((a) => a.action)).toEqual(['sign-in']);
      expect(favoriteCalls()).toHaveLength(0);
    } finally {
      window.removeEventListener(CUSTOM_ACTION_EVENT, listen);
    }
  });

  it('renders on the server as the first browser render does: the settings decide, no pressed state before the list', async () => {
    const queryClient = createQueryClient();
    await queryClient.prefetchQuery(settingsQueryOptions());
    const html = (signedIn: boolean) =>
      renderToString(
        <I18nextProvider i18n={createShellI18n('en')}>
          <QueryClientProvider client={queryClient}>
            <SessionSnapshotProvider session={signedIn ? { user: { scopes: ['attendee'], eventProfileId: 'ep-1' }, expiry: '2099-01-01T00:00:00.000Z' } : null}>
              <RenderContext value={CONTEXT}>
                <FavoriteButton kind={SESSION_FAVORITE} id={session.id} label={session.title} sessionType={session.type} />
              </RenderContext>
            </SessionSnapshotProvider>
          </QueryClientProvider>
        </I18nextProvider>,
      );
    const signedIn = html(true);
    expect(signedIn).toContain(`aria-label="Add ${session.title} to favorites"`);
    expect(signedIn).toContain('aria-pressed="false"');
    expect(signedIn).toContain('disabled=""');
    const anonymous = html(false);
    expect(anonymous).toContain(`aria-label="Add ${session.title} to favorites"`);
    expect(anonymous).not.toContain('aria-pressed');
    // No request for favorites while rendering.
    expect(favoriteCalls()).toHaveLength(0);
    queryClient.clear();
  });

  it('is disabled and unpressed until the favorites are loaded, then pressed for a favorite', async () => {
    await api.call('PUT', `/favorites/4/${session.id}`, { persona: 'attendee', body: { itemType: session.type } });
    await api.signIn('attendee');
    const release = api.holdNext('GET', '/favorites');
    renderButtons(
      <>
        <FavoriteButton kind={SESSION_FAVORITE} id={session.id} label={session.title} sessionType={session.type} />
        <FavoriteButton kind={SPEAKER_FAVORITE} id={speaker.id} label={speaker.name} />
      </>,
    );
    const button = await screen.findByRole('button', { name: `Add ${session.title} to favorites` });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    release();
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole('button', { name: `Add ${speaker.name} to favorites` }).getAttribute('aria-pressed')).toBe('false');
    // One list for every button on the page, with the visitor's token.
    const reads = favoriteCalls().filter((r) => r.method === 'GET');
    expect(reads).toHaveLength(1);
    expect(reads[0]?.authorization).toMatch(/^Bearer /);
  });

  it('toggles at once, before the server answers, and the server keeps it', async () => {
    await api.signIn('attendee');
    renderButtons(<FavoriteButton kind={SESSION_FAVORITE} id={session.id} label={session.title} sessionType={session.type} />);
    const button = await screen.findByRole('button', { name: `Add ${session.title} to favorites` });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    const release = api.holdNext('PUT', `/favorites/4/${session.id}`);
    await userEvent.click(button);
    // Pressed while the PUT is held back.
    expect(button.getAttribute('aria-pressed')).toBe('true');
    const put = favoriteCalls().find((r) => r.method === 'PUT');
    expect(put?.body).toEqual({ itemType: session.type });
    release();
    await waitFor(async () => {
      const list = await api.call<FavoriteList>('GET', '/favorites', { persona: 'attendee' });
      expect(list.body.items.map((f) => [f.kind, f.itemId, f.itemType])).toEqual([[4, session.id, session.type]]);
    });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    // And off again.
    await userEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await waitFor(async () => expect((await api.call<FavoriteList>('GET', '/favorites', { persona: 'attendee' })).body.items).toEqual([]));
    expect(showToast).not.toHaveBeenCalled();
  });

  it('overlapping toggles keep each other: both hearts stay pressed and the server has both', async () => {
    await api.signIn('attendee');
    renderButtons(
      <>
        <FavoriteButton kind={SESSION_FAVORITE} id={session.id} label={session.title} sessionType={session.type} />
        <FavoriteButton kind={SPEAKER_FAVORITE} id={speaker.id} label={speaker.name} />
      </>,
    );
    const first = await screen.findByRole('button', { name: `Add ${session.title} to favorites` });
    const second = screen.getByRole('button', { name: `Add ${speaker.name} to favorites` });
    await waitFor(() => expect((first as HTMLButtonElement).disabled).toBe(false));
    const release = api.holdNext('PUT', `/favorites/4/${session.id}`);
    await userEvent.click(first);
    await userEvent.click(second);
    // The speaker's answer (without the held session) arrives first and must not unpress the session.
    await waitFor(() => expect(favoriteCalls().filter((r) => r.method === 'PUT')).toHaveLength(2));
    await new Promise((r) => setTimeout(r, 50));
    expect(first.getAttribute('aria-pressed')).toBe('true');
    expect(second.getAttribute('aria-pressed')).toBe('true');
    release();
    await waitFor(async () => expect((await api.call<FavoriteList>('GET', '/favorites', { persona: 'attendee' })).body.items).toHaveLength(2));
    await waitFor(() => expect(favoriteCalls().filter((r) => r.method === 'GET').length).toBeGreaterThan(1));
    expect(first.getAttribute('aria-pressed')).toBe('true');
    expect(second.getAttribute('aria-pressed')).toBe('true');
  });

  it('rolls back and shows an error toast when the write fails', async () => {
    await api.call('PUT', `/favorites/1/${speaker.id}`, { persona: 'attendee', body: {} });
    await api.signIn('attendee');
    renderButtons(<FavoriteButton kind={SPEAKER_FAVORITE} id={speaker.id} label={speaker.name} look="text" />);
    const button = await screen.findByRole('button', { name: `Add ${speaker.name} to favorites` });
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(button.textContent).toBe('Favorite');
    const release = api.holdNext('DELETE', `/favorites/1/${speaker.id}`);
    api.failNext('DELETE', `/favorites/1/${speaker.id}`, 500, { code: 'internal', message: 'Something failed.', details: null });
    await userEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    release();
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(showToast).toHaveBeenCalledWith(`Could not remove ${speaker.name} from favorites. Please try again.`, 'error');
  });

  it('a session favorite with the wrong session type is refused by the API: rolled back with a toast', async () => {
    await api.signIn('attendee');
    renderButtons(<FavoriteButton kind={SESSION_FAVORITE} id={session.id} label={session.title} sessionType="NotItsType" />);
    const button = await screen.findByRole('button', { name: `Add ${session.title} to favorites` });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(button);
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(`Could not add ${session.title} to favorites. Please try again.`, 'error'));
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });
});
