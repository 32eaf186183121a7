// "Missing translations" in the real shell against the real API: read on demand, then per language of the site the
// count of keys without a text and, opened, each key with its English text, the blocks that read it and the pages
// that use it; a key can be given its text right there (saved to its namespace), and the count follows.
// The UI namespaces are the fixture's (site-settings/test-support/ui-strings-fixture.ts).
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../api-client';
import { SiteApp } from '../../renderer';
import { headingRegistry } from '../../test-support/heading-registry';
import { realApiPerFile } from '../../test-support/real-api';
import { siteToolsSettings } from '../test-support/site-under-test';
import type { SiteLanguage } from './KeyEditor';
import { MissingReport } from './MissingReport';

vi.mock('../../blocks/ui-strings', () => import('../test-support/ui-strings-fixture'));

const LANGUAGES: SiteLanguage[] = [
  { language: 'en', locale: 'en-US', label: 'English' },
  { language: 'de', locale: 'de-DE', label: 'Deutsch' },
  { language: 'ja', locale: 'ja-JP', label: '日本語' },
];
const text = (locale: string, namespace: string, key: string, content: string) => ({ environment: 'cont' as const, language: locale.slice(0, 2), locale, namespace, key, content });
const block = (componentId: string, component: string, props: Record<string, unknown> = {}) => ({ componentId, component, parentId: null, slot: null, props });

const api = realApiPerFile({
  settings: { cont: { ...siteToolsSettings(), languages: LANGUAGES.map((l) => ({ language: l.language, langLocale: l.locale, langTranslation: l.label })) } },
  pages: [
    { page: 'home', phase: 'live', environment: 'cont', components: [block('title', 'testHeading', { text: 'translate.home.title' })] },
    { page: 'sessions', phase: 'live', environment: 'cont', components: [block('other', 'otherBlock')] },
    // Another environment's layouts are not this report's.
    { page: 'discover', phase: 'live', environment: 'uat', components: [block('unused', 'unusedBlock')] },
  ],
  translations: [
    text('en-US', 'common', 'translate.home.title', 'Welcome'),
    text('de-DE', 'common', 'translate.home.title', 'Willkommen'),
    text('de-DE', 'probe', 'translate.probe.close', 'Schließen'),
  ],
});

function Harness() {
  return <MissingReport languages={LANGUAGES} environment="cont" />;
}

beforeEach(async () => {
  window.scrollTo = () => undefined;
  Element.prototype.scrollIntoView = () => undefined;
  await api.signIn('contenteditor');
});

function renderSite() {
  const client = createQueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/en/home']}>
        <SiteApp registry={headingRegistry} clock={() => new Date('2026-11-21T20:00:00Z')} environment="cont" editorSlots={{ SiteTools: Harness }} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the missing-translation report', () => {
  it('reads nothing until asked, then counts per language and lists the keys with their pages', async () => {
    const user = userEvent.setup();
    renderSite();
    const load = await screen.findByRole('button', { name: 'Find missing translations' });
    await screen.findByRole('heading', { name: 'Missing translations' });
    expect(api.requests.some((r) => r.url.startsWith('/content/all/'))).toBe(false);
    await user.click(load);

    // English shows the blocks' English defaults; its content key has a text.
    const english = await screen.findByRole('button', { name: 'English (en-US): no text missing' }, { timeout: 20_000 });
    expect((english as HTMLButtonElement).disabled).toBe(true);
    // German: both plural forms, the shared word, the unused namespace's word. Japanese has no .one form.
    const german = screen.getByRole('button', { name: 'Deutsch (de-DE): 4 texts missing' });
    expect(screen.getByRole('button', { name: '日本語 (ja-JP): 5 texts missing' })).toBeTruthy();

    await user.click(german);
    const list = document.getElementById(german.getAttribute('aria-controls')!)!;
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.querySelector('code')?.textContent)).toEqual([
      'translate.probe.items.one',
      'translate.probe.items.other',
      'translate.shared-bits.more',
      'translate.unused.hint',
    ]);
    const more = rows[2]!;
    expect(more.textContent).toContain('English textMore');
    expect(more.textContent).toContain('BlocksTest heading and Other block');
    expect(within(more).getByRole('link', { name: '/home' }).getAttribute('href')).toBe('/en/home');
    expect(within(more).getByRole('link', { name: '/sessions' })).toBeTruthy();
    expect(rows[3]!.textContent).toContain('No page uses it');
  });

  it('lets a missing text be written from the report, to its namespace; the count follows', async () => {
    const user = userEvent.setup();
    renderSite();
    await user.click(await screen.findByRole('button', { name: 'Find missing translations' }));
    const japanese = await screen.findByRole('button', { name: '日本語 (ja-JP): 5 texts missing' }, { timeout: 20_000 });
    await user.click(japanese);
    const list = document.getElementById(japanese.getAttribute('aria-controls')!)!;
    expect(within(list).getAllByRole('listitem').map((r) => r.querySelector('code')?.textContent)).toEqual([
      'translate.probe.close',
      'translate.probe.items.other',
      'translate.shared-bits.more',
      'translate.home.title',
      'translate.unused.hint',
    ]);

    await user.click(within(list).getByRole('button', { name: 'Edit translate.shared-bits.more' }));
    const key = within(list).getByRole('group', { name: 'translate.shared-bits.more' });
    const field = within(key).getByLabelText('日本語 (ja-JP)') as HTMLTextAreaElement;
    await waitFor(() => expect(document.activeElement).toBe(field));
    await waitFor(() => expect(field.readOnly).toBe(false));
    await user.type(field, 'もっと見る');
    await user.click(within(key).getByRole('button', { name: 'Save' }));

    await screen.findByRole('button', { name: '日本語 (ja-JP): 4 texts missing' });
    // The row stays while its editor is open.
    await within(key).findByText('Saved');
    const stored = (await api.call<Record<string, string>>('GET', '/translation/ja-JP/shared-bits?env=cont')).body;
    expect(stored['translate.shared-bits.more']).toBe('もっと見る');
  });
});
