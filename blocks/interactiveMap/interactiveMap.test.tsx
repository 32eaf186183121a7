// The interactive map: the settings' pins as named buttons, the query choosing one (nto a location, sc a session's
// room) with its panel open, choosing by mouse and keyboard writing nto back to the URL, Escape and Close, and the
// full-screen toggle; the selection rules on their own; the server loader prefetching the session of sc.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApiClient, createQueryClient, resetApiClientConfig } from '../../api-client';
import { catalogSessionQueryOptions } from '../../api-client/catalog';
import { block, renderBlocks } from '../shared/test/render-blocks';
import { siteWrap } from '../shared/test/site-wrap';
import { loadInteractiveMap } from './load';
import { mapRequest, pinForLocation, pinForSession, searchFor } from './map-selection';

const PINS = [
  { id: 'hall-a', label: 'Hall A – Main Stage', location: 'Hall A – Main Stage', x: 20, y: 30 },
  { id: 'room-405', label: 'Room 405', location: 'Room 405', x: 70, y: 20 },
  { id: 'registration', label: 'Registration', location: 'Registration', x: 10, y: 85 },
  // Off the plan: never drawn.
  { id: 'lost', label: 'Lost pin', x: 140, y: 20 },
];
const MAP = { mapUrl: 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E', pins: PINS, footerText: 'Level 4 by the escalators.', enableFullscreen: true };

const SESSION = {
  session: { sessionId: 's5', sessionCode: 'BRK105', title: 'Shipping faster with AI', roomId: 'room-405', location: 'Room 405', startDateTime: '2027-05-19T17:00:00Z', endDateTime: '2027-05-19T18:00:00Z' },
  speakers: [],
};

/** The API of the tests: settings with `map`, the session BRK105 (a room the viewer may see) and 404 for others. */
function fakeApi(map: Record<string, unknown> = MAP, session: unknown = SESSION): string[] {
  const asked: string[] = [];
  configureApiClient({
    baseUrl: 'http://api.test/api',
    fetch: async (input) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      asked.push(url.pathname);
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      if (url.pathname === '/api/settings') return json({ map });
      if (url.pathname === '/api/session/BRK105') return json(session);
      return json({ code: 4040, message: 'Not found', details: null }, 404);
    },
  });
  return asked;
}

afterEach(() => resetApiClientConfig());

async function renderMap(url: string, props: Record<string, unknown> = {}) {
  const client = createQueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = await renderBlocks([block('b', 'interactiveMap', { heading: 'Find your way', ...props })], { features: { showInteractiveMaps: true } }, siteWrap(client, url));
  await screen.findByRole('button', { name: 'Hall A – Main Stage' });
  return view;
}

const pin = (name: string) => screen.getByRole('button', { name });
const search = () => screen.getByTestId('search').textContent;
const panel = () => screen.queryByRole('region', { name: /Room 405|Registration|Hall A/ });

describe('map selection rules', () => {
  it('finds a location by the pin location, then id, then label, ignoring case and outer spaces', () => {
    expect(pinForLocation(PINS, ' room 405 ')?.id).toBe('room-405');
    expect(pinForLocation(PINS, 'REGISTRATION')?.id).toBe('registration');
    expect(pinForLocation(PINS, 'hall-a')?.id).toBe('hall-a');
    expect(pinForLocation(PINS, 'Lost pin')?.id).toBe('lost');
    expect(pinForLocation(PINS, 'Room 406')).toBeUndefined();
    expect(pinForLocation(PINS, '  ')).toBeUndefined();
  });

  it("finds a session's pin by its room id, else by its location; none without either", () => {
    expect(pinForSession(PINS, { roomId: 'room-405', location: 'Somewhere else' })?.id).toBe('room-405');
    expect(pinForSession(PINS, { roomId: 'room-999', location: 'Registration' })?.id).toBe('registration');
    expect(pinForSession(PINS, { roomId: null, location: null })).toBeUndefined();
  });

  it('reads sc before nto, and choosing a pin writes nto, drops sc and keeps the rest of the query', () => {
    expect(mapRequest('?nto=Room%20405&sc=BRK105')).toEqual({ kind: 'session', code: 'BRK105' });
    expect(mapRequest('?nto=Room%20405')).toEqual({ kind: 'location', location: 'Room 405' });
    expect(mapRequest('?sc=%20&nto=')).toEqual({ kind: 'none' });
    expect(searchFor('?sc=BRK105&isFromMyeventPanel=true', PINS[1]!)).toBe('?isFromMyeventPanel=true&nto=Room+405');
    expect(searchFor('?nto=Room+405', null)).toBe('');
  });
});

describe('interactiveMap block', () => {
  it('draws the settings pins on the plan as numbered buttons named by their labels, with the list and footer', async () => {
    fakeApi();
    await renderMap('/en/interactive-map');
    const buttons = within(screen.getByRole('list', { name: 'Pins on the map' })).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['1Hall A – Main Stage', '2Room 405', '3Registration']);
    expect(buttons.every((b) => b.getAttribute('aria-pressed') === 'false')).toBe(true);
    expect((buttons[1]?.parentElement as HTMLElement).style.left).toBe('70%');
    expect(screen.getByRole('img').getAttribute('src')).toBe(MAP.mapUrl);
    expect(screen.getByRole('heading', { name: 'On this map' })).toBeTruthy();
    expect(screen.getByText('Level 4 by the escalators.')).toBeTruthy();
    expect(panel()).toBeNull();
  });

  it('nto selects the pin of a location and opens its panel', async () => {
    fakeApi();
    await renderMap('/en/interactive-map?nto=Room%20405');
    expect(pin('Room 405').getAttribute('aria-pressed')).toBe('true');
    expect(pin('Registration').getAttribute('aria-pressed')).toBe('false');
    const region = screen.getByRole('region', { name: 'Room 405' });
    expect(within(region).getByRole('heading', { level: 3 }).textContent).toBe('2Room 405');
  });

  it("sc selects the pin of the session's room and the panel links the session", async () => {
    const asked = fakeApi();
    await renderMap('/en/interactive-map?sc=BRK105');
    await waitFor(() => expect(pin('Room 405').getAttribute('aria-pressed')).toBe('true'));
    expect(asked).toContain('/api/session/BRK105');
    const region = screen.getByRole('region', { name: 'Room 405' });
    const link = within(region).getByRole('link', { name: 'Shipping faster with AI' });
    expect(link.getAttribute('href')).toBe('/en/sessions/BRK105');
    expect(within(region).getByText('Wed, May 19, 5:00 – 6:00 PM')).toBeTruthy();
  });

  it('says why nothing is chosen: an unknown place, an unknown session, a room hidden from anonymous visitors', async () => {
    fakeApi();
    const first = await renderMap('/en/interactive-map?nto=Nowhere');
    expect(screen.getByRole('status').textContent).toBe('No place called “Nowhere” is on this map.');
    first.unmount();
    const second = await renderMap('/en/interactive-map?sc=NOPE1');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('There is no session NOPE1.'));
    second.unmount();
    fakeApi(MAP, { ...SESSION, session: { ...SESSION.session, roomId: null, location: null } });
    await renderMap('/en/interactive-map?sc=BRK105');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Sign in to see where “Shipping faster with AI” takes place.'));
    expect(screen.queryAllByRole('button', { pressed: true })).toEqual([]);
  });

  it('chooses a pin by click or keyboard, writes nto to the URL, and closes with Close, the pin again or Escape', async () => {
    fakeApi();
    const user = userEvent.setup();
    await renderMap('/en/interactive-map?sc=BRK105&isFromMyeventPanel=true');
    await waitFor(() => expect(pin('Room 405').getAttribute('aria-pressed')).toBe('true'));

    await user.click(pin('Registration'));
    expect(search()).toBe('?isFromMyeventPanel=true&nto=Registration');
    expect(pin('Registration').getAttribute('aria-pressed')).toBe('true');
    expect(pin('Room 405').getAttribute('aria-pressed')).toBe('false');

    // Close: the panel goes and focus returns to the pin that opened it.
    await user.click(within(screen.getByRole('region', { name: 'Registration' })).getByRole('button', { name: 'Close' }));
    expect(panel()).toBeNull();
    expect(search()).toBe('?isFromMyeventPanel=true');
    expect(document.activeElement).toBe(pin('Registration'));

    // Keyboard: Tab from the full-screen button reaches the first pin; Enter chooses it, Escape closes it.
    screen.getByRole('button', { name: 'Show full screen' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(pin('Hall A – Main Stage'));
    await user.keyboard('{Enter}');
    expect(pin('Hall A – Main Stage').getAttribute('aria-pressed')).toBe('true');
    expect(search()).toBe('?isFromMyeventPanel=true&nto=Hall+A+%E2%80%93+Main+Stage');
    await user.keyboard('{Escape}');
    expect(pin('Hall A – Main Stage').getAttribute('aria-pressed')).toBe('false');

    // The chosen pin again closes it too.
    await user.keyboard('{Enter}');
    expect(pin('Hall A – Main Stage').getAttribute('aria-pressed')).toBe('true');
    await user.click(pin('Hall A – Main Stage'));
    expect(pin('Hall A – Main Stage').getAttribute('aria-pressed')).toBe('false');
  });

  it('toggles full screen with its button and leaves it with Escape; no button when the settings turn it off', async () => {
    fakeApi();
    const user = userEvent.setup();
    const view = await renderMap('/en/interactive-map?nto=Registration');
    const frame = () => view.container.querySelector('.imap__frame') as HTMLElement;
    expect(frame().dataset.fullscreen).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Show full screen' }));
    expect(frame().dataset.fullscreen).toBe('true');
    expect(frame().className).toContain('imap__frame--full');
    // Escape leaves full screen first; the chosen place stays.
    await user.keyboard('{Escape}');
    expect(frame().dataset.fullscreen).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Show full screen' })).toBeTruthy();
    expect(pin('Registration').getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Show full screen' }));
    await user.click(screen.getByRole('button', { name: 'Exit full screen' }));
    expect(frame().dataset.fullscreen).toBeUndefined();
    view.unmount();

    fakeApi({ ...MAP, enableFullscreen: false });
    await renderMap('/en/interactive-map');
    expect(screen.queryByRole('button', { name: 'Show full screen' })).toBeNull();
  });
});

describe('interactiveMap loader', () => {
  it('prefetches the session of sc under the key the block reads, and nothing without sc', async () => {
    fakeApi();
    const context = {
      queryClient: createQueryClient(), environment: 'cont' as const, language: 'en', phaseId: null, features: {}, signedIn: false,
      scopes: [], search: '?sc=BRK105', params: {}, user: null,
    };
    await loadInteractiveMap({}, context);
    expect(context.queryClient.getQueryData(catalogSessionQueryOptions('anonymous', 'BRK105').queryKey)).toEqual(SESSION);
    const none = { ...context, queryClient: createQueryClient(), search: '?nto=Registration' };
    await loadInteractiveMap({}, none);
    expect(none.queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
