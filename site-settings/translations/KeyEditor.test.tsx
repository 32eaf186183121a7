// "No lost work" for translations: a text being edited keeps the editor's text when someone else saves the
// key (marked "Changed elsewhere"), an untouched text follows their save, and Save resolves a key both changed in the
// per-key conflict dialog (Before / Theirs / Mine); force means mine wins on that key only.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient, invalidateForLiveEvent } from '../../api-client';
import { useTranslationsOf } from '../../api-client/editing';
import { createI18n, I18nextProvider } from '../../renderer';
import { realApiPerFile } from '../../test-support/real-api';
import { saveByForce, saveIntoConflict } from '../test-support/merge-dialog';
import { KeyEditor, type SiteLanguage } from './KeyEditor';

const KEY = 'translate.home.title';
const LANGUAGES: SiteLanguage[] = [
  { language: 'en', locale: 'en-US', label: 'English' },
  { language: 'de', locale: 'de-DE', label: 'Deutsch' },
];
const START: Record<string, string> = { 'en-US': 'Hello', 'de-DE': 'Hallo' };

const api = realApiPerFile({
  translations: LANGUAGES.map((l) => ({ environment: 'cont' as const, language: l.language, locale: l.locale, namespace: 'common', key: KEY, content: START[l.locale]! })),
});

const textOf = async (locale: string) => (await api.call<Record<string, string>>('GET', `/translation/${locale}/common?env=cont`)).body[KEY];

/** Another content editor saves the key in one locale, against what is stored now. */
async function theirSave(locale: string, content: string) {
  const meta = (await api.call<{ keys: { key: string; hash: string }[] }>('GET', `/translation/metadata/${locale}/common?env=cont`, { persona: 'contenteditor' })).body;
  const language = locale.slice(0, 2);
  const res = await api.call('PUT', `/translation/update/${language}/${locale}/cont`, {
    persona: 'contenteditor',
    body: { updates: [{ key: KEY, content, namespace: 'common', originalHash: meta.keys.find((k) => k.key === KEY)?.hash ?? null }] },
  });
  expect(res.status).toBe(200);
}

beforeEach(async () => {
  for (const l of LANGUAGES) if ((await textOf(l.locale)) !== START[l.locale]) await theirSave(l.locale, START[l.locale]!);
  await api.signIn('contenteditor');
});

function Harness() {
  const texts = useTranslationsOf(LANGUAGES.map((l) => l.locale), 'common', 'cont');
  if (!texts.every((q) => q.data)) return null;
  const byLocale = Object.fromEntries(LANGUAGES.map((l, i) => [l.locale, texts[i]!.data!.data]));
  return <KeyEditor translationKey={KEY} languages={LANGUAGES} texts={byLocale} environment="cont" />;
}

let client: QueryClient;
function renderKey() {
  client = createQueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={createI18n({ language: 'en' })}>
      <QueryClientProvider client={client}>
        <Harness />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLTextAreaElement;
const description = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
const heard = (language: string, locale: string) =>
  invalidateForLiveEvent(client, { type: 'onLanguageChanged', environment: 'cont', language, locale, namespace: 'common' });

/** A types into the English text; B then saves both languages; A's panel hears both saves. */
async function typedThenTheirSave(user: ReturnType<typeof userEvent.setup>) {
  renderKey();
  const en = await screen.findByLabelText('English (en-US)');
  await waitFor(() => expect((en as HTMLTextAreaElement).readOnly).toBe(false));
  await user.clear(en);
  await user.type(en, 'Hello, mine');
  await theirSave('en-US', 'Hello, theirs');
  await theirSave('de-DE', 'Hallo, ihres');
  await Promise.all([heard('en', 'en-US'), heard('de', 'de-DE')]);
  await waitFor(() => expect(field('Deutsch (de-DE)').value).toBe('Hallo, ihres'));
}

describe('a translation being edited when someone else saves', () => {
  it('keeps the typed text marked "Changed elsewhere"; the untouched language follows their save', async () => {
    const user = userEvent.setup();
    await typedThenTheirSave(user);
    await waitFor(() => expect(description(field('English (en-US)'))).toContain('Changed elsewhere'));
    expect(field('English (en-US)').value).toBe('Hello, mine');
    expect(description(field('Deutsch (de-DE)'))).not.toContain('Changed elsewhere');
  });

  it('Save opens the per-key dialog (Before / Theirs / Mine); keeping theirs saves nothing over it', async () => {
    const user = userEvent.setup();
    await typedThenTheirSave(user);
    const dialog = await saveIntoConflict(user);
    const group = within(dialog).getByRole('group', { name: `en-US · ${KEY}` });
    expect(group.textContent).toContain('BeforeHello');
    expect(group.textContent).toContain('TheirsHello, theirs');
    expect(group.textContent).toContain('MineHello, mine');
    await user.click(within(group).getByRole('radio', { name: 'Keep theirs' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save my choices' }));
    await screen.findByText('Saved');
    expect(await textOf('en-US')).toBe('Hello, theirs');
    expect(await textOf('de-DE')).toBe('Hallo, ihres');
  });

  it('force: mine wins on the key both changed; the other language keeps their text', async () => {
    const user = userEvent.setup();
    await typedThenTheirSave(user);
    await saveByForce(user);
    await screen.findByText('Saved');
    expect(await textOf('en-US')).toBe('Hello, mine');
    expect(await textOf('de-DE')).toBe('Hallo, ihres');
  });
});
