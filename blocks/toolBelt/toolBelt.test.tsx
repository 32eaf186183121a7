// The tool belt's badges (completion percentage, counts shown only when there is something) and its mobile
// dropdown's disclosure; the figures against the real server are in e2e/evaluations.spec.ts.
import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../api-client';
import { addTranslations, createShellI18n, I18nextProvider, type TFunction } from '../../renderer';
import { block, renderBlocks } from '../shared/test/render-blocks';
import { toolBeltNamespace, toolBeltStrings } from './strings';
import { badgeOf as badgeIn } from './ToolBelt';

const none = { profile: null, messages: null, meetings: null, evaluations: null };

/** The badges in English: the tool belt's defaults on a fresh instance. */
const english = createShellI18n('en');
english.addResourceBundle('en', toolBeltNamespace, toolBeltStrings);
const t: TFunction = (key, options) => english.t(key, { ...options, ns: toolBeltNamespace });
const badgeOf = (tool: Parameters<typeof badgeIn>[0], counts: Parameters<typeof badgeIn>[1]) => badgeIn(tool, counts, t, 'en');

describe('toolBelt', () => {
  it('shows the completion as a percentage and a count only when above zero', () => {
    expect(badgeOf('profile', { ...none, profile: 0 })).toEqual({ text: '0%', spoken: '0% complete' });
    expect(badgeOf('profile', none)).toBeNull();
    expect(badgeOf('evaluations', { ...none, evaluations: 3 })).toEqual({ text: '3', spoken: '3 pending' });
    expect(badgeOf('evaluations', { ...none, evaluations: 0 })).toBeNull();
    expect(badgeOf('messages', { ...none, messages: 2 })?.spoken).toBe('2 unread');
    expect(badgeOf('meetings', { ...none, meetings: 1 })?.spoken).toBe('1 new');
    expect(badgeOf('search', { ...none, evaluations: 4 })).toBeNull();
  });

  it('links each tool and discloses them from the My tools button', async () => {
    const client = createQueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrap = (page: ReactNode) => (
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={createShellI18n('en')}>
          <MemoryRouter initialEntries={['/en/home']}>{page}</MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>
    );
    await renderBlocks(
      [
        block('toolbelt', 'toolBelt', {
          links: [
            { tool: 'profile', label: 'Profile', href: '/en/user/profile' },
            { tool: 'evaluations', label: 'Evaluations', href: '/en/evaluations', glyph: 'star' },
            { tool: 'search', label: 'Search sessions' },
          ],
        }),
      ],
      {},
      wrap,
    );
    const nav = screen.getByRole('navigation', { name: 'My tools' });
    expect(screen.getByRole('link', { name: 'Evaluations' }).getAttribute('href')).toBe('/en/evaluations');
    expect(nav.querySelector('[data-glyph="check"]')).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'My tools' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.setup().click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('searchbox', { name: 'Search sessions' })).toBeTruthy();
  });

  it("reads its words from the toolBelt namespace in the visitor's language, and writes the percentage as the language does", async () => {
    const german = createShellI18n('de');
    addTranslations(german, 'de', { 'translate.toolBelt.search': 'Suchen', 'translate.toolBelt.badge.profile': '{{percent}} vollständig' }, toolBeltNamespace);
    const de: TFunction = (key, options) => german.t(key, { ...options, ns: toolBeltNamespace });
    expect(badgeIn('profile', { ...none, profile: 80 }, de, 'de')).toEqual({ text: '80\u00a0%', spoken: '80\u00a0% vollständig' });
    const client = createQueryClient({ defaultOptions: { queries: { retry: false } } });
    await renderBlocks([block('toolbelt', 'toolBelt', { links: [{ tool: 'search', label: 'Sessions durchsuchen' }] })], { language: 'de' }, (page: ReactNode) => (
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={german}>
          <MemoryRouter initialEntries={['/de/home']}>{page}</MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>
    ));
    expect(screen.getByRole('button', { name: 'Suchen' })).toBeTruthy();
    // No German text for the menu here (and the schema's English default fills mobileMenuLabel): English.
    expect(screen.getByRole('button', { name: 'My tools' })).toBeTruthy();
  });
});
