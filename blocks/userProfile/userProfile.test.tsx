// The profile page's words come from i18next: the English defaults beside the components, or the visitor's language
// when its texts are loaded (the tabs, the welcome with the attendee's name, the privacy switches). The profile is in
// the query cache, as the server's loader leaves it; the page's own behaviour is tested against the real API in
// blocks/attendeeDirectory/attendees.test.tsx.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SessionSnapshotProvider, viewerKeyOrAnonymous } from '../../api-client';
import { profileQueryOptions } from '../../api-client/profile';
import { addTranslations, createShellI18n, I18nextProvider, RenderContext } from '../../renderer';
import type { Profile } from '../../schemas/api-types';
import { VISITOR } from '../shared/test/render-blocks';
import UserProfile from './UserProfile';

const USER = { scopes: [], cmsId: 'usr-1' };
const flags = { attendeeDirectory: true, displayProfileToPublic: false, displaySessions: true, canAttendMeetings: false };
const PROFILE: Profile = {
  summary: {
    attendeeId: 'att-1', acsUserId: 'acs-1', attendeeType: 'attendee', featuredPartners: false, emailPreferredLanguage: 'de',
    country: 'DE', selectedTimezone: '', hasBeenOnboarded: false, ...flags,
  },
  detail: {
    id: 'att-1', firstName: 'Ava', lastName: 'Attendee', preferredFirst: '', preferredLast: '', jobTitle: '', company: '',
    biography: '', profileImage: '', hasBeenOnboarded: false,
  },
  social: { bluesky: '', youtube: '', instagram: '', twitter: '', linkedin: '', facebook: '', website: '', github: '' },
  privacy: flags,
  preferences: { selectedTimezone: '', emailPreferredLanguage: 'de' },
  webCalInfo: { webcalURL: '' },
  region: 'Europe',
  participationType: { logicalValue: 'inperson', displayValue: 'In person' },
  email: 'ava@example.com',
};

function renderProfile(language: string, url: string) {
  const i18n = createShellI18n(language);
  if (language === 'de') {
    addTranslations(i18n, 'de', {
      'translate.userProfile.heading': 'Mein Profil',
      'translate.userProfile.welcome.title': 'Willkommen, {{name}}!',
      'translate.userProfile.tab.privacy': 'Datenschutz',
      'translate.userProfile.privacy.directory': 'Mich im Teilnehmerverzeichnis anzeigen',
    }, 'userProfile');
  }
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(profileQueryOptions(viewerKeyOrAnonymous(USER)).queryKey, { profile: PROFILE } as never);
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <SessionSnapshotProvider session={{ user: USER, expiry: '2099-01-01T00:00:00Z' }}>
          <RenderContext value={{ ...VISITOR, language, signedIn: true, pageId: 'profile' }}>
            <MemoryRouter initialEntries={[url]}>
              <UserProfile componentId="profile" type="userProfile" props={{}} />
            </MemoryRouter>
          </RenderContext>
        </SessionSnapshotProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('userProfile words', () => {
  // The browser holds the session the page was rendered for, as a signed-in tab does (without one, the page would
  // follow whatever an earlier test in this worker settled about adopting the cookie session).
  // (The tab's stored session: api-client/auth/token-storage.ts.)
  beforeEach(() => localStorage.setItem('conference.auth', JSON.stringify({ token: 'token-1', user: USER, expiry: '2099-01-01T00:00:00Z' })));
  afterEach(() => localStorage.removeItem('conference.auth'));

  it('shows the English defaults', () => {
    renderProfile('en', '/en/user/profile?tab=privacy');
    expect(screen.getByRole('heading', { level: 1, name: 'My profile' })).toBeTruthy();
    expect(screen.getByText('Welcome, Ava!')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Privacy', selected: true })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Show me in the attendee directory' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it("shows the visitor's language where its texts are loaded, English where a text is missing", () => {
    renderProfile('de', '/de/user/profile?tab=privacy');
    expect(screen.getByRole('heading', { level: 1, name: 'Mein Profil' })).toBeTruthy();
    expect(screen.getByText('Willkommen, Ava!')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Datenschutz', selected: true })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Mich im Teilnehmerverzeichnis anzeigen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });
});
