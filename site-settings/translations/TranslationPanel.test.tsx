// The Translations panel in the real shell: besides the content keys of the page's block props, the words the page's
// blocks write themselves (UI keys), grouped by the block types that read them, each editable per language and saved
// to the key's own namespace with the hash check; the page shows the saved text. A click on a block's UI text opens
// its group with the field of the page's language focused. The UI namespaces are the fixture's
// (site-settings/test-support/ui-strings-fixture.ts), so the test does not follow the blocks' strings.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../api-client';
import { SiteApp, useTranslation, type BlockComponentProps, type BlockRegistry } from '../../renderer';
import { headingRegistry } from '../../test-support/heading-registry';
import { realApiPerFile } from '../../test-support/real-api';
import { FIXTURE_STRINGS } from '../test-support/ui-strings-fixture';
import { siteToolsSettings } from '../test-support/site-under-test';
import { TranslationPanel } from './TranslationPanel';

vi.mock('../../blocks/ui-strings', () => import('../test-support/ui-strings-fixture'));

const LANGUAGES = [
  { language: 'en', langLocale: 'en-US', langTranslation: 'English' },
  { language: 'de', langLocale: 'de-DE', langTranslation: 'Deutsch' },
];
const text = (locale: string, namespace: string, key: string, content: string) => ({ environment: 'cont' as const, language: locale.slice(0, 2), locale, namespace, key, content });

const api = realApiPerFile({
  settings: { cont: { ...siteToolsSettings(), languages: LANGUAGES } },
  pages: [
    {
      page: 'home',
      phase: 'live',
      environment: 'cont',
      components: [{ componentId: 'probe', component: 'testHeading', parentId: null, slot: null, props: { text: 'translate.home.title' } }],
    },
  ],
  translations: [
    text('en-US', 'common', 'translate.home.title', 'Welcome'),
    text('de-DE', 'common', 'translate.home.title', 'Willkommen'),
    text('de-DE', 'probe', 'translate.probe.close', 'Schließen'),
  ],
});

/** The test heading with a word of its own: namespace `probe`, as a block reads its UI words. */
function ProbeBlock({ props }: BlockComponentProps<{ text?: string }>) {
  const { t } = useTranslation(FIXTURE_STRINGS.probe, 'probe');
  return (
    <div>
      <h1>{props.text}</h1>
      <p className="probe-word">{t('translate.probe.close')}</p>
    </div>
  );
}
const registry: BlockRegistry = { testHeading: { ...headingRegistry.testHeading!, component: lazy(async () => ({ default: ProbeBlock })) } };

function renderSite(path: string) {
  const client = createQueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <SiteApp registry={registry} clock={() => new Date('2026-11-21T20:00:00Z')} environment="cont" editorSlots={{ SiteTools: TranslationPanel }} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const storedText = async (locale: string, namespace: string) =>
  (await api.call<Record<string, string>>('GET', `/translation/${locale}/${namespace}?env=cont`)).body;
const pageWord = () => document.querySelector('[data-block-id] .probe-word');

beforeEach(async () => {
  window.scrollTo = () => undefined;
  // jsdom lays nothing out; the focused field is scrolled into view in a browser.
  Element.prototype.scrollIntoView = () => undefined;
  await api.signIn('contenteditor');
});

describe("the Translations panel's UI keys", () => {
  it('lists them by block, saves one to its own namespace, and the page shows the new text', async () => {
    const user = userEvent.setup();
    renderSite('/en/home');
    await screen.findByRole('heading', { name: 'Welcome' });
    await waitFor(() => expect(pageWord()?.textContent).toBe('Close'));
    await user.click(screen.getByRole('button', { name: 'Translations' }));

    // The content keys as before, then the blocks' own words, one group per block type.
    expect(screen.getByRole('group', { name: 'translate.home.title' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Texts of the blocks' })).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'Test heading: 4 texts' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(screen.getByText('Namespaces: probe, shared-bits')).toBeTruthy();

    const key = screen.getByRole('group', { name: 'translate.probe.close' });
    expect(within(key).getByText('English default: Close')).toBeTruthy();
    const english = within(key).getByLabelText('English (en-US)') as HTMLTextAreaElement;
    expect(english.value).toBe('');
    expect(english.placeholder).toBe('Close');
    expect((within(key).getByLabelText('Deutsch (de-DE)') as HTMLTextAreaElement).value).toBe('Schließen');

    await waitFor(() => expect(english.readOnly).toBe(false));
    await user.type(english, 'Shut');
    await user.click(within(key).getByRole('button', { name: 'Save' }));
    await within(key).findByText('Saved');

    // Written to the key's namespace, with the hash it was read as (none: the key had no English text).
    const write = api.requests.find((r) => r.method === 'PUT' && r.url === '/translation/update/en/en-US/cont');
    expect(write?.body).toMatchObject({ updates: [{ key: 'translate.probe.close', content: 'Shut', namespace: 'probe', originalHash: null }] });
    expect((await storedText('en-US', 'probe'))['translate.probe.close']).toBe('Shut');
    expect((await storedText('en-US', 'common'))['translate.probe.close']).toBeUndefined();
    // The page reads the namespace again and shows the saved text.
    await waitFor(() => expect(pageWord()?.textContent).toBe('Shut'));
  });

  it("opens on a click on a block's UI text, at its group, with the page language's field focused", async () => {
    const user = userEvent.setup();
    renderSite('/de/home');
    await screen.findByRole('heading', { name: 'Willkommen' });
    await waitFor(() => expect(pageWord()?.textContent).toBe('Schließen'));
    await user.click(pageWord()!);

    const key = await screen.findByRole('group', { name: 'translate.probe.close' });
    expect(screen.getByRole('button', { name: 'Test heading: 4 texts' }).getAttribute('aria-expanded')).toBe('true');
    const german = within(key).getByLabelText('Deutsch (de-DE)');
    await waitFor(() => expect(document.activeElement).toBe(german));
  });
});
