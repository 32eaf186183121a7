import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '../../api-client';
import { headingRegistry } from '../../test-support/heading-registry';
import { realApiPerFile } from '../../test-support/real-api';
import { CUSTOM_ACTION_EVENT, SIGN_IN_ACTION } from '../custom-action';
import { SiteApp } from './SiteApp';
import { SIGN_IN_DIALOG_DISMISSED_KEY } from './sign-in-dialog-state';
import { showToast } from './toasts';
import { tracking } from './tracking';
import { resetSiteBetweenTests } from '../../test-support/site-test-hooks';

const testSettings = {
  eventPhases: [
    { id: 'pre-event', label: 'Pre-event', start: '2026-01-01T00:00:00Z' },
    { id: 'live', label: 'Live', start: '2026-11-01T00:00:00Z' },
  ],
  testingDate: null,
  pwaInstallPhases: ['live'],
  languages: [
    { language: 'en', langLocale: 'en-US', langTranslation: 'English' },
    { language: 'de', langLocale: 'de-DE', langTranslation: 'Deutsch' },
  ],
  features: { enableSessions: true, enableFavorites: true, enableAttendees: true, showLanguageSwitcher: true },
  scopedFeatureOverrides: [],
  menus: {
    anonymousNavigation: [
      { name: 'Sessions', href: '/sessions' },
      { name: 'More', subMenu: [{ name: 'Code of conduct', href: '/code-of-conduct' }, { name: 'Hidden', href: '/x', hidden: true }] },
    ],
    authenticatedNavigation: [{ name: 'Favorites', href: '/favorites' }],
    attendeeProfileNavigation: [{ name: 'My profile', href: '/user/profile' }],
  },
  tabNavigation: [{ name: 'Home', href: '/home' }],
  announcementBar: { enabled: true, content: 'Registration <b>closes</b> Friday', hyperlink: '/en/get-started', hyperlinkText: 'Register' },
};

/** One layout per page of the tests, in the phase that is current on 2026-11-20 (live), headed by its h1. */
const page = (name: string, heading: string) => ({
  page: name,
  phase: 'live',
  environment: 'cont' as const,
  components: [{ componentId: 'title', component: 'testHeading', parentId: null, slot: null, props: { text: heading } }],
});

// The real API (test-support/real-api: server/app.ts on an embedded store) with the site these tests visit.
const api = realApiPerFile({
  settings: { cont: testSettings },
  pages: [
    page('home', 'Welcome home'),
    page('favorites', 'Your favorites'),
    page('code-of-conduct', 'Code of conduct'),
    page('sessions', 'Session catalog'),
    page('sessions-detail', 'Session detail'),
  ],
  translations: [{ environment: 'cont', language: 'de', locale: 'de-DE', namespace: 'common', key: 'translate.shell.sign-in', content: 'Anmelden' }],
});
resetSiteBetweenTests(api);

/** A disclosure button: a click opens it (`whileOpen` checks what it shows), Escape closes it and gives the focus back. */
async function opensAndClosesWithEscape(user: ReturnType<typeof userEvent.setup>, button: HTMLElement, whileOpen: () => void = () => undefined) {
  await user.click(button);
  expect(button.getAttribute('aria-expanded')).toBe('true');
  whileOpen();
  await user.keyboard('{Escape}');
  expect(button.getAttribute('aria-expanded')).toBe('false');
  expect(document.activeElement).toBe(button);
}

function renderSite(url: string) {
  const client = createQueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <SiteApp registry={headingRegistry} clock={() => new Date('2026-11-20T12:00:00Z')} environment="cont" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const lastPageView = () => {
  const views = tracking.events().filter((e) => e.kind === 'pageView');
  const last = views[views.length - 1];
  return last && last.kind === 'pageView' ? last.path : null;
};

describe('SiteApp', () => {
  it('redirects the root to /en/home and renders the home layout in the shell landmarks', async () => {
    renderSite('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome home' }, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(lastPageView()).toBe('/en/home'));
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip.getAttribute('href')).toBe('#main-content');
    expect(screen.getByRole('main').id).toBe('main-content');
    // The page layout of the current phase ('live' on 2026-11-20) was asked for.
    expect(api.requests.some((r) => r.url.startsWith('/content/home--live'))).toBe(true);
  });

  it('prefixes an unprefixed path with the language, keeping the query', async () => {
    renderSite('/sessions?search=ai#top');
    expect(await screen.findByRole('heading', { name: 'Session catalog' })).toBeTruthy();
    await waitFor(() => expect(lastPageView()).toBe('/en/sessions?search=ai'));
  });

  it('renders detail routes with the {name}-detail layout', async () => {
    renderSite('/en/sessions/123');
    expect(await screen.findByRole('heading', { name: 'Session detail' })).toBeTruthy();
  });

  it('shows the not-found page for unknown paths', async () => {
    renderSite('/en/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('sends denied visitors to /forbidden with errorCode 3403', async () => {
    renderSite('/en/attendees/7');
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeTruthy();
    expect(screen.getByText('Error code: 3403')).toBeTruthy();
    await waitFor(() => expect(lastPageView()).toBe('/en/forbidden?errorCode=3403'));
  });

  it('sends anonymous visitors of a sign-in route to sign in, then back to the page', async () => {
    const user = userEvent.setup();
    renderSite('/en/favorites');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    await waitFor(() => expect(lastPageView()).toBe('/en/login?returnUrl=%2Fen%2Ffavorites'));
    for (const name of ['Anonymous', 'Attendee', 'In-person attendee', 'Exhibitor', 'Content Editor', 'Administrator']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    await user.click(screen.getByRole('button', { name: 'Attendee' }));
    expect(await screen.findByRole('heading', { name: 'Your favorites' })).toBeTruthy();
    expect(api.requests.find((r) => r.url === '/auth/dev/sign-in')?.body).toEqual({ persona: 'attendee' });
    // Signed in: the authenticated menu and sign out.
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Favorites' })).toBeTruthy();
    // Sign out is in the account menu (the profile navigation's disclosure).
    await user.click(within(screen.getByRole('navigation', { name: 'Profile' })).getByRole('button'));
    expect(screen.getByRole('link', { name: 'Sign out' })).toBeTruthy();
  });

  it("opens sign-in when a block fires the 'sign-in' custom action, and comes back after", async () => {
    const user = userEvent.setup();
    renderSite('/en/home');
    await screen.findByRole('heading', { name: 'Welcome home' }, { timeout: 5000 });
    act(() => {
      window.dispatchEvent(new CustomEvent(CUSTOM_ACTION_EVENT, { detail: { componentId: 'hero', action: SIGN_IN_ACTION } }));
    });
    // The sign-in dialog first; its sign-in button leads to the identity provider's page (the persona picker).
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to make the most of the event' });
    await user.click(within(dialog).getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    await waitFor(() => expect(lastPageView()).toBe('/en/login?returnUrl=%2Fen%2Fhome'));
    await user.click(screen.getByRole('button', { name: 'Attendee' }));
    expect(await screen.findByRole('heading', { name: 'Welcome home' }, { timeout: 5000 })).toBeTruthy();
  });

  it("keeps the sign-in dialog away for a day after 'Not now': the action then goes straight to sign in", async () => {
    const user = userEvent.setup();
    renderSite('/en/home');
    await screen.findByRole('heading', { name: 'Welcome home' }, { timeout: 5000 });
    const fire = () =>
      act(() => {
        window.dispatchEvent(new CustomEvent(CUSTOM_ACTION_EVENT, { detail: { componentId: 'hero', action: SIGN_IN_ACTION } }));
      });
    fire();
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to make the most of the event' });
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fire();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    localStorage.removeItem(SIGN_IN_DIALOG_DISMISSED_KEY);
  });

  it('sends a failed sign-in to forbidden with the errorCode and errorMessage', async () => {
    const user = userEvent.setup();
    api.failNext('POST', '/auth/dev/sign-in', 401, { code: 'auth.unknown-persona', message: 'Persona refused', details: null });
    renderSite('/en/login');
    await user.click(await screen.findByRole('button', { name: 'Exhibitor' }));
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeTruthy();
    expect(screen.getByText('Error code: 401')).toBeTruthy();
    expect(screen.getByText('Persona refused')).toBeTruthy();
  });

  it('sends non-siteeditors away from notification rules to not found', async () => {
    const user = userEvent.setup();
    renderSite('/en/login');
    await user.click(await screen.findByRole('button', { name: 'Attendee' }));
    await screen.findByRole('heading', { name: 'Welcome home' });
    renderSite('/en/notification-rules/create');
    expect(await screen.findAllByRole('heading', { name: 'Page not found' })).toHaveLength(1);
  });

  it('shows the status pages', async () => {
    renderSite('/en/unauthorized');
    expect(await screen.findByRole('heading', { name: 'Unauthorized' })).toBeTruthy();
    expect(screen.getByText('You need to sign in to see this page.')).toBeTruthy();
  });

  it('shows the error page with its diagnostics', async () => {
    renderSite('/en/error');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops, something went wrong' })).toBeTruthy();
    const { server } = (await api.call<{ server: { version: string; build: string } }>('GET', '/version')).body;
    expect(await screen.findByText(server.version)).toBeTruthy();
    expect(screen.getAllByText(server.build).length).toBeGreaterThan(0);
    for (const term of ['Time', 'PWA', 'Service worker controlled', 'Client version', 'Client build', 'Server version', 'Server build', 'Trace ID']) {
      expect(screen.getByText(term)).toBeTruthy();
    }
    const trace = screen.getByText('Trace ID').nextElementSibling?.textContent ?? '';
    expect(trace).toMatch(/^[0-9a-f-]{36}$/);
    // No previous page in a fresh history: no Go Back.
    expect(screen.queryByRole('button', { name: 'Go Back' })).toBeNull();
  });

  it('notes offline state on the error page and shows the offline banner', async () => {
    const online = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      renderSite('/en/error');
      expect(await screen.findByText('You are offline.')).toBeTruthy();
      expect(screen.getByText('This content is not available offline.')).toBeTruthy();
      expect(screen.getByText(/You are offline\. Some content/)).toBeTruthy();
    } finally {
      delete (navigator as { onLine?: boolean }).onLine;
      if (online) Object.defineProperty(Navigator.prototype, 'onLine', online);
    }
  });

  it("names the event in the header (a link home, not a second 'Home') and folds the menu behind a Menu button", async () => {
    const user = userEvent.setup();
    renderSite('/en/home');
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'The Conference' }).getAttribute('href')).toBe('/en/home');
    expect(within(header).queryByRole('link', { name: 'Home' })).toBeNull();
    // The small screens' menu button controls the main navigation; Escape closes it and gives the focus back.
    const toggle = within(header).getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-controls')).toBe(screen.getByRole('navigation', { name: 'Main' }).id);
    await opensAndClosesWithEscape(user, toggle);
  });

  it('opens sub-menus as disclosures and closes them with Escape', async () => {
    const user = userEvent.setup();
    renderSite('/en/home');
    const more = await screen.findByRole('button', { name: 'More' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await opensAndClosesWithEscape(user, more, () => {
      expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Code of conduct' }).getAttribute('href')).toBe('/en/code-of-conduct');
      expect(screen.queryByRole('link', { name: 'Hidden' })).toBeNull();
    });
  });

  it('moves focus to the new page heading after navigation', async () => {
    const user = userEvent.setup();
    renderSite('/en/home');
    await screen.findByRole('heading', { name: 'Welcome home' }, { timeout: 5000 });
    await user.click(screen.getByRole('link', { name: 'Sessions' }));
    const heading = await screen.findByRole('heading', { name: 'Session catalog' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('shows the announcement bar (sanitised) and the tab bar from settings', async () => {
    renderSite('/en/home');
    const bar = await screen.findByRole('region', { name: 'Announcement' });
    expect(bar.querySelector('b')?.textContent).toBe('closes');
    expect(within(bar).getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/en/get-started');
    expect(screen.getByRole('navigation', { name: 'Quick links' })).toBeTruthy();
  });

  it('shows toasts in one status region', async () => {
    renderSite('/en/home');
    await screen.findByRole('heading', { name: 'Welcome home' }, { timeout: 5000 });
    act(() => void showToast('Saved'));
    const region = screen.getByRole('status', { name: 'Notifications' });
    expect(within(region).getByText('Saved')).toBeTruthy();
  });

  it('serves German strings under /de from the translation API', async () => {
    renderSite('/de/home');
    expect(await screen.findByRole('link', { name: 'Anmelden' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
  });

  it('shows a translation changed live (onLanguageChanged re-fetches the texts) without a reload', async () => {
    const client = createQueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/de/home']}>
          <SiteApp registry={headingRegistry} clock={() => new Date('2026-11-20T12:00:00Z')} environment="cont" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('link', { name: 'Anmelden' })).toBeTruthy();
    // A content editor changes the text (with the hash it read), as the translation tools do.
    const metadata = (await api.call<{ keys: { key: string; hash: string }[] }>('GET', '/translation/metadata/de-DE/common?env=cont', { persona: 'contenteditor' })).body;
    const originalHash = metadata.keys.find((k) => k.key === 'translate.shell.sign-in')?.hash ?? null;
    const write = async (content: string, hash: string | null, force = false) =>
      api.call('PUT', '/translation/update/de/de-DE/cont', {
        persona: 'contenteditor',
        body: { updates: [{ key: 'translate.shell.sign-in', content, namespace: 'common', originalHash: hash }], ...(force ? { force } : {}) },
      });
    expect((await write('Einloggen', originalHash)).status).toBe(200);
    try {
      // What the live-updates hub does with onLanguageChanged: the language's texts are read again.
      await act(() => client.invalidateQueries({ queryKey: ['translations'] }));
      expect(await screen.findByRole('link', { name: 'Einloggen' })).toBeTruthy();
      // Keys the API does not have still fall back to the English defaults.
      expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeTruthy();
    } finally {
      await write('Anmelden', null, true);
    }
  });
});
